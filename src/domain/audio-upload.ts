import { MAX_UPLOAD_BYTES } from './voice';
import { WAV_HEADER_BYTES } from './wav';

/**
 * Voice-cloning samples, shared by the /ai-tools page and the clone function: audio types only, a recommended length
 * of at least 1 minute. The browser converts any sample to mono 16-bit PCM WAV at 22.05 kHz and keeps its beginning,
 * so that the whole request stays within 4 MB: Netlify takes about 4.5 MB of binary upload per function request.
 */
export const RECOMMENDED_SAMPLE_SECONDS = 60;
export const SAMPLE_RATE = 22_050;
export const MAX_SAMPLE_SECONDS = 180;
/** Room in a clone request for the name, the description and the multipart framing around the WAV. */
export const FORM_ROOM_BYTES = 16 * 1024;
/**
 * The most samples a converted WAV keeps: three minutes, or fewer when they would not fit in the request (at 2
 * bytes a sample the 4 MB bind first, at about 1 min 34 s).
 */
export const MAX_SAMPLE_FRAMES = Math.min(
  MAX_SAMPLE_SECONDS * SAMPLE_RATE,
  Math.floor((MAX_UPLOAD_BYTES - FORM_ROOM_BYTES - WAV_HEADER_BYTES) / 2),
);
/** Files the browser will try to convert: larger ones would take too long to decode on a phone. */
export const MAX_SOURCE_BYTES = 100 * 1024 * 1024;

/** Accepted types and their aliases -> the canonical type. */
const AUDIO_TYPES: Readonly<Record<string, string>> = {
  'audio/wav': 'audio/wav',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/mpeg': 'audio/mpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/webm': 'audio/webm',
  'audio/ogg': 'audio/ogg',
  'audio/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
};

/** For a file input's accept attribute. */
export const AUDIO_ACCEPT =
  'audio/wav,audio/x-wav,audio/mpeg,audio/webm,audio/ogg,audio/mp4,audio/x-m4a,.wav,.mp3,.webm,.ogg,.m4a';

/** The canonical type of an accepted audio type (parameters such as ;codecs=opus ignored), or null. */
export function normalizeAudioType(type: string): string | null {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return AUDIO_TYPES[base] ?? null;
}
