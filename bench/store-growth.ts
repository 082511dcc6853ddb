/**
 * npm run bench:store-growth [-- --days 30]
 * A month of traffic against a local Blobs server on a simulated clock (today, then one day later each round),
 * twice: once with the daily clean-up (netlify/lib/jobs/cleanup-job.ts) run at the end of every day, once without.
 * Prints the key count of each store at the end of both. Per day: APPLICATIONS applications, LOGIN_FAILURES failed
 * sign-ins from IPS addresses spread over the day (per-IP and site-wide throttle windows), TRIAL_BROWSERS new trial
 * browsers, SESSIONS idle-timed sessions of 8 hours of which half are ended by a logout (revoked).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setEnvironmentContext } from '@netlify/blobs';
import { createAdmission } from '../netlify/lib/admissions/records';
import { removeExpired } from '../netlify/lib/jobs/cleanup-job';
import { issueSession, revokeSession } from '../netlify/lib/security/session';
import { recordHits } from '../netlify/lib/security/throttle';
import { addToCounter } from '../netlify/lib/storage/exact-counter';
import { type StoreName, store } from '../netlify/lib/storage/stores';
import { localBlobsServer } from '../scripts/lib/local-blobs-server';
import { DAY_MS } from '../src/domain/admin-summary';
import type { Admission } from '../src/domain/admission-schemas';

const { values } = parseArgs({ options: { days: { type: 'string', default: '30' } } });
const DAYS = Number(values.days);
const APPLICATIONS = 30;
const LOGIN_FAILURES = 100;
const IPS = 40;
const TRIAL_BROWSERS = 20;
const SESSIONS = 20;
const SESSION_SECONDS = 8 * 60 * 60;
const STORES: StoreName[] = [
  'throttle',
  'trial',
  'sessions',
  'admission-claims',
  'admission-counts',
  'admissions',
  'admission-index',
];
const FIFTEEN_MINUTES = 15 * 60;
const perIp = { name: 'bench-login-ip', limit: 20, windowSeconds: FIFTEEN_MINUTES };
const everyone = { name: 'bench-login-all', limit: 10_000, windowSeconds: FIFTEEN_MINUTES };

process.env.DEMO_MODE = '1';
let serial = 0;
const applicant = (): Admission => {
  serial += 1;
  return {
    firstName: 'Month',
    lastName: 'Applicant',
    email: `month.${serial}@example.in`,
    mobileNumber: `9${String(200_000_000 + serial)}`,
    age: 22,
    gender: 'Female',
    qualification: 'Class 12',
    disabilityStatus: 'No',
    course: 'voice-acting',
  } as Admission;
};

async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>, size = 20) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

async function oneDay(start: number): Promise<void> {
  const at = (i: number, n: number) => start + Math.floor((i * DAY_MS) / n);
  await inBatches([...Array(APPLICATIONS).keys()], (i) => createAdmission(applicant(), new Date(at(i, APPLICATIONS))));
  await inBatches([...Array(LOGIN_FAILURES).keys()], (i) =>
    recordHits(
      [
        { rule: perIp, subject: `192.0.2.${i % IPS}` },
        { rule: everyone, subject: 'all' },
      ],
      at(i, LOGIN_FAILURES),
    ),
  );
  // A trial count lives as long as its cookie (a year), so none of these expires within the month.
  await inBatches([...Array(TRIAL_BROWSERS).keys()], (i) =>
    addToCounter(store('trial'), `browser/${start}-${i}/until-${start + 365 * DAY_MS}`, 120),
  );
  const req = new Request('http://localhost/');
  await inBatches([...Array(SESSIONS).keys()], async (i) => {
    const { session } = await issueSession(req, 'admin', `bench-${i}`, SESSION_SECONDS, at(i, SESSIONS), {
      idleSeconds: 30 * 60,
    });
    if (i % 2 === 0) await revokeSession(session);
  });
}

async function keyCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of STORES) {
    let n = 0;
    for await (const page of store(name).list({ paginate: true })) n += page.blobs.length;
    counts[name] = n;
  }
  return counts;
}

async function month(withCleanup: boolean): Promise<Record<string, number>> {
  const directory = await mkdtemp(join(tmpdir(), 'store-growth-'));
  const token = 'bench';
  const server = localBlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ siteID: 'bench', token, edgeURL: url, uncachedEdgeURL: url });
  try {
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    for (let day = 0; day < DAYS; day++) {
      await oneDay(today + day * DAY_MS);
      if (withCleanup) await removeExpired(today + (day + 1) * DAY_MS);
    }
    return await keyCounts();
  } finally {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

const started = performance.now();
const without = await month(false);
const withJob = await month(true);
console.log(`store keys after ${DAYS} simulated days (${((performance.now() - started) / 1000).toFixed(0)} s):`);
console.log(`${'store'.padEnd(18)}${'without job'.padStart(13)}${'with job'.padStart(10)}`);
for (const name of STORES) {
  console.log(`${name.padEnd(18)}${String(without[name]).padStart(13)}${String(withJob[name]).padStart(10)}`);
}
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
console.log(`${'all'.padEnd(18)}${String(total(without)).padStart(13)}${String(total(withJob)).padStart(10)}`);
