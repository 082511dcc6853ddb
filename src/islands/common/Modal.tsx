import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  /** id of the dialog's heading. */
  labelledBy: string;
  /** id of the text that says what the dialog is for. */
  describedBy?: string;
  className: string | undefined;
  children: ReactNode;
}

/**
 * The one modal of the islands: a native <dialog> opened with showModal(), so focus stays inside, Escape closes and
 * focus returns to the opener (the browser does it). The content is rendered only while it is open.
 */
export default function Modal({ open, onClose, labelledBy, describedBy, className, children }: Props) {
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
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
    >
      {open && children}
    </dialog>
  );
}
