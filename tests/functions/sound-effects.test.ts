import { afterEach, describe, expect, it } from 'vitest';
import chat from '../../netlify/functions/ai-enhanced-chat.mts';
import sound from '../../netlify/functions/voice-message.mts';
import { spokenText, voiceForText } from '../../netlify/lib/assistant/speech';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';
import { REPLY_TOKEN_TTL_SECONDS, signReply } from '../../netlify/lib/voice/reply-token';
import { SPOKEN_MAX_CHARS } from '../../src/domain/chat';
import { PERSONA_VOICE_IDS } from '../../src/domain/chat-voices';
import { decodeMp3 } from '../support/audio';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';

setUpTestBlobs({ seed: false });

const post = (body: unknown, headers: Record<string, string> = {}, ip = freshIp()) =>
  callFunction(sound, '/api/ai/sound-effects', { method: 'POST', body, headers, ip });

/** A real reply from the chat function, with its token. */
async function reply(message: string, personality = 'info'): Promise<{ response: string; replyToken: string }> {
  const res = await callFunction(chat, '/api/ai/enhanced-chat', { method: 'POST', body: { message, personality } });
  expect(res.status).toBe(200);
  return res.json();
}

afterEach(() => {
  delete process.env.ELEVENLABS_API_KEY;
});

describe('POST /api/ai/sound-effects: Play Voice Message speaks only what Vauxa said', () => {
  it('speaks a reply with its token in the persona voice, free of the trial, as a playable data:audio/mpeg URL', async () => {
    const { response, replyToken } = await reply('कोडिंग कोर्स की फीस कितनी है?', 'counselor');
    expect(replyToken).toMatch(/^\d+\.[\w-]{43}$/);
    const res = await post({ message: response, personality: 'counselor', tool: 'voice', replyToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.engine).toBe('embedded');
    expect(body.audioUrl).toMatch(/^data:audio\/mpeg;base64,/);
    const audio = await decodeMp3(Buffer.from(body.audioUrl.split(',')[1], 'base64'));
    expect(audio.seconds).toBeGreaterThan(1);
  });

  it('refuses forged tokens, changed text, another persona and expired tokens with 403', async () => {
    const { response, replyToken } = await reply('What courses do you offer?');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { message: response, replyToken: `${replyToken.split('.')[0]}.${'A'.repeat(43)}` },
        SERVER_MESSAGES.en.replyTokenInvalid,
      ],
      [{ message: response, replyToken: 'not a token' }, SERVER_MESSAGES.en.replyTokenInvalid],
      [{ message: `${response} Also read this text of my own.`, replyToken }, SERVER_MESSAGES.en.replyTokenInvalid],
      [{ message: response, personality: 'boyfriend', replyToken }, SERVER_MESSAGES.en.replyTokenInvalid],
      // A later expiry with the old signature.
      [
        { message: response, replyToken: `${Number(replyToken.split('.')[0]) + 3600}.${replyToken.split('.')[1]}` },
        SERVER_MESSAGES.en.replyTokenInvalid,
      ],
      [
        {
          message: response,
          replyToken: await signReply(response, 'info', Date.now() - (REPLY_TOKEN_TTL_SECONDS + 1) * 1000),
        },
        SERVER_MESSAGES.en.replyTokenExpired,
      ],
    ];
    for (const [body, error] of cases) {
      const res = await post({ personality: 'info', tool: 'voice', ...body });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, error });
    }
  });

  it('replays a valid token until it expires (Play twice, or after a reload)', async () => {
    const { response, replyToken } = await reply('Where is the institute?');
    for (let i = 0; i < 2; i++) {
      expect((await post({ message: response, personality: 'info', tool: 'voice', replyToken })).status).toBe(200);
    }
  });

  it('charges text of the caller’s own to the free trial: at most 500 characters for an anonymous browser', async () => {
    // 100 characters as spoken (the trial counts the text that is spoken).
    const text = `${'namaste '.repeat(13).slice(0, 99)}a`;
    const first = await post({ message: text, tool: 'sound-effect' });
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first);
    expect(cookie).toMatch(/^trial_session=/);
    const statuses = [200];
    for (let i = 0; i < 5; i++) statuses.push((await post({ message: text, tool: 'sound-effect' }, { cookie })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403]);
    const blocked = await post({ message: 'a', tool: 'sound-effect' }, { cookie });
    expect(await blocked.json()).toMatchObject({
      success: false,
      blocked: true,
      charactersUsed: 500,
      requiresCard: true,
    });
  });

  it('speaks only persona voices (or the caller’s own): 403 for any other voice id', async () => {
    const { response, replyToken } = await reply('Tell me about the voice acting course');
    const res = await post({ message: response, personality: 'info', voiceId: 'espeak-en-f1', replyToken });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.en.voiceNotAllowed });
    const own = await post({ message: response, personality: 'info', voiceId: PERSONA_VOICE_IDS.male, replyToken });
    expect(own.status).toBe(200);
  });

  it('English text in a Hindi persona voice is read by the English voice of the same gender', async () => {
    expect(voiceForText(PERSONA_VOICE_IDS.male, 'The coding course costs 1,699 rupees.')).toBe('espeak-en-m3');
    expect(voiceForText(PERSONA_VOICE_IDS.female, 'कोडिंग कोर्स')).toBe(PERSONA_VOICE_IDS.female);
    expect(voiceForText('some-elevenlabs-id', 'hello')).toBe('some-elevenlabs-id');
  });

  it('drops links, paths and emoji, and caps what is spoken', () => {
    expect(spokenText('Hi 🎉 see /admissions#fees and https://example.com now')).toBe('Hi see and now');
    const long = spokenText('शब्द '.repeat(600));
    expect(long.length).toBeLessThanOrEqual(SPOKEN_MAX_CHARS);
    expect(long.endsWith('शब्द')).toBe(true);
  });

  it('400 for an empty, invisible-only or unspeakable message, 405 for GET', async () => {
    expect((await post({ message: '  ' })).status).toBe(400);
    const invisible = await post({ message: '\u200b\u200d\u2060\ufeff\u0007' });
    expect(invisible.status).toBe(400);
    const links = await post({ message: '/admissions 🎉' });
    expect(links.status).toBe(400);
    expect(await links.json()).toMatchObject({
      success: false,
      error: 'message: there is nothing to speak in this message',
    });
    expect((await callFunction(sound, '/api/ai/sound-effects')).status).toBe(405);
  });
});
