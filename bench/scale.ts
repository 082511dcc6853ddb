/**
 * npm run bench:scale [-- --count 50000 --investors 50000 --only investors --port 8956 --static-port 8952 --functions-port 8951]
 * The admin dashboard at 50,000 applications and 50,000 investors (`--only admissions|investors` runs one part), through the production-like local server (`netlify serve` over the
 * existing build: run `npm run build` first).
 *
 * 1. The applications are written straight into a Blobs sandbox of their own (.netlify/bench-scale-blobs) through
 *    the project's store code (storeAdmissionsInBulk: records, index and counters), not by 50,000 HTTP calls. They
 *    are kept for the next run, which only adds what is missing.
 * 2. For the run, that sandbox takes the place of the local server's (.netlify/blobs-serve, put back afterwards),
 *    so the demo data is untouched.
 * 3. Signed in as the admin, it times the first page (with the summary cards), a filtered page, a page 20 pages
 *    deep, searches by registration number, mobile and e-mail, and the whole CSV export page by page, and reports the
 *    bytes of each, its Blobs calls and the largest response.
 * 4. Then it sends 20 searches at once (by mobile, e-mail and number in turn) while a CSV export runs, and reports
 *    their slowest time, their answers' statuses and the body of any that failed.
 * 5. Investors: 50,000 synthetic investors (ten transactions each) go into the same sandbox (records and index lines,
 *    bench/lib/bulk-investors.ts); signed in as the investor-relations officer it times the list's first page, page
 *    20, a search by code, a search by name and one investor's page, with their sizes.
 * Results go to bench/results/scale-<time>.json, the local server's output to bench/results/scale-<time>.log.
 *
 * Blobs calls: the functions runtime adds one `x-nf-fetch-timing` header value per `fetch` a handler made before it
 * returned (every Blobs operation is one `fetch`; the admissions handlers make no other). Reads made while a body
 * streams are not in it, so for the CSV export it counts the calls before the first byte.
 */
import { closeSync, existsSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { storeAdmissionsInBulk } from '../netlify/lib/admissions/bulk';
import { readCounter, statusCounter } from '../netlify/lib/admissions/counts';
import { withBlobs } from '../scripts/lib/blobs-target';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from '../scripts/lib/demo-staff';
import { startLocalServer, waitUntilAnswering } from '../scripts/lib/local-server.mjs';
import { SPEECH_JOB_HEADER, SPEECH_PARTS_HEADER } from '../src/api/voice';
import { ADMISSION_STATUSES } from '../src/domain/admission';
import { NEXT_CURSOR_HEADER } from '../src/domain/admission-listing';
import type { StaffRole } from '../src/domain/staff';
import { AUTHENTICATED_MAX_TEXT } from '../src/domain/voice';
import { decodeMp3 } from '../tests/support/audio';
import { syntheticAdmissions } from '../tests/support/bulk-admissions';
import { storeInvestorsInBulk } from './lib/bulk-investors';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '50000' },
    investors: { type: 'string', default: '50000' },
    only: { type: 'string' },
    port: { type: 'string', default: '8956' },
    'static-port': { type: 'string', default: '8952' },
    'functions-port': { type: 'string', default: '8951' },
  },
});
const count = Math.min(Math.max(Number(values.count), 1), 100_000);
const investorCount = Math.min(Math.max(Number(values.investors), 1), 100_000);
const runAdmissions = values.only !== 'investors';
const runInvestors = values.only !== 'admissions';
const SERVE_BLOBS = path.resolve('.netlify', 'blobs-serve');
const SAVED_BLOBS = path.resolve('.netlify', 'blobs-serve.before-bench');
const BENCH_BLOBS = path.resolve('.netlify', 'bench-scale-blobs');
const RUNS = 5;
const SIX_MB = 6 * 1024 * 1024;

interface Row {
  what: string;
  ms: number;
  bytes: number;
  blobCalls?: number;
  note?: string;
}
const rows: Row[] = [];
const CONCURRENT_SEARCHES = 20;
const startedAt = new Date().toISOString().replace(/[:.]/g, '-');
mkdirSync('bench/results', { recursive: true });
const serverLog = `bench/results/scale-${startedAt}.log`;

function swapIn() {
  if (existsSync(SAVED_BLOBS))
    throw new Error(`${SAVED_BLOBS} exists: an earlier run did not finish; move it back first`);
  if (existsSync(SERVE_BLOBS)) renameSync(SERVE_BLOBS, SAVED_BLOBS);
  mkdirSync(BENCH_BLOBS, { recursive: true });
  renameSync(BENCH_BLOBS, SERVE_BLOBS);
}
function swapOut() {
  if (existsSync(SERVE_BLOBS)) renameSync(SERVE_BLOBS, BENCH_BLOBS);
  if (existsSync(SAVED_BLOBS)) renameSync(SAVED_BLOBS, SERVE_BLOBS);
}

const loadBefore = loadavg();
const applications = syntheticAdmissions({ series: 'BS', count, newest: Date.now(), spacingMs: 60_000 });
swapIn();
let stop: () => unknown = () => undefined;
try {
  const seedStarted = performance.now();
  await withBlobs('serve', async () => {
    // A complete sandbox from an earlier run is used as it is: re-offering 50,000 records and their index entries
    // costs minutes and leaves the machine short of local ports for the server started next.
    const stored = await Promise.all(ADMISSION_STATUSES.map((status) => readCounter(statusCounter(status))));
    if (runAdmissions && stored.reduce((sum, n) => sum + n, 0) < count) await storeAdmissionsInBulk(applications);
    if (runInvestors) await storeInvestorsInBulk(investorCount);
  });
  console.log(
    `bench:scale: ${runAdmissions ? count : 0} applications, ${runInvestors ? investorCount : 0} investors in the store (${((performance.now() - seedStarted) / 1000).toFixed(0)} s)`,
  );

  const logFd = openSync(serverLog, 'w');
  const server = await startLocalServer({
    port: Number(values.port),
    staticPort: Number(values['static-port']),
    functionsPort: Number(values['functions-port']),
    build: false,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  stop = server.stop;
  // Bundling the functions alone takes minutes on a busy machine.
  await waitUntilAnswering(server, { path: '/api/admin/session', status: 200, timeoutMs: 600_000 });
  /** The session cookie of the demo member with that role. */
  async function signIn(role: StaffRole) {
    const member = DEMO_STAFF.find((candidate) => candidate.role === role) as (typeof DEMO_STAFF)[number];
    const login = await fetch(`${server.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.base },
      body: JSON.stringify({
        email: member.email,
        password: member.password,
        code: TOTP.generate({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }),
      }),
    });
    if (!login.ok) throw new Error(`admin login answered ${login.status}`);
    return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }
  let cookie = await signIn(runAdmissions ? 'admissions' : 'investor-relations');

  async function call(url: string) {
    const started = performance.now();
    const response = await fetch(`${server.base}${url}`, { headers: { cookie } });
    const body = new Uint8Array(await response.arrayBuffer());
    const timing = response.headers.get('x-nf-fetch-timing');
    const blobCalls = timing ? timing.split(',').length : 0;
    return { ms: performance.now() - started, bytes: body.byteLength, body, response, blobCalls };
  }
  async function timed(url: string) {
    const answer = await call(url);
    if (!answer.response.ok) throw new Error(`${url} answered ${answer.response.status}`);
    return answer;
  }
  /** Median of RUNS calls (after one warm-up call). */
  async function median(what: string, url: string) {
    await timed(url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timed(url));
    runs.sort((a, b) => a.ms - b.ms);
    const mid = runs[Math.floor(RUNS / 2)] ?? runs[0];
    if (mid) rows.push({ what, ms: mid.ms, bytes: mid.bytes, blobCalls: mid.blobCalls, note: `median of ${RUNS}` });
  }

  // What every admin call pays before its own work: the local server's new worker thread and the session check.
  await median('baseline: GET /api/admin/session', '/api/admin/session');
  async function admissionRows() {
    await median('first page of 50 + summary cards', '/api/admissions/all');
    await median('summary cards (page of 1)', '/api/admissions/all?limit=1');
    await median('filtered page (approved, coding)', '/api/admissions/all?status=approved&course=coding');
    const target = applications[Math.floor(count / 2)];
    if (target) {
      await median('search by registration number', `/api/admissions/all?search=${target.registrationNumber}`);
      await median('search by mobile', `/api/admissions/all?search=${target.mobileNumber}`);
      await median('search by e-mail', `/api/admissions/all?search=${encodeURIComponent(target.email)}`);
    }
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const page = await timed(`/api/admissions/all${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      cursor = (JSON.parse(new TextDecoder().decode(page.body)) as { nextCursor: string | null }).nextCursor;
      if (i === 19) {
        rows.push({ what: 'page 20 (after 19 cursors)', ms: page.ms, bytes: page.bytes, blobCalls: page.blobCalls });
      }
    }

    const exportStarted = performance.now();
    let exportBytes = 0;
    let largestPage = 0;
    let slowestPage = 0;
    let mostBlobCalls = 0;
    let pages = 0;
    let exportCursor: string | null = null;
    do {
      const page = await timed(
        `/api/admissions/export${exportCursor ? `?cursor=${encodeURIComponent(exportCursor)}` : ''}`,
      );
      exportBytes += page.bytes;
      largestPage = Math.max(largestPage, page.bytes);
      slowestPage = Math.max(slowestPage, page.ms);
      mostBlobCalls = Math.max(mostBlobCalls, page.blobCalls);
      pages += 1;
      exportCursor = page.response.headers.get(NEXT_CURSOR_HEADER);
    } while (exportCursor);
    rows.push({
      what: `CSV export, ${pages} pages`,
      ms: performance.now() - exportStarted,
      bytes: exportBytes,
      note: `largest page ${(largestPage / 1024).toFixed(0)} KB, slowest ${slowestPage.toFixed(0)} ms`,
    });
    rows.push({ what: 'largest single CSV page', ms: slowestPage, bytes: largestPage, blobCalls: mostBlobCalls });

    // Many searches at once while an export streams (issue: a mobile search answered 500 under load once).
    const terms = Array.from({ length: CONCURRENT_SEARCHES }, (_, i) => {
      const a = applications[(i * 2_477) % count] ?? applications[0];
      if (!a) throw new Error('no applications');
      return [a.mobileNumber, a.email, a.registrationNumber][i % 3] ?? a.mobileNumber;
    });
    const concurrentStarted = performance.now();
    const [searches, exportPages] = await Promise.all([
      Promise.all(terms.map((term) => call(`/api/admissions/all?search=${encodeURIComponent(term)}`))),
      (async () => {
        const answers = [];
        let next: string | null = null;
        do {
          const page = await call(`/api/admissions/export${next ? `?cursor=${encodeURIComponent(next)}` : ''}`);
          answers.push(page);
          next = page.response.ok ? page.response.headers.get(NEXT_CURSOR_HEADER) : null;
        } while (next);
        return answers;
      })(),
    ]);
    const failed = [...searches, ...exportPages].filter((s) => !s.response.ok);
    for (const s of failed) {
      console.log(`${s.response.url} answered ${s.response.status}: ${new TextDecoder().decode(s.body).slice(0, 300)}`);
    }
    const slowest = searches.reduce((a, b) => (b.ms > a.ms ? b : a));
    rows.push({
      what: `${CONCURRENT_SEARCHES} searches at once + CSV export`,
      ms: slowest.ms,
      bytes: Math.max(...searches.map((s) => s.bytes)),
      blobCalls: Math.max(...searches.map((s) => s.blobCalls)),
      note: `slowest search; ${failed.length} of ${searches.length + exportPages.length} calls failed; all done in ${((performance.now() - concurrentStarted) / 1000).toFixed(1)} s`,
    });
  }

  /** The investors' list, paging, searches and one investor's page, as the officer's section calls them. */
  async function investorRows() {
    await median(`investors (${investorCount}): first page of 50`, '/api/admin/investors');
    let next: string | null = null;
    for (let i = 0; i < 20; i++) {
      const page = await timed(`/api/admin/investors${next ? `?cursor=${encodeURIComponent(next)}` : ''}`);
      next = (JSON.parse(new TextDecoder().decode(page.body)) as { nextCursor: string | null }).nextCursor;
      if (i === 19)
        rows.push({ what: 'investors: page 20', ms: page.ms, bytes: page.bytes, blobCalls: page.blobCalls });
    }
    const middle = await timed('/api/admin/investors?cursor=ATVNM');
    const { investors } = JSON.parse(new TextDecoder().decode(middle.body)) as {
      investors: { investorCode: string; fullName: string }[];
    };
    const one = investors[0];
    if (!one) throw new Error('no investors listed');
    await median('investors: search by code', `/api/admin/investors?q=${encodeURIComponent(one.investorCode)}`);
    await median('investors: search by name', `/api/admin/investors?q=${encodeURIComponent(one.fullName)}`);
    await median('investors: search matching many', '/api/admin/investors?q=meera');
    await median("investors: one investor's page", `/api/admin/investors/${encodeURIComponent(one.investorCode)}`);
  }

  if (runAdmissions) await admissionRows();
  if (runInvestors) {
    cookie = await signIn('investor-relations');
    await investorRows();
  }
  if (runAdmissions) rows.push(...(await longSpeech(server.base)));
} finally {
  await stop();
  // netlify serve has let go of the sandbox once its process group is gone.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  swapOut();
}

const largest = Math.max(
  ...rows.filter((r) => !r.what.startsWith('CSV export,') && !r.what.includes('joined MP3')).map((r) => r.bytes),
);
/**
 * A card holder's 50,000-character text spoken in parts by the embedded engine, one part after the other as the
 * page does: the time to the first part (first audio), to the last, the largest part and the joined MP3.
 */
async function longSpeech(base: string): Promise<Row[]> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ mobileNumber: '9876543210', securityPin: '2468' }),
  });
  if (!login.ok) throw new Error(`demo card holder login answered ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const sentences = Array.from(
    { length: 1000 },
    (_, i) => `Sentence ${i + 1} of a long reading for the voice acting institute in New Delhi. `,
  ).join('');
  const text = sentences.slice(0, AUTHENTICATED_MAX_TEXT);
  const started = performance.now();
  const parts: Uint8Array[] = [];
  let total = 1;
  let job: string | undefined;
  let firstMs = 0;
  let slowestMs = 0;
  for (let index = 0; index < total; index++) {
    const partStarted = performance.now();
    const response = await fetch(`${base}/api/elevenlabs/text-to-speech/part`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, cookie },
      body: JSON.stringify({ text, voice_id: 'espeak-en-m3', index, job }),
    });
    const audio = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new Error(`speech part ${index} answered ${response.status}`);
    if (index === 0) {
      total = Number(response.headers.get(SPEECH_PARTS_HEADER) ?? 1);
      job = response.headers.get(SPEECH_JOB_HEADER) ?? undefined;
      firstMs = performance.now() - started;
    }
    slowestMs = Math.max(slowestMs, performance.now() - partStarted);
    parts.push(audio);
  }
  const allMs = performance.now() - started;
  const joined = new Uint8Array(parts.reduce((sum, p) => sum + p.byteLength, 0));
  parts.reduce((offset, p) => {
    joined.set(p, offset);
    return offset + p.byteLength;
  }, 0);
  const { seconds } = await decodeMp3(joined);
  const label = `${text.length.toLocaleString('en')}-character speech`;
  return [
    { what: `${label}: first part (first audio)`, ms: firstMs, bytes: parts[0]?.byteLength ?? 0 },
    {
      what: `${label}: all ${total} parts, joined MP3`,
      ms: allMs,
      bytes: joined.byteLength,
      note: `${(seconds / 60).toFixed(1)} min of audio`,
    },
    {
      what: `${label}: largest part`,
      ms: slowestMs,
      bytes: Math.max(...parts.map((p) => p.byteLength)),
      note: 'time: slowest part',
    },
  ];
}

const loadAfter = loadavg();
const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
console.log(
  `\nbench:scale at ${runAdmissions ? count : 0} applications and ${runInvestors ? investorCount : 0} investors (through netlify serve), ${cpus().length} cores`,
);
console.log(`load average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(loadAfter)}\n`);
console.log(`${'what'.padEnd(44)} ${'time'.padStart(10)} ${'bytes'.padStart(12)} ${'blobs'.padStart(6)}  note`);
for (const r of rows) {
  const blobs = r.blobCalls === undefined ? '' : String(r.blobCalls);
  console.log(
    `${r.what.padEnd(44)} ${`${r.ms.toFixed(0)} ms`.padStart(10)} ${String(r.bytes).padStart(12)} ${blobs.padStart(6)}  ${r.note ?? ''}`,
  );
}
console.log(`\nlargest single response: ${largest} bytes (${largest < SIX_MB ? 'under' : 'OVER'} 6 MB)`);
const file = `bench/results/scale-${startedAt}.json`;
writeFileSync(
  file,
  JSON.stringify({ count, rows, largest, loadBefore, loadAfter, at: new Date().toISOString() }, null, 2),
);
console.log(`written to ${file}; the server's output in ${serverLog}`);
