/**
 * MP3 encoding with LAME compiled to WebAssembly (wasm-media-encoders): mono, constant bit rate.
 * Encoders are kept in a small pool, so warm calls skip the wasm instantiation, and each call has its own
 * encoder while it runs (an encoder is stateful).
 */
import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';

/** Speech at 22 050 Hz mono: 64 kbit/s is clean and about 0.5 MB a minute. */
export const MP3_BITRATE = 64;
const POOL_LIMIT = 4;

type Mp3Encoder = WasmMediaEncoder<'audio/mpeg'>;

export interface Mp3Stream {
  /** Encodes 16-bit mono samples; the first call fixes the sample rate. */
  write(samples: Int16Array, sampleRate: number): void;
  /** Flushes the encoder and returns the whole MP3 file. */
  end(): Uint8Array;
}

const idle: Mp3Encoder[] = [];

/** Appends byte chunks into one growing buffer. */
class ByteSink {
  private buffer = new Uint8Array(64 * 1024);
  private length = 0;

  append(bytes: Uint8Array): void {
    const needed = this.length + bytes.length;
    if (needed > this.buffer.length) {
      let capacity = this.buffer.length * 2;
      while (capacity < needed) capacity *= 2;
      const grown = new Uint8Array(capacity);
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(bytes, this.length);
    this.length = needed;
  }

  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

class EncoderStream implements Mp3Stream {
  private readonly sink = new ByteSink();
  private sampleRate = 0;
  private scratch = new Float32Array(0);

  constructor(private readonly encoder: Mp3Encoder) {}

  private configure(sampleRate: number): void {
    this.sampleRate = sampleRate;
    this.encoder.configure({ channels: 1, sampleRate, bitrate: MP3_BITRATE });
  }

  write(samples: Int16Array, sampleRate: number): void {
    if (this.sampleRate === 0) this.configure(sampleRate);
    else if (sampleRate !== this.sampleRate) throw new Error('MP3 stream sample rate changed mid-stream.');
    if (this.scratch.length < samples.length) this.scratch = new Float32Array(samples.length);
    const floats = this.scratch.subarray(0, samples.length);
    for (let i = 0; i < samples.length; i++) floats[i] = (samples[i] ?? 0) / 32768;
    // The returned view belongs to the encoder and must be copied before the next call.
    this.sink.append(this.encoder.encode([floats]));
  }

  end(): Uint8Array {
    if (this.sampleRate === 0) this.configure(22_050);
    this.sink.append(this.encoder.finalize());
    return this.sink.bytes();
  }
}

/** Lends an MP3 encoder to `work` and takes it back afterwards. */
export async function withMp3Stream<T>(work: (stream: Mp3Stream) => Promise<T>): Promise<T> {
  const encoder = idle.pop() ?? (await createMp3Encoder());
  let healthy = false;
  try {
    const result = await work(new EncoderStream(encoder));
    healthy = true;
    return result;
  } finally {
    // An encoder that failed mid-stream is dropped; configure() resets a healthy one for its next use.
    if (healthy && idle.length < POOL_LIMIT) idle.push(encoder);
  }
}

/** Creates one encoder ahead of the first request. */
export async function warmUpMp3(): Promise<void> {
  if (idle.length === 0) idle.push(await createMp3Encoder());
}
