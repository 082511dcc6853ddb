import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.mts';
import all from '../../netlify/functions/admissions-all.mts';
import certificate from '../../netlify/functions/admissions-certificate.mts';
import exportCsv from '../../netlify/functions/admissions-export.mts';
import slip from '../../netlify/functions/admissions-slip.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import update from '../../netlify/functions/admissions-update.mts';
import { admissionsStore, createAdmission, DUPLICATE_WINDOW_MS } from '../../netlify/lib/admissions/records';
import { SUBMISSIONS_PER_IP } from '../../netlify/lib/admissions/submission-limit';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';
import { renderSlip } from '../../netlify/lib/pdf/admission-pdfs';
import { TextWriter } from '../../netlify/lib/pdf/fonts';
import { seedStaff } from '../../scripts/lib/seed-staff';
import { nextIntake } from '../../src/content/next-intake';
import { type AdmissionInput, type AdmissionRecord, admissionInputSchema } from '../../src/domain/admission-schemas';
import { batchClosesAt, intakeLead } from '../../src/domain/next-intake';
import { parseRegistrationNumber } from '../../src/domain/registration-number';
import { formatDate } from '../../src/i18n/format';
import { demoMember, totpCode } from '../support/admin';
import { application } from '../support/applications';
import { startTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;

hashCheaplyInThisFile();
beforeAll(async () => {
  blobs = await startTestBlobs();
  await seedStaff();
  // The admin's own browser: its device cookie keeps later sign-ins clear of the locks the wrong-password tests cause.
  await adminCookie();
});
afterAll(() => blobs.stop());
beforeEach(() => {
  // One JSON log line per request: keep the test output readable.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const post = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  callFunction(submit, '/api/admissions', { method: 'POST', body, ip, headers });

async function storedKeys(): Promise<string[]> {
  return (await admissionsStore().list()).blobs.map((b) => b.key).sort();
}

let adminDevice = '';
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('admin-device_session='))
    ?.split(';')[0] ?? '';

/** Signs the admin in from the admin's own browser (its device cookie) and returns the admin session cookie. */
async function adminCookie(ip = freshIp()): Promise<string> {
  const { email, password } = demoMember('admissions');
  const response = await callFunction(adminLogin, '/api/admin/login', {
    method: 'POST',
    body: { email, password, code: totpCode() },
    ip,
    headers: adminDevice ? { cookie: adminDevice } : {},
  });
  expect(response.status).toBe(200);
  adminDevice = deviceCookieOf(response);
  return cookieFrom(response);
}

const getPdf = (fn: typeof slip, kind: 'slip' | 'certificate', reg: string, cookie?: string) =>
  callFunction(fn, `/api/admissions/${kind}/${reg}`, {
    params: { registrationNumber: reg },
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/admissions', () => {
  it('stores 100 concurrent submissions, each with its own registration number', async () => {
    const before = await storedKeys();
    const inputs = Array.from({ length: 100 }, () => application());
    const responses = await Promise.all(inputs.map((input) => post(input)));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(201));
    const numbers = bodies.map((b) => b.registrationNumber as string);
    expect(new Set(numbers).size).toBe(100);
    for (const n of numbers) expect(parseRegistrationNumber(n)).toBe(n);

    const after = await storedKeys();
    expect(after.length - before.length).toBe(100);
    for (const n of numbers) expect(after).toContain(n);
    const stored = (await admissionsStore().get(numbers[0] ?? '', { type: 'json' })) as AdmissionRecord;
    expect(stored).toMatchObject({ status: 'pending', registrationNumber: numbers[0], email: inputs[0]?.email });
    expect(Date.now() - Date.parse(stored.submittedAt)).toBeLessThan(60_000);
  });

  it('answers 201 with the number, the server time and the applicant slip cookie', async () => {
    const response = await post(application({ mobileNumber: '+91 98765-00001' }));
    expect(response.status).toBe(201);
    const body = await response.json();
    const batch = nextIntake.batch;
    const announced = batch && intakeLead(new Date(body.submittedAt), batch) === 'batch';
    expect(body).toEqual({
      success: true,
      registrationNumber: expect.any(String),
      submittedAt: expect.any(String),
      intake: announced ? 'current' : 'next',
      // The batch the confirmation states, while the announced one takes applications.
      ...(announced ? { batch: { name: batch.name, nameHi: batch.hi.name, startDate: batch.startDate } } : {}),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    for (const part of ['slip_session=', 'HttpOnly', 'SameSite=Strict', 'Path=/api/', 'Max-Age=3600'])
      expect(cookie).toContain(part);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = (await admissionsStore().get(body.registrationNumber, { type: 'json' })) as AdmissionRecord;
    expect(stored.mobileNumber).toBe('9876500001');
  });

  const bad: [string, (a: AdmissionInput) => unknown][] = [
    ['firstName', (a) => ({ ...a, firstName: '' })],
    ['firstName', (a) => ({ ...a, firstName: 42 })],
    ['lastName', (a) => ({ ...a, lastName: '<b>x</b>' })],
    ['lastName', (a) => ({ ...a, lastName: '\u0301\u093f' })],
    ['lastName', (a) => ({ ...a, lastName: 'Sharma\nRani' })],
    ['guardianName', (a) => ({ ...a, age: 12, guardianName: 'Sunita\tDevi', guardianConsent: true })],
    ['email', (a) => ({ ...a, email: 'nobody' })],
    ['email', ({ email: _e, ...a }) => a],
    ['mobileNumber', (a) => ({ ...a, mobileNumber: '12345' })],
    ['mobileNumber', (a) => ({ ...a, mobileNumber: '5876543210' })],
    ['age', (a) => ({ ...a, age: 7 })],
    ['age', (a) => ({ ...a, age: '21' })],
    ['age', (a) => ({ ...a, age: 101 })],
    ['gender', (a) => ({ ...a, gender: 'x' })],
    ['qualification', (a) => ({ ...a, qualification: '' })],
    ['disabilityStatus', (a) => ({ ...a, disabilityStatus: 'maybe' })],
    ['disabilityType', (a) => ({ ...a, disabilityStatus: 'Yes' })],
    ['disabilityType', (a) => ({ ...a, disabilityStatus: 'Yes', disabilityType: '\u200b\u2060' })],
    ['disabilityType', (a) => ({ ...a, disabilityStatus: 'Yes', disabilityType: 'Low vision\u0000' })],
    ['disabilityType', (a) => ({ ...a, disabilityStatus: 'Yes', disabilityType: '\u202enoisiv woL' })],
    ['disabilityType', (a) => ({ ...a, disabilityStatus: 'Yes', disabilityType: 'Low vision \ud83d' })],
    ['course', (a) => ({ ...a, course: 'rocket-science' })],
    ['course', (a) => ({ ...a, gender: 'Male' })],
    ['guardianName', (a) => ({ ...a, age: 12, guardianConsent: true })],
    ['guardianConsent', (a) => ({ ...a, age: 12, guardianName: 'Sunita Sharma' })],
    ['guardianConsent', (a) => ({ ...a, age: 12, guardianName: 'Sunita Sharma', guardianConsent: 'yes' })],
  ];

  it.each(bad)('answers 400 naming %s and stores nothing', async (field, mutate) => {
    const before = await storedKeys();
    const response = await post(mutate(application()));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(new RegExp(`^${field}: `));
    expect(body.fields[field]).toEqual(expect.any(String));
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await storedKeys()).toEqual(before);
  });

  it('stores a disability type in any script, with the joiners of Devanagari and emoji', async () => {
    const disabilityType = 'दृष्टि बाधित (क्\u200dष) 👩\u200d🦯';
    const response = await post(application({ disabilityStatus: 'Yes', disabilityType }));
    expect(response.status).toBe(201);
    const { registrationNumber } = await response.json();
    const stored = (await admissionsStore().get(registrationNumber, { type: 'json' })) as AdmissionRecord;
    expect(stored.disabilityType).toBe(disabilityType);
  });

  it.each([
    ['not JSON', '{firstName:', 400, 'Request body must be JSON'],
    ['an empty body', '', 400, 'Request body must be JSON'],
    ['an array', '[]', 400, 'body: '],
    ['server-set fields', JSON.stringify({ ...application(), status: 'approved' }), 400, 'body: '],
    [
      'a huge body',
      JSON.stringify({ ...application(), firstName: 'x'.repeat(20_000) }),
      413,
      'Request body must be at most',
    ],
  ])('refuses %s without storing anything', async (_name, raw, status, message) => {
    const before = await storedKeys();
    const response = await post(raw);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toContain(message);
    expect(await storedKeys()).toEqual(before);
  });

  it('answers 405 to other methods', async () => {
    const response = await callFunction(submit, '/api/admissions', { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('stores a repeat of the same e-mail and mobile from another browser as a flagged duplicate, answered like any application', async () => {
    const first = application();
    const firstResponse = await post(first);
    const created = await firstResponse.json();
    const slipCookie = cookieFrom(firstResponse);
    // Someone else (or the real person, after someone applied in her name): other spellings, another course.
    const repeat = {
      ...first,
      email: first.email.toUpperCase(),
      mobileNumber: `+91 ${first.mobileNumber}`,
      course: 'coding',
    };
    const stranger = await post(repeat);
    expect(stranger.status).toBe(201);
    const answered = await stranger.json();
    // The answer has the shape of a first application's: it does not tell that someone applied with these details.
    expect(Object.keys(answered).sort()).toEqual(Object.keys(created).sort());
    expect(answered.registrationNumber).not.toBe(created.registrationNumber);
    expect(cookieFrom(stranger)).toMatch(/^slip_session=/);
    expect(await admissionsStore().get(answered.registrationNumber, { type: 'json' })).toMatchObject({
      course: 'coding',
      status: 'pending',
      duplicateOf: created.registrationNumber,
    });
    expect(await admissionsStore().get(created.registrationNumber, { type: 'json' })).not.toHaveProperty('duplicateOf');
    // Staff see the flag in the list and in the export.
    const staff = await adminCookie();
    const listed = await callFunction(all, `/api/admissions/all?search=${answered.registrationNumber}`, {
      headers: { cookie: staff },
    });
    expect((await listed.json()).applications).toEqual([
      expect.objectContaining({
        registrationNumber: answered.registrationNumber,
        duplicateOf: created.registrationNumber,
      }),
    ]);
    const csv = await (await callFunction(exportCsv, '/api/admissions/export', { headers: { cookie: staff } })).text();
    expect(csv.split('\r\n')[0]).toMatch(/,"Duplicate of"$/);
    expect(csv).toContain(`"${answered.registrationNumber}",`);
    expect(csv.split('\r\n').find((row) => row.startsWith(`"${answered.registrationNumber}"`))).toMatch(
      new RegExp(`,"${created.registrationNumber}"$`),
    );
    // The first applicant's own browser submitting again is told its number, and nothing is stored.
    const before = await storedKeys();
    const again = await post(repeat, freshIp(), { cookie: slipCookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      code: 'duplicateApplication',
      error: SERVER_MESSAGES.en.duplicateApplication,
      registrationNumber: created.registrationNumber,
    });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await storedKeys()).toEqual(before);
    // Same e-mail with another mobile is another application, not flagged.
    const other = await post({ ...first, mobileNumber: '7000000001' });
    expect(other.status).toBe(201);
    const otherNumber = (await other.json()).registrationNumber;
    expect(await admissionsStore().get(otherNumber, { type: 'json' })).not.toHaveProperty('duplicateOf');
  });

  it('stores parallel identical submissions once, the others flagged as duplicates of that one', async () => {
    const input = application();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(input)));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = await Promise.all(responses.map(async (r) => (await r.json()).registrationNumber as string));
    expect(new Set(numbers).size).toBe(5);
    const records = (await Promise.all(
      numbers.map((n) => admissionsStore().get(n, { type: 'json' })),
    )) as AdmissionRecord[];
    const originals = records.filter((r) => r.duplicateOf === undefined);
    expect(originals).toHaveLength(1);
    expect(records.filter((r) => r.duplicateOf === originals[0]?.registrationNumber)).toHaveLength(4);
  });

  it('accepts the same person again after 24 hours, not before', async () => {
    const input = admissionInputSchema.parse(application());
    const t0 = new Date('2026-05-10T22:00:00Z');
    const first = await createAdmission(input, t0);
    expect(first.kind).toBe('created');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    // 2 hours later is the next 24-hour block: the previous block's claim still counts.
    expect(await createAdmission(input, at(2 * 3600_000))).toMatchObject({ kind: 'duplicate' });
    expect(await createAdmission(input, at(DUPLICATE_WINDOW_MS - 1))).toMatchObject({ kind: 'duplicate' });
    const later = await createAdmission(input, at(DUPLICATE_WINDOW_MS));
    expect(later.kind).toBe('created');
    expect(await createAdmission(input, at(DUPLICATE_WINDOW_MS + 1000))).toEqual({
      kind: 'duplicate',
      registrationNumber: later.kind === 'created' ? later.record.registrationNumber : '',
    });
  });

  it('marks each application for the announced batch until its last date ends in India, then for the next intake', async () => {
    const batch = nextIntake.batch;
    if (!batch) throw new Error('the demo content announces a next batch');
    const closes = batchClosesAt(batch).getTime();
    const before = await createAdmission(
      admissionInputSchema.parse(application({ email: 'before@example.in', mobileNumber: '9876500091' })),
      new Date(closes - 1000),
    );
    const after = await createAdmission(
      admissionInputSchema.parse(application({ email: 'after@example.in', mobileNumber: '9876500092' })),
      new Date(closes),
    );
    expect(before.kind === 'created' && before.record.intake).toBe('current');
    expect(after.kind === 'created' && after.record.intake).toBe('next');
    const stored = (await admissionsStore().get(after.kind === 'created' ? after.record.registrationNumber : '', {
      type: 'json',
    })) as AdmissionRecord;
    expect(stored.intake).toBe('next');
  });

  it('records the announced batch while it takes applications, and the slip states it with its start date', async () => {
    const batch = nextIntake.batch;
    if (!batch) throw new Error('the demo content announces a next batch');
    const closes = batchClosesAt(batch).getTime();
    const make = (suffix: string, at: Date) =>
      createAdmission(
        admissionInputSchema.parse(
          application({ email: `batch${suffix}@example.in`, mobileNumber: `98765001${suffix}` }),
        ),
        at,
      );
    const during = await make('81', new Date(closes - 1000));
    const after = await make('82', new Date(closes));
    if (during.kind !== 'created' || after.kind !== 'created') throw new Error('both applications are new');
    expect(during.record.batch).toEqual({ name: batch.name, nameHi: batch.hi.name, startDate: batch.startDate });
    expect(after.record.batch).toBeUndefined();
    expect(after.record.intake).toBe('next');

    const drawn = vi.spyOn(TextWriter.prototype, 'draw');
    const texts = () => drawn.mock.calls.map((call) => call[1]);
    await renderSlip(during.record, new Date(), 'en');
    expect(texts()).toContain(`${batch.name}, starting ${formatDate(batch.startDate, 'en')}`);
    drawn.mockClear();
    await renderSlip(during.record, new Date(), 'hi');
    expect(texts()).toContain(`${batch.hi.name}, ${formatDate(batch.startDate, 'hi')} से शुरू`);
    drawn.mockClear();
    await renderSlip(after.record, new Date(), 'en');
    expect(texts()).toContain('The next batch; we will write to you with its dates');
  });

  it('throttles accepted submissions per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < SUBMISSIONS_PER_IP.limit; i++) expect((await post(application(), ip)).status).toBe(201);
    const refused = await post(application(), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(application())).status).toBe(201);
  });

  it('does not throttle loopback callers on a local run (the end-to-end tests and the benchmark)', async () => {
    for (let i = 0; i <= SUBMISSIONS_PER_IP.limit; i++)
      expect((await post(application(), '127.0.0.1')).status).toBe(201);
  });
});

describe('admin endpoints without a session', () => {
  let reg = '';
  beforeAll(async () => {
    reg = (await (await post(application())).json()).registrationNumber;
  });

  const forged = 'admin_session=eyJraW5kIjoiYWRtaW4iLCJzdWIiOiJhZG1pbiIsInNpZCI6IngiLCJleHAiOjk5OTk5OTk5OTl9.forged';
  it.each([
    ['no cookie', ''],
    ['a forged cookie', forged],
  ])('answer 401 with %s', async (_name, cookie) => {
    const headers = cookie ? { cookie } : {};
    const calls = [
      callFunction(all, '/api/admissions/all', { headers }),
      callFunction(update, `/api/admissions/${reg}`, {
        method: 'PATCH',
        body: { status: 'approved' },
        params: { registrationNumber: reg },
        headers,
      }),
      getPdf(slip, 'slip', reg, cookie || undefined),
      getPdf(certificate, 'certificate', reg, cookie || undefined),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, error: 'Admin login required' });
    }
    const record = (await admissionsStore().get(reg, { type: 'json' })) as AdmissionRecord;
    expect(record.status).toBe('pending');
  });

  it('give the applicant only their own slip, never a certificate', async () => {
    const mine = await post(application());
    const { registrationNumber } = await mine.json();
    const cookie = cookieFrom(mine);
    expect((await getPdf(slip, 'slip', registrationNumber, cookie)).status).toBe(200);
    expect((await getPdf(slip, 'slip', registrationNumber.toLowerCase(), cookie)).status).toBe(200);
    expect((await getPdf(slip, 'slip', reg, cookie)).status).toBe(401);
    expect((await getPdf(certificate, 'certificate', registrationNumber, cookie)).status).toBe(401);
    expect((await callFunction(all, '/api/admissions/all', { headers: { cookie } })).status).toBe(401);
  });
});

describe('admin work', () => {
  let cookie = '';
  let reg = '';
  beforeAll(async () => {
    cookie = await adminCookie();
    reg = (
      await (
        await post(
          application({
            firstName: 'प्रिया',
            lastName: 'शर्मा',
            age: 12,
            guardianName: 'सुनीता शर्मा',
            guardianConsent: true,
          }),
        )
      ).json()
    ).registrationNumber;
  });

  const patch = (number: string, body: unknown) =>
    callFunction(update, `/api/admissions/${number}`, {
      method: 'PATCH',
      body,
      params: { registrationNumber: number },
      headers: { cookie },
    });

  it('lists the newest page, counts every stored application and finds one by its number', async () => {
    const response = await callFunction(all, '/api/admissions/all', { headers: { cookie } });
    expect(response.status).toBe(200);
    const { success, applications, nextCursor, summary } = await response.json();
    expect(success).toBe(true);
    expect(applications).toHaveLength(50);
    expect(nextCursor).toEqual(expect.any(String));
    expect(summary.total).toBe((await storedKeys()).length);
    const times = applications.map((a: AdmissionRecord) => Date.parse(a.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const found = await callFunction(all, `/api/admissions/all?search=${reg.toLowerCase()}`, { headers: { cookie } });
    expect((await found.json()).applications.find((a: AdmissionRecord) => a.registrationNumber === reg)).toMatchObject({
      firstName: 'प्रिया',
      status: 'pending',
    });
  });

  it('refuses the certificate before approval', async () => {
    const response = await getPdf(certificate, 'certificate', reg, cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe(SERVER_MESSAGES.en.certificateNotReady);
  });

  it('approves and rejects, and checks the status and the number', async () => {
    const approved = await patch(reg, { status: 'approved' });
    expect(approved.status).toBe(200);
    const { application: updated } = await approved.json();
    expect(updated).toMatchObject({ registrationNumber: reg, status: 'approved', updatedAt: expect.any(String) });
    const stored = (await admissionsStore().get(reg, { type: 'json' })) as AdmissionRecord;
    // The decision is stored with the name of the member who made it.
    expect(stored).toMatchObject({ status: 'approved', decidedBy: 'Demo Admissions', decidedAt: expect.any(String) });

    expect((await patch(reg, { status: 'deleted' })).status).toBe(400);
    expect((await patch(reg, {})).status).toBe(400);
    expect((await patch('AVI-2026-ZZZZZZ', { status: 'approved' })).status).toBe(404);
    expect((await patch('../../etc', { status: 'approved' })).status).toBe(404);
    // Names of Object properties are numbers like any other, not a way past the handler.
    for (const number of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await patch(number, { status: 'approved' });
      expect(response.status, number).toBe(404);
      expect(await response.json()).toMatchObject({
        success: false,
        error: 'No application with that registration number',
      });
    }
    expect(((await admissionsStore().get(reg, { type: 'json' })) as AdmissionRecord).status).toBe('approved');
  });

  it.each(['slip', 'certificate'] as const)(
    'serves the %s as a PDF that names the registration number',
    async (kind) => {
      const response = await getPdf(kind === 'slip' ? slip : certificate, kind, reg, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${kind}_${reg}.pdf"`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toContain(reg);
      expect(pdf.getSubject()).toContain(reg);
      expect(pdf.getSubject()).toContain('प्रिया शर्मा');
      expect(pdf.getKeywords()).toContain(reg);
    },
  );

  it.each([
    ['status=approved&status=pending', 'status: give status only once'],
    ['limit=5&search=a&limit=6', 'limit: give limit only once'],
    ['toString=1', 'query: Unrecognized key: "toString"'],
  ])('refuses the query %s with 400 naming the parameter', async (query, message) => {
    for (const fn of [all, exportCsv]) {
      const response = await callFunction(fn, `/api/admissions/x?${query}`, { headers: { cookie } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: message });
    }
  });

  it('answers 404 for an unknown number', async () => {
    expect((await getPdf(slip, 'slip', 'AVI-2026-ZZZZZZ', cookie)).status).toBe(404);
    expect((await getPdf(certificate, 'certificate', 'nonsense', cookie)).status).toBe(404);
  });
});
