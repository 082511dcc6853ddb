interface Props {
  message: string | null;
  className: string | undefined;
  id?: string;
}

/** A form's error, announced at once (role alert); nothing when there is none. */
export default function FormError({ message, className, id }: Props) {
  if (!message) return null;
  return (
    <p id={id} className={className} role="alert">
      {message}
    </p>
  );
}
