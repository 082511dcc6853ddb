/** Which engine produced a piece of audio or a voice (the answer says which engine served it; docs/DECISIONS.md). */
export type VoiceEngine = 'elevenlabs' | 'embedded';

/**
 * The ElevenLabs speech models a request may name (`model_id`): the site's own and the one of the same price. Any
 * other id is refused with 400, so nobody can make the site pay for a dearer model.
 */
export const SPEECH_MODEL_IDS = ['eleven_turbo_v2_5', 'eleven_flash_v2_5'] as const;
export const DEFAULT_SPEECH_MODEL = SPEECH_MODEL_IDS[0];

/**
 * Cloned voices a card holder may keep at once (every clone takes a slot of the site's one ElevenLabs account):
 * deleting one frees its slot.
 */
export const MAX_CLONES_PER_HOLDER = 5;

/** Longest text a card holder may send in one request: 50,000 characters. */
export const AUTHENTICATED_MAX_TEXT = 50_000;

/**
 * The most a voice-clone request may carry (its whole multipart body): Netlify takes about 4.5 MB of binary upload
 * per function request. The page converts samples to fit (src/domain/audio-upload.ts).
 */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
