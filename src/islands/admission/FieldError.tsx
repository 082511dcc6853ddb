import styles from './FieldError.module.css';

interface Props {
  id: string;
  message: string | undefined;
}

/** A field's message, next to it and named by its aria-describedby; read with the field, so no alert. */
export default function FieldError({ id, message }: Props) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
