import { useEffect, useState } from 'react';

/** The last modal <dialog> open on the page (the top one), or null. */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll('dialog[open]')].filter((dialog) => dialog.matches(':modal'));
  return (open.at(-1) as HTMLDialogElement | undefined) ?? null;
}

/**
 * Follows which modal dialog is open. A modal dialog makes the rest of the page inert and puts it under its backdrop,
 * so whatever must stay usable while one is open (the toasts) has to render inside it.
 */
export function useOpenModalDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setDialog(topModalDialog());
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    update();
    return () => observer.disconnect();
  }, []);
  return dialog;
}
