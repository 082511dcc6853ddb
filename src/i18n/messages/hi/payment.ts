import type { Messages } from '../en';

/** The Hindi texts of ../en/payment.ts. */
const paymentHindi: Messages['payment'] = {
  calendarLabel: (year) => `${year} में भुगतान की तारीखें`,
  labels: { 'Adjusted for Weekend': 'शनिवार-रविवार की वजह से बदली तारीख', 'Regular Schedule': 'आम तारीख' },
  profitMonth: 'मुनाफ़े वाले महीने के बाद आपको मिलता है',
  lossMonth: 'घाटे वाले महीने के बाद आपको मिलता है',
  monthPaid: (amount, month) =>
    month === 'other'
      ? `आपको भुगतान हुआ: ${amount}`
      : `आपको भुगतान हुआ: ${amount} (${month === 'profit' ? 'मुनाफ़े वाला' : 'घाटे वाला'} महीना)`,
  monthUpcoming: 'आने वाला भुगतान',
  monthNone: 'कोई भुगतान दर्ज नहीं',
  viewDetails: 'मेरे भुगतान का ब्योरा देखें',
  verifiedHeading: 'आपके भुगतान का ब्योरा',
  processingHeading: 'आपका खाता अभी जाँच में है',
  processingNote: 'हमारी टीम अभी आपके खाते की जाँच कर रही है। जाँच पूरी होते ही भुगतान शुरू होंगे; नीचे की तारीखें आपके प्लान की हैं।',
  plan: 'प्लान',
  planValue: (plan) => (plan === 'Basic' ? 'बेसिक, हर तीन महीने में भुगतान' : 'प्रीमियम, हर महीने भुगतान'),
  quarterlyIntro: (year) => `आपका बेसिक प्लान हर तीन महीने में मुनाफ़े का हिस्सा देता है: ${year} में आपके भुगतान की चार तारीखें।`,
  quarterShare: 'तीन महीनों के लिए आपको मिलता है',
  investor: 'निवेशक',
  investorCode: 'निवेशक कोड',
  investmentAmount: 'निवेश की रकम',
  dialogIntro: 'अपने भुगतान का ब्योरा देखने के लिए अपना निवेशक कोड लिखें।',
  cancel: 'रद्द करें',
  verify: 'जाँचें और ब्योरा देखें',
  verifying: 'कोड जाँच रहे हैं...',
  enterCode: 'अपना निवेशक कोड लिखें।',
  verificationFailed: 'जाँच नहीं हो पाई',
  unableToVerify: 'निवेशक कोड की जाँच नहीं हो पाई। फिर से कोशिश करें।',
  invalidCode: 'निवेशक कोड गलत है',
  checkCode: 'अपना निवेशक कोड ध्यान से देखें और फिर से कोशिश करें।',
  verificationSuccessful: 'जाँच पूरी हुई',
  welcome: (name) => `स्वागत है, ${name}! अब आप अपने भुगतान का ब्योरा देख सकते हैं।`,
  throttled: 'बहुत बार कोशिश हो गई। थोड़ी देर बाद फिर से कोशिश करें।',
};

export default paymentHindi;
