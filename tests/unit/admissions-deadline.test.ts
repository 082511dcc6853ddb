import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMISSIONS_CLOSED_TEXT,
  ADMISSIONS_OPEN_TEXT,
  admissionsCloseAt,
  admissionsOpen,
  intakeAt,
} from '../../src/domain/admissions-deadline';

describe('admissions deadline (2 July 2025, the last day to apply)', () => {
  it('closes when 2 July 2025 ends in India (18:30 UTC)', () => {
    expect(admissionsCloseAt.toISOString()).toBe('2025-07-02T18:30:00.000Z');
  });

  it('is open on the last day in India and closed from the next day', () => {
    expect(admissionsOpen(new Date('2025-07-01T10:00:00+05:30'))).toBe(true);
    expect(admissionsOpen(new Date('2025-07-02T23:59:59+05:30'))).toBe(true);
    expect(admissionsOpen(new Date('2025-07-03T00:00:00+05:30'))).toBe(false);
    expect(admissionsOpen(new Date('2026-11-23T00:00:00Z'))).toBe(false);
  });

  it('marks an application for the current batch before the deadline and for the next intake after it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }), (now) => {
        const before = now.getTime() < admissionsCloseAt.getTime();
        expect(intakeAt(now)).toBe(before ? 'current' : 'next');
      }),
    );
  });

  it('follows a deadline an editor moves', () => {
    const later = new Date('2027-07-02T18:30:00Z');
    expect(intakeAt(new Date('2026-11-23T00:00:00Z'), later)).toBe('current');
  });

  it('says "open until" only before the date, and plainly that the batch closed after it', () => {
    expect(ADMISSIONS_OPEN_TEXT).toBe('Admissions are open until 2 July 2025.');
    expect(ADMISSIONS_CLOSED_TEXT).toBe(
      'Admissions for this batch closed on 2 July 2025. Applications are now taken for the next intake.',
    );
  });
});
