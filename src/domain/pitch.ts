/**
 * The musical arithmetic of the pitch-match game: notes, cents and comfortable target ranges per voice type
 * (the pitch of a microphone frame is pitch-detection.ts). Pure: runs in the browser and in unit tests.
 */

/** How far `hz` is from `targetHz`, in cents (100 cents = one semitone; positive = sharp). */
export function centsOff(hz: number, targetHz: number): number {
  return 1200 * Math.log2(hz / targetHz);
}

/** Equal temperament, A4 = 440 Hz = MIDI note 69. */
export function frequencyOfMidi(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

const NOTE_NAMES = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'] as const;

/** 'A3' for 57, 'C♯4' for 61. */
export function noteName(midi: number): string {
  return `${NOTE_NAMES[((midi % 12) + 12) % 12]}${Math.floor(midi / 12) - 1}`;
}

/** The nearest note to a frequency, as a MIDI number. */
export function nearestMidi(hz: number): number {
  return Math.round(69 + 12 * Math.log2(hz / 440));
}

export type VoiceType = 'low' | 'medium' | 'high';

/**
 * Comfortable targets (MIDI notes, inclusive) for each voice type: the middle of a typical speaking and singing
 * range, well away from the edges so a student is never asked to strain.
 */
export const VOICE_TYPE_RANGES: Readonly<Record<VoiceType, { low: number; high: number }>> = {
  low: { low: 43, high: 53 },
  medium: { low: 50, high: 60 },
  // A3 to A4: a girl's or child's voice speaks around A3–C4 and sings comfortably above it.
  high: { low: 57, high: 69 },
};

/**
 * The voice and note the game opens on. Most students are girls of 12 and older, who speak around 220–260 Hz
 * (A3–C4): the high voice at C4 (262 Hz) is a note they can find by speaking, and its range rises to A4. The former
 * default, G3 of the medium voice (196 Hz, tenor and alto), sat below a girl's speaking voice.
 */
export const DEFAULT_VOICE_TYPE: VoiceType = 'high';
export const DEFAULT_TARGET_MIDI = 60;

/** The note a voice type starts on when chosen: the default note for the high voice, the middle of the others. */
export function startingNote(voiceType: VoiceType): number {
  if (voiceType === DEFAULT_VOICE_TYPE) return DEFAULT_TARGET_MIDI;
  const { low, high } = VOICE_TYPE_RANGES[voiceType];
  return Math.round((low + high) / 2);
}

export interface TargetNote {
  midi: number;
  name: string;
  hz: number;
}

export function targetNotes(voiceType: VoiceType): TargetNote[] {
  const { low, high } = VOICE_TYPE_RANGES[voiceType];
  const notes: TargetNote[] = [];
  for (let midi = low; midi <= high; midi++) notes.push({ midi, name: noteName(midi), hz: frequencyOfMidi(midi) });
  return notes;
}

/** A cents offset as the meter reports it: whole cents, 0 meaning in tune (never -0). */
export function wholeCents(cents: number): number {
  return Math.round(cents) || 0;
}
