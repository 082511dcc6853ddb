import type { Messages } from '../en';

/** The Hindi texts of ../en/investor-dashboard.ts. */
const investorDashboardHindi: Messages['investorDashboard'] = {
  dashboardHeading: 'निवेशक डैशबोर्ड',
  welcome: (holders) => `स्वागत है, ${holders}`,
  logout: 'लॉग आउट',
  statusHeading: 'खाते की स्थिति',
  investorCode: 'निवेशक कोड',
  accountType: 'खाते का प्रकार',
  accountTypes: { Premium: 'प्रीमियम', Basic: 'बेसिक' },
  holderType: 'खाताधारक',
  holderTypes: { Single: 'एक खाताधारक', Joint: 'संयुक्त खाता' },
  verificationStatus: 'जाँच की स्थिति',
  verified: 'जाँच पूरी',
  processing: 'जाँच चल रही है',
  investmentHeading: 'निवेश का ब्योरा',
  totalInvested: 'कुल निवेश',
  basicAmount: 'मूल रकम',
  totalReleased: 'अब तक मिली रकम',
  currentLoss: 'अभी का घाटा',
  nextPaymentHeading: 'अगला भुगतान',
  paymentDate: 'भुगतान की तारीख',
  paymentDatePassed: (date) => `${date} की तारीख निकल चुकी है। अगले भुगतान की तारीख खाता अपडेट होने पर यहाँ दिखेगी।`,
  amount: 'रकम',
  cycle: 'कब-कब भुगतान',
  processingTime: 'खाते में पहुँचने का समय',
  cycles: {
    monthly: (day) => `हर महीने की ${day} तारीख`,
    quarterly: (day) => `हर तीन महीने पर, ${day} तारीख को`,
  },
  processingWithin: (hours, afterVerification) => `${afterVerification ? 'जाँच पूरी होने के बाद ' : ''}${hours} घंटे के अंदर`,
  notificationHeading: 'सूचना',
  historyHeading: 'लेन-देन का ब्योरा',
  downloadStatement: 'स्टेटमेंट डाउनलोड करें (PDF)',
  downloadStatementText: 'टेक्स्ट फ़ाइल (.txt) के रूप में डाउनलोड करें',
  noTransactions: 'अभी कोई लेन-देन नहीं।',
  // A debit is a loss adjustment, not a withdrawal (निकासी) by the investor.
  transactionTypes: { Credit: 'जमा', Debit: 'कटौती' },
  nextStatement: (date) => `ध्यान दें: अगला स्टेटमेंट ${date} को मिलेगा।`,
  statementReady: 'ध्यान दें: आपका नया स्टेटमेंट तैयार है। उसे सेव करने के लिए "स्टेटमेंट डाउनलोड करें (PDF)" दबाएँ।',
};

export default investorDashboardHindi;
