import { describe, expect, it } from 'vitest';
import { EmbeddedVoiceProvider } from '../../netlify/lib/voice/embedded-engine';
import { EMBEDDED_VOICES, languageOfText, PREVIEW_SENTENCES } from '../../netlify/lib/voice/embedded-voices';
import { ProviderError } from '../../netlify/lib/voice/provider-error';
import { measureSpeech } from '../../netlify/lib/voice/speech-analysis';
import { decodeMp3, rms } from '../support/audio';

const HINDI = 'नमस्ते, हमारे संस्थान में आपका स्वागत है। यह एक छोटा सा परीक्षण वाक्य है।';
const ENGLISH = 'Hello, and welcome to our voice acting institute in New Delhi.';
const engine = new EmbeddedVoiceProvider();

async function expectSpeech(audio: Uint8Array, expectedSeconds: number | undefined) {
  const decoded = await decodeMp3(audio);
  expect(decoded.sampleRate).toBe(22_050);
  expect(decoded.seconds).toBeGreaterThan(1.5);
  expect(decoded.seconds).toBeLessThan(20);
  // The decoder adds at most a frame or two of encoder delay and padding.
  if (expectedSeconds !== undefined) expect(Math.abs(decoded.seconds - expectedSeconds)).toBeLessThan(0.2);
  expect(rms(decoded.samples)).toBeGreaterThan(0.02);
  return decoded;
}

describe('embedded voices', () => {
  it('has at least 8 voices over Hindi, English, Urdu, Punjabi and Marathi, with Hindi names', async () => {
    const voices = await engine.listVoices();
    expect(voices.length).toBeGreaterThanOrEqual(8);
    expect(new Set(EMBEDDED_VOICES.map((v) => v.language))).toEqual(new Set(['hi', 'en', 'ur', 'pa', 'mr']));
    expect(new Set(voices.map((v) => v.voice_id)).size).toBe(voices.length);
    for (const voice of voices) {
      expect(Object.keys(voice).sort()).toEqual(['category', 'description', 'gender', 'language', 'name', 'voice_id']);
      expect(voice.name).toMatch(/^[\u0900-\u097F]+$/u);
      expect(voice.description).toMatch(/Hindi|English|Urdu|Punjabi|Marathi/);
      expect(voice.description).toMatch(/\((fe)?male\)/);
    }
    for (const voice of EMBEDDED_VOICES) {
      // Strings, never numbers (text2wav pitfall).
      expect(typeof voice.espeak.pitch).toBe('string');
      expect(typeof voice.espeak.speed).toBe('string');
    }
  });

  it('writes each preview sentence in its own language (Hindi text for Hindi voices)', () => {
    expect(languageOfText(PREVIEW_SENTENCES.hi)).toBe('hi');
    expect(languageOfText(PREVIEW_SENTENCES.mr)).toBe('hi'); // Devanagari
    expect(languageOfText(PREVIEW_SENTENCES.pa)).toBe('pa');
    expect(languageOfText(PREVIEW_SENTENCES.ur)).toBe('ur');
    expect(languageOfText(PREVIEW_SENTENCES.en)).toBe('en');
  });
});

describe('embedded synthesis', () => {
  it('speaks Hindi as an MP3 of plausible length that is not silence', async () => {
    const result = await engine.synthesize({ text: HINDI, voiceId: 'espeak-hi-f3' });
    expect(result.contentType).toBe('audio/mpeg');
    expect(result.engine).toBe('embedded');
    expect(result.durationSeconds).toBeGreaterThan(2);
    await expectSpeech(result.audio, result.durationSeconds);
  });

  it('speaks English as an MP3 of plausible length that is not silence', async () => {
    const result = await engine.synthesize({ text: ENGLISH, voiceId: 'espeak-en-m3' });
    await expectSpeech(result.audio, result.durationSeconds);
  });

  it('gives distinct voices distinct pitch', async () => {
    const f0 = async (voiceId: string) => {
      const { audio } = await engine.synthesize({ text: HINDI, voiceId });
      const decoded = await decodeMp3(audio);
      return measureSpeech(decoded.samples, decoded.sampleRate).f0Hz;
    };
    const [female, male, deepMale] = await Promise.all([f0('espeak-hi-f3'), f0('espeak-hi-m3'), f0('espeak-hi-m1')]);
    expect(female).toBeGreaterThan(150);
    expect(male).toBeLessThan(140);
    expect(female / male).toBeGreaterThan(1.5);
    expect(deepMale).toBeLessThan(male * 0.95);
  });

  it('speaks every voice preview, in the voice language', async () => {
    for (const voice of EMBEDDED_VOICES.filter((v) => v.gender === 'female')) {
      const result = await engine.preview(voice.voice_id);
      await expectSpeech(result.audio, result.durationSeconds);
    }
  });

  it('reads text starting with "-" as text, not as an eSpeak option', async () => {
    const result = await engine.synthesize({ text: '-v xx --help -w /etc/passwd', voiceId: 'espeak-en-f3' });
    await expectSpeech(result.audio, result.durationSeconds);
  });

  it('runs parallel requests independently with identical output', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => engine.synthesize({ text: ENGLISH, voiceId: 'espeak-en-f3' })),
    );
    for (const result of results) expect(result.audio).toEqual(results[0]?.audio);
  });

  it('leaves no process listeners behind', async () => {
    const before = [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')];
    for (let i = 0; i < 3; i++) await engine.synthesize({ text: 'One two three.', voiceId: 'espeak-en-m3' });
    expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(before);
  });

  it('refuses empty text, text over the cap and unknown voices with typed errors', async () => {
    const capped = new EmbeddedVoiceProvider({ maxChars: 20 });
    await expect(engine.synthesize({ text: '  \n ', voiceId: 'espeak-hi-f3' })).rejects.toMatchObject({
      kind: 'invalid_input',
    });
    await expect(capped.synthesize({ text: 'x'.repeat(21), voiceId: 'espeak-hi-f3' })).rejects.toMatchObject({
      kind: 'invalid_input',
      message: 'Text is longer than 20 characters.',
    });
    await expect(engine.synthesize({ text: 'Hello', voiceId: 'Rachel' })).rejects.toBeInstanceOf(ProviderError);
    await expect(engine.synthesize({ text: 'Hello', voiceId: 'profile-unknown' })).rejects.toMatchObject({
      kind: 'voice_not_found',
    });
  });
});
