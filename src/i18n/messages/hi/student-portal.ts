import type { Messages } from '../en';
import applicationStatuses from './application-statuses';

/** The Hindi texts of ../en/student-portal.ts. */
const studentPortalHindi: Messages['studentPortal'] = {
  checkingSession: 'आपका सेशन देख रहे हैं…',
  signInHeading: 'अपना आवेदन देखने के लिए साइन इन करें',
  signInIntro: 'अपनी स्लिप पर लिखा रजिस्ट्रेशन नंबर और वह ई-मेल पता लिखें जिससे आपने आवेदन किया था। हम आपको 6 अंकों का कोड मेल करेंगे।',
  registrationNumber: 'रजिस्ट्रेशन नंबर',
  registrationHint: 'जैसे AVI-2026-7K3M9Q',
  email: 'ई-मेल पता',
  sendCode: 'मुझे कोड भेजें',
  sendingCode: 'भेज रहे हैं…',
  codeSent: (email) =>
    `अगर यह रजिस्ट्रेशन नंबर और ${email} किसी आवेदन के हैं, तो उस पते पर 6 अंकों का कोड भेजा जा रहा है। यह 10 मिनट तक, सिर्फ़ एक बार चलेगा।`,
  code: 'ई-मेल में आया कोड',
  signIn: 'साइन इन करें',
  signingIn: 'साइन इन हो रहा है…',
  askAgain: 'दूसरा नंबर डालें या नया कोड माँगें',
  required: (label) => `${label} लिखना ज़रूरी है।`,
  codeShape: 'कोड में 6 अंक होते हैं।',
  unreachable: 'सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट देखें और फिर से कोशिश करें।',
  applicationHeading: 'आपका आवेदन',
  applicant: 'आवेदक',
  course: 'कोर्स',
  batch: 'बैच',
  nextBatch: 'अगला बैच (तारीखें बाद में बताई जाएँगी)',
  batchStarting: (name, date) => `${name}, ${date} से शुरू`,
  status: 'स्थिति',
  statuses: applicationStatuses,
  statusNotes: {
    pending: 'दाख़िला टीम आपका आवेदन देख रही है। फ़ैसला होते ही हम आपको मेल करेंगे।',
    approved: 'बधाई हो: आपको जगह मिल गई है। आपका दाख़िले का सर्टिफ़िकेट डाउनलोड के लिए तैयार है।',
    rejected: 'इस बार हम आपको जगह नहीं दे पाए। आप आने वाले किसी बैच के लिए फिर से आवेदन कर सकती हैं।',
  },
  timelineHeading: 'अब तक क्या हुआ',
  events: {
    submitted: 'आवेदन भेजा गया',
    approved: 'आवेदन मंज़ूर हुआ',
    rejected: 'आवेदन मंज़ूर नहीं हुआ',
    'certificate-issued': 'दाख़िले का सर्टिफ़िकेट जारी हुआ',
  },
  downloadsHeading: 'आपके दस्तावेज़',
  downloadSlip: 'आवेदन स्लिप डाउनलोड करें',
  downloadCertificate: 'सर्टिफ़िकेट डाउनलोड करें',
  certificateLater: 'आवेदन मंज़ूर होने के बाद सर्टिफ़िकेट डाउनलोड किया जा सकता है।',
  downloadFailed: 'डाउनलोड नहीं हुआ। फिर से कोशिश करें।',
  contactHeading: 'कोई सवाल?',
  contactText: 'हमें लिखें या इंस्टीट्यूट में फ़ोन करें, और अपना रजिस्ट्रेशन नंबर बताएँ।',
  signOut: 'साइन आउट करें',
};

export default studentPortalHindi;
