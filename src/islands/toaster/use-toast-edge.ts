import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type ToastEdge = 'bottom' | 'top';

/**
 * The edge of the screen the toasts sit at: the bottom, unless there they would cover the control that caused them
 * (the form just sent, the button just pressed), as on a phone, where the toasts span the width. Then the top.
 */
export function useToastEdge(region: RefObject<HTMLElement | null>, toastIds: string, drawn: boolean): ToastEdge {
  const lastControl = useRef<Element | null>(null);
  const [edge, setEdge] = useState<ToastEdge>('bottom');

  useEffect(() => {
    // A sent form stands for its fields and buttons, where its errors show; otherwise the control pressed or focused.
    const remember = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      lastControl.current =
        event.type === 'submit'
          ? event.target
          : (event.target.closest('form') ?? event.target.closest('button, a, input, select, textarea, summary'));
    };
    const events = ['pointerdown', 'focusin', 'submit'] as const;
    for (const type of events) document.addEventListener(type, remember, true);
    return () => {
      for (const type of events) document.removeEventListener(type, remember, true);
    };
  }, []);

  useLayoutEffect(() => {
    const box = region.current;
    const control = lastControl.current;
    if (!toastIds || !drawn || !box || !control?.isConnected) {
      if (!toastIds) setEdge('bottom');
      return;
    }
    setEdge(coversAtBottom(box.getBoundingClientRect(), control.getBoundingClientRect()) ? 'top' : 'bottom');
  }, [region, toastIds, drawn]);

  return edge;
}

/** Whether the toast region, placed at the bottom of the viewport, would overlap the control's box. */
export function coversAtBottom(region: DOMRect, control: DOMRect): boolean {
  const top = window.innerHeight - region.height;
  return (
    control.bottom > top &&
    control.top < window.innerHeight &&
    control.right > region.left &&
    control.left < region.right
  );
}
