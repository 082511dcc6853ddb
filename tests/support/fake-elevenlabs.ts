import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeHttp } from './fake-http';

export const FAKE_ELEVENLABS_KEY = 'fake-key-42';

/**
 * For the enclosing describe block: a fake ElevenLabs on 127.0.0.1 that the voice functions call (ELEVENLABS_API_KEY
 * and ELEVENLABS_BASE_URL point at it during the block), with its routes and requests reset before each test.
 * Returns a getter for the running fake.
 */
export function withFakeElevenLabs() {
  let fake: Awaited<ReturnType<typeof startFakeHttp>> | undefined;
  beforeAll(async () => {
    fake = await startFakeHttp();
    process.env.ELEVENLABS_API_KEY = FAKE_ELEVENLABS_KEY;
    process.env.ELEVENLABS_BASE_URL = fake.base;
  });
  afterAll(async () => {
    delete process.env.ELEVENLABS_API_KEY;
    delete process.env.ELEVENLABS_BASE_URL;
    await fake?.stop();
  });
  beforeEach(() => fake?.reset());
  return () => {
    if (!fake) throw new Error('the fake ElevenLabs starts in beforeAll');
    return fake;
  };
}
