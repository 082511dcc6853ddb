import type { Language } from '../../../src/domain/chat';
import type { ReplyLanguage } from './types';

/**
 * Which language a chat message is written in: Devanagari is Hindi; Latin text is Roman-script Hindi when its
 * Hindi function words are at least as many as its English ones; otherwise English. A message without a word of
 * three letters ("ok", "2+2") has no language of its own.
 */
export type MessageLanguage = 'hi' | 'hi-latn' | 'en';

const romanHindi = new Set(
  `hai hain kya kaise kaisa kaisi kitna kitni kitne kab kahan kaha kaun kyu kyun kyon mujhe mera meri mere aap aapka
  aapki aapke tum tumhara karna karu karun kare karein karo sakte sakta sakti chahiye batao bataiye bataye milega
  milegi milta milti hoga hogi hota hoti nahi nahin bhi aur ka ki ke ko se mein liye wala wali wale lagega lagegi
  lagta lagti sunao bhai ji haan theek accha acha shukriya dhanyavad dhanyawad hu hoon hun raha rahi gaya gayi
  jayega padega padegi kar ho tha thi dijiye karke wapas kon namaste namaskar aayega aayegi aata aati hua hui hue
  kaunsa kaunsi konsa konsi kisne kiska kiski kiske tak agar toh yeh woh jata jati jate rehta rehte rakhte karoge`.split(
    /\s+/,
  ),
);
const english = new Set(
  `the is are was what how when where who why can could do does did i my you your we our of for to in on with and a
  an please tell me about there any much many will would should it this that have has am`.split(/\s+/),
);

export function messageLanguage(text: string): MessageLanguage | undefined {
  if (/[\u0900-\u097f]/.test(text)) return 'hi';
  const latin = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const hindiWords = latin.filter((word) => romanHindi.has(word)).length;
  const englishWords = latin.filter((word) => english.has(word)).length;
  if (hindiWords > 0 && hindiWords >= englishWords) return 'hi-latn';
  // Roman Hindi almost always has one of its function words; Latin text without any is English.
  return englishWords > 0 || latin.some((word) => word.length > 2) ? 'en' : undefined;
}

export interface ReplyLanguageChoice {
  language: ReplyLanguage;
  /** The selected language has no local model and the reply is in Hindi instead: say so once. */
  note: boolean;
}

/** The message's own language first (Roman Hindi is answered in Hindi), else the selected one. */
export function replyLanguage(text: string, selected: Language): ReplyLanguageChoice {
  const own = messageLanguage(text);
  const language: ReplyLanguage = own === 'en' || (own === undefined && selected === 'en') ? 'en' : 'hi';
  return { language, note: language === 'hi' && selected !== 'hi' && selected !== 'en' };
}
