import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import voiceClone from '../../netlify/functions/voice-clone.mts';

import voiceDelete from '../../netlify/functions/voice-delete.mts';
import voiceList from '../../netlify/functions/voice-list.mts';
import sound from '../../netlify/functions/voice-message.mts';
import preview from '../../netlify/functions/voice-preview.mts';
import tts from '../../netlify/functions/voice-text-to-speech.mts';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';
import { ownedVoiceStore } from '../../netlify/lib/voice/owned-voices';

import { importCardHolders, seedCardHolders } from '../../scripts/lib/cardholder-import';
import { MAX_CLONES_PER_HOLDER } from '../../src/domain/voice';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';
import { cardCookie, DEMO_MOBILE, wavSample } from '../support/card-holders';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { startFakeHttp } from '../support/fake-http';

/**
 * An ElevenLabs clone made through the site is a plain provider id: anyone could send it. Only its owner may use it
 * in text to speech, preview and voice messages; everyone else is answered as if it did not exist (404), before any
 * provider call and without spending trial characters.
 */
setUpTestBlobs({ seed: false });
hashCheaplyInThisFile();

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
        expect(await response.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.en.voiceNotFound });
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
      expect(await response.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.en.voiceNotAllowed });
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

const remove = (voiceId: string, cookie?: string) =>
  callFunction(voiceDelete, `/api/elevenlabs/voices/${voiceId}`, {
    method: 'DELETE',
    params: { voiceId },
    headers: cookie ? { cookie } : {},
    ip: freshIp(),
  });
const ownVoiceIds = async (cookie: string) => {
  const response = await callFunction(voiceList, '/api/elevenlabs/voices', { headers: { cookie }, ip: freshIp() });
  const { voices } = (await response.json()) as { voices: { voice_id: string; own?: boolean }[] };
  return voices.filter((voice) => voice.own).map((voice) => voice.voice_id);
};

describe('deleting a cloned voice', () => {
  it('is 401 without a card session and 404 for anyone else’s voice, deleting nothing', async () => {
    fake.reset();
    expect((await remove(CLONE_ID)).status).toBe(401);
    const stranger = await remove(CLONE_ID, other);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.en.voiceNotFound });
    expect(fake.received).toEqual([]);
    expect(await ownVoiceIds(owner)).toContain(CLONE_ID);
  });

  it('deletes the owner’s ElevenLabs clone there and here; the id stays refused to others', async () => {
    fake.reset();
    fake.setRoute((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const response = await remove(CLONE_ID, owner);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(fake.received.map((request) => [request.method, request.path])).toEqual([
      ['DELETE', `/v1/voices/${CLONE_ID}`],
    ]);
    expect(await ownVoiceIds(owner)).not.toContain(CLONE_ID);
    expect((await remove(CLONE_ID, owner)).status).toBe(404);
    expect((await speak(other)).status).toBe(404);
  });
});

describe('the number of clones per card holder', () => {
  it(`is capped at ${MAX_CLONES_PER_HOLDER}: the next clone is 409 with the cap in the caller’s language, until one is deleted`, async () => {
    delete process.env.ELEVENLABS_API_KEY;
    const clone = (cookie: string, language = 'en') => {
      const form = new FormData();
      form.set('audio', new Blob([wavSample() as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'sample.wav');
      form.set('name', 'Mine');
      const request = new Request('http://localhost/api/elevenlabs/voice-clone', {
        method: 'POST',
        body: form,
        headers: { cookie, 'accept-language': language },
      });
      return voiceClone(request, { ip: freshIp(), params: {}, requestId: 'test' } as unknown as Context);
    };
    try {
      for (let i = (await ownVoiceIds(other)).length; i < MAX_CLONES_PER_HOLDER; i++) {
        expect((await clone(other)).status).toBe(200);
      }
      const refused = await clone(other);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.en.cloneLimitReached });
      expect(SERVER_MESSAGES.en.cloneLimitReached).toContain(String(MAX_CLONES_PER_HOLDER));
      const inHindi = await clone(other, 'hi');
      expect(inHindi.status).toBe(409);
      expect(await inHindi.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.hi.cloneLimitReached });
      expect(SERVER_MESSAGES.hi.cloneLimitReached).toContain(String(MAX_CLONES_PER_HOLDER));
      const [first = ''] = await ownVoiceIds(other);
      expect((await remove(first, other)).status).toBe(200);
      expect((await clone(other)).status).toBe(200);
      expect(await ownVoiceIds(other)).toHaveLength(MAX_CLONES_PER_HOLDER);
    } finally {
      process.env.ELEVENLABS_API_KEY = 'test-key';
    }
  });
});
