import type { Config } from '@netlify/functions';
import { voiceMessage } from '../../src/api/assistant';
import { voiceIdForPersona } from '../../src/domain/chat';
import { spokenText, voiceForText } from '../lib/assistant/speech';
import { readJson } from '../lib/body';
import { badRequest, errorResponse, notFound } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { logError } from '../lib/log';
import { getVoiceProvider, isClientError } from '../lib/voice';

const SPEECH_FAILED_MESSAGE = 'Could not make the voice message. Please try again later.';

/**
 * POST /api/ai/sound-effects {message, personality, tool, voiceId, language} -> {success, audioUrl, engine}:
 * Play Voice Message. The voice provider (ElevenLabs with a key, else the embedded engine) speaks the message in
 * the persona's voice; the page plays audioUrl, a data:audio/mpeg URL.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const request = await readJson(call.req, voiceMessage.request, 96 * 1024);
  const text = spokenText(request.message);
  if (!text) throw badRequest('message: there is nothing to speak in this message');
  const voiceId = voiceForText(request.voiceId || voiceIdForPersona(request.personality), text);
  try {
    const result = await getVoiceProvider().synthesize({ text, voiceId });
    const audioUrl = `data:${result.contentType};base64,${Buffer.from(result.audio).toString('base64')}`;
    return json({ success: true, audioUrl, engine: result.engine });
  } catch (error) {
    if (isClientError(error)) {
      throw error.kind === 'voice_not_found' ? notFound(error.message) : badRequest(error.message);
    }
    logError(call.url.pathname, error);
    return errorResponse(502, SPEECH_FAILED_MESSAGE);
  }
});

export const config: Config = {
  path: '/api/ai/sound-effects',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
