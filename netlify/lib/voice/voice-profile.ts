/**
 * Embedded voice cloning by profile (docs/DECISIONS.md, "Embedded engines").
 *
 * Honest scope: a profile matches the sample's PITCH (median F0) and PACE (speaking rate) by choosing an
 * eSpeak-NG variant (male or female by F0), a pitch 0-99 and a speed in words per minute. It does NOT copy
 * the timbre, accent or character of the voice: the result is still an eSpeak voice. The cloning panel's
 * notice (the voice-tools words' `voiceProfileNotice`) says so.
 *
 * Input: a WAV file (PCM 8/16/24/32-bit or float, mono or stereo, any common sample rate). MP3 and WebM are
 * not decoded here (the page records WAV); they are refused with a clear error.
 *
 * The calibration tables below were measured on eSpeak-NG's own output with the same analysis
 * (speech-analysis.ts), over Hindi, English, Urdu, Punjabi and Marathi text: F0 depends on the variant and
 * pitch, not on the language. tests/functions/voice-profile.test.ts checks that eSpeak output at a known
 * pitch and speed maps back to them, so a drift of the engine or of the analysis shows there.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { decodeWav, looksLikeWav, WavFormatError } from '../../../src/domain/wav';
import { ESPEAK_LANGUAGE, languageOfText, type VoiceGender } from './embedded-voices';
import type { EspeakSettings } from './espeak';
import type { CloneRequest } from './provider';
import { ProviderError } from './provider-error';
import { measureSpeech, SpeechAnalysisError } from './speech-analysis';

export const voiceProfileSchema = z.object({
  /** 'profile-' followed by 16 random hex characters. */
  voice_id: z.string(),
  name: z.string(),
  description: z.string(),
  /** eSpeak voice and variant, e.g. 'hi+f3'. When speaking, the language part follows the text's script. */
  baseVoice: z.string(),
  gender: z.enum(['female', 'male'] satisfies VoiceGender[]),
  /** eSpeak pitch 0-99. */
  pitch: z.number(),
  /** eSpeak speed, words per minute. */
  speed: z.number(),
  measured: z.object({ f0Hz: z.number(), rate: z.number(), speechSeconds: z.number() }),
  createdAt: z.string(),
});
export type VoiceProfile = z.output<typeof voiceProfileSchema>;

export const PROFILE_ID_PREFIX = 'profile-';
/** Below this median F0 the male variant fits, above it the female one (their ranges overlap around it). */
export const GENDER_BOUNDARY_HZ = 160;
const MIN_SPEECH_SECONDS = 1;
const PROFILE_LANGUAGE = 'hi';

const VARIANT: Readonly<Record<VoiceGender, string>> = { male: 'm3', female: 'f3' };

/** Median F0 (Hz) of eSpeak-NG's output per pitch setting, variants m3 and f3. */
export const F0_BY_PITCH: Readonly<Record<VoiceGender, ReadonlyArray<readonly [pitch: number, f0Hz: number]>>> = {
  male: [
    [0, 70.4],
    [11, 77.1],
    [22, 83.0],
    [33, 90.2],
    [44, 99.6],
    [55, 109.8],
    [66, 121.9],
    [77, 136.0],
    [88, 153.2],
    [99, 172.2],
  ],
  female: [
    [0, 151.9],
    [11, 160.7],
    [22, 171.0],
    [33, 183.5],
    [44, 199.4],
    [55, 217.0],
    [66, 239.6],
    [77, 265.5],
    [88, 296.9],
    [99, 332.5],
  ],
};

/** Syllable-like peaks per second that speech-analysis.ts measures on eSpeak-NG's output per speed (wpm). */
export const RATE_BY_SPEED: ReadonlyArray<readonly [speedWpm: number, rate: number]> = [
  [80, 2.66],
  [120, 3.81],
  [175, 4.97],
  [230, 5.48],
  [300, 6.01],
];

/** Piecewise-linear y(x) through points sorted by x, clamped at both ends. */
function interpolate(points: ReadonlyArray<readonly [x: number, y: number]>, x: number): number {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) throw new Error('empty calibration table');
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as readonly [number, number];
    const [x0, y0] = points[i - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

const swap = (points: ReadonlyArray<readonly [number, number]>) => points.map(([a, b]) => [b, a] as const);

/** The eSpeak variant, pitch and speed closest to a measured F0 and speaking rate. */
export function mapMeasurement(f0Hz: number, rate: number): { gender: VoiceGender; pitch: number; speed: number } {
  const gender: VoiceGender = f0Hz < GENDER_BOUNDARY_HZ ? 'male' : 'female';
  const pitch = Math.round(interpolate(swap(F0_BY_PITCH[gender]), f0Hz));
  const speed = Math.round(interpolate(swap(RATE_BY_SPEED), rate));
  return { gender, pitch, speed };
}

/** Decodes and measures a sample and returns the profile that matches it (not yet stored). */
export function createVoiceProfile(request: CloneRequest): VoiceProfile {
  if (!looksLikeWav(request.audio)) {
    throw new ProviderError(
      'unsupported_audio',
      `Offline voice cloning needs a WAV file (got ${request.mimeType || 'an unknown type'}). Record in the page or upload a .wav file.`,
    );
  }
  let measured: ReturnType<typeof measureSpeech>;
  try {
    const wav = decodeWav(request.audio);
    measured = measureSpeech(wav.samples, wav.sampleRate);
  } catch (error) {
    if (error instanceof WavFormatError) throw new ProviderError('unsupported_audio', error.message, { cause: error });
    if (error instanceof SpeechAnalysisError) throw new ProviderError('invalid_input', error.message, { cause: error });
    throw error;
  }
  if (measured.speechSeconds < MIN_SPEECH_SECONDS) {
    throw new ProviderError('invalid_input', 'The sample is too short: record at least a few seconds of speech.');
  }
  const { gender, pitch, speed } = mapMeasurement(measured.f0Hz, measured.rate);
  const f0Hz = Math.round(measured.f0Hz * 10) / 10;
  const rate = Math.round(measured.rate * 100) / 100;
  return {
    voice_id: `${PROFILE_ID_PREFIX}${randomBytes(8).toString('hex')}`,
    name: request.name,
    description:
      request.description?.trim() ||
      `Voice profile cloned offline from a sample: ${f0Hz} Hz, ${rate} syllables per second.`,
    baseVoice: `${PROFILE_LANGUAGE}+${VARIANT[gender]}`,
    gender,
    pitch,
    speed,
    measured: { f0Hz, rate, speechSeconds: Math.round(measured.speechSeconds * 10) / 10 },
    createdAt: new Date().toISOString(),
  };
}

export function isProfileVoiceId(voiceId: string): boolean {
  return voiceId.startsWith(PROFILE_ID_PREFIX);
}

/** eSpeak settings to speak `text` with a profile: its variant, pitch and speed, in the text's language. */
export function profileSettings(profile: VoiceProfile, text: string): EspeakSettings {
  const variant = profile.baseVoice.split('+')[1] ?? VARIANT[profile.gender];
  return {
    voice: `${ESPEAK_LANGUAGE[languageOfText(text)]}+${variant}`,
    pitch: String(Math.min(99, Math.max(0, Math.round(profile.pitch)))),
    speed: String(Math.min(450, Math.max(80, Math.round(profile.speed)))),
  };
}
