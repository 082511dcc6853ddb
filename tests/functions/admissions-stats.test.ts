import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import stats from '../../netlify/functions/admissions-stats.mts';
import { storeAdmissionsInBulk } from '../../netlify/lib/admissions/bulk';
import { admissionsStore } from '../../netlify/lib/admissions/records';
import { seedAdmissions } from '../../scripts/lib/seed-admissions';
import { COURSE_IDS, displayStatus } from '../../src/domain/admission';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
import type { StaffRole } from '../../src/domain/staff';
import { adminSessionCookie } from '../support/admin';
import { setUpTestBlobs } from '../support/blobs';
import { syntheticAdmissions } from '../support/bulk-admissions';
import { callFunction } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

hashCheaplyInThisFile();
setUpTestBlobs({ seed: false, staff: true });

const DAY = 24 * 60 * 60 * 1000;
const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  for (const role of ['admissions', 'owner', 'investor-relations', 'support'] as const) {
    cookies[role] = await adminSessionCookie(role);
  }
  await seedAdmissions();
});
afterEach(() => vi.restoreAllMocks());

const statsAs = (role: StaffRole | null) =>
  callFunction(stats, '/api/admissions/stats', { headers: role ? { cookie: cookies[role] ?? '' } : {} });

/** The India date of an instant, worded by Intl rather than by the rule under test. */
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

async function storedRecords(): Promise<AdmissionRecord[]> {
  const store = admissionsStore();
  const { blobs } = await store.list();
  return Promise.all(blobs.map((b) => store.get(b.key, { type: 'json' }) as Promise<AdmissionRecord>));
}

/** What the chart must show, counted from the records themselves. */
function expected(records: readonly AdmissionRecord[]) {
  const today = Date.now();
  const dates = Array.from({ length: 56 }, (_, i) => indiaDate.format(today - (55 - i) * DAY));
  const days = dates.map((date) => {
    const byStatus = { pending: 0, approved: 0, rejected: 0 };
    for (const r of records)
      if (indiaDate.format(Date.parse(r.submittedAt)) === date) byStatus[displayStatus(r.status)]++;
    return { date, byStatus };
  });
  const byCourse = COURSE_IDS.map((course) => ({ course, count: records.filter((r) => r.course === course).length }));
  return { days, byCourse };
}

describe('GET /api/admissions/stats', () => {
  it('answers the demo applications from the index and the counts, in a handful of Blobs calls', async () => {
    const calls = vi.spyOn(globalThis, 'fetch');
    const response = await statsAs('admissions');
    expect(response.status).toBe(200);
    // The staff session's 3 reads, then the index and the counts: the records are never read.
    const blobCalls = calls.mock.calls.length;
    expect(calls.mock.calls.some(([url]) => String(url).includes('site:admissions/'))).toBe(false);
    const body = await response.json();
    const records = await storedRecords();
    expect(records.length).toBeGreaterThan(0);
    expect(body).toEqual({ success: true, ...expected(records) });
    console.info(`admissions stats at demo size (${records.length} applications): ${blobCalls} Blobs calls`);
    expect(blobCalls).toBeLessThanOrEqual(3 + 3 + 2 + 3 * 5);
  });

  it('counts planted applications per India day by status, and by course, leaving days before the window out', async () => {
    // 140 applications, one every 10 h 7 min going back from now: 58 days, so the oldest fall outside the 56.
    await storeAdmissionsInBulk(
      syntheticAdmissions({
        series: 'ST',
        count: 140,
        newest: Date.now() - 60_000,
        spacingMs: 10 * 60 * 60 * 1000 + 7 * 60 * 1000,
      }),
    );
    const body = await (await statsAs('owner')).json();
    const records = await storedRecords();
    const want = expected(records);
    expect(body.days).toEqual(want.days);
    expect(body.byCourse).toEqual(want.byCourse);
    const inWindow = body.days.reduce(
      (sum: number, d: { byStatus: Record<string, number> }) =>
        sum + Object.values(d.byStatus).reduce((a, b) => a + b, 0),
      0,
    );
    expect(inWindow).toBeLessThan(records.length);
    expect(inWindow).toBeGreaterThan(130);
  });

  it('refuses a session without an applications role (403, with its code) and no session (401)', async () => {
    for (const role of ['investor-relations', 'support'] as const) {
      const response = await statsAs(role);
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('staffRoleRequired');
    }
    expect((await statsAs(null)).status).toBe(401);
  });
});
