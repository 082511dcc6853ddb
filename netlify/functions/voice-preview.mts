import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { voiceIdSchema } from '../../src/domain/voice-schemas';
import { parseWith } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { assertMayUseVoice, audioResponse, providerCall, voiceCaller } from '../lib/voice/calls';

/** GET /api/elevenlabs/voice-preview/{voiceId} -> audio/mpeg sample of the voice (own profiles for their owner only). */
export default handler({ methods: ['GET'], logPath: '/api/elevenlabs/voice-preview/:voiceId' }, async (call) => {
  const { voiceId } = parseWith(z.object({ voiceId: voiceIdSchema }), { voiceId: call.context.params?.voiceId ?? '' });
  const caller = await voiceCaller(call.req);
  await assertMayUseVoice(caller, voiceId);
  return audioResponse(await providerCall(() => caller.provider.preview(voiceId)));
});

export const config: Config = {
  // A literal: Netlify reads this config statically.
  path: '/api/elevenlabs/voice-preview/:voiceId',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
