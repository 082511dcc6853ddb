import type { Transaction } from '../../src/domain/investor';
import { formatRupees } from '../../src/domain/money';
import { paymentDateFor } from '../../src/domain/payment-calendar';
import { formatDate } from '../../src/i18n/format';
import type { ImportRow } from './investor-import';
import { PREMIUM_MONTHLY_LOSS, PREMIUM_MONTHLY_PROFIT } from './premium-plan';

/**
 * The demo investors (local only; docs/DECISIONS.md), dated relative to `now` so the dashboard always looks current:
 * ATVN-DEMO-0001 is a verified premium joint account paid on the 13th (4,000 after a profit month, 2,500 after a
 * loss month: both are payments to the investor, docs/DECISIONS.md); ATVN-DEMO-0002 is a basic single account, still
 * processing, paid quarterly.
 */
const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const hindiMonthYear = new Intl.DateTimeFormat('hi-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
  numberingSystem: 'latn',
});
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
/** Statements are ready the day before a payment date. */
const dayBefore = (date: Date) => new Date(date.getTime() - 24 * 60 * 60 * 1000);

/** Payment dates before `now` (newest first) and the first one on or after it, for months matching `every`. */
function schedule(now: Date, count: number, every: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates: Date[] = [];
  for (let offset = 12; offset >= -48; offset--) {
    const month = now.getUTCMonth() + offset;
    if (((month % every) + every) % every !== 0) continue;
    dates.push(paymentDateFor(now.getUTCFullYear() + Math.floor(month / 12), ((month % 12) + 12) % 12).date);
  }
  const upcoming = dates.filter((date) => date.getTime() >= today).at(-1);
  const past = dates.filter((date) => date.getTime() < today).slice(0, count);
  if (!upcoming) throw new Error('No upcoming payment date');
  return { upcoming, past };
}

function transaction(
  suffix: string,
  date: Date,
  time: string,
  type: Transaction['transactionType'],
  amount: number,
  [description, descriptionHi]: [string, string],
): Transaction {
  return {
    transactionId: `TXN-${isoDate(date).replaceAll('-', '')}-${suffix}`,
    transactionDate: isoDate(date),
    transactionTime: time,
    description,
    descriptionHi,
    transactionType: type,
    amount,
  };
}

function premiumDemo(now: Date): ImportRow {
  const { upcoming, past } = schedule(now, 10, 1);
  // Every third month of the last ten was a loss month: the smaller payment, still a credit.
  const transactions = past.map((date, i) =>
    i % 3 === 2
      ? transaction('0001', date, '11:20:00', 'Credit', PREMIUM_MONTHLY_LOSS, [
          `Monthly payment for a loss month, Premium plan (${monthYear.format(date)})`,
          `घाटे वाले महीने का मासिक भुगतान, प्रीमियम प्लान (${hindiMonthYear.format(date)})`,
        ])
      : transaction('0001', date, '10:30:00', 'Credit', PREMIUM_MONTHLY_PROFIT, [
          `Monthly profit share, Premium plan (${monthYear.format(date)})`,
          `मासिक मुनाफ़े का हिस्सा, प्रीमियम प्लान (${hindiMonthYear.format(date)})`,
        ]),
  );
  return {
    investorCode: 'ATVN-DEMO-0001',
    fullName: 'Rohan Mehta',
    accountHolders: 'Rohan Mehta & Kavya Mehta',
    accountType: 'Premium',
    accountHolderType: 'Joint',
    accountVerificationStatus: 'verified',
    totalAmountInvested: 70000,
    investmentAmount: 70000,
    basicAmount: 7000,
    totalAmountReleased: transactions.reduce((total, t) => total + t.amount, 0),
    // A loss month pays less; it takes nothing from the investor.
    currentLoss: 0,
    upcomingPaymentDate: isoDate(upcoming),
    nextStatementDate: isoDate(dayBefore(upcoming)),
    upcomingPaymentAmount: PREMIUM_MONTHLY_PROFIT,
    paymentCycle: 'monthly-13',
    processingHours: 48,
    notificationMessage: `Your ${monthYear.format(upcoming)} payment of ${formatRupees(PREMIUM_MONTHLY_PROFIT)} is scheduled for ${formatDate(upcoming, 'en')}. It reaches your bank account within 48 hours of release.`,
    notificationMessageHi: `${hindiMonthYear.format(upcoming)} का आपका ${formatRupees(PREMIUM_MONTHLY_PROFIT)} का भुगतान ${formatDate(upcoming, 'hi')} को होगा। जारी होने के 48 घंटे के अंदर यह आपके बैंक खाते में पहुँच जाएगा।`,
    transactions,
  };
}

function basicDemo(now: Date): ImportRow {
  const { upcoming, past } = schedule(now, 3, 3);
  const [latest, middle, oldest] = past;
  if (!latest || !middle || !oldest) throw new Error('Not enough quarterly payment dates');
  const transactions = [
    transaction('0002', latest, '12:05:00', 'Credit', 286, [
      `Quarterly profit share, Basic plan (${monthYear.format(latest)})`,
      `तिमाही मुनाफ़े का हिस्सा, बेसिक प्लान (${hindiMonthYear.format(latest)})`,
    ]),
    transaction('0002', middle, '12:10:00', 'Debit', 120, [
      `Quarterly loss adjustment, Basic plan (${monthYear.format(middle)})`,
      `तिमाही घाटे की कटौती, बेसिक प्लान (${hindiMonthYear.format(middle)})`,
    ]),
    transaction('0002', oldest, '12:00:00', 'Credit', 312, [
      `Quarterly profit share, Basic plan (${monthYear.format(oldest)})`,
      `तिमाही मुनाफ़े का हिस्सा, बेसिक प्लान (${hindiMonthYear.format(oldest)})`,
    ]),
  ];
  return {
    investorCode: 'ATVN-DEMO-0002',
    fullName: 'Ananya Sharma',
    accountHolders: 'Ananya Sharma',
    accountType: 'Basic',
    accountHolderType: 'Single',
    accountVerificationStatus: 'processing',
    totalAmountInvested: 5000,
    investmentAmount: 5000,
    basicAmount: 5000,
    totalAmountReleased: 598,
    currentLoss: 120,
    upcomingPaymentDate: isoDate(upcoming),
    nextStatementDate: isoDate(dayBefore(upcoming)),
    upcomingPaymentAmount: 300,
    paymentCycle: 'quarterly-13',
    processingHours: 48,
    processingAfterVerification: true,
    transactions,
  };
}

export function demoInvestorRows(now = new Date()): ImportRow[] {
  return [premiumDemo(now), basicDemo(now)];
}
