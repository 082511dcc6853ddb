import { describe, expect, it } from 'vitest';
import { intakeSentence } from '../../src/content/intake-sentence';
import { nextIntake, nextIntakeSchema } from '../../src/content/next-intake';
import { admissionsCloseAt } from '../../src/domain/admissions-deadline';
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

  it('closes a last date at the end of that day in India, whatever the day', () => {
    expect(admissionsCloseAt('2026-01-31').toISOString()).toBe('2026-01-31T18:30:00.000Z');
    expect(admissionsCloseAt('2027-07-02').toISOString()).toBe('2027-07-02T18:30:00.000Z');
  });

  it('is said in the same words wherever it is stated, and the undated lead once the last date has passed', () => {
    const intake = { batch: { ...batch, name: 'January 2027 batch', hi: { name: 'जनवरी 2027 बैच' } } };
    const open = new Date('2026-12-07T12:00:00+05:30');
    expect(intakeSentence('en', open, intake)).toBe(
      'Applying now for the batch starting 4 January 2027 (January 2027 batch). Last date to apply: 19 December 2026.',
    );
    expect(intakeSentence('hi', open, intake)).toBe(
      'अभी 4 जनवरी 2027 से शुरू होने वाले बैच (जनवरी 2027 बैच) के लिए आवेदन लिए जा रहे हैं। आवेदन की आख़िरी तारीख: 19 दिसंबर 2026।',
    );
    const closed = new Date('2026-12-20T00:00:00+05:30');
    expect(intakeSentence('en', closed, intake)).toBe(
      'Applications are open for the next batch; we will write to you with its dates.',
    );
    expect(intakeSentence('hi', open, {})).toBe('अगले बैच के लिए आवेदन खुले हैं; उसकी तारीखें हम आपको लिखकर बताएँगे।');
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
