import type { ReactNode } from 'react';

interface Props {
  busy: boolean;
  /** What the button says while its call runs, e.g. "Verifying...". */
  busyLabel: string;
  /** Disabled for another reason (an empty field). */
  disabled?: boolean;
  children: ReactNode;
}

/** A form's submit button: disabled and relabelled while its call runs, so it cannot be sent twice. */
export default function BusyButton({ busy, busyLabel, disabled = false, children }: Props) {
  return (
    <button type="submit" className="button" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
