/** Test helpers: decode MP3 (mpg123 in wasm), loudness, and synthetic voiced WAV samples. */
import { MPEGDecoder } from 'mpg123-decoder';

export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: number;
  seconds: number;
}

export async function decodeMp3(bytes: Uint8Array): Promise<DecodedAudio> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(bytes);
    if (errors.length > 0) throw new Error(`MP3 decode errors: ${errors.map((e) => e.message).join('; ')}`);
    const samples = channelData[0] ?? new Float32Array(0);
    return { samples, sampleRate, seconds: samplesDecoded / sampleRate };
  } finally {
    decoder.free();
  }
}

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/**
 * A voiced-like test signal: 12 harmonics of f0 (falling 1/h) shaped into syllables by a squared sine
 * at `syllablesPerSecond`.
 */
export function syntheticVoice(options: {
  f0: number;
  sampleRate: number;
  seconds: number;
  syllablesPerSecond: number;
}): Float32Array {
  const { f0, sampleRate, seconds, syllablesPerSecond } = options;
  const out = new Float32Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    let value = 0;
    for (let h = 1; h <= 12; h++) value += Math.sin(2 * Math.PI * f0 * h * t) / h;
    out[i] = 0.3 * value * Math.max(0, Math.sin(2 * Math.PI * syllablesPerSecond * t)) ** 2;
  }
  return out;
}
