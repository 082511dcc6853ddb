/**
 * Which daily snapshots are kept: every one of the last DAILY_DAYS days; then, up to a year old, the first of each
 * calendar month (its earliest snapshot under a year old); nothing older. A month's first snapshot is the first to
 * leave the daily window, so the one kept for a month does not change from one day's run to the next.
 * A snapshot's id is the day it was taken, YYYY-MM-DD (UTC).
 */
export const DAILY_DAYS = 30;
export const MONTHLY_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
export const SNAPSHOT_ID = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from `id` to `today` (both YYYY-MM-DD). */
export const ageInDays = (id: string, today: string) => Math.round((Date.parse(today) - Date.parse(id)) / DAY_MS);

/** The ids to delete today, oldest first. */
export function snapshotsToDelete(ids: readonly string[], today: string): string[] {
  const firstOfMonth = new Map<string, string>();
  for (const id of ids.filter((each) => ageInDays(each, today) < MONTHLY_DAYS)) {
    const month = id.slice(0, 7);
    const first = firstOfMonth.get(month);
    if (first === undefined || id < first) firstOfMonth.set(month, id);
  }
  return ids
    .filter((id) => {
      const age = ageInDays(id, today);
      if (age < DAILY_DAYS) return false;
      if (age >= MONTHLY_DAYS) return true;
      return firstOfMonth.get(id.slice(0, 7)) !== id;
    })
    .sort();
}
