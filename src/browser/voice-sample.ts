/**
 * Decodes any audio the browser can play (the recorder's WebM or Ogg, an uploaded MP3, M4A or a phone's 44.1 kHz
 * stereo WAV) with Web Audio, then renders at most `maxFrames` of its beginning mixed to mono at `sampleRate` in an
 * OfflineAudioContext: a ten-minute file costs no more than its first minutes. Rejects when the browser cannot decode
 * the file. It imports nothing of the island that loads it on first use, so the island's chunk exports only the
 * island (the target format comes as arguments; the island encodes the WAV, src/domain/voice-sample-wav.ts).
 */
export async function decodeToMono(audio: Blob, sampleRate: number, maxFrames: number): Promise<Float32Array> {
  const decoder = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await decoder.decodeAudioData(await audio.arrayBuffer());
  } finally {
    void decoder.close();
  }
  const sourceFrames = Math.max(1, Math.ceil(decoded.duration * sampleRate));
  const offline = new OfflineAudioContext(1, Math.min(sourceFrames, maxFrames), sampleRate);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  return (await offline.startRendering()).getChannelData(0);
}
