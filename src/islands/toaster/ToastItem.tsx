import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { toastsWords } from '../../i18n/namespaces/toasts';
import { displayTitle } from '../../stores/toast-title';
import { dismiss, TOAST_SWIPE_THRESHOLD_PX, type Toast } from '../../stores/toasts';
import { useWords } from '../common/use-messages';
import styles from './ToastItem.module.css';

interface ToastItemProps {
  toast: Toast;
}

/** One toast: closes after its duration (paused while hovered or focused), on swipe, Escape or the close button. */
export default function ToastItem({ toast: t }: ToastItemProps) {
  const words = useWords(toastsWords);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(t.duration);
  const itemRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismiss(t.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, t.id]);

  const offset = (event: PointerEvent) => event.clientX - (swipeStart.current ?? event.clientX);
  const setShift = (px: number) => itemRef.current?.style.setProperty('--swipe-x', `${px}px`);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current !== null) setShift(offset(event));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const dx = offset(event);
    swipeStart.current = null;
    if (event.type === 'pointerup' && Math.abs(dx) >= TOAST_SWIPE_THRESHOLD_PX) dismiss(t.id);
    else setShift(0);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Inside an open dialog, Escape closes this toast only, not the dialog too.
    event.preventDefault();
    event.stopPropagation();
    dismiss(t.id);
  };

  const destructive = t.variant === 'destructive';
  // A div, not a list item: list items may not take the status and alert roles.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the toast has role status or alert; pointer handlers add swipe and hover pause, the close button and Escape serve the keyboard.
    <div
      ref={itemRef}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      className={`${styles.toast} ${destructive ? styles.destructive : ''}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className={styles.text}>
        <p className={styles.title}>{displayTitle(t, words)}</p>
        {t.description && <p className={styles.description}>{t.description}</p>}
      </div>
      {t.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            t.action?.onClick();
            dismiss(t.id);
          }}
        >
          {t.action.label}
        </button>
      )}
      <button type="button" className={styles.close} aria-label={words.close} onClick={() => dismiss(t.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
