import { atom } from 'nanostores';

/**
 * The site's one toast system. Timers and gestures live in src/islands/toaster/ToastItem.tsx, the title as shown in
 * ./toast-title.ts (with the toasts' texts, which only pages that show toasts load).
 */

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
/** At most this many toasts are shown; a new one pushes out the oldest. */
export const TOAST_LIMIT = 3;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  duration: number;
  /** What the toast answers ("investor-login"): a newer toast on the same topic replaces it. */
  topic?: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  duration?: number;
  /**
   * What the toast answers. A newer toast on the same topic replaces the older ones: a success dismisses the failures
   * it answers, and a second failure does not stack over the first.
   */
  topic?: string;
}

export const $toasts = atom<Toast[]>([]);

let counter = 0;

/** Shows a toast, newest first, in place of earlier toasts on its topic; returns its id. */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const next: Toast = {
    id,
    title: input.title,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.action === undefined ? {} : { action: input.action }),
    ...(input.topic === undefined ? {} : { topic: input.topic }),
  };
  const others = $toasts.get().filter((shown) => input.topic === undefined || shown.topic !== input.topic);
  $toasts.set([next, ...others].slice(0, TOAST_LIMIT));
  return id;
}

/** Removes one toast, or all of them when no id is given. */
export function dismiss(id?: string): void {
  $toasts.set(id === undefined ? [] : $toasts.get().filter((t) => t.id !== id));
}
