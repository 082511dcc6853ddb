import { MAX_SAMPLE_FRAMES, SAMPLE_RATE } from './audio-upload';
import { encodeWav } from './wav';

/**
 * The WAV a clone request carries: mono samples at SAMPLE_RATE, keeping at most MAX_SAMPLE_FRAMES of them (clipped to
 * -1..1), so that the request stays within 4 MB.
 */
export function voiceSampleWav(samples: Float32Array): { bytes: Uint8Array; frames: number; trimmed: boolean } {
  const kept = samples.subarray(0, MAX_SAMPLE_FRAMES);
  return { bytes: encodeWav(kept, SAMPLE_RATE), frames: kept.length, trimmed: kept.length < samples.length };
}
