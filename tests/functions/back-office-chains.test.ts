import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminInvestor from '../../netlify/functions/admin-investor.mts';
import adminInvestorChange from '../../netlify/functions/admin-investor-change.mts';
import adminInvestorTransactions from '../../netlify/functions/admin-investor-transactions.mts';
import adminInvestorsAdd from '../../netlify/functions/admin-investors-add.mts';
import adminInvestorsList from '../../netlify/functions/admin-investors-list.mts';
import adminOutbox from '../../netlify/functions/admin-outbox.mts';
import admissionsAll from '../../netlify/functions/admissions-all.mts';
import admissionsExport from '../../netlify/functions/admissions-export.mts';
import admissionsSubmit from '../../netlify/functions/admissions-submit.mts';
import admissionsUpdate from '../../netlify/functions/admissions-update.mts';
import { storeAdmissionsInBulk } from '../../netlify/lib/admissions/bulk';
import { appendAudit } from '../../netlify/lib/audit';
import { codeParameter, investorAuditRecord, readVersioned } from '../../netlify/lib/investors/accounts';
import { generateInvestorCode } from '../../netlify/lib/investors/codes';
import { indexInvestors } from '../../netlify/lib/investors/search-index';
import { traceBlobsCalls } from '../../netlify/lib/storage/blobs-fetch';
import { longestChain } from '../../netlify/lib/storage/call-chain';
import { store } from '../../netlify/lib/storage/stores';
import { seedAdmissions } from '../../scripts/lib/seed-admissions';
import { compactInvestorCode } from '../../src/domain/investor-code';
import { adminSessionCookie } from '../support/admin';
import { application } from '../support/applications';
import { setUpTestBlobs } from '../support/blobs';
import { syntheticAdmissions } from '../support/bulk-admissions';
import { callFunction, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { ledgerAccount } from '../support/ledger-account';

/**
 * The back office's calls wait for about one network trip per Blobs call in their longest chain of calls made one
 * after another (docs/SCALE.md, "Latency"): each list reads its blobs together, so its chain stays at four whatever
 * the number of entries (two of them are the staff session's read).
 */
hashCheaplyInThisFile();
setUpTestBlobs({ staff: true });
// A little latency, so that calls made together overlap in the trace however fast the local server answers.
afterEach(() => {
  delete process.env.BLOBS_LATENCY_MS;
});

let owner = '';
let relations = '';
let admissions = '';
beforeAll(async () => {
  await seedAdmissions();
  // More applications than a page of 50, fewer than a read of 100 at once: a page reads its records in one wait.
  await storeAdmissionsInBulk(
    syntheticAdmissions({ series: 'CHN', count: 60, newest: Date.now() - 60_000, spacingMs: 60_000 }),
  );
  [owner, relations, admissions] = await Promise.all([
    adminSessionCookie('owner'),
    adminSessionCookie('investor-relations'),
    adminSessionCookie('admissions'),
  ]);
});

async function chainOf(call: () => Promise<Response>, status = 200): Promise<number> {
  process.env.BLOBS_LATENCY_MS = '5';
  const { result, calls } = await traceBlobsCalls(async () => {
    const response = await call();
    await response.arrayBuffer();
    return response;
  });
  expect(result.status).toBe(status);
  return longestChain(calls);
}

describe('back-office lists read together', () => {
  it('the mail outbox reads its mails together: a chain of four with a dozen problems', async () => {
    const now = Date.now();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        store('outbox').setJSON(`failed/until-${now + 1000}/chain-${i}`, {
          id: `chain-${i}`,
          kind: 'admission-approved',
          to: ['someone@example.com'],
          createdAt: now - i,
          attempts: 3,
          lastError: 'refused',
          gaveUpAt: now - i,
        }),
      ),
    );
    const call = () => callFunction(adminOutbox, '/api/admin/outbox', { headers: { cookie: owner }, ip: freshIp() });
    const answer = (await (await call()).json()) as { failed: { id: string }[] };
    expect(answer.failed.map((mail) => mail.id).slice(0, 3)).toEqual(['chain-0', 'chain-1', 'chain-2']);
    expect(await chainOf(call)).toBeLessThanOrEqual(4);
  });

  // The members' names (a listing, then their records) are read while the page is; the trace counts a chain by
  // time, so when the names are in before the page's reads start it counts five (was seven: two batches of reads,
  // then the names).
  it('the audit log reads a full page and the members names together: a chain of at most five', async () => {
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        appendAudit({ actor: 'script', action: 'investor-transaction', record: `chain/${i}`, after: { i } }),
      ),
    );
    const call = () => callFunction(adminAudit, '/api/admin/audit', { headers: { cookie: owner }, ip: freshIp() });
    const answer = (await (await call()).json()) as { entries: unknown[]; nextCursor: string | null };
    expect(answer.entries).toHaveLength(50);
    expect(answer.nextCursor).not.toBeNull();
    expect(await chainOf(call)).toBeLessThanOrEqual(5);
  });

  // As the audit log: was six (the entries, then the names).
  it('one investor reads its record, its audit entries and the names together: a chain of at most five', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        appendAudit({
          actor: 'script',
          action: 'investor-transaction',
          record: investorAuditRecord(codeParameter('ATVN-DEMO-0001')),
          after: { i },
        }),
      ),
    );
    const call = () =>
      callFunction(adminInvestor, '/api/admin/investors/ATVN-DEMO-0001', {
        headers: { cookie: relations },
        ip: freshIp(),
        params: { code: 'ATVN-DEMO-0001' },
      });
    const answer = (await (await call()).json()) as { audit: unknown[] };
    expect(answer.audit.length).toBeGreaterThanOrEqual(30);
    expect(await chainOf(call)).toBeLessThanOrEqual(5);
  });

  // The demo applications are spread over many days: the page lists its days together (was one listing per day
  // in turn: a chain of nine), while the cards read their counts (their totals, then the changes and this week's
  // day); the page's 50 records are read at once (were read 16 at a time: a chain of seven).
  it('the first page of applications with its cards lists its days together and reads its records at once: a chain of at most four', async () => {
    const call = () =>
      callFunction(admissionsAll, '/api/admissions/all', { headers: { cookie: admissions }, ip: freshIp() });
    const answer = (await (await call()).json()) as { applications: unknown[]; summary: unknown };
    expect(answer.applications).toHaveLength(50);
    expect(answer.summary).not.toBeNull();
    expect(await chainOf(call)).toBeLessThanOrEqual(4);
  });

  // The page's entries, its audit entry and the total are made together (was one after the other: eleven), and its
  // records read 100 at a time while the body streams (were read 16 at a time: a chain of eight for these 65).
  it('a CSV export page lists, audits and counts together, then reads its records at once: a chain of at most four', async () => {
    const call = () =>
      callFunction(admissionsExport, '/api/admissions/export', { headers: { cookie: admissions }, ip: freshIp() });
    const response = await call();
    expect(response.headers.get('X-Total-Count')).not.toBeNull();
    expect((await response.text()).trim().split('\n').length).toBeGreaterThan(60);
    expect(await chainOf(call)).toBeLessThanOrEqual(4);
  });

  // Intent first stays in order (held mail, record, then the rest), but the record is read while the session is,
  // and written from that read; the new views, counts and audit entry are made together, then the old views'
  // removal, the release and the close, each from what this request wrote (was nine in turn, twenty before that).
  it('a decision reads its record with the session and finishes in two steps after its write: a chain of at most five', async () => {
    const submitted = await callFunction(admissionsSubmit, '/api/admissions', {
      method: 'POST',
      body: application(),
      ip: freshIp(),
    });
    const { registrationNumber } = (await submitted.json()) as { registrationNumber: string };
    const chain = await chainOf(() =>
      callFunction(admissionsUpdate, `/api/admissions/${registrationNumber}`, {
        method: 'PATCH',
        body: { status: 'approved' },
        params: { registrationNumber },
        headers: { cookie: admissions },
        ip: freshIp(),
      }),
    );
    expect(chain).toBeLessThanOrEqual(5);
  });
});

describe('investor writes: the record, then its list line and audit entry', () => {
  const asRelations = (body: unknown, params: Record<string, string> = {}) => ({
    method: 'POST',
    body,
    params,
    headers: { cookie: relations },
    ip: freshIp(),
  });

  // The list's shard is read while the record is stored; then the line, then the audit entry (an addition taken back
  // must leave none): the session, the record, the line, the audit entry (was five: the shard read after the record).
  it('adding an investor: a chain of at most four', async () => {
    let added = 0;
    const call = () =>
      callFunction(
        adminInvestorsAdd,
        '/api/admin/investors',
        asRelations({ ...ledgerAccount, fullName: `Chain Investor ${++added}` }),
      );
    expect(await chainOf(call, 201)).toBeLessThanOrEqual(4);
  });

  // The shard is read with the record, and the line and audit entry are written together once the record is (was six:
  // the record's read and write, then the shard's, then the audit entry).
  it('recording a transaction: a chain of at most four', async () => {
    const params = { code: 'ATVN-DEMO-0001' };
    const body = { transactionDate: '2026-12-01', transactionTime: '10:00', transactionType: 'Credit', amount: 4000 };
    const call = () =>
      callFunction(
        adminInvestorTransactions,
        '/api/admin/investors/ATVN-DEMO-0001/transactions',
        asRelations(body, params),
      );
    expect(await chainOf(call, 201)).toBeLessThanOrEqual(4);
  });

  it('changing an investor: a chain of at most four', async () => {
    const params = { code: 'ATVN-DEMO-0002' };
    const read = await callFunction(adminInvestor, '/api/admin/investors/ATVN-DEMO-0002', {
      headers: { cookie: relations },
      ip: freshIp(),
      params,
    });
    // Each change names the version the one before answered.
    let { version } = (await read.json()) as { version: string };
    const call = async () => {
      const body = { version, upcomingPaymentAmount: 4500 };
      const answer = await callFunction(
        adminInvestorChange,
        '/api/admin/investors/ATVN-DEMO-0002/change',
        asRelations(body, params),
      );
      ({ version } = (await answer.clone().json()) as { version: string });
      return answer;
    };
    expect(await chainOf(call)).toBeLessThanOrEqual(4);
  });
});

describe('the investors list reads its shards together', () => {
  // About three investors a shard: a page of 50 spans some seventeen shards, read one after another before (a chain
  // of nineteen); now the first four together, then the rest together.
  it('a first page over a thinly spread index: a chain of at most four', async () => {
    const { record } = await readVersioned(codeParameter('ATVN-DEMO-0001'));
    const codes = Array.from({ length: 93 }, () => compactInvestorCode(generateInvestorCode()));
    await indexInvestors(new Map(codes.map((code) => [code, record])));
    const call = () =>
      callFunction(adminInvestorsList, '/api/admin/investors', { headers: { cookie: relations }, ip: freshIp() });
    const answer = (await (await call()).json()) as {
      investors: { investorCode: string }[];
      nextCursor: string | null;
    };
    const shown = answer.investors.map((investor) => investor.investorCode);
    expect(shown).toHaveLength(50);
    expect(shown).toEqual([...shown].sort());
    expect(answer.nextCursor).not.toBeNull();
    expect(await chainOf(call)).toBeLessThanOrEqual(4);
  });
});
