/**
 * How voices are shown: about 36 well-known ElevenLabs English voice names are
 * displayed as Hindi names, and voices whose category is cloned or whose description mentions cloned are
 * hidden from the voice list. The embedded voices already carry Hindi names.
 */
import type { Voice } from './voice-schemas';

/** ElevenLabs premade voice name -> Hindi display name (same gender). */
export const HINDI_VOICE_NAMES: Readonly<Record<string, string>> = {
  Rachel: 'राधा',
  Drew: 'दीपक',
  Clyde: 'कुलदीप',
  Paul: 'पवन',
  Domi: 'दामिनी',
  Dave: 'देवेंद्र',
  Fin: 'फ़रहान',
  Sarah: 'सारिका',
  Antoni: 'अनिल',
  Thomas: 'तरुण',
  Charlie: 'चेतन',
  George: 'गौरव',
  Emily: 'ईशा',
  Elli: 'एकता',
  Callum: 'कमल',
  Patrick: 'प्रकाश',
  Harry: 'हरीश',
  Liam: 'ललित',
  Dorothy: 'दुर्गा',
  Josh: 'जय',
  Arnold: 'अर्जुन',
  Charlotte: 'चारु',
  Alice: 'अनीता',
  Matilda: 'माधुरी',
  James: 'जगदीश',
  Adam: 'आदित्य',
  Bill: 'बलराम',
  Michael: 'मोहन',
  Ethan: 'ईश्वर',
  Chris: 'कृष्ण',
  Gigi: 'गीता',
  Freya: 'प्रिया',
  Brian: 'भरत',
  Grace: 'गौरी',
  Daniel: 'धनंजय',
  Lily: 'लीला',
};

const namesByLowerCase = new Map(
  Object.entries(HINDI_VOICE_NAMES).map(([english, hindi]) => [english.toLowerCase(), hindi]),
);

/** The Hindi name for a known English voice name ("Rachel", "rachel", "Brian - deep narrator"), or undefined. */
export function hindiVoiceName(name: string): string | undefined {
  const firstWord = name.trim().split(/[\s\-–—_(),.:;]+/u)[0] ?? '';
  return namesByLowerCase.get(firstWord.toLowerCase());
}

/** The name to show for a voice: its Hindi name when known, otherwise its own name. */
export function displayVoice(voice: Pick<Voice, 'name'>): string {
  return hindiVoiceName(voice.name) ?? voice.name;
}

/** A voice is cloned when its category is cloned or its description mentions cloned. */
export function isClonedVoice(voice: {
  category?: string | null | undefined;
  description?: string | null | undefined;
}): boolean {
  return (
    (voice.category ?? '').trim().toLowerCase() === 'cloned' ||
    (voice.description ?? '').toLowerCase().includes('cloned')
  );
}

/** The voices a list shows: cloned ones hidden. */
export function visibleVoices<T extends Voice>(voices: readonly T[]): T[] {
  return voices.filter((voice) => !isClonedVoice(voice));
}
