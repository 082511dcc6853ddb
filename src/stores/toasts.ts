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
}

export interface ToastInput {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  duration?: number;
}

export const $toasts = atom<Toast[]>([]);

let counter = 0;

/** Shows a toast, newest first; returns its id. */
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
  };
  $toasts.set([next, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return id;
}

/** Removes one toast, or all of them when no id is given. */
export function dismiss(id?: string): void {
  $toasts.set(id === undefined ? [] : $toasts.get().filter((t) => t.id !== id));
}
