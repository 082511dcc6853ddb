import { type RefObject, useEffect, useRef } from 'react';

/**
 * The control the visitor last pressed or focused, listened for from the start, so the first toast knows what caused
 * it. A form stands for its fields and buttons, where its errors show.
 */
export function useLastControl(): RefObject<Element | null> {
  const control = useRef<Element | null>(null);
  useEffect(() => {
    const remember = ({ target }: Event) => {
      if (target instanceof Element) control.current = target.closest('form') ?? target;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('focusin', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('focusin', remember, true);
    };
  }, []);
  return control;
}
