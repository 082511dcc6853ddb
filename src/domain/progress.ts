/**
 * Simulated generation progress: speech +10 every 200 ms, cloning +5 every 500 ms, never past 90
 * while waiting; 100 when the answer arrives; back to 0 two seconds later.
 */
export interface ProgressRule {
  step: number;
  intervalMs: number;
}

export const SPEECH_PROGRESS: ProgressRule = { step: 10, intervalMs: 200 };
export const CLONE_PROGRESS: ProgressRule = { step: 5, intervalMs: 500 };
export const PROGRESS_CAP = 90;
export const PROGRESS_DONE = 100;
export const PROGRESS_RESET_MS = 2000;

/** The next value while waiting. */
export function nextProgress(current: number, rule: ProgressRule): number {
  return Math.min(PROGRESS_CAP, current + rule.step);
}
