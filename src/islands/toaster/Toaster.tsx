import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '../../domain/locale';
import { toastsWords } from '../../i18n/namespaces/toasts';
import { importAgain, onDemand, prefetchWhenIdle } from '../../loading/on-demand';
import { $toasts, TOAST_HOTKEY } from '../../stores/toasts';
import { useOnDemand } from '../common/on-demand';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import { lastControl } from './last-control';
import type { Edge } from './ToastEdge';
import styles from './Toaster.module.css';

const toastParts = onDemand(() => importAgain(() => import('./toast-parts')));

/**
 * The site's toast region, there from the start so later toasts are announced. Mount once per page:
 * <Toaster client:idle /> (toasts raised before it hydrates, or before the toasts' code is in, wait in the store).
 * While a modal dialog is open the region renders inside it, so its toasts stay above the backdrop, usable and
 * announced. Toasts sit at the bottom, or at the top where at the bottom they would cover the control that caused
 * them (./toaster/ToastEdge.tsx).
 */
export default function Toaster({ lang = 'en' }: { lang?: Locale }) {
  const locale = useIslandLocale(lang, toastsWords);
  const words = useWords(toastsWords, locale);
  const toasts = useStore($toasts, { ssr: 'initial' });
  const regionRef = useRef<HTMLElement>(null);
  // The open modal dialog the region renders in; undefined until FollowModalDialog (lazy) has said, and no toast is
  // drawn before that, so none is drawn under a dialog's backdrop and then moved into it.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>();
  const parts = useOnDemand(toastParts);
  const { ToastItem, ToastEdge, FollowModalDialog } = parts.module ?? {};
  const drawn = Boolean(ToastItem) && dialog !== undefined;
  const [edge, setEdge] = useState<Edge>('bottom');

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Fetched once the page is idle, so toasts still show when the connection drops later.
  useEffect(() => prefetchWhenIdle(toastParts), []);
  // Offline before that, the next toast tries again.
  useEffect(() => {
    if (toasts.length > 0 && !parts.module) void parts.use();
  }, [toasts, parts.module, parts.use]);

  const region = (
    <LocaleContext value={locale}>
      <section
        ref={regionRef}
        aria-label={words.region(TOAST_HOTKEY)}
        tabIndex={-1}
        className={styles.region}
        data-edge={edge}
      >
        <div className={styles.list}>{ToastItem && drawn && toasts.map((t) => <ToastItem key={t.id} toast={t} />)}</div>
      </section>
    </LocaleContext>
  );
  return (
    <>
      {FollowModalDialog && <FollowModalDialog onChange={setDialog} />}
      {ToastEdge && drawn && (
        <ToastEdge region={regionRef} control={lastControl} ids={toasts.map((t) => t.id).join(' ')} onEdge={setEdge} />
      )}
      {dialog ? createPortal(region, dialog) : region}
    </>
  );
}
