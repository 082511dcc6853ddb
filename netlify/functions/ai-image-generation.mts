import type { Config } from '@netlify/functions';
import { imageGeneration } from '../../src/api/assistant';
import { IMAGE_TRIAL_CHARGE } from '../../src/domain/trial';
import { generateImage, openAiConfig } from '../lib/assistant/openai';
import { currentCardHolder } from '../lib/cardholders/records';
import { readJson } from '../lib/http/body';
import { refusalResponse } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { logError } from '../lib/log';
import { chargedToTrial } from '../lib/voice/trial-store';

/**
 * POST /api/ai/image-generation {prompt} -> {success, imageUrl} (a data: URL); 503 with no provider configured.
 * The provider is paid per image: a card holder's images are free; an anonymous browser's image costs
 * IMAGE_TRIAL_CHARGE characters of its free trial (refunded when generation fails; 403 like text to speech when
 * they do not fit).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { prompt } = await readJson(call.req, imageGeneration.request);
  const config = openAiConfig();
  if (!config) return refusalResponse(503, { code: 'noImageProvider' }, call.locale);
  const generate = async () => json({ success: true, imageUrl: await generateImage(config, prompt) });
  try {
    if (await currentCardHolder(call.req)) return await generate();
    return await chargedToTrial(call, IMAGE_TRIAL_CHARGE, generate);
  } catch (error) {
    logError(call.url.pathname, error);
    return refusalResponse(502, { code: 'imageFailed' }, call.locale);
  }
});

export const config: Config = {
  path: '/api/ai/image-generation',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
