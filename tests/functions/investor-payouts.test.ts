import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import transactions from '../../netlify/functions/admin-investor-transactions.mts';
import add from '../../netlify/functions/admin-investors-add.mts';
import payouts from '../../netlify/functions/admin-payouts.mts';
import { reindexInvestors } from '../../netlify/lib/investors/reindex';
import { investorIndexStore } from '../../netlify/lib/investors/search-index';
import { indiaIsoDate } from '../../src/domain/india-time';
import type { StaffRole } from '../../src/domain/staff';
import { adminSessionCookie } from '../support/admin';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { ledgerAccount } from '../support/ledger-account';

hashCheaplyInThisFile();
// The demo investors (as `npm run seed`) and the demo staff.
setUpTestBlobs({ seed: true, staff: true });

const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  for (const role of ['investor-relations', 'owner', 'admissions', 'support'] as const) {
    cookies[role] = await adminSessionCookie(role);
  }
});
afterEach(() => vi.restoreAllMocks());

type Handler = Parameters<typeof callFunction>[0];
const as = (role: StaffRole | null) => (role ? { cookie: cookies[role] ?? '' } : {});
const post = (fn: Handler, path: string, body: unknown, params = {}) =>
  callFunction(fn, path, { method: 'POST', body, headers: as('investor-relations'), params });

async function monthsAs(role: StaffRole = 'investor-relations'): Promise<Map<string, number>> {
  const response = await callFunction(payouts, '/api/admin/payouts', { headers: as(role) });
  expect(response.status).toBe(200);
  const { months } = (await response.json()) as { months: { month: string; amount: number }[] };
  expect(months).toHaveLength(12);
  return new Map(months.map(({ month, amount }) => [month, amount]));
}

/** This month in India and the one before, as the chart names them. */
const thisMonth = indiaIsoDate(new Date()).slice(0, 7);
const [year = 0, month = 1] = thisMonth.split('-').map(Number);
const lastMonth = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
const longAgo = new Date(Date.UTC(year - 1, month - 2, 1)).toISOString().slice(0, 7);

async function addInvestor(fullName: string) {
  const response = await post(add, '/api/admin/investors', { ...ledgerAccount, fullName });
  expect(response.status).toBe(201);
  return (await response.json()).investorCode as string;
}

async function record(code: string, body: Record<string, unknown>) {
  const response = await post(transactions, `/api/admin/investors/${code}/transactions`, body, { code });
  expect(response.status).toBe(201);
  return (await response.json()).transactionId as string;
}
const entry = (date: string, transactionType: 'Credit' | 'Debit', amount: number) => ({
  transactionDate: date,
  transactionTime: '10:00',
  transactionType,
  amount,
});

describe('GET /api/admin/payouts', () => {
  it('answers the last 12 months from the index, in one listing and one read per shard', async () => {
    const calls = vi.spyOn(globalThis, 'fetch');
    const months = await monthsAs();
    const urls = calls.mock.calls.map(([url]) => String(url));
    // The staff session's 3 reads, then the index only: no investor record is read.
    expect(urls.some((url) => url.includes('site:investors/'))).toBe(false);
    const shards = (await investorIndexStore().list({ prefix: 'shard/' })).blobs.length;
    expect(urls).toHaveLength(3 + 1 + shards);
    console.info(`payouts at demo size (${shards} index shards): ${urls.length} Blobs calls`);
    expect([...months.keys()].at(-1)).toBe(thisMonth);
  });

  it('adds a payment to its month, leaves losses and months outside the window out, and a reversal takes it back', async () => {
    const before = await monthsAs();
    const code = await addInvestor('Payout Tester');
    const paid = await record(code, entry(`${lastMonth}-05`, 'Credit', 4000));
    await record(code, entry(`${thisMonth}-01`, 'Credit', 1500));
    await record(code, entry(`${thisMonth}-01`, 'Debit', 700));
    await record(code, entry(`${longAgo}-10`, 'Credit', 9999));
    const after = await monthsAs('owner');
    expect(after.get(lastMonth)).toBe((before.get(lastMonth) ?? 0) + 4000);
    expect(after.get(thisMonth)).toBe((before.get(thisMonth) ?? 0) + 1500);
    expect([...after.values()].reduce((a, b) => a + b, 0)).toBe([...before.values()].reduce((a, b) => a + b, 0) + 5500);

    await record(code, { reverses: paid });
    const reversed = await monthsAs();
    expect(reversed.get(lastMonth)).toBe(before.get(lastMonth) ?? 0);
    expect(reversed.get(thisMonth)).toBe((before.get(thisMonth) ?? 0) + 1500);

    // The re-index puts the same figures back from the records.
    await investorIndexStore().deleteAll();
    await reindexInvestors();
    expect(await monthsAs()).toEqual(reversed);
  });

  it('refuses roles that do not manage investors (403, with its code) and no session (401)', async () => {
    for (const role of ['admissions', 'support'] as const) {
      const response = await callFunction(payouts, '/api/admin/payouts', { headers: as(role) });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('staffRoleRequired');
    }
    expect((await callFunction(payouts, '/api/admin/payouts', { headers: as(null) })).status).toBe(401);
  });
});
