/** Rules of the home hero's rotating founder quote (one quote every 4000 ms). Pure, so it is unit-tested. */
export const QUOTE_ROTATION_MS = 4000;

/** What can hold the rotation still. Each flag is set by the page script from the matching browser event. */
export interface RotationState {
  /** The pointer is over the quote. */
  hovered: boolean;
  /** Keyboard focus is inside the quote block (its buttons). */
  focusWithin: boolean;
  /** The visitor pressed Pause (or has not pressed Play under reduced motion). */
  userPaused: boolean;
  /** The tab is in the background. */
  documentHidden: boolean;
}

/** The quote after `current` when moving `step` places (negative goes back), wrapping at both ends. */
export function stepIndex(current: number, count: number, step: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  return (((current + step) % count) + count) % count;
}

/** Rotate on a timer only with more than one quote and nothing holding it still. */
export function shouldAutoRotate(state: RotationState, count: number): boolean {
  return count > 1 && !state.hovered && !state.focusWithin && !state.userPaused && !state.documentHidden;
}

/**
 * Screen readers hear a change only when the visitor caused it: the live region is silent ("off") while the
 * timer runs and "polite" whenever the rotation is held, which is when every change comes from a button press.
 */
export function liveMode(state: RotationState, count: number): 'off' | 'polite' {
  return shouldAutoRotate(state, count) ? 'off' : 'polite';
}

/** Under prefers-reduced-motion the quote never moves by itself: it starts paused. */
export function initialState(prefersReducedMotion: boolean): RotationState {
  return { hovered: false, focusWithin: false, userPaused: prefersReducedMotion, documentHidden: false };
}
