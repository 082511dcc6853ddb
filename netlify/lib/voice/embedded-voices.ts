/**
 * The embedded engine's voices (docs/DECISIONS.md: at least 8 across Hindi, English, Urdu, Punjabi, Marathi,
 * shown with Hindi names), their preview sentences, and the language a text is written in.
 * eSpeak settings are strings on purpose (text2wav pitfall: numbers are ignored or garble the audio).
 */
import type { Voice, VoiceLanguage } from '../../../src/domain/voice-schemas';
import type { EspeakSettings } from './espeak';

export type EmbeddedLanguage = VoiceLanguage;
export type VoiceGender = 'female' | 'male';

export interface EmbeddedVoice extends Voice {
  language: EmbeddedLanguage;
  gender: VoiceGender;
  espeak: EspeakSettings;
}

export const EMBEDDED_CATEGORY = 'embedded';

/** eSpeak-NG voice name of each language ('en-us': American English). */
export const ESPEAK_LANGUAGE: Readonly<Record<EmbeddedLanguage, string>> = {
  hi: 'hi',
  en: 'en-us',
  ur: 'ur',
  pa: 'pa',
  mr: 'mr',
};

const LANGUAGE_LABEL: Readonly<Record<EmbeddedLanguage, string>> = {
  hi: 'हिन्दी (Hindi)',
  en: 'अंग्रेज़ी (English)',
  ur: 'उर्दू (Urdu)',
  pa: 'पंजाबी (Punjabi)',
  mr: 'मराठी (Marathi)',
};

const GENDER_LABEL: Readonly<Record<VoiceGender, string>> = {
  female: 'महिला आवाज़ (female)',
  male: 'पुरुष आवाज़ (male)',
};

/** A short sample sentence in each language, spoken by voice previews. */
export const PREVIEW_SENTENCES: Readonly<Record<EmbeddedLanguage, string>> = {
  hi: 'नमस्ते! यह मेरी आवाज़ का एक छोटा सा नमूना है। आज आप क्या सुनना चाहेंगे?',
  en: 'Hello! This is a short sample of my voice. What would you like to hear today?',
  ur: 'السلام علیکم! یہ میری آواز کا ایک چھوٹا سا نمونہ ہے۔',
  pa: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ! ਇਹ ਮੇਰੀ ਆਵਾਜ਼ ਦਾ ਇੱਕ ਛੋਟਾ ਜਿਹਾ ਨਮੂਨਾ ਹੈ।',
  mr: 'नमस्कार! हा माझ्या आवाजाचा एक छोटासा नमुना आहे. आज तुम्हाला काय ऐकायला आवडेल?',
};

function voice(
  name: string,
  language: EmbeddedLanguage,
  gender: VoiceGender,
  variant: string,
  pitch: string,
  speed: string,
  accent = '',
): EmbeddedVoice {
  return {
    voice_id: `espeak-${language}-${variant}`,
    name,
    category: EMBEDDED_CATEGORY,
    description: `${LANGUAGE_LABEL[language]}${accent} · ${GENDER_LABEL[gender]}`,
    language,
    gender,
    espeak: { voice: `${ESPEAK_LANGUAGE[language]}+${variant}`, pitch, speed },
  };
}

export const EMBEDDED_VOICES: readonly EmbeddedVoice[] = [
  voice('सरिता', 'hi', 'female', 'f3', '50', '160'),
  voice('कविता', 'hi', 'female', 'f2', '62', '170'),
  voice('अमित', 'hi', 'male', 'm3', '45', '160'),
  voice('विक्रम', 'hi', 'male', 'm1', '35', '150'),
  voice('अनन्या', 'en', 'female', 'f3', '50', '165', ', अमेरिकी लहजा'),
  voice('रोहन', 'en', 'male', 'm3', '45', '165', ', अमेरिकी लहजा'),
  voice('ज़ोया', 'ur', 'female', 'f3', '52', '155'),
  voice('इमरान', 'ur', 'male', 'm3', '40', '155'),
  voice('सिमरन', 'pa', 'female', 'f3', '55', '160'),
  voice('हरजीत', 'pa', 'male', 'm3', '42', '160'),
  voice('सायली', 'mr', 'female', 'f3', '52', '160'),
  voice('अनिकेत', 'mr', 'male', 'm3', '45', '160'),
];

const byId = new Map(EMBEDDED_VOICES.map((entry) => [entry.voice_id, entry]));

export function findEmbeddedVoice(voiceId: string): EmbeddedVoice | undefined {
  return byId.get(voiceId);
}

/** The Voice fields only (what the voices call returns). */
export function toVoice({ voice_id, name, category, description, language, gender }: EmbeddedVoice): Voice {
  return { voice_id, name, category, description, language, gender };
}

const SCRIPTS: ReadonlyArray<{ language: EmbeddedLanguage; pattern: RegExp }> = [
  { language: 'hi', pattern: /[\u0900-\u097F]/gu },
  { language: 'pa', pattern: /[\u0A00-\u0A7F]/gu },
  { language: 'ur', pattern: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu },
  { language: 'en', pattern: /[A-Za-z]/gu },
];

/**
 * The language to speak a text in, from the script most of its letters use: Devanagari -> Hindi
 * (Marathi shares the script), Gurmukhi -> Punjabi, Arabic script -> Urdu, otherwise English.
 */
export function languageOfText(text: string): EmbeddedLanguage {
  let best: EmbeddedLanguage = 'en';
  let bestCount = 0;
  for (const { language, pattern } of SCRIPTS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

/** The first voice of a language and gender: used when a requested voice cannot serve. */
export function defaultEmbeddedVoice(language: EmbeddedLanguage, gender: VoiceGender = 'female'): EmbeddedVoice {
  const found = EMBEDDED_VOICES.find((entry) => entry.language === language && entry.gender === gender);
  if (!found) throw new Error(`No embedded ${gender} voice for ${language}`);
  return found;
}
