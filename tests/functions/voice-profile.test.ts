import { describe, expect, it } from 'vitest';
import { EmbeddedVoiceProvider } from '../../netlify/lib/voice/embedded-engine';
import { speakToPcm } from '../../netlify/lib/voice/espeak';
import { createMemoryProfileStore } from '../../netlify/lib/voice/profile-store';
import { measureSpeech } from '../../netlify/lib/voice/speech-analysis';
import { createVoiceProfile, mapMeasurement, profileSettings } from '../../netlify/lib/voice/voice-profile';
import { encodeWav } from '../../src/domain/wav';
import englishVoiceTools from '../../src/i18n/messages/en/voice-tools';
import hindiVoiceTools from '../../src/i18n/messages/hi/voice-tools';
import { decodeMp3, syntheticVoice } from '../support/audio';

const TEXT = 'नमस्ते, हमारे संस्थान में आपका स्वागत है। यह एक छोटा सा परीक्षण वाक्य है जो आवाज़ की गुणवत्ता जाँचने के लिए लिखा गया है।';

function wavRequest(samples: Float32Array, sampleRate: number) {
  return { audio: encodeWav(samples, sampleRate), mimeType: 'audio/wav', name: 'Voice 1', description: '' };
}

/** 16-bit stereo WAV with the same signal on both channels. */
function stereoWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const mono = encodeWav(samples, sampleRate);
  const out = new Uint8Array(44 + samples.length * 4);
  const view = new DataView(out.buffer);
  out.set(mono.subarray(0, 44));
  view.setUint32(4, 36 + samples.length * 4, true);
  view.setUint16(22, 2, true);
  view.setUint32(28, sampleRate * 4, true);
  view.setUint16(32, 4, true);
  view.setUint32(40, samples.length * 4, true);
  const monoView = new DataView(mono.buffer);
  for (let i = 0; i < samples.length; i++) {
    const value = monoView.getInt16(44 + i * 2, true);
    view.setInt16(44 + i * 4, value, true);
    view.setInt16(46 + i * 4, value, true);
  }
  return out;
}

async function espeakSamples(voice: string, pitch: number, speed: number) {
  const chunks: Int16Array[] = [];
  const { sampleRate, sampleCount } = await speakToPcm(
    TEXT,
    { voice, pitch: String(pitch), speed: String(speed) },
    (c) => chunks.push(c.slice()),
  );
  const samples = new Float32Array(sampleCount);
  let at = 0;
  for (const chunk of chunks) for (const value of chunk) samples[at++] = value / 32768;
  return { samples, sampleRate };
}

describe('speech measurement on synthetic voices', () => {
  it('measures F0 within 3% and the syllable rate', () => {
    const low = measureSpeech(
      syntheticVoice({ f0: 120, sampleRate: 44_100, seconds: 5, syllablesPerSecond: 4 }),
      44_100,
    );
    const high = measureSpeech(
      syntheticVoice({ f0: 220, sampleRate: 16_000, seconds: 5, syllablesPerSecond: 6 }),
      16_000,
    );
    expect(Math.abs(low.f0Hz - 120) / 120).toBeLessThan(0.03);
    expect(Math.abs(high.f0Hz - 220) / 220).toBeLessThan(0.03);
    expect(low.rate).toBeCloseTo(4, 0);
    expect(high.rate).toBeCloseTo(6, 0);
  });

  it('maps a low slow voice and a high quick voice to different settings', () => {
    const low = createVoiceProfile({
      audio: stereoWav(syntheticVoice({ f0: 120, sampleRate: 48_000, seconds: 5, syllablesPerSecond: 4 }), 48_000),
      mimeType: 'audio/wav',
      name: 'Low',
    });
    const high = createVoiceProfile(
      wavRequest(syntheticVoice({ f0: 220, sampleRate: 22_050, seconds: 5, syllablesPerSecond: 6 }), 22_050),
    );
    expect(Math.abs(low.measured.f0Hz - 120) / 120).toBeLessThan(0.03);
    expect(Math.abs(high.measured.f0Hz - 220) / 220).toBeLessThan(0.03);
    expect(low.gender).toBe('male');
    expect(low.baseVoice).toBe('hi+m3');
    expect(high.gender).toBe('female');
    expect(high.baseVoice).toBe('hi+f3');
    expect(low.pitch).toBeGreaterThan(55);
    expect(low.pitch).toBeLessThan(72);
    expect(high.pitch).toBeGreaterThan(45);
    expect(high.pitch).toBeLessThan(60);
    expect(high.speed).toBeGreaterThan(low.speed + 60);
    expect(low.voice_id).toMatch(/^profile-[0-9a-f]{16}$/);
    expect(low.voice_id).not.toBe(high.voice_id);
  });

  it('clamps voices outside eSpeak range and keeps settings as strings', () => {
    expect(mapMeasurement(50, 1)).toEqual({ gender: 'male', pitch: 0, speed: 80 });
    expect(mapMeasurement(450, 9)).toEqual({ gender: 'female', pitch: 99, speed: 300 });
    const settings = profileSettings(
      createVoiceProfile(
        wavRequest(syntheticVoice({ f0: 120, sampleRate: 22_050, seconds: 3, syllablesPerSecond: 4 }), 22_050),
      ),
      'Hello there',
    );
    expect(settings.voice).toBe('en-us+m3');
    expect(typeof settings.pitch).toBe('string');
    expect(typeof settings.speed).toBe('string');
  });
});

describe('profiles from eSpeak output map back to its settings', () => {
  it.each([
    ['hi+m3', 40, 175, 'male'],
    ['hi+f3', 70, 130, 'female'],
    ['en-us+f3', 20, 200, 'female'],
  ] as const)('%s pitch %i speed %i', async (voice, pitch, speed, gender) => {
    const { samples, sampleRate } = await espeakSamples(voice, pitch, speed);
    const profile = createVoiceProfile(wavRequest(samples, sampleRate));
    expect(profile.gender).toBe(gender);
    expect(Math.abs(profile.pitch - pitch)).toBeLessThanOrEqual(5);
    expect(Math.abs(profile.speed - speed) / speed).toBeLessThan(0.2);
  });
});

describe('cloning with the embedded engine', () => {
  it('stores the profile and speaks with it at once, near the sample pitch', async () => {
    const profiles = createMemoryProfileStore();
    const engine = new EmbeddedVoiceProvider({ profiles });
    const sample = syntheticVoice({ f0: 210, sampleRate: 22_050, seconds: 4, syllablesPerSecond: 5 });
    const cloned = await engine.cloneVoice(wavRequest(sample, 22_050));
    expect(cloned).toMatchObject({ name: 'Voice 1', engine: 'embedded' });
    expect(await profiles.get(cloned.voice_id)).toMatchObject({ voice_id: cloned.voice_id, gender: 'female' });

    const spoken = await engine.synthesize({ text: TEXT, voiceId: cloned.voice_id });
    const decoded = await decodeMp3(spoken.audio);
    const f0 = measureSpeech(decoded.samples, decoded.sampleRate).f0Hz;
    expect(Math.abs(f0 - 210) / 210).toBeLessThan(0.08);
    const preview = await engine.preview(cloned.voice_id);
    expect((await decodeMp3(preview.audio)).seconds).toBeGreaterThan(1.5);
  });

  it('refuses non-WAV audio, silence and too short samples clearly', async () => {
    const engine = new EmbeddedVoiceProvider();
    const mp3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xfb]);
    await expect(engine.cloneVoice({ audio: mp3, mimeType: 'audio/mpeg', name: 'x' })).rejects.toMatchObject({
      kind: 'unsupported_audio',
      message: expect.stringMatching(/WAV/),
    });
    await expect(engine.cloneVoice(wavRequest(new Float32Array(22_050 * 3), 22_050))).rejects.toMatchObject({
      kind: 'invalid_input',
    });
    const blip = syntheticVoice({ f0: 150, sampleRate: 22_050, seconds: 0.5, syllablesPerSecond: 2 });
    await expect(engine.cloneVoice(wavRequest(blip, 22_050))).rejects.toMatchObject({ kind: 'invalid_input' });
  });

  it("the cloning panel's notice says honestly what it matches, in both languages", () => {
    expect(englishVoiceTools.voiceProfileNotice).toMatch(/pitch/);
    expect(englishVoiceTools.voiceProfileNotice).toMatch(/pace/);
    expect(englishVoiceTools.voiceProfileNotice).toMatch(/not the character \(timbre\)/);
    expect(hindiVoiceTools.voiceProfileNotice).toMatch(/पिच/);
    expect(hindiVoiceTools.voiceProfileNotice).toMatch(/गति/);
    expect(hindiVoiceTools.voiceProfileNotice).toMatch(/टिम्बर\) से नहीं/);
  });
});
