import { DAY_MS } from './admin-summary';
import { ADMISSION_STATUSES, type AdmissionStatus } from './admission';
import { indiaIsoDate } from './india-time';

/**
 * The admissions chart's days: the applications of the last CHART_DAYS days in India (today's India date and the
 * days before it), one bucket per India date, counted by status. A bucket is an India date, whatever the server's
 * zone, because staff in New Delhi read "7 December" as their own day.
 */
export const CHART_DAYS = 56;

export type StatusCounts = Record<AdmissionStatus, number>;
export interface DayBucket {
  /** The India date, "2026-12-07". */
  date: string;
  byStatus: StatusCounts;
}

/** An application as the index gives it: when it was submitted (UTC ms) and the status it is in. */
export interface SubmittedEntry {
  at: number;
  status: AdmissionStatus;
}

/** Midnight in India at the start of an India date, in UTC ms. */
const indiaMidnight = (date: string) => Date.parse(`${date}T00:00:00+05:30`);

/** The India dates of the chart, oldest first, ending with today's. */
export function chartDates(now: Date, days = CHART_DAYS): string[] {
  const today = indiaMidnight(indiaIsoDate(now));
  return Array.from({ length: days }, (_, i) => indiaIsoDate(new Date(today - (days - 1 - i) * DAY_MS)));
}

/** The submission times the chart covers, [start, end) in UTC ms: its first India day to the end of today's. */
export function chartWindow(now: Date, days = CHART_DAYS): { start: number; end: number } {
  const dates = chartDates(now, days);
  return { start: indiaMidnight(dates[0] ?? ''), end: indiaMidnight(dates.at(-1) ?? '') + DAY_MS };
}

const noCounts = (): StatusCounts => Object.fromEntries(ADMISSION_STATUSES.map((s) => [s, 0])) as StatusCounts;

/** The entries counted per India date and status; entries outside the window are left out. */
export function bucketByIndiaDay(entries: readonly SubmittedEntry[], now: Date, days = CHART_DAYS): DayBucket[] {
  const buckets = new Map(chartDates(now, days).map((date) => [date, noCounts()]));
  for (const { at, status } of entries) {
    const counts = buckets.get(indiaIsoDate(new Date(at)));
    if (counts) counts[status] += 1;
  }
  return [...buckets].map(([date, byStatus]) => ({ date, byStatus }));
}
