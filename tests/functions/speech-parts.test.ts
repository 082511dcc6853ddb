import { beforeAll, describe, expect, it } from 'vitest';
import status from '../../netlify/functions/cardholder-status.mts';
import tts from '../../netlify/functions/voice-text-to-speech.mts';
import part from '../../netlify/functions/voice-text-to-speech-part.mts';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';
import { SPEECH_JOB_TTL_SECONDS, signSpeechJob } from '../../netlify/lib/voice/speech-job';
import { seedCardHolders } from '../../scripts/lib/cardholder-import';
import { PART_MAX, splitSpeech } from '../../src/domain/speech-parts';
import { decodeMp3 } from '../support/audio';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { cardCookie, DEMO_MOBILE } from '../support/card-holders';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { withFakeElevenLabs } from '../support/fake-elevenlabs';

setUpTestBlobs({ seed: false });
hashCheaplyInThisFile();
let holder: string;
beforeAll(async () => {
  await seedCardHolders();
  holder = await cardCookie(freshIp());
});

const PATH = '/api/elevenlabs/text-to-speech/part';
const VOICE = 'espeak-en-m3';
const LONG = Array.from({ length: 130 }, (_, i) => `Sentence number ${i + 1} of the long reading. `).join('');

const speakPart = (body: Record<string, unknown>, cookie?: string) =>
  callFunction(part, PATH, { method: 'POST', body, ip: freshIp(), headers: cookie ? { cookie } : {} });

async function usage(browser: { cookie: string; ip: string }) {
  const response = await callFunction(status, '/api/auth/status', {
    ip: browser.ip,
    headers: { cookie: browser.cookie },
  });
  return (await response.json()).session.charactersUsed as number;
}

describe('POST /api/elevenlabs/text-to-speech/part', () => {
  it('speaks a card holder’s long text part by part on one job token; together the parts last as long as the text', async () => {
    const parts = splitSpeech(LONG);
    expect(parts.length).toBeGreaterThan(2);
    const first = await speakPart({ text: LONG, voice_id: VOICE, index: 0 }, holder);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-speech-parts')).toBe(String(parts.length));
    const job = first.headers.get('x-speech-job') ?? '';
    expect(job).toMatch(/^\d+\.[\w-]{43}$/);
    const mp3s = [new Uint8Array(await first.arrayBuffer())];
    for (let index = 1; index < parts.length; index++) {
      const next = await speakPart({ text: LONG, voice_id: VOICE, index, job }, holder);
      expect(next.status).toBe(200);
      expect(next.headers.get('content-type')).toBe('audio/mpeg');
      mp3s.push(new Uint8Array(await next.arrayBuffer()));
    }
    const joined = new Uint8Array(await new Blob(mp3s as Uint8Array<ArrayBuffer>[]).arrayBuffer());
    const whole = await callFunction(tts, '/api/elevenlabs/text-to-speech', {
      method: 'POST',
      body: { text: LONG, voice_id: VOICE },
      headers: { cookie: holder },
    });
    const inParts = (await decodeMp3(joined)).seconds;
    const inOne = (await decodeMp3(new Uint8Array(await whole.arrayBuffer()))).seconds;
    expect(Math.abs(inParts - inOne) / inOne).toBeLessThan(0.03);
  }, 120_000);

  it('speaks a following part only with the job token of this text, voice and card holder', async () => {
    const first = await speakPart({ text: LONG, voice_id: VOICE, index: 0 }, holder);
    const job = first.headers.get('x-speech-job') ?? '';
    const refused = async (body: Record<string, unknown>, cookie: string | undefined, error: string) => {
      const response = await speakPart(body, cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, error });
    };
    await refused(
      { text: `${LONG} More.`, voice_id: VOICE, index: 1, job },
      holder,
      SERVER_MESSAGES.en.speechJobInvalid,
    );
    await refused({ text: LONG, voice_id: 'espeak-hi-f3', index: 1, job }, holder, SERVER_MESSAGES.en.speechJobInvalid);
    await refused({ text: LONG, voice_id: VOICE, index: 1, job }, undefined, SERVER_MESSAGES.en.speechJobInvalid);
    await refused({ text: LONG, voice_id: VOICE, index: 1, job: '1.abc' }, holder, SERVER_MESSAGES.en.speechJobInvalid);
    const stale = await signSpeechJob(
      { holder: DEMO_MOBILE, voiceId: VOICE, modelId: undefined, text: LONG },
      Date.now() - (SPEECH_JOB_TTL_SECONDS + 1) * 1000,
    );
    await refused({ text: LONG, voice_id: VOICE, index: 1, job: stale }, holder, SERVER_MESSAGES.en.speechJobExpired);

    const missing = await speakPart({ text: LONG, voice_id: VOICE, index: 1 }, holder);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ success: false, error: 'job: job is required after the first part' });
    const past = await speakPart({ text: LONG, voice_id: VOICE, index: 99, job }, holder);
    expect(past.status).toBe(400);
    expect((await past.json()).error).toBe(`index: must be below ${splitSpeech(LONG).length}, the number of parts`);
  });

  it('counts a trial text once and gives it no job token; a long text is refused by the trial and charges nothing', async () => {
    const ip = freshIp();
    const browser = { ip, cookie: cookieFrom(await callFunction(status, '/api/auth/status', { ip })) };
    const short = await callFunction(part, PATH, {
      method: 'POST',
      body: { text: 'A short trial text.', voice_id: VOICE, index: 0 },
      ip,
      headers: { cookie: browser.cookie },
    });
    expect(short.status).toBe(200);
    expect(short.headers.get('x-speech-parts')).toBe('1');
    expect(short.headers.get('x-speech-job')).toBeNull();
    expect(short.headers.get('x-characters-used')).toBe('19');
    const long = await callFunction(part, PATH, {
      method: 'POST',
      body: { text: LONG, voice_id: VOICE, index: 0 },
      ip,
      headers: { cookie: browser.cookie },
    });
    expect(long.status).toBe(403);
    expect(await long.json()).toMatchObject({ blocked: false, requiresCard: true });
    expect(await usage(browser)).toBe(19);
  });
});

describe('parts with ElevenLabs configured (fake server on 127.0.0.1)', () => {
  const fakeElevenLabs = withFakeElevenLabs();
  const FAKE_MP3 = Buffer.from([0xff, 0xf3, 0x44, 0xc4, 1, 2, 3, 4]);

  it('sends ElevenLabs only the part asked for, never more than a part’s characters', async () => {
    const fake = fakeElevenLabs();
    fake.setRoute((_request, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(FAKE_MP3));
    const parts = splitSpeech(LONG);
    const body = { text: LONG, voice_id: '21m00Tcm4TlvDq8ikWAM', model_id: 'eleven_turbo_v2_5' };
    const first = await speakPart({ ...body, index: 0 }, holder);
    const job = first.headers.get('x-speech-job') ?? '';
    expect((await speakPart({ ...body, index: 2, job }, holder)).status).toBe(200);
    const sent = fake.received.map((request) => JSON.parse(request.body.toString()).text as string);
    expect(sent).toEqual([parts[0], parts[2]]);
    for (const text of sent) expect(text.trim().length).toBeLessThanOrEqual(PART_MAX);
  });
});
