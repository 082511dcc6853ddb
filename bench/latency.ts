/**
 * npm run bench:latency [-- --runs 9 --latency 0,50 --only <part of a name>]
 * What a parent, an investor or a staff member waits for once the network sits between a function and its store:
 * every call a person waits for, run through its real handler (as the function tests do) against a real local Blobs
 * server seeded with the demo data, at each simulated latency per Blobs call (BLOBS_LATENCY_MS, blobs-fetch.ts).
 * For each: p50 and p95 of the handler's time, the Blobs calls it made (median) and the longest chain of calls made
 * one after another (the most over the runs), which sets the wait on Netlify: about chain x latency.
 * Writes bench/results/latency-<time>.json with the machine's load average; the table is in docs/SCALE.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Context } from '@netlify/functions';
import { type BlobsCall, traceBlobsCalls } from '../netlify/lib/storage/blobs-fetch';
import { longestChain } from '../netlify/lib/storage/call-chain';
import { DEMO_CARD_HOLDER, seedCardHolders } from '../scripts/lib/cardholder-import';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from '../scripts/lib/demo-staff';
import { seedAdmissions } from '../scripts/lib/seed-admissions';
import { seedInvestors } from '../scripts/lib/seed-investors';
import { seedStaff } from '../scripts/lib/seed-staff';
import type { StaffRole } from '../src/domain/staff';
import { totpCode } from '../tests/support/admin';
import { application } from '../tests/support/applications';
import { startTestBlobs } from '../tests/support/blobs';
import { type CallOptions, callFunction, cookieFrom, freshIp } from '../tests/support/call';
import { ledgerAccount } from '../tests/support/ledger-account';
import { percentile } from './lib/percentile.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    latency: { type: 'string', default: '0,50' },
    only: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const LATENCIES = values.latency.split(',').map(Number);

process.env.DEMO_MODE = '1';
process.env.SESSION_SECRET ??= randomBytes(32).toString('hex');
delete process.env.OPENAI_API_KEY;

type Handler = (req: Request, context: Context) => Promise<Response>;
const load = async (name: string) => (await import(`../netlify/functions/${name}.mts`)).default as Handler;

const blobs = await startTestBlobs();
const quiet = console.log;
console.log = () => undefined;
await seedInvestors();
const demoApplications = await seedAdmissions();
await seedCardHolders();
await seedStaff();

/** A staff member's session: each sign-in uses a TOTP step of its own (a step is refused once used). */
let step = 0;
async function staffSignIn(role: StaffRole): Promise<Response> {
  const member = DEMO_STAFF.find((m) => m.role === role);
  if (!member) throw new Error(`no demo member ${role}`);
  const code = totpCode(DEMO_TOTP_SECRET, Date.now() + 30_000 * (step++ % 2));
  return callFunction(await load('admin-login'), '/api/admin/login', {
    method: 'POST',
    body: { email: member.email, password: member.password, code },
    ip: freshIp(),
  });
}
const staffCookie = async (role: StaffRole) => cookieFrom(await staffSignIn(role));
const owner = await staffCookie('owner');
const admissions = await staffCookie('admissions');
const relations = await staffCookie('investor-relations');
const support = await staffCookie('support');
const investorLogin = await load('investor-login');
const investorCookie = cookieFrom(
  await callFunction(investorLogin, '/api/investor/login', {
    method: 'POST',
    body: { investorCode: 'ATVN-DEMO-0001' },
    ip: freshIp(),
  }),
);
const number = demoApplications[0] ?? '';

interface Scenario {
  name: string;
  call: () => Promise<Response>;
}
/** A call with a cookie, from an address of its own. */
const as = (cookie: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  ip: freshIp(),
  headers: { cookie, ...options.headers },
});
const get = (fn: string, path: string, cookie = '', params: Record<string, string> = {}) => ({
  call: async () => callFunction(await load(fn), path, as(cookie, { params })),
});
const post = (fn: string, path: string, body: () => unknown, cookie = '', params: Record<string, string> = {}) => ({
  call: async () => callFunction(await load(fn), path, as(cookie, { method: 'POST', body: body(), params })),
});

/** Submits an application (not timed: it sets up the call that is) and gives its number. */
async function submitted(input: ReturnType<typeof application>): Promise<string> {
  const answer = await callFunction(await load('admissions-submit'), '/api/admissions', {
    method: 'POST',
    body: input,
    ip: freshIp(),
  });
  return ((await answer.json()) as { registrationNumber: string }).registrationNumber;
}

let added = 0;
const scenarios: Scenario[] = [
  { name: 'apply (submit an application)', ...post('admissions-submit', '/api/admissions', () => application()) },
  {
    name: 'portal: ask for a sign-in code',
    call: async () => {
      const applicant = application();
      const registrationNumber = await submitted(applicant);
      const ask = await load('student-code');
      const body = { registrationNumber, email: applicant.email };
      return measured(() => callFunction(ask, '/api/student/code', as('', { method: 'POST', body })));
    },
  },
  {
    name: 'investor sign-in',
    ...post('investor-login', '/api/investor/login', () => ({ investorCode: 'ATVN-DEMO-0001' })),
  },
  { name: 'investor dashboard (session)', ...get('investor-session', '/api/investor/session', investorCookie) },
  {
    name: 'payment schedule (verify a code)',
    ...post('investor-verify', '/api/investor/verify', () => ({ investorCode: 'ATVN-DEMO-0002' })),
  },
  {
    name: 'investor statement (PDF)',
    ...get('investor-statement', '/api/investor/ATVN-DEMO-0001/statement?format=pdf', investorCookie, {
      code: 'ATVN-DEMO-0001',
    }),
  },
  {
    name: 'card holder sign-in',
    ...post('cardholder-login', '/api/auth/login', () => ({
      mobileNumber: DEMO_CARD_HOLDER.mobileNumber,
      securityPin: DEMO_CARD_HOLDER.securityPin,
    })),
  },
  {
    name: 'Vauxa chat message',
    ...post('ai-enhanced-chat', '/api/ai/enhanced-chat', () => ({
      message: 'When does the next batch start?',
      personality: 'info',
      language: 'en',
    })),
  },
  { name: 'staff sign-in', call: () => staffSignIn('admissions') },
  { name: 'staff session', ...get('admin-session', '/api/admin/session', admissions) },
  { name: 'applications: first page with cards', ...get('admissions-all', '/api/admissions/all', admissions) },
  {
    name: 'applications: pending, one course',
    ...get('admissions-all', '/api/admissions/all?status=pending&course=voice-acting', admissions),
  },
  { name: 'applications: charts', ...get('admissions-stats', '/api/admissions/stats', admissions) },
  {
    name: 'applications: search by number',
    ...get('admissions-all', `/api/admissions/all?search=${number}`, admissions),
  },
  {
    name: 'applications: decide one',
    call: async () => {
      const registrationNumber = await submitted(application());
      const decide = await load('admissions-update');
      return measured(() =>
        callFunction(
          decide,
          `/api/admissions/${registrationNumber}`,
          as(admissions, { method: 'PATCH', body: { status: 'approved' }, params: { registrationNumber } }),
        ),
      );
    },
  },
  { name: 'applications: export (CSV)', ...get('admissions-export', '/api/admissions/export', admissions) },
  { name: 'investors: first page', ...get('admin-investors-list', '/api/admin/investors', relations) },
  { name: 'investors: search by name', ...get('admin-investors-list', '/api/admin/investors?q=demo', relations) },
  {
    name: 'investors: one investor',
    ...get('admin-investor', '/api/admin/investors/ATVN-DEMO-0001', relations, { code: 'ATVN-DEMO-0001' }),
  },
  {
    name: 'investors: add one',
    ...post(
      'admin-investors-add',
      '/api/admin/investors',
      () => ({ ...ledgerAccount, fullName: `Bench Investor ${++added}` }),
      relations,
    ),
  },
  {
    name: 'investors: record a transaction',
    ...post(
      'admin-investor-transactions',
      '/api/admin/investors/ATVN-DEMO-0001/transactions',
      () => ({ transactionDate: '2026-12-01', transactionTime: '10:00', transactionType: 'Credit', amount: 4000 }),
      relations,
      { code: 'ATVN-DEMO-0001' },
    ),
  },
  { name: 'investors: payouts chart', ...get('admin-payouts', '/api/admin/payouts', relations) },
  { name: 'card holders: search', ...get('admin-cardholder-find', '/api/admin/cardholders?search=98765', support) },
  { name: 'card holders: list', ...get('admin-cardholder-find', '/api/admin/cardholders?list=all', support) },
  { name: 'audit log', ...get('admin-audit', '/api/admin/audit', owner) },
  { name: 'staff list', ...get('admin-staff-list', '/api/admin/staff', owner) },
  { name: 'mail outbox', ...get('admin-outbox', '/api/admin/outbox', owner) },
  { name: 'backups list', ...get('admin-backups-list', '/api/admin/backups', owner) },
];

interface Sample {
  ms: number;
  status: number;
  calls: BlobsCall[];
}
/** The figures of a timed call, on its response. */
const MEASURED = Symbol('measured');
type Measured = Response & { [MEASURED]?: Sample };

/** Times `work` (the body read included) with the Blobs calls it made. */
async function measured(work: () => Promise<Response>): Promise<Measured> {
  const started = performance.now();
  const { result, calls } = await traceBlobsCalls(async () => {
    const response = await work();
    if (!response.bodyUsed) await response.arrayBuffer();
    return response;
  });
  const answer = result as Measured;
  // A scenario that set up its call first timed that call alone (measured inside): that figure stands.
  answer[MEASURED] ??= { ms: performance.now() - started, status: result.status, calls };
  return answer;
}

async function sample(scenario: Scenario): Promise<Sample> {
  const answer = (await measured(scenario.call)) as Measured;
  return answer[MEASURED] as Sample;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const rows = [];
const chosen = scenarios.filter((s) => !values.only || s.name.includes(values.only));
for (const scenario of chosen) {
  const row: Record<string, unknown> = { name: scenario.name };
  for (const latency of LATENCIES) {
    process.env.BLOBS_LATENCY_MS = String(latency);
    await sample(scenario); // the first call loads the function and warms what later calls reuse
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await sample(scenario));
    const times = samples.map((s) => s.ms).sort((a, b) => a - b);
    row[`p50@${latency}`] = Math.round(percentile(times, 50));
    row[`p95@${latency}`] = Math.round(percentile(times, 95));
    row.calls = median(samples.map((s) => s.calls.length));
    row.chain = Math.max(...samples.map((s) => longestChain(s.calls)));
    row.status = [...new Set(samples.map((s) => s.status))].join(',');
  }
  rows.push(row);
}
delete process.env.BLOBS_LATENCY_MS;
console.log = quiet;
await blobs.stop();

const load1 = loadavg().map((n) => n.toFixed(2));
console.log(`\nBLOBS LATENCY (demo data, ${RUNS} runs after one warm-up; load average ${load1.join(' ')})`);
console.table(rows);
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL(`./results/latency-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
await writeFile(file, `${JSON.stringify({ runs: RUNS, latencies: LATENCIES, loadAverage: load1, rows }, null, 2)}\n`);
process.exit(0);
