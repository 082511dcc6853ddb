import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeAdmissionsInBulk } from '../../netlify/lib/admissions/bulk';
import { exportPage, pageOfAdmissions, searchAdmissions } from '../../netlify/lib/admissions/listing';
import { entryOf, indexAdmission, listEntries } from '../../netlify/lib/admissions/search-index';
import { displayStatus } from '../../src/domain/admission';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
import { startTestBlobs } from '../support/blobs';
import { syntheticAdmissions } from '../support/bulk-admissions';

/** The index's layout: small folders for the local Blobs sandbox, and entries that must match their record. */

const COUNT = 300;
const ALL = { status: 'all', course: 'all' } as const;
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let stored: AdmissionRecord[] = [];

beforeAll(async () => {
  blobs = await startTestBlobs();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  stored = syntheticAdmissions({ series: 'IX', count: COUNT, newest: Date.now(), spacingMs: 90_000 });
  await storeAdmissionsInBulk(stored);
}, 120_000);
afterAll(() => blobs.stop());

/** The number of entries directly in each folder under `folder` on the local server's disk, folder by folder. */
async function folderSizes(folder: string): Promise<number[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.filter((e) => e.isDirectory()).map((e) => folderSizes(join(folder, e.name))),
  );
  return [entries.length, ...nested.flat()];
}

describe('the look-up index', () => {
  // The local sandbox lists a prefix by reading (and stat-ing) every entry of every folder on its way: one folder
  // per mobile number under by-mobile/ made each search read 50,000 entries at 50,000 applications.
  it.each(['by-mobile/', 'by-email/'])('keeps every folder under %s to at most 256 entries', async (prefix) => {
    const sizes = await folderSizes(join(blobs.directory, 'entries', 'test-site', 'site:admission-index', prefix));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(256);
    expect(sizes.length).toBeGreaterThan(COUNT);
  });

  it('finds an application by its mobile number and e-mail', async () => {
    const target = stored[123] as AdmissionRecord;
    expect((await searchAdmissions(target.mobileNumber))?.applications.map((r) => r.registrationNumber)).toEqual([
      target.registrationNumber,
    ]);
    expect((await searchAdmissions(target.email.toUpperCase()))?.applications.map((r) => r.registrationNumber)).toEqual(
      [target.registrationNumber],
    );
  });
});

describe('entries that do not match their record', () => {
  it('lists each application once when the same numbers are offered again with other times', async () => {
    const later = stored.map((r) => ({
      ...r,
      submittedAt: new Date(Date.parse(r.submittedAt) + 3_600_000).toISOString(),
    }));
    await storeAdmissionsInBulk(later.slice(0, 200));
    const listed: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await pageOfAdmissions(ALL, cursor, 100);
      listed.push(...page.applications.map((r) => r.registrationNumber));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(listed).toEqual(stored.map((r) => r.registrationNumber));
  }, 60_000);

  it('drops an entry written for another submission time from pages and exports', async () => {
    const target = stored[5] as AdmissionRecord;
    const wrong = { ...target, submittedAt: new Date(Date.parse(target.submittedAt) + 1000).toISOString() };
    await indexAdmission(wrong, displayStatus(target.status));
    // The stray entry takes one of the 20 places, as an entry whose record changed status does.
    const first19 = stored.slice(0, 19).map((r) => r.registrationNumber);
    const exported: string[] = [];
    for await (const record of (await exportPage(ALL, undefined, 20)).records())
      exported.push(record.registrationNumber);
    expect(exported).toEqual(first19);

    const { applications } = await pageOfAdmissions(ALL, undefined, 20);
    expect(applications.map((r) => r.registrationNumber)).toEqual(first19);
    const entries = await listEntries(ALL, undefined, 30);
    expect(entries).not.toContain(entryOf(wrong));
    expect(entries).toContain(entryOf(target));
  });
});
