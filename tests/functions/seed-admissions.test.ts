import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdmissions } from '../../netlify/lib/admissions';
import { seedAdmissions } from '../../scripts/lib/seed-admissions';
import { summarise } from '../../src/domain/admin-summary';
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
    const summary = summarise(await listAdmissions(), now);
    expect(summary).toEqual({ total: 5, pending: 2, approved: 2, rejected: 1, thisWeek: 3 });
  });
});
