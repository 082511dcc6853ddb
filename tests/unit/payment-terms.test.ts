import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleFromText, processingFromText, withPaymentTerms } from '../../netlify/lib/investors/payment-terms';
import { LAST_CYCLE_DAY, PAYMENT_FREQUENCIES, parseCycleCode } from '../../src/domain/payment-cycle';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { cycleText, processingText, staffText } from '../../src/i18n/payment-terms';

const english = en.investorDashboard;
const hindi = hi.investorDashboard;
const days = fc.integer({ min: 1, max: LAST_CYCLE_DAY });
const frequencies = fc.constantFrom(...PAYMENT_FREQUENCIES);
const suffix = (day: number) =>
  day % 10 === 1 && day !== 11
    ? 'st'
    : day % 10 === 2 && day !== 12
      ? 'nd'
      : day % 10 === 3 && day !== 13
        ? 'rd'
        : 'th';

describe('the payment cycle in words', () => {
  it('keeps the English texts investors know, and words the same values in Hindi', () => {
    expect(english.cycles.monthly(13)).toBe('13th of every month');
    expect(english.cycles.quarterly(13)).toBe('Quarterly, on the 13th');
    expect(english.processingWithin(48, false)).toBe('Within 48 hours');
    expect(english.processingWithin(48, true)).toBe('Within 48 hours after verification');
    expect(hindi.cycles.monthly(13)).toBe('हर महीने की 13 तारीख');
    expect(hindi.cycles.quarterly(13)).toBe('हर तीन महीने पर, 13 तारीख को');
    expect(hindi.processingWithin(48, false)).toBe('48 घंटे के अंदर');
    expect(hindi.processingWithin(48, true)).toBe('जाँच पूरी होने के बाद 48 घंटे के अंदर');
  });

  it('words every day from 1 to 28 with its English ordinal, in Hindi with the number, and reads the English back', () => {
    fc.assert(
      fc.property(frequencies, days, (frequency, day) => {
        const words = english.cycles[frequency](day);
        expect(words).toContain(`${day}${suffix(day)}`);
        expect(hindi.cycles[frequency](day)).toMatch(new RegExp(`^\\P{Script=Latin}*\\b${day} तारीख`, 'u'));
        expect(cycleFromText(words)).toEqual({ frequency, day });
        expect(cycleFromText(`  ${words.toUpperCase()} `)).toEqual({ frequency, day });
        expect(parseCycleCode(`${frequency}-${day}`)).toEqual({ frequency, day });
      }),
    );
  });

  it('reads back any processing time it words, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2160 }), fc.boolean(), (hours, afterVerification) => {
        expect(processingFromText(english.processingWithin(hours, afterVerification))).toEqual({
          hours,
          afterVerification,
        });
      }),
    );
    expect(english.processingWithin(1, false)).toBe('Within 1 hour');
    for (const text of ['Within hours', '48 घंटे के अंदर', 'About 48 hours', ''])
      expect(processingFromText(text)).toBeNull();
    for (const text of ['29th of every month', '13 of every month', 'हर महीने की 13 तारीख', 'Monthly']) {
      expect(cycleFromText(text)).toBeNull();
    }
    for (const code of ['monthly-0', 'monthly-29', 'weekly-3', 'monthly-13 ']) expect(parseCycleCode(code)).toBeNull();
  });
});

describe('withPaymentTerms', () => {
  it('gives a record stored with texts only its values, and one with values only its English texts', () => {
    expect(
      withPaymentTerms({ paymentReleaseDate: '13th of every month', paymentProcessingTime: 'Within 48 hours' }),
    ).toEqual({
      paymentReleaseDate: '13th of every month',
      paymentProcessingTime: 'Within 48 hours',
      paymentCycle: 'monthly-13',
      processingHours: 48,
    });
    expect(
      withPaymentTerms({ paymentCycle: 'quarterly-13', processingHours: 48, processingAfterVerification: true }),
    ).toEqual({
      paymentReleaseDate: 'Quarterly, on the 13th',
      paymentProcessingTime: 'Within 48 hours after verification',
      paymentCycle: 'quarterly-13',
      processingHours: 48,
      processingAfterVerification: true,
    });
  });

  it('lets values win over a text that disagrees, and keeps a text that names no value as written', () => {
    expect(
      withPaymentTerms({ paymentCycle: 'monthly-5', paymentReleaseDate: '13th of every month' }).paymentReleaseDate,
    ).toBe('5th of every month');
    expect(withPaymentTerms({ paymentReleaseDate: 'Every second Tuesday', paymentProcessingTime: 'Soon' })).toEqual({
      paymentReleaseDate: 'Every second Tuesday',
      paymentProcessingTime: 'Soon',
    });
  });
});

describe('the dashboard’s words', () => {
  const account = withPaymentTerms({ paymentCycle: 'monthly-13', processingHours: 48 });

  it('words the values in the page’s language and shows a text without a value as written', () => {
    expect(cycleText(account, hindi)).toBe('हर महीने की 13 तारीख');
    expect(processingText(account, hindi)).toBe('48 घंटे के अंदर');
    expect(cycleText(account, english)).toBe('13th of every month');
    const legacy = { paymentReleaseDate: 'Every second Tuesday', paymentProcessingTime: 'Soon' };
    expect(cycleText(legacy, hindi)).toBe('Every second Tuesday');
    expect(processingText(legacy, hindi)).toBe('Soon');
  });

  it('shows what staff wrote in Hindi on the Hindi edition, and the English text when there is no Hindi one', () => {
    expect(staffText('Paid', 'भुगतान हुआ', 'hi')).toBe('भुगतान हुआ');
    expect(staffText('Paid', 'भुगतान हुआ', 'en')).toBe('Paid');
    expect(staffText('Paid', undefined, 'hi')).toBe('Paid');
    expect(staffText(undefined, 'भुगतान हुआ', 'en')).toBe('भुगतान हुआ');
    expect(staffText(undefined, undefined, 'hi')).toBeUndefined();
  });
});
