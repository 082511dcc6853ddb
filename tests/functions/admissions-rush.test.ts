import { writeFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { admissionSummary } from '../../netlify/lib/admissions/listing';
import { application } from '../support/applications';
import { callFunction } from '../support/call';
import { setUpSeparateInstances } from '../support/separate-instances';

/**
 * A rush of applicants as Netlify meets it: every request in a function instance of its own (one request per
 * instance at a time), so APPLICANTS concurrent applications run in APPLICANTS instances. Each instance here is a
 * fresh copy of the function's modules (vi.resetModules: no in-memory queue or batch is shared) with a /tmp of its
 * own (no lock is shared), against one Blobs service whose conditional writes are atomic (blobs-proxy.ts), as
 * Netlify's are. Distinct browsers, e-mails, mobile numbers and IPs.
 */
const APPLICANTS = Number(process.env.RUSH_APPLICANTS ?? 200);
/** Netlify's limit for a synchronous function: a call still running then has failed. */
const CALL_LIMIT_MS = 60_000;

const { newInstance: instanceOf } = setUpSeparateInstances();
/** A new function instance (separate-instances.ts). */
const newInstance = () =>
  instanceOf(async () => (await import('../../netlify/functions/admissions-submit.mts')).default);

describe('a rush of applicants on Netlify', () => {
  it(`accepts ${APPLICANTS} concurrent applications with unique numbers, and the summary counts each once`, async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const instances = [];
    for (let i = 0; i < APPLICANTS; i++) instances.push(await newInstance());
    const started = performance.now();
    const answers = await Promise.all(
      instances.map(async (submit, i) => {
        const ip = `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
        const call = callFunction(submit, '/api/admissions', { method: 'POST', body: application(), ip }).then(
          async (response) => ({
            status: response.status,
            registrationNumber: ((await response.json()) as { registrationNumber?: string }).registrationNumber,
          }),
        );
        const timeout = new Promise<{ status: 'timeout' }>((resolve) =>
          setTimeout(() => resolve({ status: 'timeout' }), CALL_LIMIT_MS).unref(),
        );
        return Promise.race([call, timeout]);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const statuses = new Map<number | string, number>();
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const numbers = answers.flatMap((a) => ('registrationNumber' in a ? [a.registrationNumber] : []));
    const summary = await admissionSummary();
    // `npm run bench:admissions` reads the figures from here.
    if (process.env.RUSH_REPORT) {
      const report = { applicants: APPLICANTS, seconds, statuses: Object.fromEntries(statuses), summary };
      await writeFile(process.env.RUSH_REPORT, JSON.stringify({ ...report, unique: new Set(numbers).size }));
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: APPLICANTS });
    expect(new Set(numbers).size).toBe(APPLICANTS);
    expect(summary).toEqual({
      total: APPLICANTS,
      pending: APPLICANTS,
      approved: 0,
      rejected: 0,
      thisWeek: APPLICANTS,
    });
  }, 600_000);
});
