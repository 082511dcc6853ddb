import { SPOKEN_MAX_CHARS } from '../../../src/domain/chat';
import { defaultEmbeddedVoice, findEmbeddedVoice, languageOfText } from '../voice/embedded-voices';

/**
 * Play Voice Message: what of a chat reply is spoken, and with which voice. A titled link is read as its title;
 * bare links, page paths and emoji are dropped; the text is cut at a word boundary near SPOKEN_MAX_CHARS.
 */
export function spokenText(message: string): string {
  const clean = message
    .replace(/\[([^\]\n]+)\]\([^)\s]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(^|\s)\/[\w\-#/]*/g, ' ')
    .replace(/\p{Extended_Pictographic}|\uFE0F/gu, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  if (clean.length <= SPOKEN_MAX_CHARS) return clean;
  const cut = clean.slice(0, SPOKEN_MAX_CHARS);
  const space = cut.search(/\s\S*$/);
  return (space > SPOKEN_MAX_CHARS / 2 ? cut.slice(0, space) : cut).trim();
}

/**
 * The persona's embedded voice speaks the text's own language: a Hindi voice asked to read English (or Urdu,
 * Punjabi) text is swapped for the voice of the same gender in that language. Other ids pass unchanged.
 */
export function voiceForText(voiceId: string, text: string): string {
  const voice = findEmbeddedVoice(voiceId);
  if (!voice) return voiceId;
  const language = languageOfText(text);
  return voice.language === language || (voice.language === 'mr' && language === 'hi')
    ? voiceId
    : defaultEmbeddedVoice(language, voice.gender).voice_id;
}
