/**
 * The toasts' code, one chunk: a toast, the edge the toasts sit at, and following the open modal dialog. The region is
 * empty at first, so they load with the first toast, or once the page is idle (./Toaster.tsx).
 */
export { default as FollowModalDialog } from './FollowModalDialog';
export { default as ToastEdge } from './ToastEdge';
export { default as ToastItem } from './ToastItem';
