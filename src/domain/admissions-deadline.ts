import { INDIA_UTC_OFFSET_MS } from './india-time';

/**
 * When admissions for a batch close. The last date to apply is a whole day in India, so applications close when that
 * day ends there (UTC+5:30), not at UTC midnight. The date itself is content (content/next-intake.json).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant admissions close for a last date given as an ISO date ("2027-06-30"): the end of that day in India. */
export function admissionsCloseAt(lastDate: string): Date {
  return new Date(Date.parse(`${lastDate}T00:00:00Z`) + DAY_MS - INDIA_UTC_OFFSET_MS);
}

/** Which batch an application is for: the announced one while it takes applications, else the next, undated one. */
export const INTAKES = ['current', 'next'] as const;
export type Intake = (typeof INTAKES)[number];
