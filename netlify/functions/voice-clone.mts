import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { voiceClone } from '../../src/api/voice';
import { normalizeAudioType } from '../../src/domain/audio-upload';
import { isStorableText } from '../../src/domain/stored-text';
import { MAX_CLONES_PER_HOLDER } from '../../src/domain/voice';
import { parseWith, readBodyBytes } from '../lib/http/body';
import { badRequest, HttpError, refuse, unauthorized } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { providerCall, voiceCaller } from '../lib/voice/calls';

const STORABLE_MESSAGE = 'must not contain control or text-direction characters';
const fieldsSchema = z.object({
  name: z.string().trim().min(1).max(100).refine(isStorableText, STORABLE_MESSAGE),
  description: z.string().trim().max(500).refine(isStorableText, STORABLE_MESSAGE).optional(),
});

/**
 * POST /api/elevenlabs/voice-clone, multipart {audio, name, description} -> {voice_id, name}. Card holders only.
 * Audio types only (WAV, MP3, WebM, Ogg, MP4); the whole body at most 4 MB, refused with 413 by its Content-Length
 * before reading and by the bytes actually read. The voice is stored as the holder's own at once. A holder who keeps
 * MAX_CLONES_PER_HOLDER (5) clones already gets 409 until one is deleted (DELETE /api/elevenlabs/voices/{voiceId}).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { holder, owned, provider } = await voiceCaller(call.req);
  if (!holder || !owned) throw unauthorized('cloneLoginRequired');
  if ((await owned.list()).length >= MAX_CLONES_PER_HOLDER) throw refuse(409, 'cloneLimitReached');
  const contentType = call.req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    throw badRequest('Request body must be multipart/form-data');

  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(call.req, voiceClone.maxBodyBytes);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw refuse(413, 'uploadTooLarge');
    throw error;
  }
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw badRequest('Request body is not a valid multipart form');
  }
  const audio = form.get('audio');
  if (!(audio instanceof File) || audio.size === 0) throw badRequest('audio: audio is required');
  const mimeType = normalizeAudioType(audio.type);
  if (!mimeType) throw refuse(415, 'unsupportedAudio');
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  const { name, description } = parseWith(fieldsSchema, {
    name: text('name'),
    description: text('description') || undefined,
  });

  const cloned = await providerCall(async () =>
    provider.cloneVoice({ audio: new Uint8Array(await audio.arrayBuffer()), mimeType, name, description }),
  );
  // The embedded engine has stored its profile already; an ElevenLabs clone is recorded as the holder's own here.
  if (cloned.engine === 'elevenlabs') {
    await owned.putExternal({
      voice_id: cloned.voice_id,
      name: cloned.name,
      description: description ?? '',
      engine: 'elevenlabs',
    });
  }
  return json({ voice_id: cloned.voice_id, name: cloned.name }, { headers: { 'X-Voice-Engine': cloned.engine } });
});

export const config: Config = {
  path: '/api/elevenlabs/voice-clone',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
