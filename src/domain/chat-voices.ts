import type { Persona } from './chat';

/** The three fixed voices Play Voice Message speaks with; ids of the embedded voice engine. */
export const PERSONA_VOICE_IDS = {
  female: 'espeak-hi-f3',
  male: 'espeak-hi-m3',
  neutral: 'espeak-hi-f2',
} as const;

export function voiceIdForPersona(persona: Persona): string {
  if (persona === 'girlfriend' || persona === 'counselor') return PERSONA_VOICE_IDS.female;
  if (persona === 'boyfriend') return PERSONA_VOICE_IDS.male;
  return PERSONA_VOICE_IDS.neutral;
}
