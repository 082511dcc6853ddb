import { CARD_HOLDER_MAX } from '../domain/trial';
import { visibleText } from '../domain/visible-text';
import { MAX_UPLOAD_BYTES, SPEECH_MODEL_IDS } from '../domain/voice';
import { listedVoiceSchema, voiceIdSchema } from '../domain/voice-schemas';
import { z } from '../domain/zod';
import { apiErrorSchema, fileContract, formContract, jsonContract } from './contract';

/** The AI voice tools: the voice list, text to speech (free trial or card), previews and cloning. */

export const voices = jsonContract({
  method: 'GET',
  path: '/api/elevenlabs/voices',
  request: null,
  response: z.object({ voices: z.array(listedVoiceSchema) }),
});

export const textToSpeechRequestSchema = z.object({
  text: visibleText(z.string().check(z.refine((text) => text.trim().length > 0, 'must not be empty'))).check(
    z.refine((text) => text.length <= CARD_HOLDER_MAX, `must be at most ${CARD_HOLDER_MAX} characters`),
  ),
  voice_id: voiceIdSchema,
  model_id: z.optional(z.enum(SPEECH_MODEL_IDS, `must be one of ${SPEECH_MODEL_IDS.join(', ')}`)),
});

/** 403 when the free trial is used up (`blocked`) or the text does not fit in what is left of it. */
export const trialRefusalSchema = z.extend(apiErrorSchema, {
  blocked: z.boolean(),
  charactersUsed: z.number().check(z.int(), z.nonnegative()),
  requiresCard: z.boolean(),
});

/** The MP3; `X-Voice-Engine` says which engine spoke, `X-Characters-Used` the trial count after it. */
export const textToSpeech = fileContract({
  method: 'POST',
  path: '/api/elevenlabs/text-to-speech',
  request: textToSpeechRequestSchema,
  contentType: 'audio/mpeg',
  error: z.union([trialRefusalSchema, apiErrorSchema]),
});

export const SPEECH_PARTS_HEADER = 'X-Speech-Parts';
export const SPEECH_JOB_HEADER = 'X-Speech-Job';

/**
 * A long text spoken in parts (src/domain/speech-parts.ts): every request carries the whole text and the index of
 * the part to speak. Part 0 registers the text (the trial or the card-holder cap counts it once) and answers the
 * number of parts in X-Speech-Parts and, when there is more than one, the job token in X-Speech-Job; the other parts
 * need that token (403 without a valid one, for this text, voice, model and card holder).
 */
export const speechPartRequestSchema = z.extend(textToSpeechRequestSchema, {
  index: z.number().check(z.int(), z.nonnegative()),
  job: z.optional(z.string().check(z.maxLength(100))),
});

export const textToSpeechPart = fileContract({
  method: 'POST',
  path: '/api/elevenlabs/text-to-speech/part',
  request: speechPartRequestSchema,
  contentType: 'audio/mpeg',
  error: z.union([trialRefusalSchema, apiErrorSchema]),
});

export const voicePreview = fileContract({
  method: 'GET',
  path: '/api/elevenlabs/voice-preview/:voiceId',
  request: null,
  contentType: 'audio/mpeg',
});

/**
 * Deletes one of the signed-in card holder's cloned voices (at ElevenLabs too for an ElevenLabs clone). 401 without a
 * card session; 404 for a voice that is not the caller's own (someone else's answers exactly as a missing one).
 */
export const voiceDelete = jsonContract({
  method: 'DELETE',
  path: '/api/elevenlabs/voices/:voiceId',
  request: null,
  response: z.object({ success: z.literal(true) }),
});

/**
 * Multipart {audio, name, description}; card holders only; 409 when the holder keeps MAX_CLONES_PER_HOLDER already. 413 (code uploadTooLarge) when the body is over 4 MB
 * (the page sends a converted WAV that fits).
 */
export const voiceClone = formContract({
  method: 'POST',
  path: '/api/elevenlabs/voice-clone',
  maxBodyBytes: MAX_UPLOAD_BYTES,
  response: z.object({ voice_id: z.string(), name: z.string() }),
});
