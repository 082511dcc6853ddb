import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav } from '../../../src/domain/wav';

/** The fake microphone hums this steady note (A3). */
export const FAKE_MIC_HZ = 220;
const SAMPLE_RATE = 48_000;
const SECONDS = 10;

/**
 * A 10 s, 48 kHz, 16-bit mono sine at 220 Hz in the temp directory (generated once, never committed): Chromium's
 * --use-file-for-fake-audio-capture plays it, looped, as the microphone of the games-fake-mic project.
 */
export function fakeMicrophoneWav(): string {
  const path = join(tmpdir(), `games-fake-mic-${FAKE_MIC_HZ}hz.wav`);
  if (existsSync(path)) return path;
  const samples = new Float32Array(SAMPLE_RATE * SECONDS);
  for (let i = 0; i < samples.length; i++) samples[i] = 0.5 * Math.sin((2 * Math.PI * FAKE_MIC_HZ * i) / SAMPLE_RATE);
  // Written beside and renamed, so a worker loading the config at the same time never sees half a file.
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, encodeWav(samples, SAMPLE_RATE));
  renameSync(partial, path);
  return path;
}
