import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsStore } from '../../netlify/lib/admission-counts';
import { admissionSummary, pageOfAdmissions } from '../../netlify/lib/admissions';
import { seedAdmissions } from '../../scripts/lib/seed-admissions';
import { startTestBlobs } from '../support/blobs';

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());

describe('seedAdmissions', () => {
  it('loads the demo applications once, with every status and both sides of the week', async () => {
    const now = new Date();
    const numbers = await seedAdmissions({ now });
    expect(numbers).toHaveLength(5);
    expect(await seedAdmissions({ ifEmpty: true, now })).toEqual([]);
    expect(await seedAdmissions({ now })).toEqual([]);
    expect(await admissionSummary(now)).toEqual({ total: 5, pending: 2, approved: 2, rejected: 1, thisWeek: 3 });
    const { applications } = await pageOfAdmissions({ status: 'approved', course: 'all' }, undefined, 50);
    expect(applications.map((a) => a.firstName)).toEqual(['Ananya', 'Gurpreet']);
  });

  it('indexes a store written before the index existed when seeding finds it not empty', async () => {
    const counts = countsStore();
    for (const { key } of (await counts.list()).blobs) await counts.delete(key);
    expect((await admissionSummary()).total).toBe(0);
    expect(await seedAdmissions({ ifEmpty: true })).toEqual([]);
    expect((await admissionSummary()).total).toBe(5);
  });
});
