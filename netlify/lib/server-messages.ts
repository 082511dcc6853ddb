import { ADMIN_TEXT } from '../../src/domain/admin-text';
import { CLONE_LOGIN_REQUIRED, MAX_UPLOAD_MESSAGE, UNSUPPORTED_AUDIO_MESSAGE } from '../../src/domain/audio-upload';
import type { Locale } from '../../src/domain/locale';
import { FREE_TRIAL_LIMIT } from '../../src/domain/trial';
import { MAX_CLONES_PER_HOLDER } from '../../src/domain/voice';
import { en as english } from '../../src/i18n/messages/en';
import { hi as hindi } from '../../src/i18n/messages/hi';

/**
 * The words of every refusal, in each language. A refusal travels as a code (the key here, errors.ts) and becomes
 * words once, at the edge, in the language the caller asked for (request-locale.ts). A problem with a request's
 * shape (a field's technical name) is the code `invalidRequest` with its detail as it is. This file imports only
 * leaf modules, so every function can load it.
 */

const en = {
  duplicateApplication: 'An application with this e-mail and mobile number was already received in the last 24 hours.',
  noApplication: 'No application with that registration number',
  certificateNotReady: 'The certificate is available once the application is approved',
  notJson: 'Request body must be JSON',
  jsonMediaType: 'Request body must be sent with Content-Type: application/json.',
  crossSite: 'Requests from other websites are not accepted.',
  tooBusy: 'Too many requests at once. Please try again.',
  internalError: 'Something went wrong on our side. Please try again later.',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  invalidInvestorCode: english.investor.invalidCode,
  statementSignIn: 'Sign in to download your statement',
  trialBlocked: `Your free trial of ${FREE_TRIAL_LIMIT} characters is used up. Log in with your card to continue.`,
  trialExceeded: 'This text is longer than what is left of your free trial.',
  voiceNotFound: 'Voice not found',
  invalidCardLogin: english.aiTools.invalidLogin,
  cloneLoginRequired: CLONE_LOGIN_REQUIRED,
  cloneLimitReached: `You can keep up to ${MAX_CLONES_PER_HOLDER} cloned voices. Delete one of yours to clone another.`,
  unsupportedAudio: UNSUPPORTED_AUDIO_MESSAGE,
  uploadTooLarge: MAX_UPLOAD_MESSAGE,
  adminInvalidPassword: ADMIN_TEXT.invalidPassword,
  adminLoginRequired: 'Admin login required',
  staffRoleRequired: 'Your staff role does not allow this.',
  setupLinkInvalid: 'This set-up link is not valid any more. Ask the owner for a new one.',
  setupCodeWrong: 'That code does not match the authenticator. Check the time on your phone and try again.',
  staffEmailTaken: 'A staff member with this e-mail already exists.',
  noStaffMember: 'No staff member with this e-mail.',
  ownerKeepsOwnAccess: 'You cannot disable yourself or take away your own owner role.',
  currentPasswordWrong: 'Your current password is not correct.',
  studentInvalidCode: 'That code is wrong or has expired. Ask for a new code and try again.',
  studentSignIn: 'Sign in to the student portal first.',
  invalidRegistrationNumber: 'Enter your registration number as it is on your slip, for example AVI-2026-7K3M9Q.',
  noCardHolder: 'No card holder with this mobile number.',
  cardHolderExists: 'A card holder with this mobile number already exists.',
  cardHolderChanged:
    'Someone else changed this card meanwhile. Its current details are shown now: check them and try again.',
  noInvestor: 'No investor with this code.',
  investorChangedMeanwhile:
    'Another officer saved this investor after you opened it. Your change was not saved: the page now shows the current state. Check it and save again.',
  noTransaction: 'This investor has no transaction with that ID.',
  uploadChangedMeanwhile:
    'An investor in this file changed after your preview. Nothing was written: preview the file again and check the changes.',
  uploadNeedsPreview: 'This upload does not match its preview. Nothing was written: preview the file again.',
  uploadHasBadRows: 'The file has rows with problems. Nothing was written: fix them and preview the file again.',
  alreadyReversed: 'This transaction has already been reversed.',
  reversalOfReversal: 'A reversing entry cannot be reversed. Record a new transaction instead.',
  speechJobInvalid: 'This part does not belong to a text you started speaking. Please try again.',
  speechJobExpired: 'Speaking this text took too long. Please generate it again.',
  replyTokenInvalid: 'This voice message can only speak a reply from Vauxa.',
  replyTokenExpired: 'This voice message has expired. Send your message again to hear the reply.',
  voiceNotAllowed: 'voiceId: choose one of the persona voices or one of your own voices.',
  speechFailed: 'Could not make the voice message. Please try again later.',
  noImageProvider: 'Image generation is not available: no image provider is configured.',
  imageFailed: 'Image generation failed. Please try again later.',
  readingFailed: 'Could not read this tongue twister aloud. Please try again later.',
  noTwister: 'No tongue twister with this id',
  notSignedIn: 'Not signed in',
};
export type ServerMessageKey = keyof typeof en;

const hi: Record<ServerMessageKey, string> = {
  duplicateApplication: 'इसी ई-मेल और मोबाइल नंबर से पिछले 24 घंटों में एक आवेदन पहले ही आ चुका है।',
  noApplication: 'इस रजिस्ट्रेशन नंबर का कोई आवेदन नहीं मिला',
  certificateNotReady: 'आवेदन मंज़ूर होने के बाद ही सर्टिफ़िकेट मिलेगा',
  notJson: 'भेजी गई जानकारी JSON में होनी चाहिए',
  jsonMediaType: 'भेजी गई जानकारी Content-Type: application/json के साथ होनी चाहिए।',
  crossSite: 'दूसरी वेबसाइटों से आए अनुरोध नहीं लिए जाते।',
  tooBusy: 'एक साथ बहुत सारे अनुरोध आ गए। फिर से कोशिश करें।',
  internalError: 'हमारी तरफ़ कुछ गड़बड़ हो गई। थोड़ी देर बाद फिर से कोशिश करें।',
  notFound: 'नहीं मिला',
  methodNotAllowed: 'यह तरीका यहाँ नहीं चलता',
  invalidInvestorCode: hindi.investor.invalidCode,
  statementSignIn: 'अपना स्टेटमेंट डाउनलोड करने के लिए साइन इन करें',
  trialBlocked: `आपके ${FREE_TRIAL_LIMIT} अक्षरों का फ़्री ट्रायल खत्म हो गया है। आगे इस्तेमाल के लिए अपने कार्ड से लॉग इन करें।`,
  trialExceeded: 'यह टेक्स्ट आपके फ़्री ट्रायल में बचे अक्षरों से लंबा है।',
  voiceNotFound: 'आवाज़ नहीं मिली',
  invalidCardLogin: hindi.aiTools.invalidLogin,
  cloneLoginRequired: 'वॉइस क्लोनिंग कार्ड वालों के लिए है। आवाज़ क्लोन करने के लिए अपने कार्ड से लॉग इन करें।',
  cloneLimitReached: `आप अधिकतम ${MAX_CLONES_PER_HOLDER} क्लोन की गई आवाज़ें रख सकते हैं। नई आवाज़ क्लोन करने के लिए अपनी कोई एक आवाज़ हटाएँ।`,
  unsupportedAudio: hindi.voiceTools.unsupportedAudio,
  uploadTooLarge: hindi.voiceTools.uploadTooLarge,
  adminInvalidPassword: hindi.admin.invalidPassword,
  adminLoginRequired: 'एडमिन लॉग इन ज़रूरी है',
  staffRoleRequired: 'आपकी स्टाफ़ भूमिका में यह काम शामिल नहीं है।',
  setupLinkInvalid: 'यह सेट-अप लिंक अब मान्य नहीं है। मालिक से नया लिंक माँगें।',
  setupCodeWrong: 'यह कोड ऑथेंटिकेटर से मेल नहीं खाता। फ़ोन का समय जाँचें और फिर से कोशिश करें।',
  staffEmailTaken: 'इस ई-मेल से एक स्टाफ़ सदस्य पहले से है।',
  noStaffMember: 'इस ई-मेल का कोई स्टाफ़ सदस्य नहीं है।',
  ownerKeepsOwnAccess: 'आप ख़ुद को बंद नहीं कर सकते, न अपनी मालिक की भूमिका हटा सकते हैं।',
  currentPasswordWrong: 'आपका मौजूदा पासवर्ड सही नहीं है।',
  studentInvalidCode: 'यह कोड ग़लत है या इसका समय निकल गया है। नया कोड माँगें और फिर से कोशिश करें।',
  studentSignIn: 'पहले स्टूडेंट पोर्टल में साइन इन करें।',
  invalidRegistrationNumber: 'अपना रजिस्ट्रेशन नंबर वैसे ही लिखें जैसे स्लिप पर है, जैसे AVI-2026-7K3M9Q।',
  noCardHolder: 'इस मोबाइल नंबर का कोई कार्ड धारक नहीं है।',
  cardHolderExists: 'इस मोबाइल नंबर का कार्ड धारक पहले से है।',
  cardHolderChanged: 'इस बीच किसी और ने यह कार्ड बदल दिया। इसकी मौजूदा जानकारी अब दिख रही है: उसे जाँचें और फिर से कोशिश करें।',
  noInvestor: 'इस कोड का कोई निवेशक नहीं है।',
  investorChangedMeanwhile:
    'आपके खोलने के बाद किसी दूसरे अधिकारी ने इस निवेशक को सेव किया है। आपका बदलाव सेव नहीं हुआ: पेज अब मौजूदा जानकारी दिखा रहा है। उसे जाँचें और फिर से सेव करें।',
  noTransaction: 'इस निवेशक का इस ID वाला कोई लेन-देन नहीं है।',
  uploadChangedMeanwhile:
    'आपके प्रीव्यू के बाद इस फ़ाइल का कोई निवेशक बदल गया है। कुछ भी सेव नहीं हुआ: फ़ाइल का फिर से प्रीव्यू करें और बदलाव जाँचें।',
  uploadNeedsPreview: 'यह अपलोड अपने प्रीव्यू से मेल नहीं खाता। कुछ भी सेव नहीं हुआ: फ़ाइल का फिर से प्रीव्यू करें।',
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
};

export const SERVER_MESSAGES = { en, hi } as const satisfies Record<Locale, Record<ServerMessageKey, string>>;

/** "45 seconds", "15 minutes", "23 hours 5 minutes" (and the Hindi "45 सेकंड", "23 घंटे 5 मिनट"): a wait in words. */
export function describeWait(seconds: number, locale: Locale = 'en'): string {
  const units =
    locale === 'hi'
      ? { second: () => 'सेकंड', minute: () => 'मिनट', hour: (n: number) => (n === 1 ? 'घंटा' : 'घंटे') }
      : {
          second: (n: number) => (n === 1 ? 'second' : 'seconds'),
          minute: (n: number) => (n === 1 ? 'minute' : 'minutes'),
          hour: (n: number) => (n === 1 ? 'hour' : 'hours'),
        };
  const say = (n: number, unit: keyof typeof units) => `${n} ${units[unit](n)}`;
  if (seconds < 120) return say(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return say(minutes, 'minute');
  const rest = minutes % 60;
  return `${say(Math.floor(minutes / 60), 'hour')}${rest ? ` ${say(rest, 'minute')}` : ''}`;
}

/** The refusals that carry a number, in each language. */
export const SERVER_MESSAGE_FORMATS = {
  en: {
    tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${describeWait(seconds, 'en')}.`,
    payloadTooLarge: (kilobytes: number) => `Request body must be at most ${kilobytes} KB`,
  },
  hi: {
    tooManyAttempts: (seconds: number) => `बहुत बार कोशिश हो गई। ${describeWait(seconds, 'hi')} बाद फिर से कोशिश करें।`,
    payloadTooLarge: (kilobytes: number) => `भेजी गई जानकारी ज़्यादा से ज़्यादा ${kilobytes} KB की हो सकती है`,
  },
} satisfies Record<Locale, Record<string, (n: number) => string>>;

export type FormattedMessageKey = keyof typeof SERVER_MESSAGE_FORMATS.en;

/**
 * What a refusal says, as a code: a fixed message, a message with a number (`n`), or a problem with the request's
 * shape (`invalidRequest`, whose detail names a field and is the same in every language).
 */
export type Refusal =
  | { code: ServerMessageKey }
  | { code: FormattedMessageKey; n: number }
  | { code: 'invalidRequest'; detail: string };
export type RefusalCode = Refusal['code'];

const isFormatted = (refusal: Refusal): refusal is { code: FormattedMessageKey; n: number } =>
  refusal.code in SERVER_MESSAGE_FORMATS.en;

/** A refusal's words in a language: made once, where the answer leaves the function. */
export function refusalWords(refusal: Refusal, locale: Locale): string {
  if (refusal.code === 'invalidRequest') return (refusal as { detail: string }).detail;
  if (isFormatted(refusal)) return SERVER_MESSAGE_FORMATS[locale][refusal.code](refusal.n);
  return SERVER_MESSAGES[locale][refusal.code as ServerMessageKey];
}
