/**
 * The investor statement's words (netlify/lib/investors/statement-content.ts, as text and as PDF). Names, codes and amounts stay as stored; a description is
 * shown in the statement's language when staff wrote it in that language.
 */
const english = {
  title: 'INVESTOR ACCOUNT STATEMENT',
  investorCode: 'Investor code:',
  investor: 'Investor:',
  accountHolders: 'Account holders:',
  accountType: 'Account type:',
  holderKind: (type: 'Premium' | 'Basic', kind: string, joint: boolean) =>
    `${type} (${kind} holder${joint ? 's' : ''})`,
  verification: 'Verification status:',
  verified: 'Verified',
  processing: 'Processing',
  totalInvested: 'Total invested:',
  period: 'Statement period:',
  periodRange: (from: string, to: string) => `${from} to ${to}`,
  noTransactionsYet: 'No transactions yet',
  generated: 'Generated:',
  transactions: 'TRANSACTIONS',
  columns: ['Date', 'Time', 'Transaction ID', 'Type', 'Amount', 'Description'],
  types: { Credit: 'Credit', Debit: 'Debit' },
  noTransactions: 'No transactions in this period.',
  totalCredits: (n: number) => `Total credits (${n}):`,
  totalDebits: (n: number) => `Total debits (${n}):`,
  net: 'Net:',
  footer: (email: string) =>
    `This statement is computer generated and needs no signature. Please report any discrepancy within 7 days to ${email}.`,
  /** The PDF's page numbers. */
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

export default english;
