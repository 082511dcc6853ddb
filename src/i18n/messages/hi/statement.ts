import type { Messages } from '../en';

/** The Hindi words of ../en/statement.ts. */
const statementHindi: Messages['statement'] = {
  title: 'निवेशक खाते का स्टेटमेंट',
  investorCode: 'निवेशक कोड:',
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
  pageOf: (page, pages) => `पेज ${page} (कुल ${pages})`,
};

export default statementHindi;
