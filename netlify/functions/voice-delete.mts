import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { voiceIdSchema } from '../../src/domain/voice-schemas';
import { parseWith } from '../lib/http/body';
import { notFound, unauthorized } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { providerCall, voiceCaller } from '../lib/voice/calls';

/**
 * DELETE /api/elevenlabs/voices/{voiceId} -> {success: true}: a card holder deletes one of their own cloned voices
 * (an ElevenLabs clone at ElevenLabs first, so a failure there deletes nothing). 401 without a card session; 404 for
 * any voice that is not the caller's own.
 */
export default handler({ methods: ['DELETE'], logPath: '/api/elevenlabs/voices/:voiceId' }, async (call) => {
  const { voiceId } = parseWith(z.object({ voiceId: voiceIdSchema }), { voiceId: call.context.params?.voiceId ?? '' });
  const { holder, owned, provider } = await voiceCaller(call.req);
  if (!holder || !owned) throw unauthorized('cloneLoginRequired');
  const voice = await owned.find(voiceId);
  if (!voice) throw notFound('voiceNotFound');
  if (voice.engine === 'elevenlabs') await providerCall(() => provider.deleteVoice(voiceId));
  await owned.remove(voiceId);
  return json({ success: true });
});

export const config: Config = {
  // A literal: Netlify reads this config statically.
  path: '/api/elevenlabs/voices/:voiceId',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
