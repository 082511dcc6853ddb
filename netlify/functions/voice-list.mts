import type { Config } from '@netlify/functions';
import { displayVoice } from '../../src/domain/voice-names';
import type { ListedVoice } from '../../src/domain/voice-schemas';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { voiceCaller } from '../lib/voice/calls';
import { listedOwnVoice } from '../lib/voice/owned-voices';

/**
 * GET /api/elevenlabs/voices -> {voices: [{voice_id, name, category, description}]}: the provider's voices with
 * Hindi display names and cloned ones hidden, then the caller's own voices, marked `own`.
 */
export default handler({ methods: ['GET'] }, async (call) => {
  const { provider, owned } = await voiceCaller(call.req);
  const [shared, own] = await Promise.all([provider.listVoices(), owned ? owned.list() : []]);
  const voices: ListedVoice[] = [
    ...shared.map((voice) => ({ ...voice, name: displayVoice(voice) })),
    ...own.map(listedOwnVoice),
  ];
  return json({ voices });
});

export const config: Config = {
  path: '/api/elevenlabs/voices',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
