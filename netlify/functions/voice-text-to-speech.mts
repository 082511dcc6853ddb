import type { Config } from '@netlify/functions';
import { textToSpeech } from '../../src/api/voice';
import { chargeFor } from '../../src/domain/trial';
import { readJson } from '../lib/body';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { refundTrial, reserveTrial, trialSubject } from '../lib/trial-store';
import { audioResponse, providerCall, voiceCaller } from '../lib/voice-calls';

/** 50 000 characters of Devanagari are about 150 KB of UTF-8; anything past this is refused with 413. */
export const TTS_BODY_LIMIT = 256 * 1024;

export const TRIAL_BLOCKED_MESSAGE = 'Your free trial of 500 characters is used up. Log in with your card to continue.';
export const TRIAL_EXCEEDED_MESSAGE = 'This text is longer than what is left of your free trial.';

/**
 * POST /api/elevenlabs/text-to-speech {text, voice_id, model_id?} -> audio/mpeg (X-Voice-Engine: embedded|elevenlabs).
 * Card holders: up to 50 000 characters a request. Anonymous browsers: the free trial, reserved before synthesis
 * and refunded on failure; 403 {blocked, charactersUsed, requiresCard} when it is used up or the text does not fit.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { text, voice_id: voiceId, model_id: modelId } = await readJson(call.req, textToSpeech.request, TTS_BODY_LIMIT);
  const { holder, provider } = await voiceCaller(call.req);
  const synthesize = () => providerCall(() => provider.synthesize({ text, voiceId, modelId }));
  if (holder) return audioResponse(await synthesize());

  const subject = await trialSubject(call.req, call.ip);
  const cookie: Record<string, string> = subject.cookie ? { 'Set-Cookie': subject.cookie } : {};
  const characters = chargeFor(text);
  const reservation = await reserveTrial(subject, characters);
  if (!reservation.ok) {
    const { blocked, charactersUsed } = reservation;
    return json(
      {
        success: false,
        error: blocked ? TRIAL_BLOCKED_MESSAGE : TRIAL_EXCEEDED_MESSAGE,
        blocked,
        charactersUsed,
        requiresCard: true,
      },
      { status: 403, headers: cookie },
    );
  }
  try {
    const result = await synthesize();
    return audioResponse(result, { ...cookie, 'X-Characters-Used': String(reservation.charactersUsed) });
  } catch (error) {
    await refundTrial(subject, characters);
    throw error;
  }
});

export const config: Config = {
  path: '/api/elevenlabs/text-to-speech',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
