import type { Config } from '@netlify/functions';
import { MAX_CLONES_PER_HOLDER } from '../../src/domain/voice';
import { refuse, unauthorized } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { providerCall, voiceCaller } from '../lib/voice/calls';
import { readCloneUpload } from '../lib/voice/clone-upload';

/**
 * POST /api/elevenlabs/voice-clone, multipart {audio, name, description} -> {voice_id, name}. Card holders only.
 * The upload's checks are voice/clone-upload.ts (audio types only, at most 4 MB). The voice is stored as the
 * holder's own at once. A holder who keeps MAX_CLONES_PER_HOLDER (5) clones already gets 409 until one is deleted
 * (DELETE /api/elevenlabs/voices/{voiceId}).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { holder, owned, provider } = await voiceCaller(call.req);
  if (!holder || !owned) throw unauthorized('cloneLoginRequired');
  if ((await owned.list()).length >= MAX_CLONES_PER_HOLDER) throw refuse(409, 'cloneLimitReached');
  const { audio, mimeType, name, description } = await readCloneUpload(call.req);

  const cloned = await providerCall(async () => provider.cloneVoice({ audio, mimeType, name, description }));
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
