import { admissionsCloseAt } from './admissions-deadline';

/**
 * Which lead the admissions pages show (docs/DECISIONS.md, "The next intake"): the next batch by its start date while
 * applications for it are open (until its last date to apply ends in India), else the undated next batch. A batch
 * whose dates have passed is never announced, so content left unchanged falls back to the undated lead.
 */
export interface BatchDates {
  /** ISO dates: the last day to apply and the first day of the course. */
  applyBy: string;
  startDate: string;
}

export const INTAKE_LEADS = ['batch', 'undated'] as const;
export type IntakeLead = (typeof INTAKE_LEADS)[number];

/** The instant applications for a batch close: the end of its last date to apply in India. */
export function batchClosesAt(batch: BatchDates): Date {
  return admissionsCloseAt(batch.applyBy);
}

export function intakeLead(now: Date, batch: BatchDates | undefined): IntakeLead {
  return batch && now.getTime() < batchClosesAt(batch).getTime() ? 'batch' : 'undated';
}
