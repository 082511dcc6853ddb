import { beforeAll, describe, expect, it, vi } from 'vitest';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import letterOf from '../../netlify/functions/admin-investor-letter.mts';
import adminLogin from '../../netlify/functions/admin-login.mts';
import certificate from '../../netlify/functions/admissions-certificate.mts';
import exportCsv from '../../netlify/functions/admissions-export.mts';
import slip from '../../netlify/functions/admissions-slip.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import update from '../../netlify/functions/admissions-update.mts';
import investorLogin from '../../netlify/functions/investor-login.mts';
import statement from '../../netlify/functions/investor-statement.mts';
import studentCertificate from '../../netlify/functions/student-certificate.mts';
import studentSlip from '../../netlify/functions/student-slip.mts';
import { AUDIT_PAGE_SIZE, appendAudit, readAudit } from '../../netlify/lib/audit';
import { applicantActor, investorActor } from '../../netlify/lib/downloads/download-audit';
import { USER_AGENT_MAX_LENGTH } from '../../netlify/lib/http/request-context';
import { issueSession } from '../../netlify/lib/security/session';
import { STUDENT_SESSION_KIND } from '../../netlify/lib/student-portal/portal-session';
import { seedInvestors } from '../../scripts/lib/seed-investors';
import type { AuditEntryView } from '../../src/api/admin';
import { indiaIsoDate } from '../../src/domain/india-time';
import { adminSessionCookie, demoMember } from '../support/admin';
import { application } from '../support/applications';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { setUpMailTests } from '../support/smtp';

hashCheaplyInThisFile();
setUpMailTests();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';
let owner = '';
let admissions = '';
let investors = '';
beforeAll(async () => {
  await seedInvestors();
  [owner, admissions, investors] = await Promise.all([
    adminSessionCookie('owner'),
    adminSessionCookie('admissions'),
    adminSessionCookie('investor-relations'),
  ]);
});

interface AuditAnswer {
  entries: AuditEntryView[];
  nextCursor: string | null;
  refusals: { day: string; count: number }[];
}

async function auditPage(query: Record<string, string>): Promise<AuditAnswer> {
  const response = await callFunction(adminAudit, `/api/admin/audit?${new URLSearchParams(query)}`, {
    headers: { cookie: owner },
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Every entry of a filter, following nextCursor to the end; the number of pages read. */
async function allPages(query: Record<string, string>) {
  const entries: AuditEntryView[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: AuditAnswer = await auditPage(cursor ? { ...query, cursor } : query);
    expect(page.entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
    entries.push(...page.entries);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { entries, pages };
}

async function apply() {
  const response = await callFunction(submit, '/api/admissions', {
    method: 'POST',
    body: application(),
    ip: freshIp(),
  });
  expect(response.status).toBe(201);
  const { registrationNumber } = (await response.json()) as { registrationNumber: string };
  return { registrationNumber, slipCookie: cookieFrom(response) };
}

async function approve(registrationNumber: string) {
  const response = await callFunction(update, `/api/admissions/${registrationNumber}`, {
    method: 'PATCH',
    body: { status: 'approved' },
    params: { registrationNumber },
    headers: { cookie: admissions },
  });
  expect(response.status).toBe(200);
}

/** The entries of one record with that action, newest first. */
async function entriesOf(record: string, action: string) {
  return (await auditPage({ record })).entries.filter((entry) => entry.action === action);
}

describe('every audit entry names the caller’s address and browser', () => {
  it('takes them from the request the entry was written in; an entry written outside a request has neither', async () => {
    const { password } = demoMember('support');
    const email = demoMember('support').email;
    // An IPv6 caller is named by its /64, as the per-IP limits count it; a very long User-Agent is cut.
    const response = await callFunction(adminLogin, '/api/admin/login', {
      method: 'POST',
      body: { email, password, code: '000000' },
      ip: '2001:db8:1:2:3:4:5:6',
      headers: { 'user-agent': 'x'.repeat(5_000) },
    });
    expect(response.status).toBe(401);
    const failed = (await auditPage({ view: 'refusals' })).entries.find((entry) => entry.actor === email);
    expect(failed).toMatchObject({ action: 'sign-in-failed', ip: '2001:db8:1:2::/64' });
    expect(failed?.userAgent).toBe('x'.repeat(USER_AGENT_MAX_LENGTH));

    await appendAudit({ actor: 'staff:create-owner', action: 'staff-added', record: 'staff/script@example.org' });
    const [scripted] = await entriesOf('staff/script@example.org', 'staff-added');
    expect(scripted).toBeDefined();
    expect(scripted).not.toHaveProperty('ip');
    expect(scripted).not.toHaveProperty('userAgent');
  });
});

describe('downloads and exports of personal data are audited', () => {
  const from = { ip: '203.0.113.77', headers: { 'user-agent': BROWSER } };

  it('a member’s slip and certificate of an application: the member, the application, the address and browser', async () => {
    const { registrationNumber } = await apply();
    await approve(registrationNumber);
    for (const [fn, kind] of [
      [slip, 'slip'],
      [certificate, 'certificate'],
    ] as const) {
      const response = await callFunction(fn, `/api/admissions/${kind}/${registrationNumber}`, {
        params: { registrationNumber },
        ip: from.ip,
        headers: { cookie: admissions, ...from.headers },
      });
      expect(response.status).toBe(200);
      expect(await entriesOf(`application/${registrationNumber}`, `${kind}-downloaded`)).toEqual([
        expect.objectContaining({ actor: demoMember('admissions').email, ip: from.ip, userAgent: BROWSER }),
      ]);
    }
  });

  it('the applicant’s own slip (the hour after applying) names the applicant by a pseudonym, never in clear', async () => {
    const { registrationNumber, slipCookie } = await apply();
    const response = await callFunction(slip, `/api/admissions/slip/${registrationNumber}`, {
      params: { registrationNumber },
      ip: from.ip,
      headers: { cookie: slipCookie, ...from.headers },
    });
    expect(response.status).toBe(200);
    const [entry] = await entriesOf(`application/${registrationNumber}`, 'slip-downloaded');
    expect(entry).toMatchObject({ actor: applicantActor(registrationNumber), ip: from.ip, userAgent: BROWSER });
    expect(entry?.actor).toMatch(/^applicant:[0-9a-f]{32}$/);
  });

  it('the student portal’s slip and certificate, under the applicant’s pseudonym', async () => {
    const { registrationNumber } = await apply();
    await approve(registrationNumber);
    const session = await issueSession(new Request('http://localhost/'), STUDENT_SESSION_KIND, registrationNumber, 600);
    const cookie = session.cookie.split(';')[0] ?? '';
    for (const [fn, kind] of [
      [studentSlip, 'slip'],
      [studentCertificate, 'certificate'],
    ] as const) {
      const response = await callFunction(fn, `/api/student/${kind}`, {
        ip: from.ip,
        headers: { cookie, ...from.headers },
      });
      expect(response.status).toBe(200);
      expect(await entriesOf(`application/${registrationNumber}`, `${kind}-downloaded`)).toEqual([
        expect.objectContaining({ actor: applicantActor(registrationNumber), ip: from.ip, userAgent: BROWSER }),
      ]);
    }
  });

  it('no file leaves without its entry: the audit store failing refuses the download, a retry gives both', async () => {
    const { registrationNumber } = await apply();
    const realFetch = globalThis.fetch;
    // The Blobs client's writes to the audit store fail, as a store outage would.
    const outage = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method.toUpperCase() === 'PUT' && /audit\//.test(decodeURIComponent(url)))
        return Promise.reject(new Error('audit store down'));
      return realFetch(input, init);
    });
    const download = () =>
      callFunction(slip, `/api/admissions/slip/${registrationNumber}`, {
        params: { registrationNumber },
        headers: { cookie: admissions },
      });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await download();
    expect(outage).toHaveBeenCalled();
    outage.mockRestore();
    expect(refused.status).toBe(500);
    expect(refused.headers.get('content-type')).not.toBe('application/pdf');
    expect(await entriesOf(`application/${registrationNumber}`, 'slip-downloaded')).toEqual([]);
    const retried = await download();
    expect(retried.status).toBe(200);
    expect(await entriesOf(`application/${registrationNumber}`, 'slip-downloaded')).toHaveLength(1);
  });

  it('a refused download writes nothing', async () => {
    const { registrationNumber } = await apply();
    const response = await callFunction(certificate, `/api/admissions/certificate/${registrationNumber}`, {
      params: { registrationNumber },
      headers: { cookie: admissions },
    });
    expect(response.status).toBe(409);
    expect(await entriesOf(`application/${registrationNumber}`, 'certificate-downloaded')).toEqual([]);
  });

  it('the investor’s own statement, under the investor’s pseudonym (the code is a credential)', async () => {
    const code = 'ATVN-DEMO-0001';
    const login = await callFunction(investorLogin, '/api/investor/login', {
      method: 'POST',
      body: { investorCode: code },
      ip: freshIp(),
    });
    expect(login.status).toBe(200);
    const response = await callFunction(statement, `/api/investor/${code}/statement`, {
      params: { code },
      ip: from.ip,
      headers: { cookie: cookieFrom(login), ...from.headers },
    });
    expect(response.status).toBe(200);
    const [entry] = await entriesOf(`investor/${code}`, 'statement-downloaded');
    expect(entry).toMatchObject({ ip: from.ip, userAgent: BROWSER });
    expect(entry?.actor).toMatch(/^investor:[0-9a-f]{32}$/);
    expect(entry?.actor).toBe(investorActor('ATVNDEMO0001'));
  });

  it('a member’s welcome letter of an investor, with its language', async () => {
    const code = 'ATVN-DEMO-0002';
    const response = await callFunction(letterOf, `/api/admin/investors/${code}/letter?lang=hi`, {
      params: { code },
      ip: from.ip,
      headers: { cookie: investors, ...from.headers },
    });
    expect(response.status).toBe(200);
    expect(await entriesOf(`investor/${code}`, 'letter-downloaded')).toEqual([
      expect.objectContaining({
        actor: demoMember('investor-relations').email,
        after: { locale: 'hi' },
        ip: from.ip,
        userAgent: BROWSER,
      }),
    ]);
  });

  it('each page of the applications export, with the filter it was asked with', async () => {
    const response = await callFunction(exportCsv, '/api/admissions/export?status=pending', {
      ip: from.ip,
      headers: { cookie: admissions, ...from.headers },
    });
    expect(response.status).toBe(200);
    await response.text();
    expect(await entriesOf('applications', 'applications-exported')).toEqual([
      expect.objectContaining({
        actor: demoMember('admissions').email,
        after: { status: 'pending', course: 'all', from: null, to: null, cursor: null },
        ip: from.ip,
        userAgent: BROWSER,
      }),
    ]);
  });
});

describe('refusals are kept apart from the events', () => {
  it('1,000 failed sign-ins leave the real events on the first page, and are counted and listed on their own', async () => {
    const real = `staff/flooded-${Date.now()}@example.org`;
    for (const action of ['staff-added', 'staff-roles', 'sign-in-set-up'] as const)
      await appendAudit({ actor: 'owner@demo.awaaz.in', action, record: real });
    const before = (await auditPage({})).refusals[0]?.count ?? 0;
    // Two through the real sign-in, the rest written as it writes them (the sign-in's limits would slow 1,000 down).
    for (const ip of [freshIp(), freshIp()]) {
      const response = await callFunction(adminLogin, '/api/admin/login', {
        method: 'POST',
        body: { email: 'stranger@example.org', password: 'not the password', code: '000000' },
        ip,
      });
      expect(response.status).toBe(401);
    }
    for (let start = 0; start < 998; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, 998 - start) }, (_, i) =>
          appendAudit({
            actor: `guess${start + i}@example.org`,
            action: 'sign-in-failed',
            record: `staff/guess${start + i}@example.org`,
          }),
        ),
      );
    }

    const first = await auditPage({});
    expect(first.entries.slice(0, 3).map((entry) => [entry.action, entry.record])).toEqual([
      ['sign-in-set-up', real],
      ['staff-roles', real],
      ['staff-added', real],
    ]);
    expect(first.entries.some((entry) => entry.action === 'sign-in-failed')).toBe(false);
    // The record's and the actor's views are not flooded either.
    expect((await auditPage({ record: 'staff/stranger@example.org' })).entries).toEqual([]);
    expect(first.refusals).toHaveLength(7);
    expect(first.refusals[0]).toEqual({ day: indiaIsoDate(new Date()), count: before + 1_000 });

    const refusals = await auditPage({ view: 'refusals' });
    expect(refusals.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(refusals.entries.every((entry) => entry.action === 'sign-in-failed')).toBe(true);
    expect(refusals.nextCursor).not.toBeNull();
  });
});

describe('the log is read page by page', () => {
  it('250 entries: pages of 50 chain to the end, newest first, with no entry twice and none missing', async () => {
    const record = `paging/${Date.now()}`;
    const base = Date.now() - 60_000;
    for (let start = 0; start < 250; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const n = start + i;
          // Ten pairs share a millisecond: the random part of the key still orders them, once each.
          return appendAudit(
            { actor: 'owner@demo.awaaz.in', action: 'backup-downloaded', record, after: { n } },
            base + n - (n % 2 && n < 20 ? 1 : 0),
          );
        }),
      );
    }
    const { entries, pages } = await allPages({ record });
    expect(pages).toBe(5);
    const numbers = entries.map((entry) => (entry.after as { n: number }).n);
    expect(numbers).toHaveLength(250);
    expect(new Set(numbers).size).toBe(250);
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // An entry written while someone pages is before their cursor: the next pages neither repeat nor skip.
    const firstPage = await auditPage({ record });
    await appendAudit({ actor: 'owner@demo.awaaz.in', action: 'backup-downloaded', record, after: { n: 250 } });
    let cursor = firstPage.nextCursor;
    const rest: number[] = [];
    while (cursor) {
      const page = await auditPage({ record, cursor });
      rest.push(...page.entries.map((entry) => (entry.after as { n: number }).n));
      cursor = page.nextCursor;
    }
    expect([...firstPage.entries.map((entry) => (entry.after as { n: number }).n), ...rest]).toEqual(numbers);
  });

  it('answers 400 to a cursor it did not give', async () => {
    const response = await callFunction(adminAudit, '/api/admin/audit?cursor=..%2Fsecrets', {
      headers: { cookie: owner },
    });
    expect(response.status).toBe(400);
  });

  it('readAudit keeps to the dates within a page (the whole India day at both ends)', async () => {
    const record = `dated/${Date.now()}`;
    const day = Date.parse('2026-03-10T00:00:00+05:30');
    for (const at of [day - 1, day, day + 86_400_000 - 1, day + 86_400_000])
      await appendAudit({ actor: 'owner@demo.awaaz.in', action: 'backup-downloaded', record, after: { at } }, at);
    const page = await readAudit({ record, from: day, to: day + 86_400_000 - 1 });
    expect(page.entries.map((entry) => (entry.after as { at: number }).at)).toEqual([day + 86_400_000 - 1, day]);
    expect(page.nextCursor).toBeNull();
  });
});
