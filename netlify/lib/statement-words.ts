import type { Locale } from '../../src/domain/locale';

/**
 * The investor statement's words in each language (names, codes and amounts stay as stored; a description is shown in
 * the statement's language when staff wrote it in that language).
 */

const en = {
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
};

const hi: typeof en = {
  title: 'निवेशक खाते का स्टेटमेंट',
  investorCode: 'इन्वेस्टर कोड:',
  investor: 'निवेशक:',
  accountHolders: 'खाताधारक:',
  accountType: 'खाते का प्रकार:',
  holderKind: (type, _kind, joint) =>
    `${{ Premium: 'प्रीमियम', Basic: 'बेसिक' }[type]} (${joint ? 'संयुक्त खाता' : 'एक खाताधारक'})`,
  verification: 'जाँच की स्थिति:',
  verified: 'जाँच पूरी',
  processing: 'जाँच चल रही है',
  totalInvested: 'कुल निवेश:',
  period: 'स्टेटमेंट की अवधि:',
  periodRange: (from, to) => `${from} से ${to} तक`,
  noTransactionsYet: 'अभी कोई लेन-देन नहीं',
  generated: 'बनाने का समय:',
  transactions: 'लेन-देन',
  columns: ['तारीख़', 'समय', 'लेन-देन ID', 'प्रकार', 'रकम', 'विवरण'],
  // A debit is a loss adjustment the company makes, not money the investor takes out (निकासी, a withdrawal).
  types: { Credit: 'जमा', Debit: 'कटौती' },
  noTransactions: 'इस अवधि में कोई लेन-देन नहीं।',
  totalCredits: (n) => `कुल जमा (${n}):`,
  totalDebits: (n) => `कुल कटौती (${n}):`,
  // Credits less debits: शुद्ध (net), not बाकी (a balance left to pay).
  net: 'शुद्ध रकम:',
  footer: (email) =>
    `यह स्टेटमेंट कंप्यूटर से बना है, इस पर हस्ताक्षर की ज़रूरत नहीं। कोई गड़बड़ी दिखे तो 7 दिन के अंदर ${email} पर बताएँ।`,
};

export type StatementWords = typeof en;

export const STATEMENT_WORDS: Record<Locale, StatementWords> = { en, hi };
