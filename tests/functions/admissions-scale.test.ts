import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import all from '../../netlify/functions/admissions-all.mts';
import exportCsv from '../../netlify/functions/admissions-export.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import update from '../../netlify/functions/admissions-update.mts';
import { storeAdmissionsInBulk } from '../../netlify/lib/admissions/bulk';
import { admissionSummary } from '../../netlify/lib/admissions/listing';
import { admissionsStore } from '../../netlify/lib/admissions/records';
import { seedStaff } from '../../scripts/lib/seed-staff';
import { DAY_MS, WEEK_MS } from '../../src/domain/admin-summary';
import { ADMISSION_STATUSES, COURSE_IDS, displayStatus } from '../../src/domain/admission';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../src/domain/admission-listing';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
import { indiaIsoDate } from '../../src/domain/india-time';
import { newRegistrationNumber } from '../../src/domain/registration-number';
import { adminSessionCookie } from '../support/admin';
import { startTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

/** Paging, filters, search, export and exact counts over thousands of stored applications. */

const COUNT = 2000;
const now = Date.now();
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let cookie = '';
let stored: AdmissionRecord[] = [];

function record(i: number): AdmissionRecord {
  const course = COURSE_IDS[i % COURSE_IDS.length] ?? 'coding';
  return {
    id: randomUUID(),
    registrationNumber: newRegistrationNumber(),
    firstName: 'Scale',
    lastName: `Applicant ${String.fromCharCode(65 + (i % 26))}`,
    email: `scale.${i}@example.in`,
    mobileNumber: `9${String(300_000_000 + i)}`,
    age: 18 + (i % 40),
    gender: 'Female',
    qualification: 'Class 12',
    disabilityStatus: 'No',
    course,
    // Spread over 60 days, several to the minute, some sharing a millisecond.
    submittedAt: new Date(now - Math.floor((i * 60 * DAY_MS) / COUNT) - (i % 3)).toISOString(),
    status: ADMISSION_STATUSES[i % 3] ?? 'pending',
  };
}

const newestFirst = (records: readonly AdmissionRecord[]) =>
  [...records].sort(
    (a, b) =>
      Date.parse(b.submittedAt) - Date.parse(a.submittedAt) || a.registrationNumber.localeCompare(b.registrationNumber),
  );

function tally(records: readonly AdmissionRecord[]) {
  const summary = { total: records.length, pending: 0, approved: 0, rejected: 0, thisWeek: 0 };
  for (const r of records) {
    summary[displayStatus(r.status)] += 1;
    if (Date.parse(r.submittedAt) >= Date.now() - WEEK_MS) summary.thisWeek += 1;
  }
  return summary;
}

async function getJson(path: string) {
  const response = await callFunction(all, path, { headers: { cookie } });
  return { status: response.status, body: await response.json() };
}

/** Every page of a listing, following the cursor. */
async function everyPage(query: string, limit = 100): Promise<AdmissionRecord[]> {
  const out: AdmissionRecord[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const { status, body } = await getJson(`/api/admissions/all?${params}`);
    expect(status).toBe(200);
    out.push(...body.applications);
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}

async function storedRecords(): Promise<AdmissionRecord[]> {
  const store = admissionsStore();
  const { blobs: keys } = await store.list();
  const records: AdmissionRecord[] = [];
  for (let i = 0; i < keys.length; i += 32) {
    const batch = keys.slice(i, i + 32).map((b) => store.get(b.key, { type: 'json' }) as Promise<AdmissionRecord>);
    records.push(...(await Promise.all(batch)));
  }
  return records;
}

hashCheaplyInThisFile();
beforeAll(async () => {
  blobs = await startTestBlobs();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  stored = Array.from({ length: COUNT }, (_, i) => record(i));
  await storeAdmissionsInBulk(stored);
  await seedStaff();
  cookie = await adminSessionCookie();
}, 600_000);
afterAll(() => blobs.stop(), 120_000);
afterEach(() => vi.restoreAllMocks());

describe('GET /api/admissions/all at 2,000 applications', () => {
  it('pages through every application newest first, each once', async () => {
    const listed = await everyPage('');
    expect(listed.map((r) => r.registrationNumber)).toEqual(newestFirst(stored).map((r) => r.registrationNumber));
  }, 300_000);

  it('answers the first page of 50 with a cursor and the exact summary', async () => {
    const { body } = await getJson('/api/admissions/all');
    expect(body.applications).toHaveLength(50);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.summary).toEqual(tally(stored));
  });

  it('leaves the summary out of later pages and searches, which read only what they list', async () => {
    const first = await getJson('/api/admissions/all?status=approved');
    expect(first.body.summary).toEqual(tally(stored));
    const next = await getJson(
      `/api/admissions/all?status=approved&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(next.body.applications).toHaveLength(50);
    expect(next.body.summary).toBeNull();
    const target = stored[42] as AdmissionRecord;
    const found = await getJson(`/api/admissions/all?search=${target.registrationNumber}`);
    expect(found.body.applications).toHaveLength(1);
    expect(found.body.summary).toBeNull();
  });

  it.each([
    ['status=approved', (r: AdmissionRecord) => r.status === 'approved'],
    ['course=coding', (r: AdmissionRecord) => r.course === 'coding'],
    [
      'status=rejected&course=share-market',
      (r: AdmissionRecord) => r.status === 'rejected' && r.course === 'share-market',
    ],
  ])(
    'filters by %s',
    async (query, keep) => {
      const listed = await everyPage(query);
      expect(listed.map((r) => r.registrationNumber)).toEqual(
        newestFirst(stored.filter(keep)).map((r) => r.registrationNumber),
      );
    },
    300_000,
  );

  it('lists the applications submitted on India dates, across the UTC days each date spans', async () => {
    const to = indiaIsoDate(new Date(now - 3 * DAY_MS));
    const from = indiaIsoDate(new Date(now - 9 * DAY_MS));
    const inRange = (r: AdmissionRecord) => {
      const day = indiaIsoDate(new Date(r.submittedAt));
      return from <= day && day <= to;
    };
    const expected = newestFirst(stored.filter((r) => inRange(r) && r.status === 'pending'));
    // Several UTC days and the 5½ hours of each India day that fall on the UTC day before it.
    expect(expected.length).toBeGreaterThan(50);
    const listed = await everyPage(`status=pending&from=${from}&to=${to}`, 40);
    expect(listed.map((r) => r.registrationNumber)).toEqual(expected.map((r) => r.registrationNumber));
    const today = indiaIsoDate(new Date());
    const { body } = await getJson(`/api/admissions/all?from=${today}&to=${today}`);
    expect(body.applications.map((r: AdmissionRecord) => r.registrationNumber)).toEqual(
      newestFirst(stored.filter((r) => indiaIsoDate(new Date(r.submittedAt)) === today)).map(
        (r) => r.registrationNumber,
      ),
    );
  }, 300_000);

  it('finds applications by registration number, mobile number and e-mail, in any spelling', async () => {
    const target = stored[1234] as AdmissionRecord;
    for (const search of [
      target.registrationNumber.toLowerCase(),
      `+91 ${target.mobileNumber.slice(0, 5)} ${target.mobileNumber.slice(5)}`,
      target.email.toUpperCase(),
    ]) {
      const { status, body } = await getJson(`/api/admissions/all?search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(body.applications.map((r: AdmissionRecord) => r.registrationNumber)).toEqual([target.registrationNumber]);
      expect(body.nextCursor).toBeNull();
    }
    expect((await getJson('/api/admissions/all?search=nobody%40example.in')).body.applications).toEqual([]);
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['limit=0', 'limit must be at least 1'],
    ['status=archived', 'status must be all, pending, approved or rejected'],
    ['course=painting', 'course must be all or one of'],
    ['cursor=..%2F..%2Fsecrets', 'cursor is not one this server gave out'],
    ['page=2', 'Unrecognized key'],
    ['from=2026-02-30', 'from must be a date such as 2026-11-28 (India time)'],
    ['from=2026-11-28&to=2026-11-27', 'from must not be after to'],
  ])('answers 400 naming the problem for %s', async (query, message) => {
    const { status, body } = await getJson(`/api/admissions/all?${query}`);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });

  it('refuses a search that is no registration number, mobile number or e-mail with the search hint', async () => {
    const { status, body } = await getJson('/api/admissions/all?search=Priya');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: 'searchNotUnderstood',
      error: 'Search by registration number (AVI-…), 10-digit mobile number or e-mail address.',
    });
  });

  it('answers 401 without the admin session', async () => {
    expect((await callFunction(all, '/api/admissions/all')).status).toBe(401);
    expect((await callFunction(exportCsv, '/api/admissions/export')).status).toBe(401);
  });
});

/** A CSV row's first cell (every cell is quoted, and a registration number holds no quote or comma). */
const firstCell = (line: string) => line.slice(1, line.indexOf('"', 1));

describe('GET /api/admissions/export', () => {
  it('streams every application in pages of 2,000 rows, the header once', async () => {
    const first = await callFunction(exportCsv, '/api/admissions/export', { headers: { cookie } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe(String(COUNT));
    expect(first.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await first.arrayBuffer());
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Registration number","First name","Last name","E-mail","Mobile number","Age","Gender","Qualification","Disability","Disability type","Course","Parent or guardian","Submitted at (IST)","Status","Duplicate of"',
    );
    expect(lines.slice(1, -1).map(firstCell)).toEqual(newestFirst(stored).map((r) => r.registrationNumber));
  }, 300_000);

  it('exports the applications of India dates only, with no total (the counters count whole views)', async () => {
    const from = indiaIsoDate(new Date(now - 20 * DAY_MS));
    const to = indiaIsoDate(new Date(now - 14 * DAY_MS));
    const expected = newestFirst(
      stored.filter((r) => {
        const day = indiaIsoDate(new Date(r.submittedAt));
        return from <= day && day <= to;
      }),
    );
    const response = await callFunction(exportCsv, `/api/admissions/export?from=${from}&to=${to}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
    const rows = (await response.text()).split('\r\n').filter(Boolean).slice(1);
    expect(rows.map(firstCell)).toEqual(expected.map((r) => r.registrationNumber));
    const backwards = await callFunction(exportCsv, `/api/admissions/export?from=${to}&to=${from}`, {
      headers: { cookie },
    });
    expect(backwards.status).toBe(400);
  }, 300_000);

  it('follows the cursor of a filtered export and counts it', async () => {
    const approved = newestFirst(stored.filter((r) => r.status === 'approved'));
    const cursor = encodeURIComponent('000000/0000000000000-AVI-2026-AAAAAA');
    const response = await callFunction(exportCsv, `/api/admissions/export?status=approved&cursor=${cursor}`, {
      headers: { cookie },
    });
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe(String(approved.length));
    const rows = (await response.text()).split('\r\n').filter(Boolean);
    // A page after a cursor carries no header row.
    expect(rows.map(firstCell)).toEqual(approved.map((r) => r.registrationNumber));
  }, 300_000);
});

describe('counts under concurrent submissions and status changes', () => {
  it('stay exact', async () => {
    const patch = (reg: string, status: string) =>
      callFunction(update, `/api/admissions/${reg}`, {
        method: 'PATCH',
        body: { status },
        params: { registrationNumber: reg },
        headers: { cookie },
      });
    const submissions = Array.from({ length: 30 }, (_, i) =>
      callFunction(submit, '/api/admissions', {
        method: 'POST',
        ip: freshIp(),
        body: {
          ...record(COUNT + i),
          id: undefined,
          registrationNumber: undefined,
          submittedAt: undefined,
          status: undefined,
        },
      }),
    );
    // The same applications changed by several admins at once, to the same and to different statuses.
    const targets = stored.slice(0, 20).map((r) => r.registrationNumber);
    const changes = targets.flatMap((reg, i) => [
      patch(reg, ADMISSION_STATUSES[i % 3] ?? 'pending'),
      patch(reg, ADMISSION_STATUSES[(i + 1) % 3] ?? 'pending'),
      patch(reg, 'approved'),
    ]);
    const results = await Promise.all([...submissions, ...changes]);
    const failed = results.filter((r) => r.status >= 300);
    expect(await Promise.all(failed.map(async (r) => `${r.status} ${await r.text()}`))).toEqual([]);

    const records = await storedRecords();
    expect(records).toHaveLength(COUNT + 30);
    expect(await admissionSummary()).toEqual(tally(records));
    const approved = await everyPage('status=approved');
    expect(approved.map((r) => r.registrationNumber)).toEqual(
      newestFirst(records.filter((r) => r.status === 'approved')).map((r) => r.registrationNumber),
    );
  }, 300_000);
});
