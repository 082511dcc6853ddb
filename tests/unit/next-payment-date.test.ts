import { describe, expect, it } from 'vitest';
import { nextPaymentDateText } from '../../src/domain/next-payment-date';
import { hi } from '../../src/i18n/messages/hi';

describe("the investor dashboard's Next Payment date", () => {
  it("is the investor's own payment date while that day is ahead, and on the day itself in India", () => {
    expect(nextPaymentDateText('2026-12-14', new Date('2026-11-24T10:00:00+05:30'))).toBe('14th December 2026');
    expect(nextPaymentDateText('2026-12-14', new Date('2026-12-14T23:00:00+05:30'))).toBe('14th December 2026');
  });

  it('never shows a passed date as the next payment: it says the date has passed', () => {
    expect(nextPaymentDateText('2026-12-14', new Date('2026-12-15T09:00:00+05:30'))).toBe(
      '14th December 2026 has passed. Your next payment date appears here once your account is updated.',
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
