import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissionsDeadlineSentences, currentAdmissionsCloseAt } from '../../src/content/admissions-deadline';
import { admissionsCloseAt, admissionsOpen, intakeAt } from '../../src/domain/admissions-deadline';

describe('admissions deadline (2 July 2025, the last day to apply)', () => {
  it('closes when 2 July 2025 ends in India (18:30 UTC)', () => {
    expect(currentAdmissionsCloseAt.toISOString()).toBe('2025-07-02T18:30:00.000Z');
    expect(admissionsCloseAt('2026-01-31').toISOString()).toBe('2026-01-31T18:30:00.000Z');
  });

  it('is open on the last day in India and closed from the next day', () => {
    const closeAt = currentAdmissionsCloseAt;
    expect(admissionsOpen(new Date('2025-07-01T10:00:00+05:30'), closeAt)).toBe(true);
    expect(admissionsOpen(new Date('2025-07-02T23:59:59+05:30'), closeAt)).toBe(true);
    expect(admissionsOpen(new Date('2025-07-03T00:00:00+05:30'), closeAt)).toBe(false);
    expect(admissionsOpen(new Date('2026-11-23T00:00:00Z'), closeAt)).toBe(false);
  });

  it('marks an application for the current batch before the deadline and for the next intake after it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }), (now) => {
        const before = now.getTime() < Date.parse('2025-07-02T18:30:00Z');
        expect(intakeAt(now, currentAdmissionsCloseAt)).toBe(before ? 'current' : 'next');
      }),
    );
  });

  it('follows a deadline an editor moves', () => {
    expect(intakeAt(new Date('2026-11-23T00:00:00Z'), admissionsCloseAt('2027-07-02'))).toBe('current');
  });

  it('says "open until" only before the date (the original words), and plainly that the 2025 batch closed after it', () => {
    expect(admissionsDeadlineSentences('en')).toEqual({
      open: 'Admissions are open until 2 July 2025.',
      closed: 'Admissions for the 2025 batch closed on 2 July 2025.',
    });
    expect(admissionsDeadlineSentences('hi')).toEqual({
      open: 'दाख़िले 2 जुलाई 2025 तक खुले हैं।',
      closed: '2025 बैच के दाख़िले 2 जुलाई 2025 को बंद हो गए।',
    });
  });
});
