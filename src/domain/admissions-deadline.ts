import { factDate, factText } from './facts';
import { INDIA_UTC_OFFSET_MS } from './india-time';

/**
 * The admissions deadline (content/data/facts.json "admissions-deadline") and what follows from it. The deadline is
 * the last day to apply, so admissions close when that day ends in India (UTC+5:30), not at UTC midnight.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const admissionsDeadlineText = factText('admissions-deadline');

/** The instant admissions for the current batch close: the end of the deadline day in India. */
export const admissionsCloseAt = new Date(factDate('admissions-deadline').getTime() + DAY_MS - INDIA_UTC_OFFSET_MS);

export function admissionsOpen(now: Date, closeAt: Date = admissionsCloseAt): boolean {
  return now.getTime() < closeAt.getTime();
}

/** Which batch an application made at `now` is for: the current one until the deadline, then the next intake. */
export const INTAKES = ['current', 'next'] as const;
export type Intake = (typeof INTAKES)[number];

export function intakeAt(now: Date, closeAt: Date = admissionsCloseAt): Intake {
  return admissionsOpen(now, closeAt) ? 'current' : 'next';
}

/** The sentences a page shows before and after the deadline. */
export const ADMISSIONS_OPEN_TEXT = `Admissions are open until ${admissionsDeadlineText}.`;
export const ADMISSIONS_CLOSED_TEXT = `Admissions for this batch closed on ${admissionsDeadlineText}. Applications are now taken for the next intake.`;

/** How the admin table marks an application made after the deadline. */
export const NEXT_INTAKE_LABEL = 'Next intake';
