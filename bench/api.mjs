/**
 * npm run bench:api — requests per second and p50/p99 latency of POST /api/investor/login and
 * POST /api/investor/verify through the production-like local server (`netlify serve`, which builds the site and
 * bundles the functions), on 127.0.0.1. Bounded in count (REQUESTS per endpoint at CONCURRENCY) and in time
 * (TIME_LIMIT_MS for all measurements, shared equally). Valid codes only: the throttle counts failures, not successes.
 * Options: BENCH_PORT (default 8902), BENCH_REQUESTS (500), BENCH_CONCURRENCY (8).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { runCommand } from '../scripts/lib/run-command.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { percentile } from './lib/percentile.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8902);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARMUP = 20;
const TIME_LIMIT_MS = 60_000;
const BASE = `http://127.0.0.1:${PORT}`;

const endpoints = [
  { name: 'POST /api/investor/login', path: '/api/investor/login', body: { investorCode: 'ATVN-DEMO-0001' } },
  { name: 'POST /api/investor/verify', path: '/api/investor/verify', body: { investorCode: 'atvn demo 0002' } },
];

async function request(endpoint) {
  const started = performance.now();
  const response = await fetch(`${BASE}${endpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(endpoint.body),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function measure(endpoint, deadline, handlerMs) {
  for (let i = 0; i < WARMUP; i++) await request(endpoint);
  handlerMs.delete(endpoint.path);
  const latencies = [];
  const statuses = {};
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < REQUESTS && Date.now() < deadline) {
      issued++;
      const { ms, status } = await request(endpoint);
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  await sleep(500);
  const inside = [...(handlerMs.get(endpoint.path) ?? [])].sort((a, b) => a - b);
  return {
    endpoint: endpoint.name,
    requests: latencies.length,
    seconds: Number(seconds.toFixed(2)),
    rps: Number((latencies.length / seconds).toFixed(1)),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    handlerP50: percentile(inside, 50),
    handlerP99: percentile(inside, 99),
    statuses,
  };
}

await runCommand('npx', ['tsx', 'scripts/seed.ts']);
console.log(`Starting netlify serve on ${BASE} (builds the site first)…`);
const server = await startBenchServer({ port: PORT, build: true });
process.on('SIGINT', () => {
  void server.stop().then(() => process.exit(130));
});

try {
  const results = [];
  // Each endpoint gets an equal share of the time limit.
  for (const endpoint of endpoints)
    results.push(await measure(endpoint, Date.now() + TIME_LIMIT_MS / endpoints.length, server.handlerMs));
  console.log(
    `\n${REQUESTS} requests per endpoint, concurrency ${CONCURRENCY}, ${WARMUP} warm-up requests, node ${process.version}`,
  );
  console.log(
    "req/s, p50 and p99 are end to end through netlify serve; handler columns are the functions' own log times.",
  );
  console.table(
    results.map((r) => ({
      endpoint: r.endpoint,
      requests: r.requests,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'handler p50 ms': r.handlerP50,
      'handler p99 ms': r.handlerP99,
      statuses: Object.entries(r.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    })),
  );
  if (results.some((r) => Object.keys(r.statuses).some((status) => status !== '200'))) {
    console.warn('Some answers were not 200 (429 means 127.0.0.1 is throttled: wait, or clear the throttle store).');
    process.exitCode = 1;
  }
  await mkdir('bench/results', { recursive: true });
  const file = `bench/results/api-${new Date().toISOString().replaceAll(':', '-')}.json`;
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), requests: REQUESTS, concurrency: CONCURRENCY, results }, null, 2)}\n`,
  );
  console.log(`Saved ${file}`);
} finally {
  await server.stop();
}
