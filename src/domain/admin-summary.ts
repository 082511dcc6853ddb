import { z } from './zod';

/** The admin dashboard's summary arithmetic: pure, shared by the functions, the dashboard and the tests. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** The summary cards, kept exact by the server's counters. */
export const admissionSummarySchema = z.object({
  total: z.number().check(z.int()),
  pending: z.number().check(z.int()),
  approved: z.number().check(z.int()),
  rejected: z.number().check(z.int()),
  /** Submitted in the last 7 days (the 7 × 24 hours up to now). */
  thisWeek: z.number().check(z.int()),
});
export type AdmissionSummary = z.output<typeof admissionSummarySchema>;

/** The UTC day a time falls in (days since 1 January 1970): the unit of the per-day counters. */
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/**
 * The dashboard's This Week from per-day counts: every application of the days after the one where the window starts,
 * up to now, plus those of the window's first day submitted at or after its start. `boundaryTimes` are the
 * submission times of that first day; `countOfDay` gives a day's count.
 */
export function countThisWeek(now: Date, countOfDay: (day: number) => number, boundaryTimes: readonly number[]) {
  const start = now.getTime() - WEEK_MS;
  let total = boundaryTimes.filter((t) => t >= start && t <= now.getTime()).length;
  for (let day = dayNumber(start) + 1; day <= dayNumber(now.getTime()); day++) total += countOfDay(day);
  return total;
}
