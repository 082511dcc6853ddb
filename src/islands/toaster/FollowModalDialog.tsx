import { useEffect } from 'react';

/** The last modal <dialog> open on the page (the top one), or null. */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll('dialog[open]')].filter((dialog) => dialog.matches(':modal'));
  return (open.at(-1) as HTMLDialogElement | undefined) ?? null;
}

/**
 * Tells `onChange` which modal dialog is open. A modal dialog makes the rest of the page inert and puts it under its
 * backdrop, so the toast region (./Toaster.tsx) renders inside it to stay usable and announced.
 */
export default function FollowModalDialog({ onChange }: { onChange: (dialog: HTMLDialogElement | null) => void }) {
  useEffect(() => {
    const update = () => onChange(topModalDialog());
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    update();
    return () => observer.disconnect();
  }, [onChange]);
  return null;
}
