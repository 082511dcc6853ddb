import { type RefObject, useLayoutEffect } from 'react';

export type Edge = 'bottom' | 'top';

interface Props {
  region: RefObject<HTMLElement | null>;
  /** What caused the toasts (./last-control.ts). */
  control: RefObject<Element | null>;
  /** The ids of the toasts shown, joined: the edge is chosen anew when they change. */
  ids: string;
  onEdge: (edge: Edge) => void;
}

/**
 * Chooses the edge of the screen the drawn toasts sit at: the bottom, unless there they would cover the control that
 * caused them, as on a phone, where the toasts span the width. Then the top. Rendered only once toasts can be drawn,
 * so its code loads with theirs.
 */
export default function ToastEdge({ region, control, ids, onEdge }: Props) {
  useLayoutEffect(() => {
    const box = region.current?.getBoundingClientRect();
    const near = control.current?.isConnected ? control.current.getBoundingClientRect() : undefined;
    if (!ids) onEdge('bottom');
    if (!ids || !box || !near) return;
    // The region's box if it sat at the bottom of the viewport.
    const top = window.innerHeight - box.height;
    const covers = near.bottom > top && near.top < window.innerHeight && near.right > box.left && near.left < box.right;
    onEdge(covers ? 'top' : 'bottom');
  }, [region, control, ids, onEdge]);
  return null;
}
