import { beforeEach, describe, expect, it, vi } from 'vitest';
import submit from '../../netlify/functions/admissions-submit.mts';
import { searchAdmissions } from '../../netlify/lib/admissions/listing';
import { findAdmission } from '../../netlify/lib/admissions/records';
import { application } from '../support/applications';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction } from '../support/call';

/** Registration numbers to hand out before random ones: a collision that real draws make about one in 10^9. */
const drawn = vi.hoisted(() => ({ queue: [] as string[] }));
vi.mock('../../src/domain/registration-number', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/domain/registration-number')>();
  return { ...actual, newRegistrationNumber: (now?: Date) => drawn.queue.shift() ?? actual.newRegistrationNumber(now) };
});

setUpTestBlobs({ seed: false });
beforeEach(() => {
  drawn.queue.length = 0;
});

const apply = (body: ReturnType<typeof application>) =>
  callFunction(submit, '/api/admissions', { method: 'POST', body, ip: '127.0.0.1' });
const numberOf = async (response: Response) =>
  ((await response.json()) as { registrationNumber: string }).registrationNumber;

describe('a registration number drawn twice', () => {
  it('is drawn again: the second applicant gets a new number and the first record stays as it was', async () => {
    const first = application();
    const taken = await numberOf(await apply(first));
    const second = application();
    drawn.queue.push(taken);
    const response = await apply(second);
    expect(response.status).toBe(201);
    const redrawn = await numberOf(response);
    expect(redrawn).not.toBe(taken);
    expect((await findAdmission(taken))?.email).toBe(first.email);
    expect((await findAdmission(redrawn))?.email).toBe(second.email);
    expect((await searchAdmissions(second.email))?.applications.map((r) => r.registrationNumber)).toEqual([redrawn]);
    // The duplicate claim follows the redrawn number: the same applicant again is flagged as a duplicate of it.
    const repeat = await numberOf(await apply(second));
    expect((await findAdmission(repeat))?.duplicateOf).toBe(redrawn);
  });

  it('fails the request after ten draws, storing nothing and leaving the applicant free to apply again', async () => {
    const taken = await numberOf(await apply(application()));
    const unlucky = application();
    drawn.queue.push(...Array.from({ length: 11 }, () => taken));
    expect((await apply(unlucky)).status).toBe(500);
    expect((await searchAdmissions(unlucky.email))?.applications).toEqual([]);
    drawn.queue.length = 0;
    expect((await apply(unlucky)).status).toBe(201);
  });
});
