/**
 * npm run bench:api — latency of the local API through the production-like local server (`npm start`'s
 * `netlify serve` behind the compressing proxy, which builds the site and bundles the functions), on 127.0.0.1.
 *
 * For each scenario: p50/p99 end to end (the client's time, request sent to last byte read) and p50/p99 in the
 * handler (the `ms` of the function's own log line, netlify/lib/log.ts), so the difference is the local server's
 * own cost. Two floors show that cost alone: a static file (the proxies, no function) and a function call whose
 * handler does no Blobs call (the investor session check without a cookie).
 * Scenarios: investor login and verify (valid codes only: the throttle counts failures, not successes), a Vauxa chat
 * message (JSON answer; the local assistant, since the bench server has no provider key), and text to speech of a
 * short text by the embedded engine for the signed-in demo card holder (so no free trial is spent).
 *
 * Requests are sequential by default (BENCH_CONCURRENCY 1): the figure is what one visitor waits for, not a queue.
 * Then, for login and verify, where a call's time goes (bench/lib/handler-phases.mjs): the worker's start, the import
 * of the function's bundle, its first (cold) call and a second (warm) call, in a fresh worker per call as
 * `netlify serve` makes it, and the cold call again after one plain request has set up the worker's HTTP client.
 * The load average before and after is printed and saved with the figures in bench/results/api-<date>.json.
 * Options: BENCH_PORT (default 8902), BENCH_REQUESTS per scenario (100), BENCH_CONCURRENCY (1),
 * BENCH_SKIP_BUILD=1 (serve the existing build).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { runCommand } from '../scripts/lib/run-command.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { handlerPhases } from './lib/handler-phases.mjs';
import { percentile } from './lib/percentile.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8902);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const BUILD = process.env.BENCH_SKIP_BUILD !== '1';
const WARMUP = 5;
/** Per scenario: text to speech answers in about a second through the local server, so it may stop early. */
const TIME_LIMIT_MS = 45_000;
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO_CARD_HOLDER = { mobileNumber: '9876543210', securityPin: '2468' };
const PHASE_RUNS = 20;

const scenarios = [
  { name: 'GET /robots.txt (floor: static file)', method: 'GET', path: '/robots.txt', handler: false },
  { name: 'GET /api/investor/session, no cookie (floor: function)', method: 'GET', path: '/api/investor/session' },
  {
    name: 'POST /api/investor/login',
    method: 'POST',
    path: '/api/investor/login',
    body: { investorCode: 'ATVN-DEMO-0001' },
  },
  {
    name: 'POST /api/investor/verify',
    method: 'POST',
    path: '/api/investor/verify',
    body: { investorCode: 'atvn demo 0002' },
  },
  {
    name: 'POST /api/ai/enhanced-chat',
    method: 'POST',
    path: '/api/ai/enhanced-chat',
    body: { message: 'What courses do you offer?', personality: 'info', language: 'en' },
  },
  {
    name: 'POST /api/elevenlabs/text-to-speech, 40 characters',
    method: 'POST',
    path: '/api/elevenlabs/text-to-speech',
    body: { text: 'Welcome to Awaaz, the voice of New Delhi', voice_id: 'espeak-en-m3' },
    cardHolder: true,
  },
];

/** The demo card holder's session cookie (`name=value`). */
async function cardHolderCookie() {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CARD_HOLDER),
  });
  await response.arrayBuffer();
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('card_session='));
  if (!response.ok || !session) throw new Error(`the demo card holder could not sign in (${response.status})`);
  return session.split(';')[0];
}

async function request(scenario, cookie) {
  const headers = {};
  if (scenario.body) headers['content-type'] = 'application/json';
  if (scenario.cardHolder) headers.cookie = cookie;
  const started = performance.now();
  const response = await fetch(`${BASE}${scenario.path}`, {
    method: scenario.method,
    headers,
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const round = (ms) => (Number.isNaN(ms) ? null : Number(ms.toFixed(1)));

async function measure(scenario, handlerMs, cookie) {
  for (let i = 0; i < WARMUP; i++) await request(scenario, cookie);
  // The log lines of the warm-up requests may still be on their way.
  await sleep(300);
  handlerMs.delete(scenario.path);
  const deadline = Date.now() + TIME_LIMIT_MS;
  const latencies = [];
  const statuses = {};
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < REQUESTS && Date.now() < deadline) {
      issued++;
      const { ms, status } = await request(scenario, cookie);
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  await sleep(500);
  latencies.sort((a, b) => a - b);
  const inside = scenario.handler === false ? [] : [...(handlerMs.get(scenario.path) ?? [])].sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    requests: latencies.length,
    rps: Number((latencies.length / seconds).toFixed(1)),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    handlerP50: round(percentile(inside, 50)),
    handlerP99: round(percentile(inside, 99)),
    statuses,
  };
}

const load = () => loadavg().map((value) => Number(value.toFixed(2)));

await runCommand('npx', ['tsx', 'scripts/seed.ts']);
console.log(`Starting netlify serve on ${BASE}${BUILD ? ' (builds the site first)' : ''}…`);
const server = await startBenchServer({ port: PORT, build: BUILD });
process.on('SIGINT', () => {
  void server.stop().then(() => process.exit(130));
});

try {
  const cookie = await cardHolderCookie();
  const loadBefore = load();
  const results = [];
  for (const scenario of scenarios) results.push(await measure(scenario, server.handlerMs, cookie));
  const phases = await handlerPhases({
    calls: scenarios
      .filter((scenario) => scenario.path.startsWith('/api/investor/') && scenario.body)
      .map(({ path, body }) => ({ name: `investor-${path.split('/').pop()}`, path, body })),
    runs: PHASE_RUNS,
  });
  const loadAfter = load();
  console.log(
    `\nUp to ${REQUESTS} requests per scenario (at most ${TIME_LIMIT_MS / 1000} s each), concurrency ${CONCURRENCY}, ` +
      `${WARMUP} warm-up requests, node ${process.version}; load average (1, 5, 15 min) ${loadBefore.join(' ')} ` +
      `before, ${loadAfter.join(' ')} after.`,
  );
  console.log(
    "p50 and p99 are end to end through the local server; the handler columns are the functions' own log times.",
  );
  console.table(
    results.map((r) => ({
      scenario: r.scenario,
      requests: r.requests,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'handler p50 ms': r.handlerP50 ?? '-',
      'handler p99 ms': r.handlerP99 ?? '-',
      statuses: Object.entries(r.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    })),
  );
  console.log(
    `\nWhere a call's time goes: ${PHASE_RUNS} calls each, a fresh worker per call as netlify serve makes them; ` +
      'median / p90 ms. Cold call = the handler column above; first request = one plain request to the Blobs ' +
      "server before the handler's first call, in a second set of workers (Node's HTTP client set up on first use), " +
      'and the cold call after it; warm call = a second call in the same worker.',
  );
  console.table(phases);
  if (results.some((r) => Object.keys(r.statuses).some((status) => status !== '200'))) {
    console.warn('Some answers were not 200 (429 means 127.0.0.1 is throttled: wait, or clear the throttle store).');
    process.exitCode = 1;
  }
  await mkdir('bench/results', { recursive: true });
  const date = new Date().toISOString();
  const file = `bench/results/api-${date.replaceAll(':', '-')}.json`;
  const report = { date, requests: REQUESTS, concurrency: CONCURRENCY, loadBefore, loadAfter, results, phases };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Saved ${file}`);
} finally {
  await server.stop();
}
