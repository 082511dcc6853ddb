import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import status from '../../netlify/functions/cardholder-status.mts';
import voices from '../../netlify/functions/voice-list.mts';
import sound from '../../netlify/functions/voice-message.mts';
import tts from '../../netlify/functions/voice-text-to-speech.mts';
import { addToCounter } from '../../netlify/lib/storage/exact-counter';
import { store } from '../../netlify/lib/storage/stores';
import { ELEVENLABS_DEFAULT_MODEL, ELEVENLABS_VOICE_SETTINGS } from '../../netlify/lib/voice/elevenlabs';
import { ipTrialKey } from '../../netlify/lib/voice/trial-store';
import { seedCardHolders } from '../../scripts/lib/cardholder-import';
import { FREE_TRIAL_LIMIT, IP_TRIAL_LIMIT, IP_TRIAL_WINDOW_SECONDS } from '../../src/domain/trial';
import { decodeMp3, rms } from '../support/audio';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { cardCookie } from '../support/card-holders';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { sendJson, startFakeHttp } from '../support/fake-http';

setUpTestBlobs({ seed: false });
hashCheaplyInThisFile();
beforeAll(() => seedCardHolders());
afterEach(() => {
  vi.useRealTimers();
});

const PATH = '/api/elevenlabs/text-to-speech';
const VOICE = 'espeak-hi-f3';
const speak = (body: unknown, { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {}) =>
  callFunction(tts, PATH, { method: 'POST', body, ip, headers: cookie ? { cookie } : {} });

/** A new anonymous browser: its trial cookie from the status call. */
async function newBrowser(ip = freshIp()) {
  const response = await callFunction(status, '/api/auth/status', { ip });
  return { cookie: cookieFrom(response), ip };
}

async function usage(browser: { cookie: string; ip: string }) {
  const response = await callFunction(status, '/api/auth/status', {
    ip: browser.ip,
    headers: { cookie: browser.cookie },
  });
  return (await response.json()).session as { charactersUsed: number; freeTrialUsed: boolean };
}

const text = (length: number) =>
  'नमस्ते दोस्तों '
    .repeat(Math.ceil(length / 15))
    .slice(0, length)
    .padEnd(length, 'a');

describe('POST /api/elevenlabs/text-to-speech, free trial', () => {
  it('speaks with the embedded engine and counts the characters', async () => {
    const browser = await newBrowser();
    const response = await speak({ text: text(120), voice_id: VOICE, model_id: 'eleven_turbo_v2_5' }, browser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('x-voice-engine')).toBe('embedded');
    expect(response.headers.get('x-characters-used')).toBe('120');
    const audio = await decodeMp3(new Uint8Array(await response.arrayBuffer()));
    expect(audio.seconds).toBeGreaterThan(2);
    expect(rms(audio.samples)).toBeGreaterThan(0.01);
    expect(await usage(browser)).toEqual({ charactersUsed: 120, freeTrialUsed: false });
  });

  it('refuses a text longer than what is left with 403 blocked:false, then 403 blocked:true once used up', async () => {
    const browser = await newBrowser();
    expect((await speak({ text: text(450), voice_id: VOICE }, browser)).status).toBe(200);
    const over = await speak({ text: text(51), voice_id: VOICE }, browser);
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ blocked: false, charactersUsed: 450, requiresCard: true });
    expect((await speak({ text: text(50), voice_id: VOICE }, browser)).status).toBe(200);
    expect(await usage(browser)).toEqual({ charactersUsed: 500, freeTrialUsed: true });
    const blocked = await speak({ text: 'a', voice_id: VOICE }, browser);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ blocked: true, charactersUsed: 500, requiresCard: true });
  });

  it('is one budget across the tools: what text to speech spent, Play Voice Message cannot spend again', async () => {
    const browser = await newBrowser();
    const playOwnText = (message: string) =>
      callFunction(sound, '/api/ai/sound-effects', {
        method: 'POST',
        body: { message, tool: 'sound-effect' },
        ip: browser.ip,
        headers: { cookie: browser.cookie },
      });
    expect((await speak({ text: text(450), voice_id: VOICE }, browser)).status).toBe(200);
    const over = await playOwnText('b'.repeat(51));
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ blocked: false, charactersUsed: 450, requiresCard: true });
    expect((await playOwnText('b'.repeat(50))).status).toBe(200);
    expect(await usage(browser)).toEqual({ charactersUsed: 500, freeTrialUsed: true });
    const blocked = await speak({ text: 'a', voice_id: VOICE }, browser);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ blocked: true, charactersUsed: 500 });
  });

  it('cannot be overspent by parallel requests: 10 × 100 characters from one browser, exactly 5 succeed', async () => {
    const browser = await newBrowser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => speak({ text: text(100), voice_id: VOICE }, browser)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(await usage(browser)).toEqual({ charactersUsed: 500, freeTrialUsed: true });
  });

  it('counts per IP too, per day: browsers behind one IP share 5,000 characters a day, then the IP has them again', async () => {
    const ip = freshIp();
    // Other browsers behind this address (a school lab) have used 4,800 of today's 5,000.
    await addToCounter(store('trial'), ipTrialKey(ip), IP_TRIAL_LIMIT - 200);
    const browser = await newBrowser(ip);
    expect((await usage(browser)).charactersUsed).toBe(FREE_TRIAL_LIMIT - 200);
    const refused = await speak({ text: text(201), voice_id: VOICE }, browser);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ blocked: false, charactersUsed: 300 });
    expect((await speak({ text: text(200), voice_id: VOICE }, browser)).status).toBe(200);
    // A cookie-less client (curl) is held by the IP's count as well.
    const curl = await speak({ text: 'a', voice_id: VOICE }, { ip });
    expect(curl.status).toBe(403);
    expect(await curl.json()).toMatchObject({ blocked: true, charactersUsed: 500 });

    // A day later the address has its 5,000 again; the browser keeps its own 200 used.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + IP_TRIAL_WINDOW_SECONDS * 1000 });
    expect((await usage(browser)).charactersUsed).toBe(200);
    const next = await newBrowser(ip);
    expect((await speak({ text: text(FREE_TRIAL_LIMIT), voice_id: VOICE }, next)).status).toBe(200);
  });

  it('refunds the characters when synthesis fails (unknown voice -> 404)', async () => {
    const browser = await newBrowser();
    const response = await speak({ text: text(100), voice_id: 'no-such-voice' }, browser);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, error: 'Unknown voice: no-such-voice' });
    expect((await usage(browser)).charactersUsed).toBe(0);
  });

  it.each([
    [{ voice_id: VOICE }, 'text: text is required'],
    [{ text: '   ', voice_id: VOICE }, 'text: must not be empty'],
    [{ text: 'hello' }, 'voice_id: voice_id is required'],
    [{ text: 'hello', voice_id: '../etc' }, 'voice_id: must be a voice id'],
    [
      { text: 'hello', voice_id: VOICE, model_id: 'a b' },
      'model_id: must be one of eleven_turbo_v2_5, eleven_flash_v2_5',
    ],
    [
      { text: 'hello', voice_id: VOICE, model_id: 'eleven_multilingual_v2' },
      'model_id: must be one of eleven_turbo_v2_5, eleven_flash_v2_5',
    ],
  ])('answers bad input %j with 400 and charges nothing', async (body, error) => {
    const browser = await newBrowser();
    const response = await speak(body, browser);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error });
    expect((await usage(browser)).charactersUsed).toBe(0);
  });
});

describe('POST /api/elevenlabs/text-to-speech, card holders', () => {
  it('speaks texts beyond the trial (2 000 characters)', async () => {
    const cookie = await cardCookie(freshIp());
    const response = await speak(
      { text: 'Hello from the institute. '.repeat(80), voice_id: 'espeak-en-m3' },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-characters-used')).toBeNull();
    expect((await decodeMp3(new Uint8Array(await response.arrayBuffer()))).seconds).toBeGreaterThan(60);
  });

  it('refuses more than 50 000 characters with 400, and a body over 256 KB with 413', async () => {
    const cookie = await cardCookie(freshIp());
    const tooLong = await speak({ text: 'a'.repeat(50_001), voice_id: VOICE }, { cookie });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ success: false, error: 'text: must be at most 50000 characters' });
    const huge = await speak({ text: 'a'.repeat(300_000), voice_id: VOICE }, { cookie });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false, error: 'Request body must be at most 256 KB' });
  });
});

describe('with ElevenLabs configured (fake server on 127.0.0.1)', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttp>>;
  const FAKE_MP3 = Buffer.from([0xff, 0xf3, 0x44, 0xc4, 1, 2, 3, 4, 5, 6, 7, 8]);

  beforeAll(async () => {
    fake = await startFakeHttp();
    process.env.ELEVENLABS_API_KEY = 'fake-key-42';
    process.env.ELEVENLABS_BASE_URL = fake.base;
  });
  afterAll(async () => {
    delete process.env.ELEVENLABS_API_KEY;
    delete process.env.ELEVENLABS_BASE_URL;
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  it('sends POST /v1/text-to-speech/{voice_id} with the key, the turbo model and the text', async () => {
    fake.setRoute((_request, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(FAKE_MP3));
    const browser = await newBrowser();
    const response = await speak({ text: 'Hello there', voice_id: '21m00Tcm4TlvDq8ikWAM' }, browser);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-voice-engine')).toBe('elevenlabs');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FAKE_MP3);
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM?output_format=mp3_44100_128');
    expect(request?.headers['xi-api-key']).toBe('fake-key-42');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({
      text: 'Hello there',
      model_id: ELEVENLABS_DEFAULT_MODEL,
      voice_settings: ELEVENLABS_VOICE_SETTINGS,
    });
    expect((await usage(browser)).charactersUsed).toBe(11);
  });

  it('falls back to the embedded engine when ElevenLabs fails, and says so', async () => {
    fake.setRoute((_request, response) =>
      sendJson(response, 401, { detail: { status: 'quota_exceeded', message: 'quota' } }),
    );
    const response = await speak({ text: 'Hello there', voice_id: '21m00Tcm4TlvDq8ikWAM' }, await newBrowser());
    expect(response.status).toBe(200);
    expect(response.headers.get('x-voice-engine')).toBe('embedded');
  });

  it('lists voices with GET /v2/voices: Hindi names, cloned voices hidden', async () => {
    fake.setRoute((_request, response) =>
      sendJson(response, 200, {
        voices: [
          { voice_id: 'v1', name: 'Rachel', category: 'premade', description: 'calm' },
          { voice_id: 'v2', name: 'My clone', category: 'cloned', description: '' },
          { voice_id: 'v3', name: 'Narrator', category: 'generated', description: 'cloned from a podcast' },
          { voice_id: 'v4', name: 'Brian - deep', category: 'premade', description: null },
        ],
        has_more: false,
      }),
    );
    const response = await callFunction(voices, '/api/elevenlabs/voices');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      voices: [
        { voice_id: 'v1', name: 'राधा', category: 'premade', description: 'calm' },
        { voice_id: 'v4', name: 'भरत', category: 'premade', description: '' },
      ],
    });
    const [request] = fake.received;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v2/voices?page_size=100');
    expect(request?.headers['xi-api-key']).toBe('fake-key-42');
  });
});

describe('GET /api/elevenlabs/voices without a key', () => {
  it('lists the embedded voices with Hindi names', async () => {
    const body = await (await callFunction(voices, '/api/elevenlabs/voices')).json();
    expect(body.voices.length).toBeGreaterThanOrEqual(8);
    for (const voice of body.voices) {
      expect(Object.keys(voice).sort()).toEqual(['category', 'description', 'gender', 'language', 'name', 'voice_id']);
      expect(voice.name).toMatch(/[\u0900-\u097F]/);
    }
  });
});
