import { INDIA_UTC_OFFSET_MS } from './india-time';

/**
 * The admissions deadline rules. The deadline is the last day to apply, so admissions close when that day ends in
 * India (UTC+5:30), not at UTC midnight. The date itself is content (see src/content/admissions-deadline.ts), and so are its sentences.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant admissions close for a deadline given as an ISO date ("2025-07-02"): the end of that day in India. */
export function admissionsCloseAt(deadline: string): Date {
  return new Date(Date.parse(`${deadline}T00:00:00Z`) + DAY_MS - INDIA_UTC_OFFSET_MS);
}

export function admissionsOpen(now: Date, closeAt: Date): boolean {
  return now.getTime() < closeAt.getTime();
}

/** Which batch an application made at `now` is for: the current one until the deadline, then the next intake. */
export const INTAKES = ['current', 'next'] as const;
export type Intake = (typeof INTAKES)[number];

export function intakeAt(now: Date, closeAt: Date): Intake {
  return admissionsOpen(now, closeAt) ? 'current' : 'next';
}
