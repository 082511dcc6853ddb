import type { Messages } from '../en';

/** The Hindi texts of ../en/investor.ts. */
const investorHindi: Messages['investor'] = {
  checkingSession: 'आपका सेशन देख रहे हैं…',
  loginHeading: 'अपना खाता खोलें',
  loginIntro: 'अपना खाता, भुगतान और स्टेटमेंट देखने के लिए अपने स्वागत पत्र में मिला निवेशक कोड लिखें।',
  accessAccount: 'खाता खोलें',
  authenticating: 'कोड जाँच रहे हैं...',
  invalidCode: 'निवेशक कोड गलत है',
  loginFailed: 'लॉग इन नहीं हुआ',
  loginError: 'लॉग इन में दिक्कत',
  unreachable: 'सर्वर से जुड़ नहीं पाए',
  loginSuccessful: 'लॉग इन हो गया',
  welcomeToDashboard: 'आपके निवेशक डैशबोर्ड में आपका स्वागत है।',
  statementDownloaded: 'स्टेटमेंट डाउनलोड हो गया',
  statementDownloadedText: 'आपके निवेश का स्टेटमेंट आपके डिवाइस में सेव हो गया है।',
  downloadFailed: 'डाउनलोड नहीं हुआ',
  downloadFailedText: 'स्टेटमेंट डाउनलोड नहीं हो पाया।',
};

export default investorHindi;
