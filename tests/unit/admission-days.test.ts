import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMISSION_STATUSES } from '../../src/domain/admission';
import { bucketByIndiaDay, CHART_DAYS, chartDates, chartWindow } from '../../src/domain/admission-days';

const DAY = 24 * 60 * 60 * 1000;
// 7 December 2026, 00:10 in India (6 December, 18:40 UTC): the UTC date is still the day before.
const JUST_AFTER_INDIA_MIDNIGHT = new Date('2026-12-06T18:40:00Z');

describe('the admissions chart days', () => {
  it('ends with today in India, not in UTC, and starts 55 days earlier', () => {
    const dates = chartDates(JUST_AFTER_INDIA_MIDNIGHT);
    expect(dates).toHaveLength(CHART_DAYS);
    expect(dates.at(-1)).toBe('2026-12-07');
    expect(dates[0]).toBe('2026-10-13');
    expect(new Set(dates).size).toBe(CHART_DAYS);
  });

  it('spans India midnight to India midnight', () => {
    const { start, end } = chartWindow(JUST_AFTER_INDIA_MIDNIGHT);
    expect(new Date(start).toISOString()).toBe('2026-10-12T18:30:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-12-07T18:30:00.000Z');
    expect(end - start).toBe(CHART_DAYS * DAY);
  });

  it('puts an application made at 00:10 in India on that India date, and one at 23:50 the day before', () => {
    const buckets = bucketByIndiaDay(
      [
        { at: JUST_AFTER_INDIA_MIDNIGHT.getTime(), status: 'pending' },
        { at: JUST_AFTER_INDIA_MIDNIGHT.getTime() - 20 * 60 * 1000, status: 'approved' },
      ],
      JUST_AFTER_INDIA_MIDNIGHT,
    );
    expect(buckets.at(-1)).toEqual({ date: '2026-12-07', byStatus: { pending: 1, approved: 0, rejected: 0 } });
    expect(buckets.at(-2)).toEqual({ date: '2026-12-06', byStatus: { pending: 0, approved: 1, rejected: 0 } });
  });

  it('counts every application in the window exactly once, and none outside it', () => {
    const now = fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-01-01') });
    const entry = fc.record({
      offset: fc.integer({ min: -70 * DAY, max: 3 * DAY }),
      status: fc.constantFrom(...ADMISSION_STATUSES),
    });
    fc.assert(
      fc.property(now, fc.array(entry, { maxLength: 200 }), (nowMs, offsets) => {
        const at = new Date(nowMs);
        const entries = offsets.map(({ offset, status }) => ({ at: nowMs + offset, status }));
        const { start, end } = chartWindow(at);
        const inside = entries.filter((e) => e.at >= start && e.at < end);
        const buckets = bucketByIndiaDay(entries, at);
        expect(buckets).toHaveLength(CHART_DAYS);
        const total = buckets.reduce(
          (sum, b) => sum + b.byStatus.pending + b.byStatus.approved + b.byStatus.rejected,
          0,
        );
        expect(total).toBe(inside.length);
        for (const status of ADMISSION_STATUSES) {
          const counted = buckets.reduce((sum, b) => sum + b.byStatus[status], 0);
          expect(counted).toBe(inside.filter((e) => e.status === status).length);
        }
      }),
    );
  });
});
