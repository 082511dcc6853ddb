import type { Config } from '@netlify/functions';
import { findTongueTwister } from '../lib/games/tongue-twisters';
import { notFound, refusalResponse } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { logError } from '../lib/log';
import { getVoiceProvider } from '../lib/voice';
import { defaultEmbeddedVoice } from '../lib/voice/embedded-voices';

const PATH = '/api/games/model-reading/:id';

/**
 * GET /api/games/model-reading/:id -> audio/mpeg: the model reading of one tongue twister of /games, spoken by the
 * embedded voice of its language. Only the fixed texts of content/data/tongue-twisters.json can be read (no free
 * text), and the same id always gives the same audio, so browsers and the CDN may keep it for a day.
 */
export default handler({ methods: ['GET'], logPath: PATH, cacheControl: 'public, max-age=86400' }, async (call) => {
  const id = call.context.params?.id ?? '';
  const twister = findTongueTwister(id);
  if (!twister) throw notFound('noTwister');
  try {
    const voiceId = defaultEmbeddedVoice(twister.lang).voice_id;
    const result = await getVoiceProvider().synthesize({ text: twister.text, voiceId });
    // slice(): a copy typed as backed by an ArrayBuffer, which BodyInit requires.
    return new Response(result.audio.slice(), {
      headers: {
        'Content-Type': result.contentType,
        'Content-Length': String(result.audio.byteLength),
        'X-Voice-Engine': result.engine,
      },
    });
  } catch (error) {
    logError(PATH, error);
    return refusalResponse(502, { code: 'readingFailed' }, call.locale);
  }
});

export const config: Config = {
  path: '/api/games/model-reading/:id',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
