import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, looksLikeWav, WavFormatError } from '../../src/domain/wav';

function header(options: {
  format: number;
  channels: number;
  rate: number;
  bits: number;
  dataBytes: number;
  extensible?: boolean;
}) {
  const fmtSize = options.extensible ? 40 : 16;
  const bytes = new Uint8Array(12 + 8 + fmtSize + 8 + options.dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, fmtSize, true);
  const block = (options.bits / 8) * options.channels;
  view.setUint16(20, options.extensible ? 0xfffe : options.format, true);
  view.setUint16(22, options.channels, true);
  view.setUint32(24, options.rate, true);
  view.setUint32(28, options.rate * block, true);
  view.setUint16(32, block, true);
  view.setUint16(34, options.bits, true);
  if (options.extensible) {
    view.setUint16(36, 22, true);
    view.setUint16(44, options.format, true);
  }
  const data = 20 + fmtSize;
  ascii(data, 'data');
  view.setUint32(data + 4, options.dataBytes, true);
  return { bytes, view, dataStart: data + 8 };
}

describe('WAV', () => {
  it('round-trips 16-bit mono', () => {
    const samples = Float32Array.from({ length: 1000 }, (_, i) => Math.sin(i / 10) * 0.5);
    const decoded = decodeWav(encodeWav(samples, 16_000));
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.channels).toBe(1);
    expect(decoded.samples).toHaveLength(1000);
    for (let i = 0; i < samples.length; i++) expect(decoded.samples[i]).toBeCloseTo(samples[i] ?? 0, 3);
  });

  it('mixes 16-bit stereo down to mono', () => {
    const { bytes, view, dataStart } = header({ format: 1, channels: 2, rate: 44_100, bits: 16, dataBytes: 8 });
    view.setInt16(dataStart, 16384, true);
    view.setInt16(dataStart + 2, 0, true);
    view.setInt16(dataStart + 4, -32768, true);
    view.setInt16(dataStart + 6, -32768, true);
    const decoded = decodeWav(bytes);
    expect(decoded.channels).toBe(2);
    expect(Array.from(decoded.samples)).toEqual([0.25, -1]);
  });

  it('reads 24-bit PCM, 32-bit float and WAVE_FORMAT_EXTENSIBLE', () => {
    const pcm24 = header({ format: 1, channels: 1, rate: 48_000, bits: 24, dataBytes: 3 });
    pcm24.bytes.set([0x00, 0x00, 0xc0], pcm24.dataStart); // -0.5
    expect(Array.from(decodeWav(pcm24.bytes).samples)).toEqual([-0.5]);

    const float = header({ format: 3, channels: 1, rate: 22_050, bits: 32, dataBytes: 4, extensible: true });
    float.view.setFloat32(float.dataStart, 0.75, true);
    expect(Array.from(decodeWav(float.bytes).samples)).toEqual([0.75]);
  });

  it('skips unknown chunks and accepts a streaming data size', () => {
    const wav = encodeWav(new Float32Array([0.5, -0.5]), 8000);
    const list = new Uint8Array([...'LIST'].map((c) => c.charCodeAt(0)).concat([3, 0, 0, 0, 1, 2, 3, 0]));
    const withList = new Uint8Array(wav.length + list.length);
    withList.set(wav.subarray(0, 36));
    withList.set(list, 36);
    withList.set(wav.subarray(36), 36 + list.length);
    new DataView(withList.buffer).setUint32(36 + list.length + 4, 0xffffffff, true);
    expect(decodeWav(withList).samples).toHaveLength(2);
  });

  it('refuses other files with a clear error', () => {
    const mp3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(looksLikeWav(mp3)).toBe(false);
    expect(() => decodeWav(mp3)).toThrow(WavFormatError);
    expect(() => decodeWav(mp3)).toThrow(/Not a WAV file/);
    const adpcm = header({ format: 2, channels: 1, rate: 8000, bits: 4, dataBytes: 4 });
    expect(() => decodeWav(adpcm.bytes)).toThrow(WavFormatError);
  });
});
