import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsStore } from '../../netlify/lib/admissions/counts';
import { admissionSummary, pageOfAdmissions, searchAdmissions } from '../../netlify/lib/admissions/listing';
import { admissionsStore } from '../../netlify/lib/admissions/records';
import { clearIndex, hasCurrentIndexFormat, indexStore } from '../../netlify/lib/admissions/search-index';
import { seedAdmissions } from '../../scripts/lib/seed-admissions';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
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

  it('marks a new store as indexed in the current layout', async () => {
    expect(await hasCurrentIndexFormat()).toBe(true);
  });

  it('re-indexes a store whose look-ups were written in the earlier layout', async () => {
    const { blobs: keys } = await admissionsStore().list();
    const record = (await admissionsStore().get(keys[0]?.key ?? '', { type: 'json' })) as AdmissionRecord;
    await clearIndex();
    const earlier = `by-mobile/${record.mobileNumber}/${record.registrationNumber}`;
    await indexStore().set(earlier, '');
    expect((await searchAdmissions(record.mobileNumber))?.applications).toEqual([]);

    // A plain seed re-indexes too (and finds the demo applicants already there).
    expect(await seedAdmissions()).toEqual([]);
    expect((await searchAdmissions(record.mobileNumber))?.applications.map((r) => r.registrationNumber)).toEqual([
      record.registrationNumber,
    ]);
    expect(await indexStore().getMetadata(earlier)).toBeNull();
    expect(await hasCurrentIndexFormat()).toBe(true);
  });
});
