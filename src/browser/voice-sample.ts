import { MAX_SAMPLE_FRAMES, SAMPLE_RATE } from '../domain/audio-upload';
import { encodeWav } from '../domain/wav';

/** A voice sample ready to upload: mono 16-bit PCM WAV at 22.05 kHz, within the clone request's 4 MB. */
export interface VoiceSample {
  wav: Blob;
  /** The length of the WAV. */
  seconds: number;
  /** Whether the source was longer and only its beginning was kept. */
  trimmed: boolean;
}

/** The WAV of mono samples at SAMPLE_RATE, keeping at most MAX_SAMPLE_FRAMES of them (clipped to -1..1). */
export function voiceSampleWav(samples: Float32Array): { bytes: Uint8Array; frames: number; trimmed: boolean } {
  const kept = samples.subarray(0, MAX_SAMPLE_FRAMES);
  return { bytes: encodeWav(kept, SAMPLE_RATE), frames: kept.length, trimmed: kept.length < samples.length };
}

/**
 * Decodes any audio the browser can play (the recorder's WebM or Ogg, an uploaded MP3, M4A or a phone's 44.1 kHz
 * stereo WAV) with Web Audio, then renders its beginning mixed to mono at SAMPLE_RATE in an OfflineAudioContext.
 * Rejects when the browser cannot decode the file.
 */
export async function toVoiceSample(audio: Blob): Promise<VoiceSample> {
  const decoder = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await decoder.decodeAudioData(await audio.arrayBuffer());
  } finally {
    void decoder.close();
  }
  const sourceFrames = Math.max(1, Math.ceil(decoded.duration * SAMPLE_RATE));
  // Render only what is kept: a ten-minute file costs no more than its first minutes.
  const offline = new OfflineAudioContext(1, Math.min(sourceFrames, MAX_SAMPLE_FRAMES), SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  const { bytes, frames } = voiceSampleWav(rendered.getChannelData(0));
  return {
    wav: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }),
    seconds: frames / SAMPLE_RATE,
    trimmed: sourceFrames > MAX_SAMPLE_FRAMES,
  };
}
