import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import image from '../../netlify/functions/ai-image-generation.mts';
import status from '../../netlify/functions/cardholder-status.mts';
import { seedCardHolders } from '../../scripts/lib/cardholder-import';
import { FREE_TRIAL_LIMIT, IMAGE_TRIAL_CHARGE } from '../../src/domain/trial';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { cardCookie } from '../support/card-holders';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { failing, startFakeOpenAi } from '../support/fake-openai';

setUpTestBlobs({ seed: false });
hashCheaplyInThisFile();
beforeAll(() => seedCardHolders());

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.stop());
afterEach(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.OPENAI_IMAGE_MODEL;
});

const post = (body: unknown, { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {}) =>
  callFunction(image, '/api/ai/image-generation', { method: 'POST', body, ip, headers: cookie ? { cookie } : {} });
const answerWithImage = () =>
  fake.set((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: [{ b64_json: png }] }));
  });
const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');

describe('POST /api/ai/image-generation', () => {
  it('503 with a clear JSON error when no image provider is configured', async () => {
    const res = await post({ prompt: 'a tiger reading a book' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      code: 'noImageProvider',
      error: 'Image generation is not available: no image provider is configured.',
    });
  });

  it('asks the provider for base64 and answers a data: URL', async () => {
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = fake.url;
    fake.set((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: [{ b64_json: png }] }));
    });
    const res = await post({ prompt: '  a tiger reading a book ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, imageUrl: `data:image/png;base64,${png}` });
    expect(fake.received[0]?.path).toBe('/v1/images/generations');
    expect(fake.received[0]?.body).toMatchObject({
      model: 'dall-e-3',
      prompt: 'a tiger reading a book',
      n: 1,
      response_format: 'b64_json',
    });
  });

  it('gpt-image models get no response_format', async () => {
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = fake.url;
    process.env.OPENAI_IMAGE_MODEL = 'gpt-image-1';
    fake.set((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: [{ b64_json: png }] }));
    });
    await post({ prompt: 'a lamp' });
    expect(fake.received[0]?.body.response_format).toBeUndefined();
  });

  it('502 when the provider fails', async () => {
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = fake.url;
    fake.set(failing(500));
    const res = await post({ prompt: 'a lamp' });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      success: false,
      error: 'Image generation failed. Please try again later.',
    });
  });

  it('charges an anonymous browser’s trial per image: the third is refused with 403 and never reaches the provider', async () => {
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = fake.url;
    answerWithImage();
    const first = await post({ prompt: 'a lamp' });
    expect(first.status).toBe(200);
    const browser = { cookie: cookieFrom(first), ip: freshIp() };
    expect((await post({ prompt: 'a lamp' }, browser)).status).toBe(200);
    const third = await post({ prompt: 'a lamp' }, browser);
    expect(third.status).toBe(403);
    expect(await third.json()).toMatchObject({ blocked: true, charactersUsed: FREE_TRIAL_LIMIT, requiresCard: true });
    expect(fake.received).toHaveLength(FREE_TRIAL_LIMIT / IMAGE_TRIAL_CHARGE);
  });

  it('refunds the trial when the provider fails', async () => {
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = fake.url;
    const ip = freshIp();
    const browser = { cookie: cookieFrom(await callFunction(status, '/api/auth/status', { ip })), ip };
    fake.set(failing(500));
    expect((await post({ prompt: 'a lamp' }, browser)).status).toBe(502);
    answerWithImage();
    for (let i = 0; i < FREE_TRIAL_LIMIT / IMAGE_TRIAL_CHARGE; i++) {
      expect((await post({ prompt: 'a lamp' }, browser)).status).toBe(200);
    }
  });

  it('does not charge a signed-in card holder', async () => {
    process.env.OPENAI_API_KEY = 'sk-test';
    process.env.OPENAI_BASE_URL = fake.url;
    answerWithImage();
    const ip = freshIp();
    const cookie = await cardCookie(ip);
    for (let i = 0; i < 3; i++) expect((await post({ prompt: 'a lamp' }, { cookie, ip })).status).toBe(200);
  });

  it('400 for an empty prompt, 405 for GET', async () => {
    const res = await post({ prompt: '   ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: 'prompt: prompt must not be empty' });
    expect((await callFunction(image, '/api/ai/image-generation')).status).toBe(405);
  });
});
