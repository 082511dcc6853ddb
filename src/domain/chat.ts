/**
 * Vauxa chat: the pure rules both the /vauxa-ai page and the chat functions need (personas, languages, AI versions
 * and limits); the request bodies' schemas are in ./chat-schemas.ts. Persona prompts are NOT here: they stay on the
 * server.
 */

/**
 * `girlfriend` and `boyfriend` keep their API ids and are shown as friendly, platonic companions. The names shown are
 * the chat's texts (`personas` in src/i18n/messages/en/chat.ts and its Hindi).
 */
export const PERSONAS = ['info', 'girlfriend', 'boyfriend', 'counselor', 'fun'] as const;
export type Persona = (typeof PERSONAS)[number];
export const DEFAULT_PERSONA: Persona = 'info';

/**
 * `inHeader`: shown in the page's collapsible settings block; the dialog shows all of them.
 * `tag`: the BCP 47 language tag for the `lang` attribute of text in that language.
 */
export const LANGUAGES = [
  { id: 'hi', label: 'हिन्दी (Hindi)', inHeader: true, tag: 'hi' },
  { id: 'en', label: 'English', inHeader: true, tag: 'en' },
  { id: 'ur', label: 'اردو (Urdu)', inHeader: true, tag: 'ur' },
  { id: 'pa', label: 'ਪੰਜਾਬੀ (Punjabi)', inHeader: true, tag: 'pa' },
  { id: 'haryanvi', label: 'हरियाणवी (Haryanvi)', inHeader: false, tag: 'bgc' },
  { id: 'marathi', label: 'मराठी (Marathi)', inHeader: false, tag: 'mr' },
  { id: 'bhojpuri', label: 'भोजपुरी (Bhojpuri)', inHeader: false, tag: 'bho' },
  { id: 'avadhi', label: 'अवधी (Avadhi)', inHeader: false, tag: 'awa' },
] as const;
export type Language = (typeof LANGUAGES)[number]['id'];
export const DEFAULT_LANGUAGE: Language = 'hi';

/**
 * The one list of Vauxa versions: /vauxa-ai offers the version, /settings the model behind it, both with the same
 * label, so "Vauxa 1.2" means the same thing on both pages.
 */
export const AI_VERSIONS = [
  { id: '1.5', model: 'gpt-4o', label: 'Vauxa 1.5' },
  { id: '1.2', model: 'gpt-4', label: 'Vauxa 1.2' },
  { id: '1.1', model: 'gpt-3.5-turbo', label: 'Vauxa 1.1' },
] as const;
export type AiVersion = (typeof AI_VERSIONS)[number]['id'];
export const DEFAULT_AI_VERSION: AiVersion = '1.5';

/** The settings page's model choice: the stored value is the model id, the label that of its version. */
export const MODELS = AI_VERSIONS.map(({ model, label }) => ({ id: model, label }));
export type Model = (typeof AI_VERSIONS)[number]['model'];
export const DEFAULT_MODEL: Model = 'gpt-4o';

export const MESSAGE_MAX_CHARS = 4000;
export const HISTORY_MAX_CHARS = 20_000;

/** Which engine wrote the reply: an OpenAI-compatible provider, or the embedded local assistant. */
export const CHAT_ENGINES = ['openai', 'local'] as const;
export type ChatEngine = (typeof CHAT_ENGINES)[number];

export const PROMPT_MAX_CHARS = 1000;

/** Longest text Play Voice Message speaks; a longer reply is spoken up to here. */
export const SPOKEN_MAX_CHARS = 1000;
