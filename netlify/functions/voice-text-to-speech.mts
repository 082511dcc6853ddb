import type { Config } from '@netlify/functions';
import { textToSpeech } from '../../src/api/voice';
import { chargeFor } from '../../src/domain/trial';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { assertMayUseVoice, audioResponse, providerCall, TTS_BODY_LIMIT, voiceCaller } from '../lib/voice/calls';
import { chargedToTrial } from '../lib/voice/trial-store';

/**
 * POST /api/elevenlabs/text-to-speech {text, voice_id, model_id?} -> audio/mpeg (X-Voice-Engine: embedded|elevenlabs).
 * Card holders: up to 50 000 characters a request. Anonymous browsers: the free trial, reserved before synthesis
 * and refunded on failure; 403 {blocked, charactersUsed, requiresCard} when it is used up or the text does not fit.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { text, voice_id: voiceId, model_id: modelId } = await readJson(call.req, textToSpeech.request, TTS_BODY_LIMIT);
  const caller = await voiceCaller(call.req);
  await assertMayUseVoice(caller, voiceId);
  const synthesize = () => providerCall(() => caller.provider.synthesize({ text, voiceId, modelId }));
  if (caller.holder) return audioResponse(await synthesize());
  return chargedToTrial(call, chargeFor(text), async (charactersUsed) =>
    audioResponse(await synthesize(), { 'X-Characters-Used': String(charactersUsed) }),
  );
});

export const config: Config = {
  path: '/api/elevenlabs/text-to-speech',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
