/**
 * npm run bench:admissions [-- --url http://localhost:8911 --port 8911 --at-once 50 --ceiling 50,100,150,200
 *   --simulate 200 --no-simulation]
 * A rush of applicants, each a new applicant (unique e-mail and mobile), all sent at the same moment:
 *   1. the Netlify simulation: --simulate applications in as many simulated function instances
 *      (tests/functions/admissions-rush.test.ts, run through vitest), accepted of sent, unique numbers, the cards;
 *   2. through the local production server (the one at --url, or else one it starts on --port over the existing
 *      build; run `npm run build` first): --at-once applications, accepted of sent;
 *   3. the local server's ceiling: rounds of --ceiling sizes at once, up to the first round not all accepted
 *      (`netlify serve` runs each call in a fresh worker and fails a call after 30 s).
 * Prints the load average before and after: the figures depend on the machine's other work.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startBenchServer } from './lib/bench-server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL },
    port: { type: 'string', default: process.env.PORT ?? '8911' },
    'at-once': { type: 'string', default: '50' },
    ceiling: { type: 'string', default: '50,100,150,200' },
    simulate: { type: 'string', default: '200' },
    'no-simulation': { type: 'boolean', default: false },
  },
});
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
console.log(`load average before: ${load()}`);

async function simulate(applicants) {
  const dir = mkdtempSync(join(tmpdir(), 'rush-'));
  const report = join(dir, 'report.json');
  const env = { ...process.env, RUSH_REPORT: report, RUSH_APPLICANTS: String(applicants) };
  const run = promisify(execFile)('npx', ['vitest', 'run', 'tests/functions/admissions-rush.test.ts'], {
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  await run.catch(() => undefined);
  try {
    const { seconds, statuses, unique, summary } = JSON.parse(readFileSync(report, 'utf8'));
    const statusList = Object.entries(statuses).map(([s, n]) => `${s}×${n}`);
    console.log(
      `simulated Netlify: ${statuses[201] ?? 0} of ${applicants} accepted in ${seconds.toFixed(1)} s (${statusList.join(', ')}); ` +
        `${unique} unique numbers; cards total ${summary.total}, pending ${summary.pending}, this week ${summary.thisWeek}`,
    );
    return (statuses[201] ?? 0) === applicants;
  } catch {
    console.log(
      'simulated Netlify: the simulation wrote no report (see `npx vitest run tests/functions/admissions-rush.test.ts`)',
    );
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let serial = 0;
const application = () => {
  const i = serial++;
  return {
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
  };
};

/** `count` applications sent at once; their statuses and the slowest answer. */
async function rush(base, count) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, async () => {
      try {
        const response = await fetch(`${base}/api/admissions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(application()),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 'network error';
      }
    }),
  );
  const tally = new Map();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  const accepted = tally.get(201) ?? 0;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${accepted} of ${count} accepted in ${seconds.toFixed(1)} s (${[...tally].map(([s, n]) => `${s}×${n}`).join(', ')})`,
  );
  return accepted === count;
}

let ok = true;
if (!values['no-simulation']) ok = (await simulate(Number(values.simulate))) && ok;

const server = values.url ? null : await startBenchServer({ port: Number(values.port), build: false });
const base = (values.url ?? server?.base ?? '').replace(/\/$/, '');
try {
  const atOnce = Number(values['at-once']);
  console.log(`local server: ${atOnce} at once`);
  ok = (await rush(base, atOnce)) && ok;
  let ceiling = 0;
  for (const size of values.ceiling.split(',').map(Number)) {
    console.log(`local server ceiling round: ${size} at once`);
    if (!(await rush(base, size))) break;
    ceiling = size;
  }
  console.log(`local server ceiling: ${ceiling} applications at once all accepted (rounds tried: ${values.ceiling})`);
} finally {
  await server?.stop();
}
console.log(`load average after: ${load()}`);
if (!ok) process.exitCode = 1;
