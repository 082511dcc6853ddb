import { describe, expect, it } from 'vitest';
import type { InvestorRecord } from '../../netlify/lib/investors/records';
import { renderStatement } from '../../netlify/lib/investors/statement';
import { postalAddress, site } from '../../src/content/site';
import { statementFileName } from '../../src/domain/investor-code';

const record: InvestorRecord = {
  fullName: 'Ananya Sharma',
  investmentAmount: 5000,
  account: {
    uniqueInvestorCode: 'ATVN-DEMO-0002',
    accountHolders: 'Ananya Sharma',
    accountType: 'Basic',
    accountHolderType: 'Single',
    accountVerificationStatus: 'processing',
    totalAmountInvested: 5000,
    basicAmount: 5000,
    totalAmountReleased: 312,
    currentLoss: 120,
    upcomingPaymentDate: '2027-01-13',
    upcomingPaymentAmount: 300,
    paymentReleaseDate: 'Quarterly, on the 13th',
    paymentProcessingTime: 'Within 48 hours',
  },
  transactions: [
    {
      transactionId: 'T-2',
      transactionDate: '2026-10-13',
      transactionTime: '12:10',
      transactionType: 'Debit',
      amount: 120,
    },
    {
      transactionId: 'T-1',
      transactionDate: '2026-07-13',
      transactionTime: '12:00:00',
      description: 'Profit share',
      transactionType: 'Credit',
      amount: 123456,
    },
  ],
};

describe('statement', () => {
  it('names the file after the display code', () => {
    expect(statementFileName('ATVNDEMO0002')).toBe('statement_ATVN-DEMO-0002.txt');
    expect(statementFileName('ATVNDEMO0002', 'pdf')).toBe('statement_ATVN-DEMO-0002.pdf');
  });

  it('lists company, investor, period, transactions in date order, totals and a footer', () => {
    const text = renderStatement(record, new Date('2026-11-22T10:00:00Z'));
    expect(text.startsWith(`${site.legalName}\n${postalAddress}\n`)).toBe(true);
    expect(text).toContain('Account type:         Basic (Single holder)');
    expect(text).toContain('Verification status:  Processing');
    expect(text).toContain('Statement period:     13 July 2026 to 13 October 2026');
    expect(text).toContain('Generated:            22 November 2026, 3:30 pm IST');
    const first = text.indexOf('T-1');
    const second = text.indexOf('T-2');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(text).toMatch(/13 July 2026 +12:00:00 +T-1 +Credit +\+₹1,23,456 +Profit share/);
    expect(text).toMatch(/13 October 2026 +12:10 +T-2 +Debit +-₹120\n/);
    expect(text).toContain('Total credits (1):    ₹1,23,456');
    expect(text).toContain('Total debits (1):     ₹120');
    expect(text).toContain('Net:                  ₹1,23,336');
    expect(text).toContain(site.investorEmail);
  });

  it('shows a description in Hindi on the Hindi statement when staff wrote one, the English one otherwise', () => {
    const [debit, credit] = record.transactions;
    if (!debit || !credit) throw new Error('The record has two transactions');
    const withHindi = {
      ...record,
      transactions: [
        { ...debit, description: 'Loss adjustment' },
        { ...credit, descriptionHi: 'मुनाफ़े का हिस्सा' },
      ],
    };
    const hindi = renderStatement(withHindi, new Date('2026-11-22T10:00:00Z'), 'hi');
    expect(hindi).toMatch(/T-1 +जमा +\+₹1,23,456 +मुनाफ़े का हिस्सा\n/);
    expect(hindi).toMatch(/T-2 +कटौती +-₹120 +Loss adjustment\n/);
    expect(renderStatement(withHindi)).toMatch(/T-1 +Credit +\+₹1,23,456 +Profit share\n/);
  });

  it('says so when there are no transactions', () => {
    const text = renderStatement({ ...record, transactions: [] });
    expect(text).toContain('Statement period:     No transactions yet');
    expect(text).toContain('No transactions in this period.');
  });

  it('is written in Hindi for a Hindi page, with the same figures, codes and alignment', () => {
    const text = renderStatement(record, new Date('2026-11-22T10:00:00Z'), 'hi');
    expect(text).toContain('निवेशक खाते का स्टेटमेंट');
    expect(text).toMatch(/खाते का प्रकार: +बेसिक \(एक खाताधारक\)/);
    expect(text).toMatch(/जाँच की स्थिति: +जाँच चल रही है/);
    expect(text).toMatch(/स्टेटमेंट की अवधि: +13 जुलाई 2026 से 13 अक्टूबर 2026 तक/);
    // Values start in one column as a reader counts letters (a Devanagari letter with its marks is one).
    const letters = new Intl.Segmenter('hi', { granularity: 'grapheme' });
    const column = (label: string) => {
      const line = text.split('\n').find((l) => l.startsWith(label)) ?? '';
      return [...letters.segment(line.slice(0, line.search(/\S+$|₹|ATVN|बेसिक/)))].length;
    };
    expect(new Set(['निवेशक कोड:', 'खाते का प्रकार:', 'कुल निवेश:'].map(column))).toEqual(new Set([22]));
    expect(text).toMatch(/T-1 +जमा +\+₹1,23,456 +Profit share/);
    expect(text).toMatch(/T-2 +कटौती +-₹120\n/);
    expect(text).not.toContain('निकासी');
    expect(text).toMatch(/शुद्ध रकम: +₹1,23,336/);
    expect(text).not.toContain('Total credits');
    expect(text).not.toContain('Basic');
  });
});
