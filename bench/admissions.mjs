/**
 * npm run bench:admissions [-- --url http://localhost:8911 --count 200 --concurrency 8 --seconds 30]
 * Submissions per second through the local production server: the one at --url, or else one it starts itself
 * (netlify serve on port 8911 over the existing build; run `npm run build` first).
 * Bounded: stops after --count submissions or --seconds, whichever comes first. Each submission is a new applicant
 * (unique e-mail and mobile), so every one is stored; the local server does not throttle loopback callers.
 */
import { parseArgs } from 'node:util';
import { startBenchServer } from './lib/bench-server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL },
    count: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '30' },
  },
});
const server = values.url ? null : await startBenchServer({ port: 8911, build: false });
const base = (values.url ?? server?.base ?? '').replace(/\/$/, '');
const count = Math.min(Number(values.count), 5000);
const concurrency = Math.max(1, Math.min(Number(values.concurrency), 64));
const deadline = Date.now() + Math.min(Number(values.seconds), 300) * 1000;

try {
  await fetch(`${base}/admissions`);
} catch {
  console.error(`No server at ${base}.`);
  process.exit(1);
}

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const application = (i) => ({
  firstName: 'Bench',
  lastName: 'Applicant',
  email: `bench.${run}.${i}@example.in`,
  mobileNumber: `9${String((Date.now() % 1e5) * 1e4 + i)
    .padStart(9, '0')
    .slice(-9)}`,
  age: 20 + (i % 30),
  gender: 'Female',
  qualification: 'Class 12',
  disabilityStatus: 'No',
  course: 'voice-acting',
});

const latencies = [];
const statuses = new Map();
let next = 0;
const started = performance.now();

async function worker() {
  while (next < count && Date.now() < deadline) {
    const i = next++;
    const t0 = performance.now();
    const response = await fetch(`${base}/api/admissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(application(i)),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
}

await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
const created = statuses.get(201) ?? 0;
console.log(`admissions: ${latencies.length} submissions in ${seconds.toFixed(2)} s with ${concurrency} in flight`);
console.log(
  `  ${(created / seconds).toFixed(1)} stored submissions/s; latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`,
);
console.log(`  statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
if (created !== latencies.length) process.exitCode = 1;
await server?.stop();
