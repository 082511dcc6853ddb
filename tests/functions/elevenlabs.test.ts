import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ELEVENLABS_DEFAULT_MODEL,
  ELEVENLABS_VOICE_SETTINGS,
  ElevenLabsProvider,
} from '../../netlify/lib/voice/elevenlabs';
import { EmbeddedVoiceProvider } from '../../netlify/lib/voice/embedded-engine';
import { EMBEDDED_VOICES } from '../../netlify/lib/voice/embedded-voices';
import { getVoiceProvider } from '../../netlify/lib/voice/index';
import { ProviderError } from '../../netlify/lib/voice/provider-error';
import { encodeWav } from '../../src/domain/wav';
import { decodeMp3, syntheticVoice } from '../support/audio';
import { type FakeRoute, type Received, startFakeHttp } from '../support/fake-http';

const KEY = 'test-key-123';
/** Bytes standing in for ElevenLabs MP3 (the provider passes them through). */
const FAKE_MP3 = new Uint8Array([0xff, 0xf3, 0x44, 0xc4, 1, 2, 3, 4, 5, 6, 7, 8]);

let fake: Awaited<ReturnType<typeof startFakeHttp>>;
let base: string;
let received: Received[];
/** The answer of the fake ElevenLabs; each test sets its own. */
let route: FakeRoute;

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

function mp3(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(FAKE_MP3);
}

beforeAll(async () => {
  fake = await startFakeHttp();
  base = fake.base;
  received = fake.received;
  fake.setRoute((request, response) => route(request, response));
});

afterAll(() => fake.stop());

beforeEach(() => {
  fake.reset();
  route = (_request, response) => json(response, 404, { detail: 'no route' });
});

const provider = () => new ElevenLabsProvider({ apiKey: KEY, baseUrl: base, timeoutMs: 2000 });
const wavSample = () =>
  encodeWav(syntheticVoice({ f0: 130, sampleRate: 22_050, seconds: 3, syllablesPerSecond: 4 }), 22_050);

describe('ElevenLabs requests', () => {
  it('lists voices with GET /v2/voices, follows pages and hides cloned voices', async () => {
    route = (request, response) => {
      const url = new URL(request.path, base);
      if (!url.searchParams.get('next_page_token')) {
        json(response, 200, {
          voices: [
            { voice_id: 'r1', name: 'Rachel', category: 'premade', description: null, preview_url: 'x' },
            { voice_id: 'c1', name: 'Mine', category: 'cloned', description: 'me' },
          ],
          has_more: true,
          next_page_token: 'page2',
        });
      } else {
        json(response, 200, {
          voices: [
            { voice_id: 'd1', name: 'Drew', category: 'premade', description: 'News' },
            { voice_id: 'c2', name: 'Other', category: 'generated', description: 'A Cloned voice' },
          ],
          has_more: false,
        });
      }
    };
    const voices = await provider().listVoices();
    expect(voices).toEqual([
      { voice_id: 'r1', name: 'Rachel', category: 'premade', description: '' },
      { voice_id: 'd1', name: 'Drew', category: 'premade', description: 'News' },
    ]);
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.method).toBe('GET');
      expect(request.headers['xi-api-key']).toBe(KEY);
    }
    expect(received[0]?.path).toBe('/v2/voices?page_size=100');
    expect(received[1]?.path).toBe('/v2/voices?page_size=100&next_page_token=page2');
  });

  it('synthesizes with POST /v1/text-to-speech/{voice_id}, the turbo model and MP3 output', async () => {
    route = (_request, response) => mp3(response);
    const result = await provider().synthesize({ text: 'नमस्ते दुनिया', voiceId: 'voice/1' });
    expect(result).toEqual({ audio: FAKE_MP3, contentType: 'audio/mpeg', engine: 'elevenlabs' });
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/text-to-speech/voice%2F1?output_format=mp3_44100_128');
    expect(request?.headers['xi-api-key']).toBe(KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body.toString('utf8') ?? '')).toEqual({
      text: 'नमस्ते दुनिया',
      model_id: ELEVENLABS_DEFAULT_MODEL,
      voice_settings: ELEVENLABS_VOICE_SETTINGS,
    });
    expect(ELEVENLABS_DEFAULT_MODEL).toBe('eleven_turbo_v2_5');
  });

  it('passes a chosen model through', async () => {
    route = (_request, response) => mp3(response);
    await provider().synthesize({ text: 'Hi', voiceId: 'v', modelId: 'eleven_flash_v2_5' });
    expect(JSON.parse(received[0]?.body.toString('utf8') ?? '').model_id).toBe('eleven_flash_v2_5');
  });

  it('previews from the voice preview_url, without sending the key there', async () => {
    route = (request, response) => {
      if (request.path === '/v1/voices/v9')
        json(response, 200, { voice_id: 'v9', preview_url: `${base}/previews/v9.mp3` });
      else if (request.path === '/previews/v9.mp3') mp3(response);
      else json(response, 404, {});
    };
    const result = await provider().preview('v9');
    expect(result.audio).toEqual(FAKE_MP3);
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/voices/v9', 'GET /previews/v9.mp3']);
    expect(received[0]?.headers['xi-api-key']).toBe(KEY);
    expect(received[1]?.headers['xi-api-key']).toBeUndefined();
  });

  it('previews by speaking a sample when the voice has no preview_url', async () => {
    route = (request, response) => {
      if (request.method === 'GET') json(response, 200, { voice_id: 'v8', preview_url: null });
      else mp3(response);
    };
    await provider().preview('v8');
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/voices/v8',
      'POST /v1/text-to-speech/v8?output_format=mp3_44100_128',
    ]);
    expect(JSON.parse(received[1]?.body.toString('utf8') ?? '').text).toMatch(/sample of my voice/);
  });

  it('clones with a multipart POST /v1/voices/add (name, files, description)', async () => {
    route = (_request, response) => json(response, 200, { voice_id: 'new-voice', requires_verification: false });
    const audio = wavSample();
    const cloned = await provider().cloneVoice({
      audio,
      mimeType: 'audio/wav',
      name: 'Voice 1718000000000',
      description: 'Recorded in the browser',
    });
    expect(cloned).toEqual({ voice_id: 'new-voice', name: 'Voice 1718000000000', engine: 'elevenlabs' });
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/voices/add');
    expect(request?.headers['xi-api-key']).toBe(KEY);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Request(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': String(request?.headers['content-type']) },
      body: new Uint8Array(request?.body ?? Buffer.alloc(0)),
    }).formData();
    expect(form.get('name')).toBe('Voice 1718000000000');
    expect(form.get('description')).toBe('Recorded in the browser');
    const file = form.get('files');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('sample.wav');
    expect((file as File).type).toBe('audio/wav');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(audio);
  });
});

describe('ElevenLabs errors become ProviderError', () => {
  const failWith = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    route = (_request, response) => json(response, status, body, headers);
    return provider()
      .synthesize({ text: 'Hi', voiceId: 'v' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
  };

  it('maps quota, key, rate limit, validation and server errors', async () => {
    expect(
      await failWith(401, { detail: { status: 'quota_exceeded', message: 'This request exceeds your quota' } }),
    ).toMatchObject({
      kind: 'quota_exceeded',
      status: 401,
      message: 'ElevenLabs quota exceeded: This request exceeds your quota',
    });
    expect(await failWith(401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } })).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(
      await failWith(429, { detail: { status: 'too_many_concurrent_requests' } }, { 'retry-after': '7' }),
    ).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      retryAfterSeconds: 7,
    });
    expect(
      await failWith(422, { detail: [{ loc: ['body', 'text'], msg: 'field required', type: 'value_error.missing' }] }),
    ).toMatchObject({ kind: 'validation', status: 422, message: 'ElevenLabs rejected the request: field required' });
    expect(await failWith(404, { detail: { status: 'voice_not_found' } })).toMatchObject({ kind: 'voice_not_found' });
    const serverError = await failWith(500, 'oops');
    expect(serverError).toBeInstanceOf(ProviderError);
    expect(serverError).toMatchObject({ kind: 'upstream', status: 500 });
  });

  it('maps an unreachable server and a timeout to network errors', async () => {
    const closed = new ElevenLabsProvider({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    await expect(closed.listVoices()).rejects.toMatchObject({
      kind: 'network',
      message: 'ElevenLabs could not be reached.',
    });

    route = () => {}; // never answers
    const slow = new ElevenLabsProvider({ apiKey: KEY, baseUrl: base, timeoutMs: 200 });
    await expect(slow.listVoices()).rejects.toMatchObject({
      kind: 'network',
      message: 'ElevenLabs did not answer in time.',
    });
  });
});

describe('getVoiceProvider', () => {
  const withKey = (onFallback = vi.fn()) =>
    getVoiceProvider({ env: { ELEVENLABS_API_KEY: KEY, ELEVENLABS_BASE_URL: base }, onFallback, timeoutMs: 2000 });

  it('uses the embedded engine when no key is set, without any request', async () => {
    const voiceProvider = getVoiceProvider({ env: { ELEVENLABS_BASE_URL: base } });
    expect(voiceProvider).toBeInstanceOf(EmbeddedVoiceProvider);
    expect(voiceProvider.engine).toBe('embedded');
    expect(await voiceProvider.listVoices()).toHaveLength(EMBEDDED_VOICES.length);
    expect(received).toHaveLength(0);
  });

  it('uses ElevenLabs when the key is set', async () => {
    route = (_request, response) => mp3(response);
    const result = await withKey().synthesize({ text: 'Hello', voiceId: 'r1' });
    expect(result.engine).toBe('elevenlabs');
    expect(received).toHaveLength(1);
  });

  it.each([
    [500, {}],
    [429, { detail: { status: 'system_busy' } }],
    [401, { detail: { status: 'quota_exceeded' } }],
  ])('falls back to the embedded engine when ElevenLabs answers %i', async (status, body) => {
    route = (_request, response) => json(response, status, body);
    const onFallback = vi.fn();
    const result = await withKey(onFallback).synthesize({ text: 'नमस्ते, आपका स्वागत है।', voiceId: 'r1' });
    expect(result.engine).toBe('embedded');
    expect((await decodeMp3(result.audio)).seconds).toBeGreaterThan(1);
    expect(received).toHaveLength(1);
    expect(onFallback).toHaveBeenCalledWith('synthesize', expect.any(ProviderError));
  });

  it('falls back for the voice list, preview and cloning too', async () => {
    route = (_request, response) => json(response, 500, {});
    const voiceProvider = withKey();
    const voices = await voiceProvider.listVoices();
    expect(voices.map((v) => v.voice_id)).toEqual(EMBEDDED_VOICES.map((v) => v.voice_id));
    expect((await voiceProvider.preview('r1')).engine).toBe('embedded');
    const cloned = await voiceProvider.cloneVoice({ audio: wavSample(), mimeType: 'audio/wav', name: 'Voice 1' });
    expect(cloned.engine).toBe('embedded');
    expect(cloned.voice_id).toMatch(/^profile-/);
    // The new voice is usable at once, and served by the embedded engine without asking ElevenLabs.
    const before = received.length;
    const spoken = await voiceProvider.synthesize({ text: 'Hello again', voiceId: cloned.voice_id });
    expect(spoken.engine).toBe('embedded');
    expect(received).toHaveLength(before);
  });

  it('sends embedded voice ids straight to the embedded engine', async () => {
    const result = await withKey().synthesize({ text: 'Hello', voiceId: 'espeak-en-m3' });
    expect(result.engine).toBe('embedded');
    expect(received).toHaveLength(0);
  });

  it('still reports the caller own mistakes instead of hiding them', async () => {
    route = (_request, response) => json(response, 500, {});
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]);
    await expect(withKey().cloneVoice({ audio: webm, mimeType: 'audio/webm', name: 'x' })).rejects.toMatchObject({
      kind: 'unsupported_audio',
    });
  });
});
