import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInDays, DAILY_DAYS, MONTHLY_DAYS, snapshotsToDelete } from '../../netlify/lib/backup/retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = '2026-12-07';
const day = (offset: number) => new Date(Date.parse(TODAY) - offset * DAY_MS).toISOString().slice(0, 10);
/** Snapshot ids up to two years old, as a daily job with gaps leaves them. */
const ids = fc.uniqueArray(fc.integer({ min: 0, max: 730 }), { maxLength: 200 }).map((offsets) => offsets.map(day));
const kept = (all: string[], today = TODAY) => {
  const gone = new Set(snapshotsToDelete(all, today));
  return all.filter((id) => !gone.has(id));
};
const monthlyBand = (id: string) => ageInDays(id, TODAY) >= DAILY_DAYS && ageInDays(id, TODAY) < MONTHLY_DAYS;

describe('the retention rule of the snapshots', () => {
  it('keeps every snapshot of the last 30 days', () => {
    fc.assert(
      fc.property(ids, (all) => {
        for (const id of all) if (ageInDays(id, TODAY) < DAILY_DAYS) expect(kept(all)).toContain(id);
      }),
    );
  });

  it('keeps nothing a year old or older', () => {
    fc.assert(fc.property(ids, (all) => kept(all).every((id) => ageInDays(id, TODAY) < MONTHLY_DAYS)));
  });

  it('keeps exactly one snapshot per calendar month between 30 days and a year old, the earliest of the month', () => {
    fc.assert(
      fc.property(ids, (all) => {
        const months = new Set(all.filter(monthlyBand).map((id) => id.slice(0, 7)));
        for (const month of months) {
          const survivors = kept(all).filter((id) => monthlyBand(id) && id.startsWith(month));
          const young = kept(all).filter((id) => id.startsWith(month) && ageInDays(id, TODAY) < DAILY_DAYS);
          expect(survivors).toHaveLength(1);
          const earliest = all.filter((id) => id.startsWith(month) && ageInDays(id, TODAY) < MONTHLY_DAYS).sort()[0];
          expect(survivors[0]).toBe(earliest);
          expect(young.every((id) => id > (survivors[0] ?? ''))).toBe(true);
        }
      }),
    );
  });

  it('deletes nothing more when run again the same day', () => {
    fc.assert(fc.property(ids, (all) => snapshotsToDelete(kept(all), TODAY).length === 0));
  });

  it('run daily, never brings back a month: the snapshot kept for a month stays kept until it is a year old', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 400 }), (all, days) => {
        let survivors = kept(all);
        for (let step = 1; step <= days; step += 1) {
          const today = new Date(Date.parse(TODAY) + step * DAY_MS).toISOString().slice(0, 10);
          const next = kept(survivors, today);
          for (const id of survivors) {
            const age = ageInDays(id, today);
            if (age >= DAILY_DAYS + 1 && age < MONTHLY_DAYS) expect(next.includes(id), `${id} on ${today}`).toBe(true);
          }
          survivors = next;
        }
      }),
      { numRuns: 20 },
    );
  });

  it('keeps 30 daily and 11 or 12 monthly snapshots after a year of daily runs', () => {
    let survivors: string[] = [];
    for (let step = 0; step < 730; step += 1) {
      const today = new Date(Date.parse('2025-01-01') + step * DAY_MS).toISOString().slice(0, 10);
      survivors = kept([...survivors, today], today);
    }
    const today = new Date(Date.parse('2025-01-01') + 729 * DAY_MS).toISOString().slice(0, 10);
    expect(survivors.filter((id) => ageInDays(id, today) < DAILY_DAYS)).toHaveLength(30);
    expect(survivors.length - 30).toBeGreaterThanOrEqual(11);
    expect(survivors.length - 30).toBeLessThanOrEqual(12);
  });
});
