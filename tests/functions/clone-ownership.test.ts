import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sound, { VOICE_NOT_ALLOWED_MESSAGE } from '../../netlify/functions/voice-message.mts';
import preview from '../../netlify/functions/voice-preview.mts';
import tts from '../../netlify/functions/voice-text-to-speech.mts';
import { ownedVoiceStore } from '../../netlify/lib/owned-voices';
import { VOICE_NOT_FOUND_MESSAGE } from '../../netlify/lib/voice-calls';
import { importCardHolders, seedCardHolders } from '../../scripts/lib/cardholder-import';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';
import { cardCookie, DEMO_MOBILE, hashPinsCheaplyInThisFile } from '../support/card-holders';
import { startFakeHttp } from '../support/fake-http';

/**
 * An ElevenLabs clone made through the site is a plain provider id: anyone could send it. Only its owner may use it
 * in text to speech, preview and voice messages; everyone else is answered as if it did not exist (404), before any
 * provider call and without spending trial characters.
 */
setUpTestBlobs({ seed: false });
hashPinsCheaplyInThisFile();

const CLONE_ID = 'elCloneOfMeera01';
const OTHER_MOBILE = '9000000042';
const FAKE_MP3 = new Uint8Array([0xff, 0xf3, 0x44, 0xc4, 1, 2, 3, 4, 5, 6, 7, 8]);
let fake: Awaited<ReturnType<typeof startFakeHttp>>;
let owner = '';
let other = '';

beforeAll(async () => {
  fake = await startFakeHttp();
  fake.setRoute((_request, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(FAKE_MP3));
  process.env.ELEVENLABS_API_KEY = 'test-key';
  process.env.ELEVENLABS_BASE_URL = fake.base;
  await seedCardHolders();
  await importCardHolders(
    JSON.stringify([
      {
        mobileNumber: OTHER_MOBILE,
        securityPin: '4242',
        cardHolderName: 'Other Holder',
        accountNumber: 'T-42',
        rechargeAmount: 499,
        validity: 7,
      },
    ]),
    'json',
  );
  // What the voice-clone function records for an ElevenLabs clone.
  await ownedVoiceStore(DEMO_MOBILE).putExternal({
    voice_id: CLONE_ID,
    name: 'Meera',
    description: '',
    engine: 'elevenlabs',
  });
  owner = await cardCookie(freshIp());
  other = await cardCookie(freshIp(), OTHER_MOBILE, '4242');
});

afterAll(async () => {
  delete process.env.ELEVENLABS_API_KEY;
  delete process.env.ELEVENLABS_BASE_URL;
  await fake.stop();
});

const speak = (cookie?: string) =>
  callFunction(tts, '/api/elevenlabs/text-to-speech', {
    method: 'POST',
    body: { text: 'नमस्ते', voice_id: CLONE_ID },
    headers: cookie ? { cookie } : {},
    ip: freshIp(),
  });
const listen = (cookie?: string) =>
  callFunction(preview, `/api/elevenlabs/voice-preview/${CLONE_ID}`, {
    params: { voiceId: CLONE_ID },
    headers: cookie ? { cookie } : {},
    ip: freshIp(),
  });

describe('cloned ElevenLabs voices belong to their owner', () => {
  it('speaks for its owner', async () => {
    fake.reset();
    const response = await speak(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-voice-engine')).toBe('elevenlabs');
    expect(fake.received.map((request) => request.path)).toEqual([
      `/v1/text-to-speech/${CLONE_ID}?output_format=mp3_44100_128`,
    ]);
  });

  it('is "Voice not found" in text to speech and preview for another card holder and for anonymous callers', async () => {
    fake.reset();
    for (const cookie of [other, undefined]) {
      for (const response of [await speak(cookie), await listen(cookie)]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ success: false, error: VOICE_NOT_FOUND_MESSAGE });
        // No trial cookie: nothing was charged.
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    }
    expect(fake.received).toEqual([]);
  });

  it('is refused for voice messages of anyone but its owner', async () => {
    fake.reset();
    for (const cookie of [other, undefined]) {
      const response = await callFunction(sound, '/api/ai/sound-effects', {
        method: 'POST',
        body: { message: 'नमस्ते', voiceId: CLONE_ID },
        headers: cookie ? { cookie } : {},
        ip: freshIp(),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, error: VOICE_NOT_ALLOWED_MESSAGE });
    }
    expect(fake.received).toEqual([]);
    const mine = await callFunction(sound, '/api/ai/sound-effects', {
      method: 'POST',
      body: { message: 'नमस्ते', voiceId: CLONE_ID },
      headers: { cookie: owner },
      ip: freshIp(),
    });
    expect(mine.status).toBe(200);
  });
});
