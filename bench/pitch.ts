/**
 * npm run bench:pitch — time of one pitch detection (YIN) on the frame the /games meter reads: 4096 samples at
 * 48 kHz. The live meter needs it under 15 ms per frame; this prints the median and the slowest of N runs, with the
 * machine's load, since a shared machine's load skews wall time.
 */
import { loadavg } from 'node:os';
import { detectPitch } from '../src/domain/pitch-detection';

const FRAME = 4096;
const SAMPLE_RATE = 48_000;
const RUNS = 200;
const BUDGET_MS = 15;

const frame = new Float32Array(FRAME);
for (let i = 0; i < FRAME; i++) frame[i] = 0.5 * Math.sin(2 * Math.PI * 220 * (i / SAMPLE_RATE));

detectPitch(frame, SAMPLE_RATE);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  detectPitch(frame, SAMPLE_RATE);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)] ?? 0;
const slowest = times.at(-1) ?? 0;
console.log(`pitch detection, ${FRAME} samples at ${SAMPLE_RATE} Hz, ${RUNS} runs (load ${loadavg()[0]?.toFixed(1)}):`);
console.log(`  median ${median.toFixed(2)} ms, slowest ${slowest.toFixed(2)} ms; live-meter budget ${BUDGET_MS} ms`);
