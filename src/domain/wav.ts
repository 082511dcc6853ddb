/**
 * RIFF/WAVE reading and writing, shared by the browser (recording saved as WAV) and the server
 * (voice profiles, the embedded speech engine's output).
 *
 * Reads integer PCM (8, 16, 24, 32 bit) and IEEE float (32, 64 bit), plain or WAVE_FORMAT_EXTENSIBLE,
 * any channel count and sample rate; the channels are mixed down to one mono signal in -1..1.
 * Writes 16-bit PCM mono.
 */

export interface DecodedWav {
  sampleRate: number;
  /** Channels in the file (the samples below are already mixed to mono). */
  channels: number;
  bitsPerSample: number;
  /** Mono samples in -1..1. */
  samples: Float32Array;
}

export class WavFormatError extends Error {
  override name = 'WavFormatError';
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
export const WAV_HEADER_BYTES = 44;

function fourCC(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

/** True when the bytes start like a RIFF/WAVE file (cheap check before decoding). */
export function looksLikeWav(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return fourCC(view, 0) === 'RIFF' && fourCC(view, 8) === 'WAVE';
}

function sampleReader(view: DataView, format: number, bits: number): (offset: number) => number {
  if (format === FORMAT_FLOAT) {
    if (bits === 32) return (o) => view.getFloat32(o, true);
    if (bits === 64) return (o) => view.getFloat64(o, true);
  } else if (format === FORMAT_PCM) {
    if (bits === 8) return (o) => (view.getUint8(o) - 128) / 128;
    if (bits === 16) return (o) => view.getInt16(o, true) / 32768;
    if (bits === 24)
      return (o) => {
        const value = view.getUint8(o) | (view.getUint8(o + 1) << 8) | (view.getInt8(o + 2) << 16);
        return value / 8388608;
      };
    if (bits === 32) return (o) => view.getInt32(o, true) / 2147483648;
  }
  throw new WavFormatError(
    `Unsupported WAV encoding (format ${format}, ${bits} bit). Use PCM (8, 16, 24 or 32 bit) or 32-bit float.`,
  );
}

/** Decodes a WAV file to mono float samples. Throws WavFormatError with a readable message. */
export function decodeWav(bytes: Uint8Array): DecodedWav {
  if (!looksLikeWav(bytes)) {
    throw new WavFormatError('Not a WAV file: expected a RIFF/WAVE header.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format = 0;
  let channels = 0;
  let sampleRate = 0;
  let bitsPerSample = 0;
  let blockAlign = 0;
  let dataOffset = -1;
  let dataBytes = 0;

  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = fourCC(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new WavFormatError('WAV fmt chunk is truncated.');
      format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      blockAlign = view.getUint16(body + 12, true);
      bitsPerSample = view.getUint16(body + 14, true);
      if (format === FORMAT_EXTENSIBLE) {
        if (size < 40 || body + 26 > bytes.length) throw new WavFormatError('WAV extensible fmt chunk is truncated.');
        // The sub-format GUID starts at body + 24; its first two bytes are the real format code.
        format = view.getUint16(body + 24, true);
      }
    } else if (id === 'data') {
      dataOffset = body;
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: take what is there.
      dataBytes = size === 0 || body + size > bytes.length ? bytes.length - body : size;
      break;
    }
    offset = body + size + (size % 2);
  }

  if (format === 0) throw new WavFormatError('WAV file has no fmt chunk.');
  if (dataOffset < 0) throw new WavFormatError('WAV file has no data chunk.');
  if (channels < 1 || sampleRate < 1000 || sampleRate > 384000) {
    throw new WavFormatError(`WAV header is not plausible (${channels} channels, ${sampleRate} Hz).`);
  }
  const bytesPerSample = bitsPerSample / 8;
  if (!Number.isInteger(bytesPerSample) || blockAlign !== bytesPerSample * channels) {
    throw new WavFormatError(`WAV header is inconsistent (${bitsPerSample} bit, block size ${blockAlign}).`);
  }
  const read = sampleReader(view, format, bitsPerSample);
  const frames = Math.floor(dataBytes / blockAlign);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    const base = dataOffset + frame * blockAlign;
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) sum += read(base + channel * bytesPerSample);
    samples[frame] = sum / channels;
  }
  return { sampleRate, channels, bitsPerSample, samples };
}

/** Writes the 44-byte header of a 16-bit PCM mono WAV holding `sampleCount` samples. */
function writeHeader(view: DataView, sampleRate: number, sampleCount: number): void {
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + sampleCount * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, FORMAT_PCM, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, sampleCount * 2, true);
}

/** Encodes mono float samples (-1..1, clipped) as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(WAV_HEADER_BYTES + samples.length * 2);
  const view = new DataView(bytes.buffer);
  writeHeader(view, sampleRate, samples.length);
  for (let i = 0; i < samples.length; i++) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(WAV_HEADER_BYTES + i * 2, clipped < 0 ? clipped * 32768 : clipped * 32767, true);
  }
  return bytes;
}
