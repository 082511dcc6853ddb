import { describe, expect, it } from 'vitest';
import { nextPaymentDateText, statementNote } from '../../src/i18n/investor-dates';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';

const english = en.investorDashboard;

describe("the investor dashboard's Next Payment date", () => {
  it("is the investor's own payment date while that day is ahead, and on the day itself in India", () => {
    expect(nextPaymentDateText('2026-12-14', new Date('2026-11-24T10:00:00+05:30'), english, 'en')).toBe(
      '14 December 2026',
    );
    expect(nextPaymentDateText('2026-12-14', new Date('2026-12-14T23:00:00+05:30'), english, 'en')).toBe(
      '14 December 2026',
    );
  });

  it('never shows a passed date as the next payment: it says the date has passed', () => {
    expect(nextPaymentDateText('2026-12-14', new Date('2026-12-15T09:00:00+05:30'), english, 'en')).toBe(
      '14 December 2026 has passed. Your next payment date appears here once your account is updated.',
    );
  });

  it('is written in the language of the page', () => {
    const now = new Date('2027-01-02T09:00:00+05:30');
    expect(nextPaymentDateText('2027-01-13', now, hi.investorDashboard, 'hi')).toBe('13 जनवरी 2027');
    expect(nextPaymentDateText('2026-12-14', now, hi.investorDashboard, 'hi')).toBe(
      '14 दिसंबर 2026 की तारीख निकल चुकी है। अगले भुगतान की तारीख खाता अपडेट होने पर यहाँ दिखेगी।',
    );
  });
});

describe("the investor dashboard's statement note", () => {
  it("keeps the fixed sentence with the investor's own next statement date while it is ahead", () => {
    expect(statementNote('2025-07-12', new Date('2025-07-01T09:00:00+05:30'), english, 'en')).toBe(
      'Note: The next statement will be available on 12 July 2025.',
    );
    expect(statementNote('2026-12-12', new Date('2026-11-23T12:00:00Z'), english, 'en')).toBe(
      'Note: The next statement will be available on 12 December 2026.',
    );
  });

  it('still names the date on the day itself, in India', () => {
    expect(statementNote('2025-07-12', new Date('2025-07-12T23:00:00+05:30'), english, 'en')).toContain('12 July 2025');
    // 20:00 UTC on the 11th is already the 12th in India.
    expect(statementNote('2025-07-11', new Date('2025-07-11T20:00:00Z'), english, 'en')).not.toContain(
      'next statement',
    );
  });

  it('never calls a past date "next": the statement is ready instead', () => {
    expect(statementNote('2025-07-12', new Date('2025-07-13T09:00:00+05:30'), english, 'en')).toBe(
      'Note: Your latest statement is ready. Use Download statement (PDF) to save it.',
    );
    expect(statementNote(undefined, new Date('2025-07-01T00:00:00Z'), english, 'en')).not.toContain('next statement');
  });

  it('is written in the language of the page, with the date in Hindi words and Latin digits', () => {
    expect(statementNote('2025-07-12', new Date('2025-07-01T09:00:00+05:30'), hi.investorDashboard, 'hi')).toBe(
      'ध्यान दें: अगला स्टेटमेंट 12 जुलाई 2025 को मिलेगा।',
    );
    expect(statementNote('2025-07-12', new Date('2025-07-13T09:00:00+05:30'), hi.investorDashboard, 'hi')).toBe(
      hi.investorDashboard.statementReady,
    );
  });
});
