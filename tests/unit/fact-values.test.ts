import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FactSources, factValue, fillFacts, formatFact } from '../../src/content/fact-values';
import { faqSchema } from '../../src/content/schemas';
import { site } from '../../src/content/site';
import { ordinal } from '../../src/i18n/ordinal';

const sources: FactSources = {
  site,
  facts: {
    'lock-in-days': { label: 'Lock-in', kind: 'number', value: 60 },
    deadline: { label: 'Deadline', kind: 'date', value: '2025-07-02' },
    hours: { label: 'Hours', kind: 'text', value: '9 AM to 6 PM', hi: 'सुबह 9 से शाम 6' },
  },
  courses: {
    coding: {
      title: 'Coding',
      summary: 's',
      price: 1699,
      originalPrice: 5999,
      discountPercent: 72,
      highlights: ['h'],
      order: 1,
    },
  },
  plans: {},
  intake: {
    batch: {
      name: 'January 2027 batch',
      applyBy: '2026-12-19',
      startDate: '2027-01-04',
      hi: { name: 'जनवरी 2027 बैच' },
    },
  },
  now: new Date('2026-12-07T12:00:00+05:30'),
};

describe('ordinal', () => {
  it('writes English day ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });

  it('always ends in st, nd, rd or th after the number', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => /^\d+(st|nd|rd|th)$/.test(ordinal(n))));
  });
});

describe('facts written for English and Hindi', () => {
  it('formats each kind of fact', () => {
    expect(formatFact({ label: 'x', kind: 'rupees', value: 39473 }, 'hi')).toBe('₹39,473');
    expect(formatFact({ label: 'x', kind: 'percent', value: 50 }, 'en')).toBe('50%');
    expect(formatFact({ label: 'x', kind: 'number', value: 50000 }, 'en')).toBe('50,000');
    expect(formatFact({ label: 'x', kind: 'day', value: 13 }, 'en')).toBe('13th');
    expect(formatFact({ label: 'x', kind: 'day', value: 13 }, 'hi')).toBe('13');
    expect(formatFact({ label: 'x', kind: 'date', value: '2025-07-02' }, 'en')).toBe('2 July 2025');
    expect(formatFact({ label: 'x', kind: 'date', value: '2025-07-02' }, 'hi')).toBe('2 जुलाई 2025');
  });

  it('fills placeholders from facts, site.json and courses in the answer language', () => {
    expect(fillFacts('{lock-in-days} days, {course.coding.price}, {site.email}', 'en', sources)).toBe(
      `60 days, ₹1,699, ${site.email}`,
    );
    expect(fillFacts('{hours}', 'hi', sources)).toBe('सुबह 9 से शाम 6');
    expect(fillFacts('{hours}', 'en', sources)).toBe('9 AM to 6 PM');
  });

  it('fills {intake.lead} from the next intake as true at the given time', () => {
    expect(fillFacts('{intake.lead}', 'en', sources)).toContain('Last date to apply: 19 December 2026.');
    expect(fillFacts('{intake.lead}', 'hi', sources)).toContain('आवेदन की आख़िरी तारीख: 19 दिसंबर 2026।');
    const later = { ...sources, now: new Date('2026-12-20T00:00:00+05:30') };
    expect(fillFacts('{intake.lead}', 'en', later)).toBe(
      'Applications are open for the next batch; we will write to you with its dates.',
    );
  });

  it('fails on a placeholder that names no fact', () => {
    expect(() => factValue('lock-in-weeks', 'en', sources)).toThrow('{lock-in-weeks} names no fact');
    expect(() => factValue('course.music.price', 'en', sources)).toThrow();
  });
});

describe('FAQ entries', () => {
  const entry = {
    audience: 'investor',
    page: '/investor-portal',
    order: 0,
    topic: { en: 'lock-in', hi: 'लॉक-इन' },
    facts: ['lock-in-days'],
    en: { question: 'Lock-in?', answer: 'It is {lock-in-days} days.', alternatives: ['lock in'] },
    hi: { question: 'लॉक-इन?', answer: '{lock-in-days} दिन।', alternatives: ['लॉक इन'], roman: ['lock in kitna'] },
  };

  it('accept answers that read every number from a fact', () => {
    expect(faqSchema.safeParse(entry).success).toBe(true);
  });

  it('reject a number typed into an answer', () => {
    const typed = { ...entry, en: { ...entry.en, answer: 'It is 60 days.' } };
    const result = faqSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('never types it');
  });

  it('reject a facts list that differs from the placeholders used', () => {
    expect(faqSchema.safeParse({ ...entry, facts: [] }).success).toBe(false);
    expect(faqSchema.safeParse({ ...entry, facts: ['lock-in-days', 'refund-days'] }).success).toBe(false);
  });
});
