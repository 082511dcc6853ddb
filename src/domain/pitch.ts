import { gamesWords } from '../i18n/messages/en/games';
/**
 * Pitch of a microphone frame (YIN) and the musical arithmetic of the pitch-match game:
 * notes, cents and comfortable target ranges per voice type. Pure: runs in the browser and in unit tests.
 */
/** Lowest and highest fundamental the games listen for, in Hz. */
export const MIN_PITCH_HZ = 60;
export const MAX_PITCH_HZ = 1000;
/** Frames quieter than this (RMS, samples in -1..1) are silence: no pitch. */
export const SILENCE_RMS = 0.01;

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Longest stretch YIN integrates over; longer frames only cost time. */
const MAX_WINDOW = 2048;
/** YIN's absolute threshold on the cumulative mean normalised difference. */
const YIN_THRESHOLD = 0.15;

/**
 * YIN (de Cheveigné and Kawahara, 2002): difference function, cumulative mean normalised difference, the
 * first dip under the threshold, then parabolic interpolation. Written here rather than taken from pitchfinder
 * 2.3.4, whose YIN seeds the normalisation with a fixed 1 and so reads quiet or low tones (a 0.05-amplitude
 * 220 Hz sine, an 80 Hz sine) as about 20 kHz.
 */
function yin(frame: Float32Array, sampleRate: number): number | null {
  const minLag = Math.max(2, Math.floor(sampleRate / MAX_PITCH_HZ));
  const maxLag = Math.min(Math.ceil(sampleRate / MIN_PITCH_HZ), Math.floor(frame.length / 2) - 1);
  const window = Math.min(MAX_WINDOW, frame.length - maxLag - 1);
  if (maxLag <= minLag || window < maxLag) return null;
  const cmnd = new Float32Array(maxLag + 2);
  cmnd[0] = 1;
  let running = 0;
  for (let lag = 1; lag <= maxLag + 1; lag++) {
    let sum = 0;
    for (let i = 0; i < window; i++) {
      const delta = (frame[i] ?? 0) - (frame[i + lag] ?? 0);
      sum += delta * delta;
    }
    running += sum;
    cmnd[lag] = running > 0 ? (sum * lag) / running : 1;
  }
  let lag = minLag;
  while (lag <= maxLag && (cmnd[lag] ?? 1) >= YIN_THRESHOLD) lag++;
  if (lag > maxLag) return null;
  while (lag < maxLag && (cmnd[lag + 1] ?? 1) < (cmnd[lag] ?? 1)) lag++;
  const before = cmnd[lag - 1] ?? 1;
  const at = cmnd[lag] ?? 1;
  const after = cmnd[lag + 1] ?? 1;
  const curvature = before - 2 * at + after;
  const shift = curvature > 0 ? (0.5 * (before - after)) / curvature : 0;
  return sampleRate / (lag + Math.max(-0.5, Math.min(0.5, shift)));
}

/**
 * The fundamental frequency of one frame in Hz, or null for silence, noise or a pitch outside 60-1000 Hz.
 * The frame needs twice the longest period plus the integration window: 4096 samples (an AnalyserNode with
 * fftSize 4096) at 44.1 or 48 kHz.
 */
export function detectPitch(frame: Float32Array, sampleRate: number): number | null {
  if (rms(frame) < SILENCE_RMS) return null;
  const hz = yin(frame, sampleRate);
  return hz !== null && Number.isFinite(hz) && hz >= MIN_PITCH_HZ && hz <= MAX_PITCH_HZ ? hz : null;
}

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
export const VOICE_TYPE_RANGES: Readonly<Record<VoiceType, { label: string; low: number; high: number }>> = {
  low: { label: gamesWords.en.voiceTypes.low, low: 43, high: 53 },
  medium: { label: gamesWords.en.voiceTypes.medium, low: 50, high: 60 },
  high: { label: gamesWords.en.voiceTypes.high, low: 57, high: 69 },
};

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

/** Words for a cents offset: 'In tune', '12 cents sharp', '80 cents flat'. */
export function describeCents(cents: number, words = gamesWords.en): string {
  const rounded = Math.round(cents);
  if (rounded === 0) return words.inTune;
  return words.centsOff(Math.abs(rounded), rounded > 0);
}
