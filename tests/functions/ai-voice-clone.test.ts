import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import clone from '../../netlify/functions/voice-clone.mts';
import voices from '../../netlify/functions/voice-list.mts';
import preview from '../../netlify/functions/voice-preview.mts';
import tts from '../../netlify/functions/voice-text-to-speech.mts';
import { importCardHolders, seedCardHolders } from '../../scripts/lib/cardholder-import';
import { SAMPLE_RATE } from '../../src/domain/audio-upload';
import { voiceSampleWav } from '../../src/domain/voice-sample-wav';
import { decodeMp3, syntheticVoice } from '../support/audio';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';
import { cardCookie, wavSample } from '../support/card-holders';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { sendJson, startFakeHttp } from '../support/fake-http';

setUpTestBlobs({ seed: false });
hashCheaplyInThisFile();
const OTHER_MOBILE = '9811122233';
let demo: string;
let other: string;
beforeAll(async () => {
  await seedCardHolders();
  await importCardHolders(
    JSON.stringify([
      {
        mobileNumber: OTHER_MOBILE,
        securityPin: '9999',
        cardHolderName: 'Other Holder',
        accountNumber: 'T-2',
        rechargeAmount: 199,
        validity: 7,
      },
    ]),
    'json',
  );
  demo = await cardCookie(freshIp());
  other = await cardCookie(freshIp(), OTHER_MOBILE, '9999');
});

function form(
  audio: Blob | null,
  fields: Record<string, string> = { name: 'Voice 2025-01-01 10:00', description: 'My sample' },
) {
  const data = new FormData();
  if (audio) data.set('audio', audio, 'sample.wav');
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** Posts multipart as a browser does (Request sets the boundary header). */
function postClone(data: FormData, cookie?: string) {
  const request = new Request('http://localhost/api/elevenlabs/voice-clone', {
    method: 'POST',
    body: data,
    headers: { 'x-nf-client-connection-ip': freshIp(), ...(cookie ? { cookie } : {}) },
  });
  return clone(request, { ip: freshIp(), params: {}, requestId: 'test' } as unknown as Context);
}

const TOO_LARGE =
  'The voice sample is over 4 MB, the most a clone request may carry. Choose it again on this page, which converts it to a WAV that fits.';

const wav = () => new Blob([wavSample(120) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });

describe('POST /api/elevenlabs/voice-clone', () => {
  it('is for card holders only (401 for anonymous callers)', async () => {
    const response = await postClone(form(wav()));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      code: 'cloneLoginRequired',
      error: 'Voice cloning is for card holders. Log in with your card to clone a voice.',
    });
  });

  it('clones a WAV into a profile that speaks, previews and lists for its owner at once', async () => {
    const response = await postClone(form(wav()), demo);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-voice-engine')).toBe('embedded');
    const { voice_id: voiceId, name } = await response.json();
    expect(voiceId).toMatch(/^profile-[0-9a-f]{16}$/);
    expect(name).toBe('Voice 2025-01-01 10:00');

    const listed = (await (await callFunction(voices, '/api/elevenlabs/voices', { headers: { cookie: demo } })).json())
      .voices;
    expect(listed.at(-1)).toEqual({
      voice_id: voiceId,
      name,
      category: 'personal',
      description: 'My sample',
      own: true,
    });

    const speech = await callFunction(tts, '/api/elevenlabs/text-to-speech', {
      method: 'POST',
      body: { text: 'नमस्ते, यह मेरी नई आवाज़ है।', voice_id: voiceId },
      headers: { cookie: demo },
    });
    expect(speech.status).toBe(200);
    expect((await decodeMp3(new Uint8Array(await speech.arrayBuffer()))).seconds).toBeGreaterThan(1);

    const sample = await callFunction(preview, `/api/elevenlabs/voice-preview/${voiceId}`, {
      params: { voiceId },
      headers: { cookie: demo },
    });
    expect(sample.status).toBe(200);
    expect(sample.headers.get('content-type')).toBe('audio/mpeg');

    // Nobody else can use, preview or see it.
    for (const cookie of [other, undefined]) {
      const headers = cookie ? { cookie } : {};
      const theirs = (await (await callFunction(voices, '/api/elevenlabs/voices', { headers })).json()).voices;
      expect(theirs.some((voice: { voice_id: string }) => voice.voice_id === voiceId)).toBe(false);
      const denied = await callFunction(preview, `/api/elevenlabs/voice-preview/${voiceId}`, {
        params: { voiceId },
        headers,
      });
      expect(denied.status).toBe(404);
    }
    const foreign = await callFunction(tts, '/api/elevenlabs/text-to-speech', {
      method: 'POST',
      body: { text: 'hello', voice_id: voiceId },
      headers: { cookie: other },
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses files that are not audio with 415', async () => {
    const response = await postClone(form(new Blob(['%PDF-1.7'], { type: 'application/pdf' })), demo);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      code: 'unsupportedAudio',
      error: 'Only audio files can be used for cloning: WAV, MP3, WebM, Ogg or MP4 (M4A).',
    });
  });

  it('refuses a body over 4 MB by its Content-Length with 413, without reading it', async () => {
    const request = new Request('http://localhost/api/elevenlabs/voice-clone', {
      method: 'POST',
      body: new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(1024)) }),
      duplex: 'half',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(4 * 1024 * 1024 + 1),
        cookie: demo,
        'x-nf-client-connection-ip': freshIp(),
      },
    } as RequestInit);
    const response = await clone(request, { ip: freshIp(), params: {}, requestId: 'test' } as unknown as Context);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: TOO_LARGE });
    expect(request.bodyUsed).toBe(false);
  });

  it('refuses a body that turns out over 4 MB while it is read with 413', async () => {
    const big = new Blob([new Uint8Array(4 * 1024 * 1024)], { type: 'audio/wav' });
    const response = await postClone(form(big), demo);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: TOO_LARGE });
  });

  it('clones the longest sample the page sends, with the longest name and description', async () => {
    const samples = syntheticVoice({ f0: 180, sampleRate: SAMPLE_RATE, seconds: 200, syllablesPerSecond: 4 });
    const { bytes, trimmed } = voiceSampleWav(samples);
    expect(trimmed).toBe(true);
    const audio = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });
    const response = await postClone(form(audio, { name: 'n'.repeat(100), description: 'd'.repeat(500) }), demo);
    expect(response.status).toBe(200);
    // The embedded engine analyses all 94 s of the sample's pitch and pace: seconds on a busy machine.
  }, 60_000);

  it('answers a missing file or name with 400, and an MP3 with the embedded engine with 415', async () => {
    expect((await postClone(form(null), demo)).status).toBe(400);
    const noName = await postClone(form(wav(), { name: '' }), demo);
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual({
      success: false,
      code: 'invalidRequest',
      error: 'name: Too small: expected string to have >=1 characters',
    });
    for (const fields of [
      { name: 'Voice\u0000one' },
      { name: '\u202eenO eciov' },
      { name: 'Voice', description: 'My \u001b[31msample' },
    ]) {
      const refused = await postClone(form(wav(), fields), demo);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatch(/^(name|description): must not contain control or text-direction/);
    }
    const mp3 = await postClone(
      form(new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0, 1, 2])], { type: 'audio/mpeg' })),
      demo,
    );
    expect(mp3.status).toBe(415);
  });
});

describe('voice-clone with ElevenLabs configured (fake server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttp>>;
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

  it('sends POST /v1/voices/add multipart with the key and records the voice as the holder’s own', async () => {
    fake.setRoute((request, response) =>
      request.path === '/v1/voices/add'
        ? sendJson(response, 200, { voice_id: 'el-cloned-1' })
        : sendJson(response, 200, {
            voices: [{ voice_id: 'el-cloned-1', name: 'x', category: 'cloned' }],
            has_more: false,
          }),
    );
    const response = await postClone(form(wav(), { name: 'Studio voice', description: 'Sample' }), demo);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ voice_id: 'el-cloned-1', name: 'Studio voice' });
    const [request] = fake.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['xi-api-key']).toBe('fake-key-42');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString('latin1') ?? '';
    expect(body).toContain('name="name"\r\n\r\nStudio voice');
    expect(body).toContain('name="files"; filename="sample.wav"');
    expect(body).toContain('RIFF');
    // ElevenLabs lists it as cloned (hidden), but the owner sees it as their own.
    const listed = (await (await callFunction(voices, '/api/elevenlabs/voices', { headers: { cookie: demo } })).json())
      .voices;
    expect(listed).toContainEqual({
      voice_id: 'el-cloned-1',
      name: 'Studio voice',
      category: 'personal',
      description: 'Sample',
      own: true,
    });
  });
});
