import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import readOne from '../../netlify/functions/admin-investor.mts';
import transactions from '../../netlify/functions/admin-investor-transactions.mts';
import add from '../../netlify/functions/admin-investors-add.mts';
import apply from '../../netlify/functions/admin-ledger-upload-apply.mts';
import continueUpload from '../../netlify/functions/admin-ledger-upload-continue.mts';
import openUploads from '../../netlify/functions/admin-ledger-upload-open.mts';
import preview from '../../netlify/functions/admin-ledger-upload-preview.mts';
import investorLogin from '../../netlify/functions/investor-login.mts';
import { investorStore } from '../../netlify/lib/investors/records';
import { searchInvestors } from '../../netlify/lib/investors/search-index';
import { MAX_LEDGER_FILE_BYTES } from '../../src/domain/ledger-upload-limit';
import { STAFF_ROLES, type StaffRole } from '../../src/domain/staff';
import { adminSessionCookie } from '../support/admin';
import { blobsContext } from '../support/blobs';
import { startBlobsProxy } from '../support/blobs-proxy';
import { callFunction, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { ledgerAccount } from '../support/ledger-account';
import { setUpMailTests } from '../support/smtp';

hashCheaplyInThisFile();
const smtp = setUpMailTests();

/** The functions reach Blobs through the proxy, which can refuse a chosen write (a failure part-way). */
let proxy: Awaited<ReturnType<typeof startBlobsProxy>>;
const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  const context = JSON.parse(Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT ?? '', 'base64').toString('utf8'));
  proxy = await startBlobsProxy(context.edgeURL);
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(proxy.url);
  for (const role of STAFF_ROLES) cookies[role] = await adminSessionCookie(role);
});
afterAll(() => proxy.stop());

type Handler = Parameters<typeof callFunction>[0];
const post = (fn: Handler, path: string, body: unknown, role: StaffRole | null = 'investor-relations', params = {}) =>
  callFunction(fn, path, { method: 'POST', body, headers: role ? { cookie: cookies[role] ?? '' } : {}, params });

async function addInvestor(fullName: string, email?: string) {
  const response = await post(add, '/api/admin/investors', { ...ledgerAccount, fullName, ...(email ? { email } : {}) });
  expect(response.status).toBe(201);
  return (await response.json()).investorCode as string;
}

const readInvestor = async (code: string) => {
  const response = await callFunction(readOne, `/api/admin/investors/${code}`, {
    headers: { cookie: cookies['investor-relations'] ?? '' },
    params: { code },
  });
  expect(response.status).toBe(200);
  return response.json();
};

/** A CSV file of rows (header from the first row's fields; transactions as JSON). */
function csv(rows: Record<string, unknown>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(','))].join(
    '\n',
  );
}

const DECEMBER = {
  transactionId: 'TXN-20261213-UPL001',
  transactionDate: '2026-12-13',
  transactionTime: '10:00',
  description: 'Monthly profit share',
  transactionType: 'Credit',
  amount: 4000,
};

/** An entry as an officer records it in the browser (the server gives its ID). */
function browserEntry(extra: Record<string, unknown> = {}) {
  const { transactionId: _given, ...entry } = { ...DECEMBER, ...extra };
  return entry;
}

/** The month's row of an existing investor: a new payment, the totals it gives, a new next payment. */
const monthRow = (investorCode: string, fullName: string, extra: Record<string, unknown> = {}) => ({
  investorCode,
  fullName,
  ...ledgerAccount,
  totalAmountReleased: 8000,
  upcomingPaymentDate: '2027-01-13',
  transactions: [DECEMBER],
  ...extra,
});
const newRow = { investorCode: '', fullName: 'Rohan Mehta', ...ledgerAccount, transactions: [] };

const previewOf = (text: string, role: StaffRole | null = 'investor-relations') =>
  post(preview, '/api/admin/investors/upload/preview', { fileName: 'december.csv', text }, role);
async function previewed(text: string) {
  const response = await previewOf(text);
  expect(response.status).toBe(200);
  return response.json();
}
const applyOf = (
  text: string,
  seal: { token: string; versions: unknown; codes: unknown },
  role: StaffRole = 'investor-relations',
) =>
  post(
    apply,
    '/api/admin/investors/upload/apply',
    {
      fileName: 'december.csv',
      text,
      token: seal.token,
      versions: seal.versions,
      codes: seal.codes,
    },
    role,
  );

describe('preview', () => {
  it('shows each row’s changes and every bad row with its line, and writes nothing', async () => {
    const code = await addInvestor('Kavya Rao');
    const before = await readInvestor(code);
    const text = csv([newRow, monthRow(code, 'Kavya Rao'), { ...newRow, fullName: 'Bad Row', accountType: 'Gold' }]);
    const body = await previewed(text);
    expect(body.counts).toEqual({
      rows: 3,
      newInvestors: 1,
      changedInvestors: 1,
      unchanged: 0,
      newTransactions: 1,
      badRows: 1,
    });
    expect(body.problems).toEqual([{ line: 4, message: expect.stringMatching(/^line 4: accountType: /) }]);
    const [added, changed] = body.rows;
    expect(added).toMatchObject({ line: 2, kind: 'new', fullName: 'Rohan Mehta' });
    expect(added.investorCode).toMatch(/^ATVN-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(changed).toMatchObject({ line: 3, kind: 'changed', investorCode: code, newTransactions: [DECEMBER] });
    expect(changed.changes).toEqual([
      { field: 'totalAmountReleased', before: 4000, after: 8000 },
      { field: 'upcomingPaymentDate', before: '2026-12-13', after: '2027-01-13' },
    ]);
    expect(await readInvestor(code)).toEqual(before);
    expect(await investorStore().get(body.codes['2'])).toBeNull();
    expect((await searchInvestors('Rohan Mehta', undefined)).investors).toEqual([]);
  });

  it('keeps what staff recorded in the browser: an entry the file changes or totals that leave it out are bad rows', async () => {
    const code = await addInvestor('Nisha Verma');
    const recorded = await post(
      transactions,
      `/api/admin/investors/${code}/transactions`,
      browserEntry(),
      'investor-relations',
      { code },
    );
    const { transactionId } = await recorded.json();
    const body = await previewed(
      csv([monthRow(code, 'Nisha Verma', { transactions: [{ ...DECEMBER, transactionId: 'TXN-20261213-OTHER1' }] })]),
    );
    expect(body.problems).toEqual([
      { line: 2, message: 'line 2: totalAmountReleased: the entries make it 12000, the file says 8000' },
    ]);
    const changedEntry = await previewed(
      csv([monthRow(code, 'Nisha Verma', { transactions: [{ ...DECEMBER, transactionId, amount: 5000 }] })]),
    );
    expect(changedEntry.problems[0].message).toBe(
      `line 2: transactions: ${transactionId} differs from the entry already recorded`,
    );
    // The file may leave the browser's entry out: it stays, and the totals still follow the entries.
    const kept = await previewed(csv([monthRow(code, 'Nisha Verma', { transactions: [] })]));
    expect(kept.problems).toEqual([]);
    expect(kept.rows[0]).toMatchObject({ kind: 'changed', newTransactions: [] });
  });

  it('names the investor who holds each code, says when no one does, and warns of each notification it clears', async () => {
    const added = await post(add, '/api/admin/investors', {
      ...ledgerAccount,
      fullName: 'Anita Desai',
      notificationMessage: 'Your December payment is on its way.',
      notificationMessageHi: 'आपका दिसंबर का भुगतान भेजा जा रहा है।',
    });
    const code = (await added.json()).investorCode as string;
    const unheld = 'ATVN-2345-6789';
    // The file spells the name otherwise and keeps the English notification only.
    const body = await previewed(
      csv([
        monthRow(code, 'Anita D.', { notificationMessage: 'Your December payment is on its way.' }),
        { ...newRow, investorCode: unheld },
      ]),
    );
    expect(body.problems).toEqual([]);
    expect(body.rows[0]).toMatchObject({ investorCode: code, fullName: 'Anita D.', storedName: 'Anita Desai' });
    expect(body.rows[1]).toMatchObject({ investorCode: unheld, kind: 'new', storedName: null });
    expect(body.clearedNotifications).toEqual([
      { investorCode: code, storedName: 'Anita Desai', field: 'notificationMessageHi' },
    ]);
    // Without either notification, both are cleared: one warning each.
    const both = await previewed(csv([monthRow(code, 'Anita Desai')]));
    expect(both.clearedNotifications.map((c: { field: string }) => c.field)).toEqual([
      'notificationMessage',
      'notificationMessageHi',
    ]);
  });

  it('refuses other roles (403), no session (401), and a file over the limit (413)', async () => {
    for (const role of ['admissions', 'support'] as const) expect((await previewOf('x', role)).status).toBe(403);
    expect((await previewOf('x', null)).status).toBe(401);
    expect((await previewOf('a'.repeat(MAX_LEDGER_FILE_BYTES + 1))).status).toBe(413);
  });
});

describe('apply', () => {
  it('writes the previewed file, all of it: new investor with the shown code, entries, index, audit, mail', async () => {
    const email = 'upload-one@example.in';
    const code = await addInvestor('Kavya Iyer', email);
    const bad = csv([newRow, monthRow(code, 'Kavya Iyer'), { ...newRow, fullName: 'Bad Row', accountType: 'Gold' }]);
    const badSeal = await previewed(bad);
    const refused = await applyOf(bad, badSeal);
    expect(refused.status).toBe(400);
    expect((await readInvestor(code)).investor.transactions).toEqual([]);
    expect(await investorStore().get(badSeal.codes['2'])).toBeNull();

    const text = csv([newRow, monthRow(code, 'Kavya Iyer')]);
    const seal = await previewed(text);
    const response = await applyOf(text, seal);
    expect(response.status).toBe(200);
    const body = await response.json();
    const shown = seal.rows[0].investorCode;
    expect(body).toMatchObject({ state: 'done', rowsApplied: 2, rowsTotal: 2 });
    expect(body.newInvestorCodes).toEqual([shown]);
    expect(body.counts).toMatchObject({ newInvestors: 1, changedInvestors: 1, newTransactions: 1, badRows: 0 });

    const { investor, audit } = await readInvestor(code);
    expect(investor).toMatchObject({ totalAmountReleased: 8000, upcomingPaymentDate: '2027-01-13', email });
    expect(investor.transactions).toEqual([DECEMBER]);
    expect(audit[0]).toMatchObject({
      actor: 'investors@demo.awaaz.in',
      action: 'investor-changed-by-upload',
      before: { totalAmountReleased: 4000, upcomingPaymentDate: '2026-12-13' },
      after: { totalAmountReleased: 8000, upcomingPaymentDate: '2027-01-13', newTransactions: [DECEMBER] },
    });
    const login = await callFunction(investorLogin, '/api/investor/login', {
      method: 'POST',
      body: { investorCode: code },
      ip: freshIp(),
    });
    expect((await login.json()).transactions).toEqual([DECEMBER]);
    expect((await readInvestor(shown)).investor.fullName).toBe('Rohan Mehta');
    expect((await searchInvestors('Rohan Mehta', undefined)).investors.map((i) => i.investorCode)).toContain(shown);
    expect(smtp.to(email)).toHaveLength(1);

    // The same file again changes nothing more: every entry is already recorded.
    const again = await previewed(text);
    expect(again.rows[1]).toMatchObject({ kind: 'unchanged', changes: [], newTransactions: [] });
  });

  it('refuses with 409 and writes nothing when an investor changed after the preview', async () => {
    const first = await addInvestor('Arjun Das');
    const second = await addInvestor('Meera Das');
    const text = csv([monthRow(first, 'Arjun Das'), monthRow(second, 'Meera Das')]);
    const seal = await previewed(text);
    const entry = browserEntry({ transactionDate: '2026-12-01', amount: 100 });
    const meanwhile = await post(
      transactions,
      `/api/admin/investors/${second}/transactions`,
      entry,
      'investor-relations',
      {
        code: second,
      },
    );
    expect(meanwhile.status).toBe(201);
    const afterMeanwhile = await readInvestor(second);
    const response = await applyOf(text, seal);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/changed after your preview/);
    expect((await readInvestor(first)).investor.transactions).toEqual([]);
    expect((await readInvestor(second)).investor).toEqual(afterMeanwhile.investor);
  });

  it('restores what it wrote when a write fails part-way', async () => {
    const first = await addInvestor('Ira Sen');
    const second = await addInvestor('Dev Sen');
    const before = await readInvestor(first);
    const text = csv([monthRow(first, 'Ira Sen'), monthRow(second, 'Dev Sen')]);
    const seal = await previewed(text);
    const failed = proxy.failedCount();
    proxy.failConditional(1, second.replaceAll('-', ''));
    const response = await applyOf(text, seal);
    expect(proxy.failedCount()).toBe(failed + 1);
    // The write refused part-way rolls the upload back: the answer says so, and nothing of it stays.
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: 'rolled-back', rowsApplied: 0, rowsTotal: 2 });
    expect((await readInvestor(first)).investor).toEqual(before.investor);
    expect((await readInvestor(second)).investor.transactions).toEqual([]);
  });

  it('applies only the previewed file, for the officer who previewed it, and refuses other roles', async () => {
    const code = await addInvestor('Tara Nair');
    const text = csv([monthRow(code, 'Tara Nair')]);
    const seal = await previewed(text);
    const edited = csv([monthRow(code, 'Tara Nair', { upcomingPaymentAmount: 9000 })]);
    expect((await applyOf(edited, seal)).status).toBe(400);
    expect((await applyOf(text, seal, 'owner')).status).toBe(400);
    for (const role of ['admissions', 'support'] as const) expect((await applyOf(text, seal, role)).status).toBe(403);
    expect((await readInvestor(code)).investor.transactions).toEqual([]);
  });

  it('is finished by /continue after the apply was cut off, and listed by /open until then', {
    timeout: 60_000,
  }, async () => {
    const first = await addInvestor('Anil Roy');
    const second = await addInvestor('Bina Roy');
    const text = csv([monthRow(first, 'Anil Roy'), monthRow(second, 'Bina Roy'), newRow]);
    const seal = await previewed(text);
    // The instance stops after the first investor is written: every later write of an investor throws.
    const real = globalThis.fetch;
    let writes = 0;
    const stop = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const stopped = init?.method?.toUpperCase() === 'PUT' && String(input).includes('/site:investors/');
      if (stopped && ++writes > 1) throw new Error('the instance stopped');
      return real(input, init);
    });
    const cut = await applyOf(text, seal);
    stop.mockRestore();
    expect(cut.status).toBe(500);
    const listed = await callFunction(openUploads, '/api/admin/investors/upload/open', {
      headers: { cookie: cookies['investor-relations'] ?? '' },
    });
    const open = (await listed.json()).uploads.find((upload: { rowsTotal: number }) => upload.rowsTotal === 3);
    expect(open).toMatchObject({ state: 'applying', rowsApplied: 0, rowsTotal: 3 });
    // Another officer (the owner) opens the screen, which goes on with it; new codes stay with who applied.
    const resumed = await post(
      continueUpload,
      '/api/admin/investors/upload/continue',
      { uploadId: open.uploadId },
      'owner',
    );
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ state: 'done', rowsApplied: 3, newInvestorCodes: [] });
    for (const code of [first, second]) expect((await readInvestor(code)).investor.transactions).toEqual([DECEMBER]);
    expect((await readInvestor(seal.rows[2].investorCode)).investor.fullName).toBe('Rohan Mehta');
    const again = await post(
      continueUpload,
      '/api/admin/investors/upload/continue',
      { uploadId: open.uploadId },
      'support',
    );
    expect(again.status).toBe(403);
    const unknown = await post(continueUpload, '/api/admin/investors/upload/continue', { uploadId: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);
  });
});
