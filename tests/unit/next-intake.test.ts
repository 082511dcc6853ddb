import { describe, expect, it } from 'vitest';
import { nextIntake, nextIntakeSchema } from '../../src/content/next-intake';
import { batchClosesAt, intakeLead } from '../../src/domain/next-intake';

const batch = { applyBy: '2026-12-19', startDate: '2027-01-04' };

describe('the intake lead', () => {
  it('announces the batch until its last date to apply ends in India, then the undated next batch', () => {
    expect(batchClosesAt(batch).toISOString()).toBe('2026-12-19T18:30:00.000Z');
    expect(intakeLead(new Date('2026-11-28T10:00:00+05:30'), batch)).toBe('batch');
    expect(intakeLead(new Date('2026-12-19T23:59:59+05:30'), batch)).toBe('batch');
    expect(intakeLead(new Date('2026-12-20T00:00:00+05:30'), batch)).toBe('undated');
    expect(intakeLead(new Date('2027-02-01T00:00:00+05:30'), batch)).toBe('undated');
  });

  it('is undated when no batch is set', () => {
    expect(intakeLead(new Date('2026-11-28T10:00:00+05:30'), undefined)).toBe('undated');
  });
});

describe('content/next-intake.json', () => {
  it('names the demo batch in both editions, its last date to apply before its start', () => {
    const { batch: demo } = nextIntake;
    expect(demo?.name).toBeTruthy();
    expect(demo?.hi.name).toMatch(/[\u0900-\u097F]/);
    expect((demo?.applyBy ?? '') <= (demo?.startDate ?? '')).toBe(true);
  });

  it('refuses a last date to apply after the start, and takes no batch at all', () => {
    const late = { name: 'x', applyBy: '2027-01-05', startDate: '2027-01-04', hi: { name: 'य' } };
    expect(nextIntakeSchema.safeParse({ batch: late }).success).toBe(false);
    expect(nextIntakeSchema.parse({})).toEqual({});
  });
});
