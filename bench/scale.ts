/**
 * npm run bench:scale [-- --count 50000 --port 8956 --static-port 8952 --functions-port 8951]
 * The admin dashboard at 50,000 applications, through the production-like local server (`netlify serve` over the
 * existing build: run `npm run build` first).
 *
 * 1. The applications are written straight into a Blobs sandbox of their own (.netlify/bench-scale-blobs) through
 *    the project's store code (storeAdmissionsInBulk: records, index and counters), not by 50,000 HTTP calls. They
 *    are kept for the next run, which only adds what is missing.
 * 2. For the run, that sandbox takes the place of the local server's (.netlify/blobs-serve, put back afterwards),
 *    so the demo data is untouched.
 * 3. Signed in as the admin, it times the first page (with the summary cards), a filtered page, a page 20 pages
 *    deep, searches by registration number, mobile and e-mail, and the whole CSV export page by page, and reports the
 *    bytes of each and the largest response. Results go to bench/results/scale-<time>.json.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readCounter, statusCounter } from '../netlify/lib/admission-counts';
import { storeAdmissionsInBulk } from '../netlify/lib/admissions';
import { withBlobs } from '../scripts/lib/blobs-target';
import { startLocalServer, waitUntilAnswering } from '../scripts/lib/local-server.mjs';
import { ADMISSION_STATUSES } from '../src/domain/admission';
import { NEXT_CURSOR_HEADER } from '../src/domain/admission-listing';
import { syntheticAdmissions } from '../tests/support/bulk-admissions';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '50000' },
    port: { type: 'string', default: '8956' },
    'static-port': { type: 'string', default: '8952' },
    'functions-port': { type: 'string', default: '8951' },
  },
});
const count = Math.min(Math.max(Number(values.count), 1), 100_000);
const SERVE_BLOBS = path.resolve('.netlify', 'blobs-serve');
const SAVED_BLOBS = path.resolve('.netlify', 'blobs-serve.before-bench');
const BENCH_BLOBS = path.resolve('.netlify', 'bench-scale-blobs');
const RUNS = 5;
const SIX_MB = 6 * 1024 * 1024;

interface Row {
  what: string;
  ms: number;
  bytes: number;
  note?: string;
}
const rows: Row[] = [];

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

const applications = syntheticAdmissions({ series: 'BS', count, newest: Date.now(), spacingMs: 60_000 });
swapIn();
let stop: () => unknown = () => undefined;
try {
  const seedStarted = performance.now();
  await withBlobs('serve', async () => {
    // A complete sandbox from an earlier run is used as it is: re-offering 50,000 records and their index entries
    // costs minutes and leaves the machine short of local ports for the server started next.
    const stored = await Promise.all(ADMISSION_STATUSES.map((status) => readCounter(statusCounter(status))));
    if (stored.reduce((sum, n) => sum + n, 0) < count) await storeAdmissionsInBulk(applications);
  });
  console.log(
    `bench:scale: ${count} applications in the store (${((performance.now() - seedStarted) / 1000).toFixed(0)} s)`,
  );

  const server = await startLocalServer({
    port: Number(values.port),
    staticPort: Number(values['static-port']),
    functionsPort: Number(values['functions-port']),
    build: false,
    stdio: 'ignore',
  });
  stop = server.stop;
  await waitUntilAnswering(server, { path: '/api/admin/session', status: 200 });
  const login = await fetch(`${server.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.base },
    body: JSON.stringify({ password: 'demo-admin' }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  async function timed(url: string) {
    const started = performance.now();
    const response = await fetch(`${server.base}${url}`, { headers: { cookie } });
    const body = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength, body, response };
  }
  /** Median of RUNS calls (after one warm-up call). */
  async function median(what: string, url: string) {
    await timed(url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timed(url));
    runs.sort((a, b) => a.ms - b.ms);
    const mid = runs[Math.floor(RUNS / 2)] ?? runs[0];
    if (mid) rows.push({ what, ms: mid.ms, bytes: mid.bytes, note: `median of ${RUNS}` });
  }

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
    if (i === 19) rows.push({ what: 'page 20 (after 19 cursors)', ms: page.ms, bytes: page.bytes });
  }

  const exportStarted = performance.now();
  let exportBytes = 0;
  let largestPage = 0;
  let slowestPage = 0;
  let pages = 0;
  let exportCursor: string | null = null;
  do {
    const page = await timed(
      `/api/admissions/export${exportCursor ? `?cursor=${encodeURIComponent(exportCursor)}` : ''}`,
    );
    exportBytes += page.bytes;
    largestPage = Math.max(largestPage, page.bytes);
    slowestPage = Math.max(slowestPage, page.ms);
    pages += 1;
    exportCursor = page.response.headers.get(NEXT_CURSOR_HEADER);
  } while (exportCursor);
  rows.push({
    what: `CSV export, ${pages} pages`,
    ms: performance.now() - exportStarted,
    bytes: exportBytes,
    note: `largest page ${(largestPage / 1024).toFixed(0)} KB, slowest ${slowestPage.toFixed(0)} ms`,
  });
  rows.push({ what: 'largest single CSV page', ms: slowestPage, bytes: largestPage });
} finally {
  await stop();
  // netlify serve has let go of the sandbox once its process group is gone.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  swapOut();
}

const largest = Math.max(...rows.filter((r) => !r.what.startsWith('CSV export,')).map((r) => r.bytes));
console.log(`\nbench:scale at ${count} applications (through netlify serve)\n`);
console.log(`${'what'.padEnd(40)} ${'time'.padStart(10)} ${'bytes'.padStart(12)}  note`);
for (const r of rows) {
  console.log(
    `${r.what.padEnd(40)} ${`${r.ms.toFixed(0)} ms`.padStart(10)} ${String(r.bytes).padStart(12)}  ${r.note ?? ''}`,
  );
}
console.log(`\nlargest single response: ${largest} bytes (${largest < SIX_MB ? 'under' : 'OVER'} 6 MB)`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ count, rows, largest, at: new Date().toISOString() }, null, 2));
console.log(`written to ${file}`);
