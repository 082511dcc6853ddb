import type { Messages } from '../en';

/** The Hindi texts of ../en/ai-tools.ts. */
const aiToolsHindi: Messages['aiTools'] = {
  checkingSession: 'आपका सेशन देख रहे हैं…',
  freeTrial: 'फ़्री ट्रायल',
  cloningForHoldersStrong: 'वॉइस क्लोनिंग वॉइस कार्ड वालों के लिए है।',
  cloningForHoldersBefore: 'अपनी आवाज़ क्लोन करने के लिए अपने कार्ड से लॉग इन करें, या',
  readHowToGetCard: 'पढ़ें कि कार्ड कैसे मिलता है',
  loginWithYourCard: 'अपने कार्ड से लॉग इन करें',
  cardIntro: (max) =>
    `वॉइस कार्ड इन टूल के लिए हमारा प्रीपेड कार्ड है। कार्ड वाले एक बार में ${max} अक्षर तक आवाज़ में बदल सकते हैं और अपनी आवाज़ क्लोन कर सकते हैं। अपने मोबाइल नंबर और 4 अंकों के PIN से साइन इन करें।`,
  whatTheCardIs: 'कार्ड क्या है और कैसे मिलता है',
  loginWithCard: 'कार्ड से लॉग इन करें',
  startTheTrial: 'फ़्री ट्रायल शुरू करें',
  trialUsedUp: (limit) => `इस ब्राउज़र पर आपका ${limit} अक्षरों का फ़्री ट्रायल खत्म हो गया है। आगे के लिए अपने कार्ड से लॉग इन करें।`,
  trialIntro: (limit) =>
    `बिना साइन इन किए टेक्स्ट से आवाज़ बनाकर देखें: कुल ${limit} अक्षर, हिंदी, अंग्रेज़ी और दूसरी भाषाओं में। कार्ड की ज़रूरत नहीं।`,
  startFreeTrial: 'फ़्री ट्रायल शुरू करें',
  mobileNumber: 'मोबाइल नंबर',
  pin: '4 अंकों का PIN',
  loggingIn: 'लॉग इन हो रहा है...',
  logIn: 'लॉग इन करें',
  loginUnreached: 'सर्वर से जुड़ नहीं पाए। फिर से कोशिश करें।',
  invalidLogin: 'मोबाइल नंबर या PIN गलत है।',
  getTheCard: 'ज़्यादा इस्तेमाल के लिए कार्ड लें',
  cardPromptBefore: (max) =>
    `आपका फ़्री ट्रायल पूरा हो गया है। कार्ड से आप एक बार में ${max} अक्षर तक आवाज़ में बदल सकते हैं और अपनी आवाज़ क्लोन कर सकते हैं। कार्ड के लिए लिखें:`,
  orCall: (phone) => `या फ़ोन करें: ${phone}।`,
};

export default aiToolsHindi;
