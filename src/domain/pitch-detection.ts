/**
 * The pitch of a frame (YIN): for the pitch-match game (a microphone frame at 44.1 or 48 kHz, 60-1000 Hz) and for
 * the server's speech analysis (netlify/lib/voice/speech-analysis.ts: speech decimated to about 11 kHz, 65-500 Hz).
 * Its own module so that the game loads it only when a visitor starts listening. Pure: runs in the browser, on the
 * server and in unit tests.
 */
/** Lowest and highest fundamental the games listen for, in Hz. */
export const MIN_PITCH_HZ = 60;
export const MAX_PITCH_HZ = 1000;

/** The fundamentals a caller listens for, in Hz. */
export interface PitchRange {
  minHz: number;
  maxHz: number;
}
const GAME_RANGE: PitchRange = { minHz: MIN_PITCH_HZ, maxHz: MAX_PITCH_HZ };
/** Frames quieter than this (RMS, samples in -1..1) are silence: no pitch. */
export const SILENCE_RMS = 0.01;

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Longest stretch YIN integrates over; longer frames only cost time. */
const MAX_WINDOW = 2048;
/** YIN's absolute threshold on the cumulative mean normalised difference. */
const YIN_THRESHOLD = 0.15;

/**
 * YIN (de Cheveigné and Kawahara, 2002): difference function, cumulative mean normalised difference, the
 * first dip under the threshold, then parabolic interpolation; null when no dip falls inside the range.
 * Written here rather than taken from pitchfinder 2.3.4, whose YIN seeds the normalisation with a fixed 1 and so
 * reads quiet or low tones (a 0.05-amplitude 220 Hz sine, an 80 Hz sine) as about 20 kHz. The frame needs twice
 * the longest period of the range plus a little: 4096 samples at 48 kHz for 60 Hz, 513 at 11 kHz for 65 Hz.
 */
export function yinPitch(frame: Float32Array, sampleRate: number, range: PitchRange = GAME_RANGE): number | null {
  const minLag = Math.max(2, Math.floor(sampleRate / range.maxHz));
  const maxLag = Math.min(Math.ceil(sampleRate / range.minHz), Math.floor(frame.length / 2) - 1);
  const window = Math.min(MAX_WINDOW, frame.length - maxLag - 1);
  if (maxLag <= minLag || window < maxLag) return null;
  const cmnd = new Float32Array(maxLag + 2);
  cmnd[0] = 1;
  let running = 0;
  for (let lag = 1; lag <= maxLag + 1; lag++) {
    let sum = 0;
    for (let i = 0; i < window; i++) {
      const delta = (frame[i] ?? 0) - (frame[i + lag] ?? 0);
      sum += delta * delta;
    }
    running += sum;
    cmnd[lag] = running > 0 ? (sum * lag) / running : 1;
  }
  let lag = minLag;
  while (lag <= maxLag && (cmnd[lag] ?? 1) >= YIN_THRESHOLD) lag++;
  if (lag > maxLag) return null;
  while (lag < maxLag && (cmnd[lag + 1] ?? 1) < (cmnd[lag] ?? 1)) lag++;
  const before = cmnd[lag - 1] ?? 1;
  const at = cmnd[lag] ?? 1;
  const after = cmnd[lag + 1] ?? 1;
  const curvature = before - 2 * at + after;
  const shift = curvature > 0 ? (0.5 * (before - after)) / curvature : 0;
  return sampleRate / (lag + Math.max(-0.5, Math.min(0.5, shift)));
}

/**
 * The fundamental frequency of one frame in Hz, or null for silence, noise or a pitch outside 60-1000 Hz.
 * The frame needs twice the longest period plus the integration window: 4096 samples (an AnalyserNode with
 * fftSize 4096) at 44.1 or 48 kHz.
 */
export function detectPitch(frame: Float32Array, sampleRate: number): number | null {
  if (rms(frame) < SILENCE_RMS) return null;
  const hz = yinPitch(frame, sampleRate);
  return hz !== null && Number.isFinite(hz) && hz >= MIN_PITCH_HZ && hz <= MAX_PITCH_HZ ? hz : null;
}
