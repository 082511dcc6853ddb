import type { Config } from '@netlify/functions';
import { voiceMessage } from '../../src/api/assistant';
import { PERSONA_VOICE_IDS, voiceIdForPersona } from '../../src/domain/chat-voices';
import { chargeFor } from '../../src/domain/trial';
import { spokenText, voiceForText } from '../lib/assistant/speech';
import { readJson } from '../lib/http/body';
import { badRequest, HttpError, refusalResponse, refuse } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { logError } from '../lib/log';
import { assertMessageVoice, providerCall, voiceCaller } from '../lib/voice/calls';
import { checkReplyToken } from '../lib/voice/reply-token';
import { chargedToTrial } from '../lib/voice/trial-store';

const personaVoices = new Set<string>(Object.values(PERSONA_VOICE_IDS));

/**
 * POST /api/ai/sound-effects {message, personality, tool, voiceId, language, replyToken?} -> {success, audioUrl,
 * engine}. Play Voice Message sends the reply's replyToken and hears that reply for free; any other text (the
 * sound-effect tool) is the caller's own: card holders are served, anonymous browsers pay from the free trial
 * (403 {blocked, charactersUsed, requiresCard} when it does not fit). The voice is a persona voice, or a voice the
 * signed-in card holder owns. The page plays audioUrl, a data:audio/mpeg URL.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const request = await readJson(call.req, voiceMessage.request, 96 * 1024);
  const text = spokenText(request.message);
  if (!text) throw badRequest('message: there is nothing to speak in this message');

  const caller = await voiceCaller(call.req);
  const chosen = request.voiceId || voiceIdForPersona(request.personality);
  await assertMessageVoice(caller, chosen, personaVoices);
  const voiceId = voiceForText(chosen, text);

  if (request.replyToken !== undefined) {
    const check = await checkReplyToken(request.replyToken, request.message, request.personality);
    if (check === 'invalid') throw refuse(403, 'replyTokenInvalid');
    if (check === 'expired') throw refuse(403, 'replyTokenExpired');
  }
  const speak = async () => {
    const result = await providerCall(() => caller.provider.synthesize({ text, voiceId }));
    const audioUrl = `data:${result.contentType};base64,${Buffer.from(result.audio).toString('base64')}`;
    return json({ success: true, audioUrl, engine: result.engine });
  };
  try {
    if (request.replyToken !== undefined || caller.holder) return await speak();
    // chargedToTrial refunds the characters when speak throws: a failed synthesis is not paid for.
    return await chargedToTrial(call, chargeFor(text), speak);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logError(call.url.pathname, error);
    return refusalResponse(502, { code: 'speechFailed' }, call.locale);
  }
});

export const config: Config = {
  path: '/api/ai/sound-effects',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
