import { describe, expect, it } from 'vitest';
import type { InvestorRecord } from '../../netlify/lib/investors/records';
import { renderStatementPdf } from '../../netlify/lib/pdf/statement-pdf';
import type { Transaction } from '../../src/domain/investor';
import { formatRupees } from '../../src/domain/money';
import { pdfText } from '../support/pdf-text';

/** 230 transactions, every seventh a debit, some with descriptions long enough to wrap in their column. */
const transactions: Transaction[] = Array.from({ length: 230 }, (_, i) => ({
  transactionId: `TXN-2026${String(1 + (i % 12)).padStart(2, '0')}13-${String(i).padStart(4, '0')}`,
  transactionDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-13`,
  transactionTime: '10:30:00',
  transactionType: i % 7 === 0 ? 'Debit' : 'Credit',
  amount: 1000 + i,
  description:
    i % 5 === 0 ? 'Monthly profit share, Premium plan, after the quarterly review of the accounts' : 'Profit share',
}));
const debits = transactions.filter((t) => t.transactionType === 'Debit');
const credits = transactions.filter((t) => t.transactionType === 'Credit');
const sum = (list: Transaction[]) => list.reduce((total, t) => total + t.amount, 0);

const record: InvestorRecord = {
  fullName: 'Ananya Sharma',
  investmentAmount: 7000,
  account: {
    uniqueInvestorCode: 'ATVN-DEMO-0002',
    accountHolders: 'Ananya Sharma',
    accountType: 'Premium',
    accountHolderType: 'Single',
    accountVerificationStatus: 'verified',
    totalAmountInvested: 7000,
    basicAmount: 7000,
    totalAmountReleased: 0,
    currentLoss: 0,
    upcomingPaymentDate: '2027-01-13',
    upcomingPaymentAmount: 300,
    paymentReleaseDate: 'Monthly, on the 13th',
    paymentProcessingTime: 'Within 48 hours',
  },
  transactions,
};

const COLUMNS = ['Date', 'Time', 'Transaction ID', 'Type', 'Amount', 'Description'];

describe('the statement as PDF', () => {
  it('runs over pages with the table header and "Page n of N" on each, every entry once, the totals at the end', async () => {
    const pages = await pdfText(await renderStatementPdf(record, new Date('2026-11-22T10:00:00Z'), 'en'));
    expect(pages.length).toBeGreaterThan(3);
    for (const [i, page] of pages.entries()) {
      const header = page.indexOf('Date');
      expect(page.slice(header, header + COLUMNS.length), `page ${i + 1}`).toEqual(COLUMNS);
      expect(page.at(-1)).toBe(`Page ${i + 1} of ${pages.length}`);
      expect(page.at(-2)).toBe('ATVN-DEMO-0002');
    }
    for (const page of pages.slice(1)) expect(page).toContain('INVESTOR ACCOUNT STATEMENT · ATVN-DEMO-0002');
    const text = pages.flat();
    for (const t of transactions) expect(text.filter((s) => s === t.transactionId)).toHaveLength(1);
    // Oldest first, as in the text statement.
    expect(text.indexOf('TXN-20260113-0000')).toBeLessThan(text.indexOf('TXN-20261213-0011'));
    const last = pages.at(-1) ?? [];
    const totals = last.slice(last.indexOf(`Total credits (${credits.length}):`));
    expect(totals.slice(0, 6)).toEqual([
      `Total credits (${credits.length}):`,
      formatRupees(sum(credits)),
      `Total debits (${debits.length}):`,
      formatRupees(sum(debits)),
      'Net:',
      formatRupees(sum(credits) - sum(debits)),
    ]);
  });

  it('repeats the Hindi header and page numbers in Hindi', async () => {
    const pages = await pdfText(await renderStatementPdf(record, new Date('2026-11-22T10:00:00Z'), 'hi'));
    expect(pages.length).toBeGreaterThan(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain('लेन-देन ID');
      expect(page.at(-1)).toBe(`पेज ${i + 1} (कुल ${pages.length})`);
    }
    expect(pages.flat()).toContain(`कुल कटौती (${debits.length}):`);
  });

  it('says so when there are no transactions', async () => {
    const pages = await pdfText(
      await renderStatementPdf({ ...record, transactions: [] }, new Date('2026-11-22T10:00:00Z'), 'en'),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('No transactions in this period.');
    expect(pages[0]).toContain('Total credits (0):');
  });
});
