import type { Config } from '@netlify/functions';
import { SPEECH_JOB_HEADER, SPEECH_PARTS_HEADER, textToSpeechPart } from '../../src/api/voice';
import { splitSpeech } from '../../src/domain/speech-parts';
import { chargeFor } from '../../src/domain/trial';
import { readJson } from '../lib/http/body';
import { badRequest, refuse } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { assertMayUseVoice, audioResponse, providerCall, TTS_BODY_LIMIT, voiceCaller } from '../lib/voice/calls';
import { checkSpeechJob, type SpeechJob, signSpeechJob } from '../lib/voice/speech-job';
import { chargedToTrial } from '../lib/voice/trial-store';

/**
 * POST /api/elevenlabs/text-to-speech/part {text, voice_id, model_id?, index, job?} -> audio/mpeg of one part of the
 * text (the contract in src/api/voice.ts says how parts and job tokens work). Each part is one short synthesis, so
 * no request comes near a function's time or response limits, whatever the text's length.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const {
    text,
    voice_id: voiceId,
    model_id: modelId,
    index,
    job,
  } = await readJson(call.req, textToSpeechPart.request, TTS_BODY_LIMIT);
  const parts = splitSpeech(text);
  const part = parts[index];
  if (part === undefined) throw badRequest(`index: must be below ${parts.length}, the number of parts`);
  const caller = await voiceCaller(call.req);
  await assertMayUseVoice(caller, voiceId);
  const spoken: SpeechJob = { holder: caller.holder?.mobileNumber ?? null, voiceId, modelId, text };
  const speak = async (headers: Record<string, string>) =>
    audioResponse(await providerCall(() => caller.provider.synthesize({ text: part, voiceId, modelId })), {
      [SPEECH_PARTS_HEADER]: String(parts.length),
      ...headers,
    });

  if (index > 0) {
    if (!job) throw badRequest('job: job is required after the first part');
    const check = await checkSpeechJob(job, spoken);
    if (check === 'expired') throw refuse(403, 'speechJobExpired');
    if (check !== 'valid') throw refuse(403, 'speechJobInvalid');
    return speak({});
  }
  const token: Record<string, string> = parts.length > 1 ? { [SPEECH_JOB_HEADER]: await signSpeechJob(spoken) } : {};
  if (caller.holder) return speak(token);
  return chargedToTrial(call, chargeFor(text), (charactersUsed) =>
    speak({ ...token, 'X-Characters-Used': String(charactersUsed) }),
  );
});

export const config: Config = {
  path: '/api/elevenlabs/text-to-speech/part',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
