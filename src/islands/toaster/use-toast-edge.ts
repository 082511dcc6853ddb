import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The edge of the screen the toasts sit at: the bottom, unless there they would cover the control that caused them
 * (the form just sent, or the control pressed), as on a phone, where the toasts span the width. Then the top.
 */
export function useToastEdge(region: RefObject<HTMLElement | null>, ids: string, drawn: boolean): 'bottom' | 'top' {
  const control = useRef<Element | null>(null);
  const [edge, setEdge] = useState<'bottom' | 'top'>('bottom');

  useEffect(() => {
    // A form stands for its fields and buttons, where its errors show.
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

  useLayoutEffect(() => {
    const box = region.current?.getBoundingClientRect();
    const near = control.current?.isConnected ? control.current.getBoundingClientRect() : undefined;
    if (!ids) setEdge('bottom');
    if (!ids || !drawn || !box || !near) return;
    // The region's box if it sat at the bottom of the viewport.
    const top = window.innerHeight - box.height;
    const covers = near.bottom > top && near.top < window.innerHeight && near.right > box.left && near.left < box.right;
    setEdge(covers ? 'top' : 'bottom');
  }, [region, ids, drawn]);

  return edge;
}
