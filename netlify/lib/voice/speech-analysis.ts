/**
 * Measures a speech sample's median fundamental frequency (F0, with the games' YIN, src/domain/pitch-detection.ts,
 * over the voiced frames) and its speaking rate (syllable-like peaks of the loudness envelope per second of speech, pauses
 * longer than 300 ms left out). Both are what a voice profile can match; timbre is not measured.
 */
import { type PitchRange, yinPitch } from '../../../src/domain/pitch-detection';

export interface SpeechMeasurement {
  /** Median F0 over the voiced frames, in Hz. */
  f0Hz: number;
  /** Syllable-like loudness peaks per second of speech. */
  rate: number;
  /** Seconds of speech (pauses over 300 ms excluded). */
  speechSeconds: number;
  /** Frames in which a pitch was found. */
  voicedFrames: number;
}

export class SpeechAnalysisError extends Error {
  override name = 'SpeechAnalysisError';
}

const ANALYSIS_RATE = 11_025;
const MIN_F0 = 65;
const MAX_F0 = 500;
const SPEECH_RANGE: PitchRange = { minHz: MIN_F0, maxHz: MAX_F0 };
const HOP_SECONDS = 0.01;
const FRAME_SECONDS = 0.025;
const MAX_PITCH_FRAMES = 1500;
const BRIDGED_PAUSE_SECONDS = 0.3;
const MIN_PEAK_SPACING_SECONDS = 0.1;
/** A peak counts as a new syllable when the envelope fell below this share of it since the last one. */
const DIP_RATIO = 0.7;

/** Low-pass (box average) and decimate to about 11 kHz: plenty for F0 and loudness, and 4-16x cheaper. */
function downsample(samples: Float32Array, sampleRate: number): { signal: Float32Array; rate: number } {
  const factor = Math.max(1, Math.floor(sampleRate / ANALYSIS_RATE));
  if (factor === 1) return { signal: samples, rate: sampleRate };
  const signal = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < signal.length; i++) {
    let sum = 0;
    for (let j = 0; j < factor; j++) sum += samples[i * factor + j] ?? 0;
    signal[i] = sum / factor;
  }
  return { signal, rate: sampleRate / factor };
}

function frameLoudness(signal: Float32Array, rate: number): Float32Array {
  const hop = Math.round(rate * HOP_SECONDS);
  const size = Math.round(rate * FRAME_SECONDS);
  const frames = Math.max(0, Math.floor((signal.length - size) / hop) + 1);
  const rms = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * hop; i < f * hop + size; i++) sum += (signal[i] ?? 0) ** 2;
    rms[f] = Math.sqrt(sum / size);
  }
  return rms;
}

function percentile(values: ArrayLike<number>, p: number): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** Loudness above which a frame is speech: relative to the loud frames, and clear of the noise floor. */
function speechThreshold(rms: Float32Array): number {
  return Math.max(percentile(rms, 0.95) * 0.08, percentile(rms, 0.1) * 2.5, 1e-4);
}

function medianF0(signal: Float32Array, rate: number, rms: Float32Array, threshold: number): number[] {
  const hop = Math.round(rate * HOP_SECONDS);
  // YIN needs twice the longest period (MIN_F0's) and some: the next power of two above it, plus one.
  let buffer = 2;
  while (buffer / 2 < rate / MIN_F0) buffer *= 2;
  const window = buffer + 1;
  const loud: number[] = [];
  for (let f = 0; f < rms.length; f++) {
    if ((rms[f] ?? 0) > threshold && f * hop + window <= signal.length) loud.push(f);
  }
  const step = Math.max(1, Math.ceil(loud.length / MAX_PITCH_FRAMES));
  const found: number[] = [];
  for (let k = 0; k < loud.length; k += step) {
    const start = (loud[k] ?? 0) * hop;
    const f0 = yinPitch(signal.subarray(start, start + window), rate, SPEECH_RANGE);
    if (f0 !== null && f0 >= MIN_F0 && f0 <= MAX_F0) found.push(f0);
  }
  return found;
}

function speakingRate(rms: Float32Array, threshold: number): { rate: number; speechSeconds: number } {
  // Smooth over 50 ms so that one syllable gives one peak.
  const smooth = new Float32Array(rms.length);
  for (let f = 0; f < rms.length; f++) {
    let sum = 0;
    let count = 0;
    for (let j = f - 2; j <= f + 2; j++) {
      if (j >= 0 && j < rms.length) {
        sum += rms[j] ?? 0;
        count++;
      }
    }
    smooth[f] = sum / count;
  }

  // Speech time: loud frames, with pauses shorter than BRIDGED_PAUSE_SECONDS counted as speech.
  const bridge = Math.round(BRIDGED_PAUSE_SECONDS / HOP_SECONDS);
  let speechFrames = 0;
  let lastLoud = -1;
  for (let f = 0; f < smooth.length; f++) {
    if ((smooth[f] ?? 0) <= threshold) continue;
    speechFrames += lastLoud >= 0 && f - lastLoud <= bridge ? f - lastLoud : 1;
    lastLoud = f;
  }

  // Peaks: local maxima above the threshold, separated by a dip and by MIN_PEAK_SPACING_SECONDS.
  const spacing = Math.round(MIN_PEAK_SPACING_SECONDS / HOP_SECONDS);
  let peaks = 0;
  let lastPeakFrame = -spacing;
  let lastPeakValue = 0;
  let lowestSincePeak = Number.POSITIVE_INFINITY;
  for (let f = 1; f < smooth.length - 1; f++) {
    const value = smooth[f] ?? 0;
    lowestSincePeak = Math.min(lowestSincePeak, value);
    const isMax = value > threshold && value >= (smooth[f - 1] ?? 0) && value > (smooth[f + 1] ?? 0);
    if (!isMax) continue;
    const dipped = lowestSincePeak < DIP_RATIO * Math.min(value, lastPeakValue) || peaks === 0;
    if (dipped && f - lastPeakFrame >= spacing) {
      peaks++;
      lastPeakFrame = f;
      lastPeakValue = value;
      lowestSincePeak = value;
    } else if (value > lastPeakValue && f - lastPeakFrame < spacing) {
      // A higher top of the same syllable.
      lastPeakValue = value;
      lowestSincePeak = value;
    }
  }
  const speechSeconds = speechFrames * HOP_SECONDS;
  return { rate: speechSeconds > 0 ? peaks / speechSeconds : 0, speechSeconds };
}

/** Measures F0 and speaking rate of mono samples (-1..1). Throws SpeechAnalysisError when there is no voice. */
export function measureSpeech(samples: Float32Array, sampleRate: number): SpeechMeasurement {
  const { signal, rate } = downsample(samples, sampleRate);
  const rms = frameLoudness(signal, rate);
  const threshold = speechThreshold(rms);
  const f0s = medianF0(signal, rate, rms, threshold);
  if (f0s.length < 10) {
    throw new SpeechAnalysisError('The sample has too little voiced speech to measure its pitch.');
  }
  f0s.sort((a, b) => a - b);
  const middle = f0s.length / 2;
  const f0Hz =
    f0s.length % 2 === 1 ? (f0s[Math.floor(middle)] ?? 0) : ((f0s[middle - 1] ?? 0) + (f0s[middle] ?? 0)) / 2;
  const { rate: syllableRate, speechSeconds } = speakingRate(rms, threshold);
  return { f0Hz, rate: syllableRate, speechSeconds, voicedFrames: f0s.length };
}
