import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_ROOM_BYTES, MAX_SAMPLE_FRAMES, SAMPLE_RATE } from '../../src/domain/audio-upload';
import { MAX_UPLOAD_BYTES } from '../../src/domain/voice';
import { voiceSampleWav } from '../../src/domain/voice-sample-wav';

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

describe('voice sample WAV', () => {
  it('writes a mono 16-bit PCM header at 22.05 kHz with the sizes of its samples', () => {
    const { bytes, frames, trimmed } = voiceSampleWav(new Float32Array(1000));
    const header = view(bytes);
    expect([frames, trimmed, bytes.length]).toEqual([1000, false, 44 + 2000]);
    expect(ascii(bytes, 0, 4)).toBe('RIFF');
    expect(header.getUint32(4, true)).toBe(bytes.length - 8);
    expect(ascii(bytes, 8, 8)).toBe('WAVEfmt ');
    expect(header.getUint32(16, true)).toBe(16);
    expect(header.getUint16(20, true)).toBe(1); // PCM
    expect(header.getUint16(22, true)).toBe(1); // mono
    expect(header.getUint32(24, true)).toBe(22_050);
    expect(header.getUint32(28, true)).toBe(44_100); // bytes a second
    expect(header.getUint16(32, true)).toBe(2); // bytes a frame
    expect(header.getUint16(34, true)).toBe(16);
    expect(ascii(bytes, 36, 4)).toBe('data');
    expect(header.getUint32(40, true)).toBe(2000);
  });

  it('keeps the first 1 min 34 s of a longer sample, which fits in the 4 MB request with the form', () => {
    expect(MAX_SAMPLE_FRAMES / SAMPLE_RATE).toBeCloseTo(94.74, 2);
    const long = Float32Array.from({ length: 3 * 60 * SAMPLE_RATE }, (_, i) => (i % 100) / 100);
    const { bytes, frames, trimmed } = voiceSampleWav(long);
    expect([frames, trimmed]).toEqual([MAX_SAMPLE_FRAMES, true]);
    expect(view(bytes).getUint32(40, true)).toBe(MAX_SAMPLE_FRAMES * 2);
    expect(bytes.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES - FORM_ROOM_BYTES);
    // The kept samples are the first ones, in order.
    expect(view(bytes).getInt16(44 + 2 * 99, true)).toBe(Math.trunc(Math.fround(0.99) * 32767));
    expect(view(bytes).getInt16(44 + 2 * 100, true)).toBe(0);
  });

  it('keeps every sample of a sample up to the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (length) => {
        const { bytes, frames, trimmed } = voiceSampleWav(new Float32Array(length));
        expect([frames, trimmed, bytes.length]).toEqual([length, false, 44 + 2 * length]);
      }),
    );
    const exact = voiceSampleWav(new Float32Array(MAX_SAMPLE_FRAMES));
    expect([exact.frames, exact.trimmed]).toEqual([MAX_SAMPLE_FRAMES, false]);
  });

  it('clips samples outside -1..1 to the 16-bit range', () => {
    fc.assert(
      fc.property(fc.float({ noNaN: true, noDefaultInfinity: false }), (sample) => {
        const value = view(voiceSampleWav(Float32Array.of(sample)).bytes).getInt16(44, true);
        if (sample >= 1) expect(value).toBe(32767);
        else if (sample <= -1) expect(value).toBe(-32768);
        else expect(Math.abs(value / (sample < 0 ? 32768 : 32767) - sample)).toBeLessThan(1 / 32767);
      }),
    );
    const clipped = view(voiceSampleWav(Float32Array.of(1.5, -1.5, 0)).bytes);
    expect([clipped.getInt16(44, true), clipped.getInt16(46, true), clipped.getInt16(48, true)]).toEqual([
      32767, -32768, 0,
    ]);
  });
});
