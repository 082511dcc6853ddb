/**
 * npm run bench:student-code — how long POST /api/student/code takes to answer for a real pair
 * (registration number and its application's e-mail) and for an unknown number, through the real handler against a
 * local Blobs server and a local SMTP server (a mail sent inside the request would show here). A context with
 * `waitUntil`, as on Netlify: work handed to it is awaited between calls, outside the timing. RUNS calls each,
 * alternating, every call with a number of its own (the per-number limits allow 3 requests in 15 minutes).
 * Prints median and p95 per path, until the Response is handed over and until its body is read, with the load.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import { SMTPServer } from 'smtp-server';
import { localBlobsServer } from '../scripts/lib/local-blobs-server';
import { percentile } from './lib/percentile.mjs';

const RUNS = 50;
// The handler logs a line per request; only the figures are printed.
const print = console.log;
console.log = () => undefined;

process.env.DEMO_MODE = '1';
const directory = await mkdtemp(join(tmpdir(), 'bench-student-code-'));
const blobs = localBlobsServer({ directory, token: 'bench' });
const { port: blobsPort } = await blobs.start();
const edgeURL = `http://127.0.0.1:${blobsPort}`;
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
  JSON.stringify({ siteID: 'bench', token: 'bench', edgeURL, uncachedEdgeURL: edgeURL }),
).toString('base64');

let mailsReceived = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      mailsReceived++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;

// Imported after the environment is set (the stores read it when first used).
const { default: submit } = await import('../netlify/functions/admissions-submit.mts');
const { default: studentCode } = await import('../netlify/functions/student-code.mts');

const pending: Promise<unknown>[] = [];
const context = () =>
  ({
    ip: '127.0.0.1',
    params: {},
    requestId: 'bench',
    waitUntil: (work: Promise<unknown>) => void pending.push(work),
  }) as unknown as Context;
const settle = async () => {
  await Promise.allSettled(pending.splice(0));
};

const post = (path: string, body: unknown) =>
  new Request(new URL(path, 'http://localhost'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

print(`Submitting ${RUNS} applications…`);
const applicants: { registrationNumber: string; email: string }[] = [];
for (let i = 0; i < RUNS; i++) {
  const email = `bench${i}@example.in`;
  const response = await submit(
    post('/api/admissions', {
      firstName: 'Priya',
      lastName: 'Sharma',
      email,
      mobileNumber: `9${String(200_000_000 + i).padStart(9, '0')}`,
      age: 21,
      gender: 'Female',
      qualification: 'Class 12',
      disabilityStatus: 'No',
      course: 'voice-acting',
    }),
    context(),
  );
  const { registrationNumber } = (await response.json()) as { registrationNumber: string };
  applicants.push({ registrationNumber, email });
  await settle();
}
const mailsBefore = mailsReceived;

/** A well-formed number of its own for each call (a random application colliding with it is a 1 in 31^6 chance). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const unknownNumber = (i: number) => `AVI-2026-ZZZZ${ALPHABET[Math.floor(i / 31)]}${ALPHABET[i % 31]}`;

/** Until the handler hands its Response over (what the runtime has before work after the answer starts), and until
 * its body is read (work after the answer, started meanwhile, competes for the CPU). */
const times = {
  'real, handed over': [] as number[],
  'unknown, handed over': [] as number[],
  'real, body read': [] as number[],
  'unknown, body read': [] as number[],
};
const answers = new Set<string>();
for (let i = 0; i < RUNS; i++) {
  const calls = [
    ['real', applicants[i] as { registrationNumber: string; email: string }],
    ['unknown', { registrationNumber: unknownNumber(i), email: `nobody${i}@example.in` }],
  ] as const;
  for (const [path, body] of i % 2 ? [...calls].reverse() : calls) {
    const started = performance.now();
    const response = await studentCode(post('/api/student/code', body), context());
    times[`${path}, handed over`].push(performance.now() - started);
    const text = await response.text();
    times[`${path}, body read`].push(performance.now() - started);
    answers.add(`${response.status} ${text}`);
    await settle();
  }
}

for (const [path, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  print(
    `${path.padEnd(20)} median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms over ${sorted.length} calls`,
  );
}
print(`answers: ${[...answers].join(' | ')}`);
print(`code mails received by SMTP (sent during or after the answers): ${mailsReceived - mailsBefore}`);
print(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

await new Promise<void>((resolve) => smtp.close(() => resolve()));
await blobs.stop();
await rm(directory, { recursive: true, force: true });
process.exit(0);
