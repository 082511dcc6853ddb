import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { adminWords } from '../../i18n/namespaces/admin';
import { useWords } from '../common/use-messages';
import styles from './AdminDashboard.module.css';

interface Props {
  /** Ends this browser's session, or (everywhere) every session of the member. */
  onSignOut: (everywhere: boolean) => Promise<void>;
}

/**
 * One "Sign out" button that opens its two choices, worded alike: this device, or every device. A disclosure (a
 * button and the list it shows), so it works with the keyboard and a screen reader without a menu's key handling;
 * Escape closes it and gives the focus back to its button.
 */
export default function SignOutMenu({ onSignOut }: Props) {
  const words = useWords(adminWords);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const choices = useId();

  function closeOnEscape(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  async function signOut(everywhere: boolean) {
    setBusy(true);
    await onSignOut(everywhere);
    setBusy(false);
  }

  return (
    <div className={styles.signOut}>
      <button
        ref={toggle}
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={choices}
        onKeyDown={closeOnEscape}
        onClick={() => setOpen((shown) => !shown)}
      >
        {words.signOutMenu}
      </button>
      <ul id={choices} className={styles.signOutChoices} hidden={!open}>
        {[
          { everywhere: false, label: words.signOutHere },
          { everywhere: true, label: words.signOutEverywhere },
        ].map(({ everywhere, label }) => (
          <li key={label}>
            <button
              type="button"
              className={styles.action}
              disabled={busy}
              onKeyDown={closeOnEscape}
              onClick={() => void signOut(everywhere)}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
