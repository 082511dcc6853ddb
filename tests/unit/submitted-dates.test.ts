import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/domain/admin-summary';
import { isIsoDate } from '../../src/domain/admission-queries';
import { indiaIsoDate, indiaIsoDateTime } from '../../src/domain/india-time';
import { presetDates, submittedWindow } from '../../src/domain/submitted-dates';

/** The dashboard's "Submitted" filter: India dates turned into the times they cover. */

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const time = fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2036-01-01T00:00:00Z') });

describe('submittedWindow', () => {
  it('starts an India day at 18:30 UTC the evening before', () => {
    expect(submittedWindow({ from: '2026-11-28', to: '2026-11-28' })).toEqual({
      start: Date.parse('2026-11-27T18:30:00Z'),
      end: Date.parse('2026-11-28T18:30:00Z'),
    });
  });

  it('holds a time exactly when its India date is within the dates, for any dates and time', () => {
    fc.assert(
      fc.property(isoDate, isoDate, time, (a, b, t) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const { start, end } = submittedWindow({ from, to });
        const day = indiaIsoDate(new Date(t));
        expect(t >= start && t < end).toBe(from <= day && day <= to);
      }),
    );
  });

  it('leaves an end open when its date is not given', () => {
    expect(submittedWindow({ to: '2026-11-28' }).start).toBe(Number.NEGATIVE_INFINITY);
    expect(submittedWindow({ from: '2026-11-28' }).end).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('presetDates', () => {
  it('reads today in India: at 23:00 UTC it is already the next day there', () => {
    expect(presetDates('today', new Date('2026-11-27T23:00:00Z'))).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(presetDates('today', new Date('2026-11-27T18:29:59Z'))).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  });

  it('makes This week the last 7 India days, today included, across a month end', () => {
    expect(presetDates('week', new Date('2026-12-03T06:00:00Z'))).toEqual({ from: '2026-11-27', to: '2026-12-03' });
  });

  it('gives a week of exactly 7 days ending today, at any time', () => {
    fc.assert(
      fc.property(time, (t) => {
        const { from, to } = presetDates('week', new Date(t));
        const { start, end } = submittedWindow({ from, to });
        expect(to).toBe(indiaIsoDate(new Date(t)));
        expect(end - start).toBe(7 * DAY_MS);
      }),
    );
  });
});

describe('isIsoDate', () => {
  it.each(['2026-11-28', '2028-02-29'])('accepts %s', (value) => expect(isIsoDate(value)).toBe(true));
  it.each(['2026-02-29', '2026-13-01', '2026-11-28 ', '28/11/2026', '2026-1-5', ''])('refuses %j', (value) =>
    expect(isIsoDate(value)).toBe(false),
  );
});

describe('indiaIsoDateTime', () => {
  it('writes an instant as ISO 8601 in India, the next day when UTC evening has passed 18:30', () => {
    expect(indiaIsoDateTime('2026-12-07T14:40:49.123Z')).toBe('2026-12-07T20:10:49+05:30');
    expect(indiaIsoDateTime(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01T00:00:00+05:30');
  });

  it('names the same instant as the UTC time it was given', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        const seconds = Math.floor(at.getTime() / 1000) * 1000;
        expect(Date.parse(indiaIsoDateTime(at))).toBe(seconds);
      }),
    );
  });
});
