import { afterEach, describe, expect, it } from 'vitest';
import sound from '../../netlify/functions/voice-message.mts';
import { spokenText, voiceForText } from '../../netlify/lib/assistant/speech';
import { PERSONA_VOICE_IDS, SPOKEN_MAX_CHARS } from '../../src/domain/chat';
import { decodeMp3 } from '../support/audio';
import { callFunction } from '../support/call';

const post = (body: unknown) => callFunction(sound, '/api/ai/sound-effects', { method: 'POST', body });

afterEach(() => {
  delete process.env.ELEVENLABS_API_KEY;
});

describe('POST /api/ai/sound-effects (Play Voice Message)', () => {
  it('speaks a Hindi reply in the persona voice and answers a playable data:audio/mpeg URL', async () => {
    const res = await post({
      message: 'ज़रूर! 😊 कोडिंग कोर्स की फीस ₹1,699 है।\nऔर जानकारी: /admissions#skill-courses-at-special-prices',
      personality: 'girlfriend',
      tool: 'voice',
      language: 'hi',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.engine).toBe('embedded');
    expect(body.audioUrl).toMatch(/^data:audio\/mpeg;base64,/);
    const audio = await decodeMp3(Buffer.from(body.audioUrl.split(',')[1], 'base64'));
    expect(audio.seconds).toBeGreaterThan(1);
  });

  it('English text in a Hindi persona voice is read by the English voice of the same gender', async () => {
    expect(voiceForText(PERSONA_VOICE_IDS.male, 'The coding course costs 1,699 rupees.')).toBe('espeak-en-m3');
    expect(voiceForText(PERSONA_VOICE_IDS.female, 'कोडिंग कोर्स')).toBe(PERSONA_VOICE_IDS.female);
    expect(voiceForText('some-elevenlabs-id', 'hello')).toBe('some-elevenlabs-id');
    const res = await post({ message: 'The coding course costs 1,699 rupees.', personality: 'boyfriend' });
    expect(res.status).toBe(200);
  });

  it('drops links, paths and emoji, and caps what is spoken', () => {
    expect(spokenText('Hi 🎉 see /admissions#fees and https://example.com now')).toBe('Hi see and now');
    const long = spokenText('शब्द '.repeat(600));
    expect(long.length).toBeLessThanOrEqual(SPOKEN_MAX_CHARS);
    expect(long.endsWith('शब्द')).toBe(true);
  });

  it('400 for an empty message or one with nothing to speak, 404 for an unknown voice, 405 for GET', async () => {
    expect((await post({ message: '  ' })).status).toBe(400);
    const links = await post({ message: '/admissions 🎉' });
    expect(links.status).toBe(400);
    expect(await links.json()).toEqual({ success: false, error: 'message: there is nothing to speak in this message' });
    const unknown = await post({ message: 'hello', voiceId: 'no-such-voice' });
    expect(unknown.status).toBe(404);
    expect((await callFunction(sound, '/api/ai/sound-effects')).status).toBe(405);
  });
});
