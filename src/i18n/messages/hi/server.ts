import { FREE_TRIAL_LIMIT } from '../../../domain/trial';
import { MAX_CLONES_PER_HOLDER } from '../../../domain/voice';
import { describeWait } from '../../describe-wait';
import type { Messages } from '../en';
import adminHindi from './admin';
import aiToolsHindi from './ai-tools';
import investorHindi from './investor';
import staffSignInHindi from './staff-sign-in';
import voiceToolsHindi from './voice-tools';

/** The Hindi words of ../en/server.ts. */
const serverHindi: Messages['server'] = {
  duplicateApplication: 'इसी ई-मेल और मोबाइल नंबर से पिछले 24 घंटों में एक आवेदन पहले ही आ चुका है।',
  noApplication: 'इस रजिस्ट्रेशन नंबर का कोई आवेदन नहीं मिला',
  certificateNotReady: 'आवेदन मंज़ूर होने के बाद ही सर्टिफ़िकेट मिलेगा',
  notJson: 'भेजी गई जानकारी JSON में होनी चाहिए',
  jsonMediaType: 'भेजी गई जानकारी Content-Type: application/json के साथ होनी चाहिए।',
  crossSite: 'दूसरी वेबसाइटों से आए अनुरोध नहीं लिए जाते।',
  tooBusy: 'एक साथ बहुत सारे अनुरोध आ गए। फिर से कोशिश करें।',
  internalError: 'हमारी तरफ़ कुछ गड़बड़ हो गई। थोड़ी देर बाद फिर से कोशिश करें।',
  notFound: 'नहीं मिला',
  replyInterrupted: 'जवाब बीच में रुक गया। फिर से कोशिश करें।',
  requestTimeout: 'भेजी गई जानकारी समय पर पूरी नहीं पहुँची। फिर से कोशिश करें।',
  backupNotFound: 'उस दिन का कोई बैकअप नहीं है (हो सकता है कि रखने के नियम के तहत उसे मिटा दिया गया हो)।',
  methodNotAllowed: 'यह तरीका यहाँ नहीं चलता',
  invalidInvestorCode: investorHindi.invalidCode,
  statementSignIn: 'अपना स्टेटमेंट डाउनलोड करने के लिए साइन इन करें',
  statementFormat: 'स्टेटमेंट format=pdf या format=txt के रूप में माँगें।',
  trialBlocked: `आपके ${FREE_TRIAL_LIMIT} अक्षरों का फ़्री ट्रायल खत्म हो गया है। आगे इस्तेमाल के लिए अपने कार्ड से लॉग इन करें।`,
  trialExceeded: 'यह टेक्स्ट आपके फ़्री ट्रायल में बचे अक्षरों से लंबा है।',
  voiceNotFound: 'आवाज़ नहीं मिली',
  invalidCardLogin: aiToolsHindi.invalidLogin,
  cloneLoginRequired: 'वॉइस क्लोनिंग कार्ड वालों के लिए है। आवाज़ क्लोन करने के लिए अपने कार्ड से लॉग इन करें।',
  cloneLimitReached: `आप अधिकतम ${MAX_CLONES_PER_HOLDER} क्लोन की गई आवाज़ें रख सकते हैं। नई आवाज़ क्लोन करने के लिए अपनी कोई एक आवाज़ हटाएँ।`,
  unsupportedAudio: voiceToolsHindi.unsupportedAudio,
  uploadTooLarge: voiceToolsHindi.uploadTooLarge,
  adminInvalidPassword: staffSignInHindi.invalidPassword,
  searchNotUnderstood: adminHindi.searchHint,
  adminLoginRequired: 'एडमिन लॉग इन ज़रूरी है',
  staffRoleRequired: 'आपकी स्टाफ़ भूमिका में यह काम शामिल नहीं है।',
  setupLinkInvalid: 'यह सेट-अप लिंक अब मान्य नहीं है। मालिक से नया लिंक माँगें।',
  setupCodeWrong: 'यह कोड ऑथेंटिकेटर से मेल नहीं खाता। फ़ोन का समय जाँचें और फिर से कोशिश करें।',
  staffEmailTaken: 'इस ई-मेल से एक स्टाफ़ सदस्य पहले से है।',
  noStaffMember: 'इस ई-मेल का कोई स्टाफ़ सदस्य नहीं है।',
  ownerKeepsOwnAccess: 'आप ख़ुद को बंद नहीं कर सकते।',
  lastOwner: 'साइट को एक मालिक चाहिए: यह मालिक की भूमिका हटाने से पहले किसी और सदस्य को मालिक बनाइए।',
  currentPasswordWrong: 'आपका मौजूदा पासवर्ड सही नहीं है।',
  passwordTooWeak:
    'यह पासवर्ड आसानी से अनुमान लगाया जा सकता है: यह आम है, कोई पैटर्न है या आपके नाम से बना है। चार या ज़्यादा असंबंधित शब्द लिखें।',
  studentInvalidCode: 'यह कोड ग़लत है या इसका समय निकल गया है। नया कोड माँगें और फिर से कोशिश करें।',
  studentSignIn: 'पहले स्टूडेंट पोर्टल में साइन इन करें।',
  invalidRegistrationNumber: 'अपना रजिस्ट्रेशन नंबर वैसे ही लिखें जैसे स्लिप पर है, जैसे AVI-2026-7K3M9Q।',
  noCardHolder: 'इस मोबाइल नंबर का कोई कार्ड धारक नहीं है।',
  cardHolderExists: 'इस मोबाइल नंबर का कार्ड धारक पहले से है।',
  cardSearchNotUnderstood: 'मोबाइल नंबर या नाम के किसी हिस्से से खोजें: अक्षर, अंक और स्पेस, 60 अक्षरों तक।',
  cardHolderChanged: 'इस बीच किसी और ने यह कार्ड बदल दिया। इसकी मौजूदा जानकारी अब दिख रही है: उसे जाँचें और फिर से कोशिश करें।',
  noInvestor: 'इस कोड का कोई निवेशक नहीं है।',
  investorChangedMeanwhile:
    'आपके खोलने के बाद किसी दूसरे अधिकारी ने इस निवेशक को सेव किया है। आपका बदलाव सेव नहीं हुआ: पेज अब मौजूदा जानकारी दिखा रहा है। उसे जाँचें और फिर से सेव करें।',
  noTransaction: 'इस निवेशक का इस ID वाला कोई लेन-देन नहीं है।',
  uploadChangedMeanwhile:
    'आपके प्रीव्यू के बाद इस फ़ाइल का कोई निवेशक बदल गया है। कुछ भी सेव नहीं हुआ: फ़ाइल का फिर से प्रीव्यू करें और बदलाव जाँचें।',
  uploadNeedsPreview: 'यह अपलोड अपने प्रीव्यू से मेल नहीं खाता। कुछ भी सेव नहीं हुआ: फ़ाइल का फिर से प्रीव्यू करें।',
  noLedgerUpload: 'इस ID का कोई लेजर अपलोड नहीं है।',
  uploadHasBadRows: 'फ़ाइल की कुछ पंक्तियों में गड़बड़ी है। कुछ भी सेव नहीं हुआ: उन्हें ठीक करें और फ़ाइल का फिर से प्रीव्यू करें।',
  alreadyReversed: 'यह लेन-देन पहले ही उलटा जा चुका है।',
  reversalOfReversal: 'उलटी गई एंट्री को फिर से उलटा नहीं जा सकता। इसकी जगह नया लेन-देन दर्ज करें।',
  speechJobInvalid: 'यह हिस्सा उस टेक्स्ट का नहीं है जिसे आपने बुलवाना शुरू किया था। फिर से कोशिश करें।',
  speechJobExpired: 'इस टेक्स्ट को बोलने में बहुत देर हो गई। इसे फिर से बनाएँ।',
  replyTokenInvalid: 'वॉइस मैसेज सिर्फ़ Vauxa का जवाब बोल सकता है।',
  replyTokenExpired: 'इस वॉइस मैसेज का समय निकल गया। जवाब सुनने के लिए अपना मैसेज फिर से भेजें।',
  voiceNotAllowed: 'voiceId: किसी पर्सोना की आवाज़ या अपनी कोई आवाज़ चुनें।',
  speechFailed: 'वॉइस मैसेज नहीं बन पाया। थोड़ी देर बाद फिर से कोशिश करें।',
  noImageProvider: 'तस्वीर बनाने की सुविधा अभी उपलब्ध नहीं है: कोई इमेज प्रोवाइडर सेट नहीं है।',
  imageFailed: 'तस्वीर नहीं बन पाई। थोड़ी देर बाद फिर से कोशिश करें।',
  readingFailed: 'यह टंग ट्विस्टर पढ़कर सुनाया नहीं जा सका। थोड़ी देर बाद फिर से कोशिश करें।',
  noTwister: 'इस id का कोई टंग ट्विस्टर नहीं है',
  notSignedIn: 'साइन इन नहीं है',
  tooManyAttempts: (seconds) => `बहुत बार कोशिश हो गई। ${describeWait(seconds, 'hi')} बाद फिर से कोशिश करें।`,
  payloadTooLarge: (kilobytes) => `भेजी गई जानकारी ज़्यादा से ज़्यादा ${kilobytes} KB की हो सकती है`,
};

export default serverHindi;
