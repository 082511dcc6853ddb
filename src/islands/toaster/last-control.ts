import type { RefObject } from 'react';

/**
 * The control the visitor last pressed or focused, so the first toast knows what caused it. A form stands for its
 * fields and buttons, where its errors show. Listened for from the moment the toaster's code runs in the browser, for
 * the page's life: there is one toast region per page, never unmounted.
 */
export const lastControl: RefObject<Element | null> = { current: null };

if (typeof document !== 'undefined') {
  const remember = ({ target }: Event) => {
    if (target instanceof Element) lastControl.current = target.closest('form') ?? target;
  };
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('focusin', remember, true);
}
