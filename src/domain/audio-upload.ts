/**
 * Voice-cloning samples, shared by the /ai-tools page and the clone function: audio
 * types only, at most 10 MB, a recommended length of at least 1 minute.
 */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
export const RECOMMENDED_SAMPLE_SECONDS = 60;

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

export const UNSUPPORTED_AUDIO_MESSAGE = 'Only audio files can be used for cloning: WAV, MP3, WebM, Ogg or MP4 (M4A).';
export const MAX_AUDIO_MESSAGE = 'The audio file must be at most 10 MB.';
export const CLONE_LOGIN_REQUIRED = 'Voice cloning is for card holders. Log in with your card to clone a voice.';
