import { normaliseDevanagari } from './analyser';

/**
 * Words for the local assistant's retrieval: one normaliser used for both the index and the question, stop words,
 * a small Hindi / Hinglish to English keyword map and the question's intent (what kind of fact it asks for).
 */

/** Lowercase, Devanagari spellings normalised (see analyser.ts), English plural `s` removed. */
export function normalizeTerm(term: string): string {
  let t = normaliseDevanagari(term.toLowerCase());
  if (/^[a-z]+$/.test(t) && t.length > 4) {
    if (t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
    else if (t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us')) t = t.slice(0, -1);
  }
  return t;
}

/** MiniSearch's default tokeniser plus a split between Latin letters/digits and the rupee sign. */
export function tokenize(text: string): string[] {
  return text
    .replace(/₹/g, ' ')
    .split(/[\n\r\p{Z}\p{P}]+/u)
    .filter(Boolean);
}

const stopList = `a an the is are was were be been am do does did of to in on at for from by with and or as it its this that
these those what which who whom whose how when where why can could should would will shall may might must i me my we our
us you your yours he she they them their there here please tell know want need about any some much many get give
made make each every get happen does kya hai h hain ka ki ke ko se me mein main mujhe mera meri aap aapka aapki aapke tum tumhara hum hamara hame hamen
batao bataiye bataye bataiye batayein btao bta chahiye kripya plz pls ji bhi to toh hota hoti hote hoga hogi kaise
kitna kitni kitne kaun kab kahan kahaan kis kisi koi ye yeh wo woh par liye tak ek ya aur na nahi
क्या है हैं की का के को से में मैं मुझे मेरा मेरी आप आपका आपकी आपके तुम तुम्हारा हम हमारा हमें बताइए बताओ बताएं बताये
बताएँ चाहिए कृपया जी भी तो होता होती होते होगा होगी कैसे कितना कितनी कितने कौन कब कहां किस किसी कोई यह ये वह वो पर
लिए तक एक या और ना नहीं था थी थे इस उस इसका उसका अपना अपनी ही कर करें करना सकता सकती सकते जाता जाती जाते रहा रही
दी दिया दिए दे इन उन हुई हुआ हुए गए गई गया मिलता मिलती मिलेगा मिलेगी मिलते होनी होना चाहिये`;

export const STOP_WORDS = new Set(stopList.split(/\s+/).filter(Boolean).map(normalizeTerm));

/** Hindi (Devanagari) and Hinglish words to the English words the content uses. */
const keywordMap: Record<string, string[]> = {
  // fees and courses
  फीस: ['fee'],
  शुल्क: ['fee'],
  कीमत: ['price', 'fee'],
  दाम: ['price', 'fee'],
  पैसा: ['fee', 'price'],
  पैसे: ['fee', 'price'],
  खर्च: ['fee', 'cost'],
  fees: ['fee'],
  paisa: ['fee', 'price'],
  paise: ['fee', 'price'],
  kharcha: ['fee', 'cost'],
  kimat: ['price', 'fee'],
  cost: ['fee', 'price'],
  कोर्स: ['course'],
  पाठ्यक्रम: ['course'],
  कोर्सेज: ['course'],
  kors: ['course'],
  कोडिंग: ['coding'],
  बिजनेस: ['business'],
  व्यापार: ['business'],
  व्यवसाय: ['business'],
  शेयर: ['share'],
  बाजार: ['market'],
  bazar: ['market'],
  bazaar: ['market'],
  छूट: ['discount', 'off'],
  मुफ्त: ['free'],
  फ्री: ['free'],
  muft: ['free'],
  निःशुल्क: ['free'],
  // age, duration, admission
  उम्र: ['age'],
  उमर: ['age'],
  आयु: ['age'],
  umar: ['age'],
  umr: ['age'],
  umra: ['age'],
  old: ['age'],
  साल: ['year', 'age'],
  वर्ष: ['year'],
  saal: ['year', 'age'],
  दिन: ['day'],
  din: ['day'],
  days: ['day'],
  अवधि: ['duration', 'month'],
  महीने: ['month'],
  महीना: ['month'],
  महीनों: ['month'],
  mahine: ['month'],
  mahina: ['month'],
  प्रवेश: ['admission'],
  दाखिला: ['admission'],
  एडमिशन: ['admission'],
  pravesh: ['admission'],
  dakhila: ['admission'],
  join: ['admission', 'enrol'],
  enroll: ['admission', 'enrol'],
  apply: ['admission', 'apply'],
  deadline: ['until', 'open'],
  अंतिम: ['until'],
  आखिरी: ['until'],
  last: ['until'],
  लड़कियों: ['girl'],
  लडकियों: ['girl'],
  लड़की: ['girl'],
  लडकी: ['girl'],
  बेटी: ['girl'],
  daughter: ['girl'],
  ladki: ['girl'],
  ladkiyon: ['girl'],
  माता: ['parent'],
  पिता: ['parent'],
  अभिभावक: ['parent', 'guardian'],
  सहमति: ['consent'],
  अनुमति: ['consent'],
  प्रमाणपत्र: ['certificate'],
  सर्टिफिकेट: ['certificate'],
  व्यक्तित्व: ['personality'],
  विकास: ['development'],
  // investment and payments
  निवेश: ['investment', 'invest'],
  niwesh: ['investment', 'invest'],
  nivesh: ['investment', 'invest'],
  इन्वेस्ट: ['investment', 'invest'],
  प्लान: ['plan'],
  योजना: ['plan', 'scheme'],
  yojana: ['scheme', 'plan'],
  न्यूनतम: ['minimum'],
  कम: ['minimum'],
  minimum: ['minimum'],
  बेसिक: ['basic'],
  प्रीमियम: ['premium'],
  भुगतान: ['payment', 'paid', 'payout'],
  payment: ['payment', 'paid', 'payout'],
  pay: ['payment', 'paid', 'payout'],
  paid: ['payment', 'paid', 'payout'],
  पेमेंट: ['payment'],
  bhugtan: ['payment'],
  tarikh: ['date'],
  तारीख: ['date'],
  तिथि: ['date'],
  दिनांक: ['date'],
  मासिक: ['monthly'],
  हर: ['every'],
  लाभ: ['profit'],
  मुनाफा: ['profit'],
  munafa: ['profit'],
  फायदा: ['profit'],
  नुकसान: ['loss'],
  घाटा: ['loss'],
  nuksan: ['loss'],
  ghata: ['loss'],
  रिटर्न: ['return'],
  जोखिम: ['risk'],
  खतरा: ['risk'],
  लॉक: ['lock'],
  लॉकइन: ['lock'],
  रिफंड: ['refund'],
  वापसी: ['refund', 'exit'],
  वापस: ['refund'],
  wapas: ['refund'],
  wapsi: ['refund'],
  निकासी: ['exit'],
  withdraw: ['exit', 'refund'],
  पात्रता: ['eligibility', 'eligible'],
  eligibility: ['eligibility', 'eligible'],
  योग्यता: ['eligibility', 'qualification'],
  केवाईसी: ['kyc'],
  बैंक: ['bank'],
  // contact and company
  संपर्क: ['contact'],
  सम्पर्क: ['contact'],
  sampark: ['contact'],
  ईमेल: ['email', 'mail'],
  मेल: ['mail', 'email'],
  email: ['email', 'mail'],
  फोन: ['phone'],
  नंबर: ['phone', 'number'],
  पता: ['address'],
  pata: ['address'],
  where: ['address', 'located'],
  कहां: ['address', 'located'],
  kahan: ['address', 'located'],
  kahaan: ['address', 'located'],
  दफ्तर: ['office'],
  ऑफिस: ['office'],
  कार्यालय: ['office'],
  दिल्ली: ['delhi'],
  संस्थापक: ['founder'],
  sansthapak: ['founder'],
  founded: ['founded', 'founder'],
  स्थापना: ['founded'],
  शुरू: ['founded', 'start'],
  शुरुआत: ['founded'],
  owner: ['founder'],
  मालिक: ['founder'],
  कंपनी: ['company'],
  संस्थान: ['institute'],
  इंस्टीट्यूट: ['institute'],
  शिक्षक: ['teacher'],
  टीचर: ['teacher'],
  नेतृत्व: ['leadership'],
  cfo: ['financial', 'cfo'],
  cto: ['technology', 'cto'],
  coo: ['operating', 'coo'],
  छात्र: ['student'],
  छात्रों: ['student'],
  छात्राओं: ['student'],
  विद्यार्थी: ['student'],
  बच्चों: ['student'],
  ट्रेनिंग: ['training', 'trained'],
  प्रशिक्षण: ['training', 'trained'],
  प्रशिक्षित: ['trained'],
  स्टूडियो: ['studio'],
  टीम: ['team'],
  सेवा: ['service'],
  सेवाएं: ['service'],
  सेवाओं: ['service'],
  सर्विस: ['service'],
  आवाज: ['voice'],
  वॉयस: ['voice'],
  अभिनय: ['acting'],
  एक्टिंग: ['acting'],
  डबिंग: ['dubbing'],
  // support and policies
  सहायता: ['support', 'help'],
  मदद: ['support', 'help'],
  सपोर्ट: ['support'],
  madad: ['support', 'help'],
  जवाब: ['response', 'respond'],
  उत्तर: ['response', 'respond'],
  jawab: ['response', 'respond'],
  reply: ['response', 'respond'],
  समय: ['time', 'hour'],
  घंटे: ['hour'],
  ghante: ['hour'],
  निजता: ['privacy'],
  गोपनीयता: ['privacy'],
  प्राइवेसी: ['privacy'],
  डेटा: ['data'],
  रखते: ['retention', 'keep'],
  रखा: ['retention', 'keep'],
  store: ['retention', 'keep'],
  kept: ['retention', 'keep', 'kept'],
  keep: ['retention', 'keep', 'kept'],
  retain: ['retention', 'keep'],
  सुगम्यता: ['accessibility'],
  नियम: ['terms', 'rule', 'policy'],
  शर्तें: ['terms', 'conditions'],
  नीति: ['policy'],
  शिकायत: ['complaint'],
  रद्द: ['cancel', 'cancellation'],
};

const normalizedMap = new Map<string, string[]>(
  Object.entries(keywordMap).map(([k, v]) => [normalizeTerm(k), v.map(normalizeTerm)]),
);

/** A word of the question with the English words it may appear as in the content. */
export interface TermGroup {
  word: string;
  terms: string[];
}

export type Intent = 'amount' | 'when' | 'who' | 'where' | 'contact' | 'number';

const intentWords: Record<Intent, string[]> = {
  amount: [
    'much',
    'fee',
    'fees',
    'price',
    'cost',
    'कितना',
    'कितनी',
    'कितने',
    'kitna',
    'kitni',
    'kitne',
    'फीस',
    'paisa',
    'minimum',
  ],
  when: ['when', 'date', 'deadline', 'last', 'कब', 'kab', 'तारीख', 'tarikh', 'until', 'तक', 'day'],
  who: ['who', 'name', 'कौन', 'kaun', 'नाम', 'naam', 'founder'],
  where: ['where', 'address', 'located', 'कहां', 'kahan', 'पता', 'pata', 'office'],
  contact: ['email', 'mail', 'contact', 'phone', 'ईमेल', 'संपर्क', 'sampark', 'फोन'],
  number: [
    'age',
    'old',
    'long',
    'soon',
    'fast',
    'duration',
    'many',
    'उम्र',
    'umar',
    'अवधि',
    'hours',
    'days',
    'period',
    'time',
    'समय',
    'महीने',
    'दिन',
    'din',
    'घंटे',
  ],
};
const intentLookup = new Map<string, Intent[]>();
for (const [intent, words] of Object.entries(intentWords) as [Intent, string[]][]) {
  for (const w of words) intentLookup.set(normalizeTerm(w), [...(intentLookup.get(normalizeTerm(w)) ?? []), intent]);
}

/** Words that say what kind of answer is wanted but never appear in it. */
const questionOnly = new Set(
  [
    'name',
    'naam',
    'नाम',
    'detail',
    'information',
    'jankari',
    'जानकारी',
    'info',
    'long',
    'soon',
    'fast',
    'quickly',
    'time',
    'rate',
    'percentage',
  ].map(normalizeTerm),
);

/** Question phrases whose words mislead a keyword search, rewritten to what the content says. */
const phrases: [RegExp, string][] = [
  [/\bwho (can|may|is allowed to|is eligible to)\b/gi, ' eligibility '],
  [/कौन (कर सकता|कर सकते|ले सकता|ले सकते|जुड़ सकता|जुड़ सकते)/g, ' eligibility '],
  [/\b(last date|closing date)\b/gi, ' until '],
  [/\bhow (old|young)\b/gi, ' age '],
  [/\b(weekend|saturday|sunday)\b/gi, ' weekend holiday '],
];

export interface Analysis {
  groups: TermGroup[];
  intents: Set<Intent>;
}

export function analyzeQuestion(question: string): Analysis {
  const groups: TermGroup[] = [];
  const intents = new Set<Intent>();
  const seen = new Set<string>();
  let text = question;
  for (const [re, replacement] of phrases) text = text.replace(re, replacement);
  for (const raw of tokenize(text)) {
    const word = normalizeTerm(raw);
    for (const intent of intentLookup.get(word) ?? []) intents.add(intent);
    const mapped = normalizedMap.get(word);
    if (!mapped && (STOP_WORDS.has(word) || questionOnly.has(word) || /^\d+$/.test(word) || word.length < 2)) continue;
    const terms = [...new Set([...(mapped ?? []), ...(/^[a-z]/.test(word) || !mapped ? [word] : [])])];
    const key = terms.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    groups.push({ word, terms });
  }
  return { groups, intents };
}
