import { type ReactNode, useEffect, useRef } from 'react';
import styles from './VauxaChat.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** id of the dialog's heading. */
  labelledBy: string;
  wide?: boolean;
  children: ReactNode;
}

/** A modal native <dialog>: focus stays inside, Escape closes, focus returns to the opener (the browser does it). */
export default function Modal({ open, onClose, labelledBy, wide = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.dialogWide : ''}`}
      aria-labelledby={labelledBy}
      onClose={onClose}
    >
      {open && children}
    </dialog>
  );
}
