import type { Messages } from '../en';

/** The Hindi texts of ../en/voice-tools.ts. */
const voiceToolsHindi: Messages['voiceTools'] = {
  tablistLabel: 'AI आवाज़ टूल',
  textToSpeech: 'टेक्स्ट से आवाज़',
  voiceCloning: 'वॉइस क्लोनिंग',
  comingSoon: 'जल्द आ रहा है',
  cloneLockedStrong: 'बंद: वॉइस क्लोनिंग सिर्फ़ कार्ड वालों के लिए है।',
  cloneLockedRest:
    'फ़्री ट्रायल में यह जल्द आएगा; अभी अपनी आवाज़ क्लोन करने के लिए अपने कार्ड से लॉग इन करें और रिकॉर्डिंग अपलोड करें या यहीं रिकॉर्ड करें।',
  welcome: (name) => `स्वागत है, ${name}`,
  cardDetails: (account, amount, days) => `कार्ड ${account} · ${days} दिन के लिए ${amount} का रिचार्ज, मान्य है`,
  cardLimits: (max) => ` तक। एक बार में ${max} अक्षर तक, और वॉइस क्लोनिंग।`,
  logOut: 'लॉग आउट',
  textToConvert: 'आवाज़ में बदलने के लिए टेक्स्ट',
  textPlaceholder: 'यहाँ अपना टेक्स्ट लिखें या चिपकाएँ…',
  cardCount: (length, max) => `${max} में से ${length} अक्षर`,
  trialCount: (length, left, limit) => `इस मैसेज में ${length} अक्षर · ${limit} फ़्री अक्षरों में से ${left} बचे हैं`,
  trialCompleteStrong: 'आपका फ़्री ट्रायल पूरा हो गया है।',
  trialCompleteRest: (limit) =>
    `आपने सभी ${limit} फ़्री अक्षर इस्तेमाल कर लिए हैं। ज़्यादा इस्तेमाल के लिए कार्ड लें, या कार्ड है तो लॉग इन करें।`,
  generating: 'आवाज़ बन रही है...',
  generateSpeech: 'आवाज़ बनाएँ',
  firstPart: 'पहला हिस्सा बन रहा है',
  partsReady: (done, total) => `${total} में से ${done} हिस्से तैयार`,
  speakingInParts: (status) => `लंबा टेक्स्ट हिस्सों में बोला जा रहा है: ${status}।`,
  generatingSpeech: 'आवाज़ बनाना',
  yourAudio: 'आपका ऑडियो',
  downloadMp3: 'MP3 डाउनलोड करें',
  voice: 'आवाज़',
  loadingCloning: 'वॉइस क्लोनिंग खुल रही है…',
  loadingVoices: 'आवाज़ें आ रही हैं…',
  yourVoices: 'आपकी आवाज़ें',
  loadingPreview: 'नमूना आ रहा है...',
  previewVoice: 'आवाज़ सुनें',
  sampleAdvice: (minutes, seconds) =>
    `सुझाव: शांत कमरे में कम से कम 1 मिनट की साफ़ बोली का नमूना। सिर्फ़ ऑडियो फ़ाइलें (WAV, MP3, WebM, Ogg या MP4), ज़्यादा से ज़्यादा 100 MB। अपलोड और रिकॉर्डिंग ज़्यादा से ज़्यादा 4 MB की मोनो WAV बनकर जाती हैं (${minutes} मिनट ${seconds} सेकंड तक)।`,
  uploadFile: 'ऑडियो फ़ाइल अपलोड करें',
  orRecord: 'या अपनी आवाज़ रिकॉर्ड करें',
  stopRecording: (clock) => `रिकॉर्डिंग रोकें (${clock})`,
  startRecording: 'रिकॉर्डिंग शुरू करें',
  recording: (clock) => `रिकॉर्ड हो रहा है… ${clock}`,
  fileNotUsed: (name, reason) => `“${name}” इस्तेमाल नहीं हुई। ${reason}`,
  unsupportedAudio: 'क्लोनिंग के लिए सिर्फ़ ऑडियो फ़ाइलें चलती हैं: WAV, MP3, WebM, Ogg या MP4 (M4A)।',
  sourceTooLarge: 'ऑडियो फ़ाइल ज़्यादा से ज़्यादा 100 MB की हो सकती है।',
  uploadTooLarge:
    'आवाज़ का नमूना 4 MB से बड़ा है, और क्लोन के एक अनुरोध में इससे ज़्यादा नहीं जा सकता। इसे इसी पेज पर फिर से चुनें: यह पेज उसे छोटी WAV फ़ाइल में बदल देता है।',
  unreadableLarge:
    'यह ब्राउज़र फ़ाइल को छोटा करने के लिए पढ़ नहीं सका, और यह 4 MB से बड़ी है। WAV या MP3 फ़ाइल अपलोड करें, या यहीं अपनी आवाज़ रिकॉर्ड करें।',
  noMicrophone: 'माइक्रोफ़ोन नहीं मिला या उसकी इजाज़त नहीं मिली। आप रिकॉर्डिंग अपलोड कर सकते हैं।',
  yourSample: 'आपका नमूना',
  shortSample: 'यह नमूना सुझाए गए 1 मिनट से छोटा है; लंबे नमूने से आवाज़ ज़्यादा मिलती है।',
  longSample: (minutes, seconds) => `इसके पहले ${minutes} मिनट ${seconds} सेकंड ही भेजे जाएँगे: 4 MB के अपलोड में इतना ही आता है।`,
  cloning: 'क्लोन हो रही है...',
  cloneVoice: 'आवाज़ क्लोन करें',
  cloningVoice: 'आवाज़ क्लोन करना',
  cloningYourVoice: 'आपकी आवाज़ क्लोन करना',
  cloneDescription: (date) => `आपकी आवाज़, ${date} के नमूने से`,
  voiceReady: (name) => `आपकी आवाज़ “${name}” तैयार है। यह "टेक्स्ट से आवाज़" में चुन ली गई है और “आपकी आवाज़ें” में दिखती है।`,
  useInTextToSpeech: '"टेक्स्ट से आवाज़" में इस्तेमाल करें',
};

export default voiceToolsHindi;
