import { ordinal } from '../../ordinal';

/** The investor dashboard on /investor-portal, which loads once an investor is signed in. */
const english = {
  dashboardHeading: 'Investor Dashboard',
  welcome: (holders: string) => `Welcome, ${holders}`,
  logout: 'Logout',
  statusHeading: 'Account Status',
  investorCode: 'Investor code',
  accountType: 'Account type',
  accountTypes: { Premium: 'Premium', Basic: 'Basic' },
  holderType: 'Holder type',
  holderTypes: { Single: 'Single', Joint: 'Joint' },
  verificationStatus: 'Verification status',
  verified: 'Verified',
  processing: 'Processing',
  investmentHeading: 'Investment Details',
  totalInvested: 'Total invested',
  basicAmount: 'Basic amount',
  totalReleased: 'Total released',
  currentLoss: 'Current loss',
  nextPaymentHeading: 'Next Payment',
  paymentDate: 'Payment date',
  paymentDatePassed: (date: string) =>
    `${date} has passed. Your next payment date appears here once your account is updated.`,
  amount: 'Amount',
  cycle: 'Cycle',
  processingTime: 'Processing time',
  /** The stored cycle and processing values (src/domain/payment-terms.ts); English is also the import format's text. */
  cycles: {
    monthly: (day: number) => `${ordinal(day)} of every month`,
    quarterly: (day: number) => `Quarterly, on the ${ordinal(day)}`,
  },
  processingWithin: (hours: number, afterVerification: boolean) =>
    `Within ${hours} ${hours === 1 ? 'hour' : 'hours'}${afterVerification ? ' after verification' : ''}`,
  notificationHeading: 'NOTIFICATION',
  historyHeading: 'Transaction History',
  downloadStatement: 'Download statement (PDF)',
  downloadStatementText: 'Download as a text file (.txt)',
  noTransactions: 'No transactions yet.',
  transactionTypes: { Credit: 'Credit', Debit: 'Debit' },
  nextStatement: (date: string) => `Note: The next statement will be available on ${date}.`,
  statementReady: 'Note: Your latest statement is ready. Use Download statement (PDF) to save it.',
};

export default english;
