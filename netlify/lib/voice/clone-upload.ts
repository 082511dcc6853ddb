import { z } from 'zod';
import { voiceClone } from '../../../src/api/voice';
import { normalizeAudioType } from '../../../src/domain/audio-upload';
import { isStorableText } from '../../../src/domain/stored-text';
import { parseWith, readBodyBytes } from '../http/body';
import { badRequest, HttpError, refuse } from '../http/errors';

const STORABLE_MESSAGE = 'must not contain control or text-direction characters';
const fieldsSchema = z.object({
  name: z.string().trim().min(1).max(100).refine(isStorableText, STORABLE_MESSAGE),
  description: z.string().trim().max(500).refine(isStorableText, STORABLE_MESSAGE).optional(),
});

export interface CloneUpload {
  audio: Uint8Array;
  mimeType: string;
  name: string;
  description: string | undefined;
}

/**
 * The voice-clone form as sent (multipart {audio, name, description}): audio types only (WAV, MP3, WebM, Ogg, MP4),
 * the whole body at most voiceClone.maxBodyBytes, refused with 413 by its Content-Length before reading and by the
 * bytes actually read; the name and description as text that can be stored and shown.
 */
export async function readCloneUpload(req: Request): Promise<CloneUpload> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('Request body must be multipart/form-data');
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(req, voiceClone.maxBodyBytes);
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
  return { audio: new Uint8Array(await audio.arrayBuffer()), mimeType, name, description };
}
