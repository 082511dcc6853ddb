import { encodeWav } from '../../domain/wav';

/** Recordings and uploads are sent as 22 050 Hz mono 16-bit WAV: about 2.6 MB a minute, well inside 10 MB. */
export const WAV_SAMPLE_RATE = 22_050;

export interface WavSample {
  wav: Blob;
  seconds: number;
}

/**
 * Decodes any audio the browser can play (the recorder's WebM/Ogg, an uploaded MP3 or M4A) with Web Audio, mixes it
 * to mono, resamples it and encodes it as 16-bit PCM WAV with the shared encoder (src/domain/wav.ts).
 */
export async function toWav(audio: Blob): Promise<WavSample> {
  const decoder = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await decoder.decodeAudioData(await audio.arrayBuffer());
  } finally {
    void decoder.close();
  }
  const frames = Math.max(1, Math.ceil(decoded.duration * WAV_SAMPLE_RATE));
  const offline = new OfflineAudioContext(1, frames, WAV_SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  const samples = rendered.getChannelData(0);
  return {
    wav: new Blob([encodeWav(samples, WAV_SAMPLE_RATE) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }),
    seconds: decoded.duration,
  };
}
