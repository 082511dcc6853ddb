import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import readOne from '../../netlify/functions/admin-investor.mts';
import change from '../../netlify/functions/admin-investor-change.mts';
import letterOf from '../../netlify/functions/admin-investor-letter.mts';
import transactions from '../../netlify/functions/admin-investor-transactions.mts';
import add from '../../netlify/functions/admin-investors-add.mts';
import list from '../../netlify/functions/admin-investors-list.mts';
import investorLogin from '../../netlify/functions/investor-login.mts';
import statement from '../../netlify/functions/investor-statement.mts';
import { investorStore } from '../../netlify/lib/investors/records';
import { investorIndexStore, pageOfInvestors, searchInvestors } from '../../netlify/lib/investors/search-index';
import { seedInvestors } from '../../scripts/lib/seed-investors';
import { STAFF_ROLES, type StaffRole } from '../../src/domain/staff';
import { adminSessionCookie } from '../support/admin';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { setUpMailTests } from '../support/smtp';

hashCheaplyInThisFile();
const smtp = setUpMailTests();

const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  for (const role of STAFF_ROLES) cookies[role] = await adminSessionCookie(role);
});
const as = (role: StaffRole) => ({ cookie: cookies[role] ?? '' });

type Handler = Parameters<typeof callFunction>[0];
const post = (fn: Handler, path: string, body: unknown, role: StaffRole = 'investor-relations', params = {}) =>
  callFunction(fn, path, { method: 'POST', body, headers: as(role), params });
const get = (fn: Handler, path: string, role: StaffRole = 'investor-relations', params = {}) =>
  callFunction(fn, path, { headers: as(role), params });

const NEW_INVESTOR = {
  fullName: 'Meera Iyer',
  accountHolders: 'Meera Iyer & Arjun Iyer',
  accountType: 'Premium',
  accountHolderType: 'Joint',
  accountVerificationStatus: 'processing',
  totalAmountInvested: 70000,
  basicAmount: 7000,
  totalAmountReleased: 4000,
  currentLoss: 0,
  upcomingPaymentDate: '2026-12-14',
  upcomingPaymentAmount: 4000,
  paymentReleaseDate: '13th of every month',
  paymentProcessingTime: 'Within 48 hours',
};

async function addInvestor(extra: Record<string, unknown> = {}, role: StaffRole = 'investor-relations') {
  const response = await post(add, '/api/admin/investors', { ...NEW_INVESTOR, ...extra }, role);
  expect(response.status).toBe(201);
  const { investorCode } = await response.json();
  expect(investorCode).toMatch(/^ATVN-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  return investorCode as string;
}

const investorPath = (code: string) => ({ path: `/api/admin/investors/${code}`, params: { code } });
async function readInvestor(code: string) {
  const { path, params } = investorPath(code);
  const response = await get(readOne, path, 'investor-relations', params);
  expect(response.status).toBe(200);
  return response.json();
}
const record = (code: string, body: unknown, role: StaffRole = 'investor-relations') =>
  post(transactions, `/api/admin/investors/${code}/transactions`, body, role, { code });
const changeOf = (code: string, body: unknown, role: StaffRole = 'investor-relations') =>
  post(change, `/api/admin/investors/${code}/change`, body, role, { code });

const PAYMENT = {
  transactionDate: '2026-11-13',
  transactionTime: '10:30',
  description: 'Monthly profit share',
  transactionType: 'Credit',
  amount: 4000,
};

describe('roles', () => {
  it('refuses every investor call without a session (401) and to roles without the right (403)', async () => {
    const code = await addInvestor();
    const calls = (role: StaffRole | null) => {
      const headers = role ? as(role) : {};
      const params = { code };
      return [
        callFunction(list, '/api/admin/investors', { headers }),
        callFunction(add, '/api/admin/investors', { method: 'POST', body: NEW_INVESTOR, headers }),
        callFunction(readOne, `/api/admin/investors/${code}`, { headers, params }),
        callFunction(transactions, `/api/admin/investors/${code}/transactions`, {
          method: 'POST',
          body: PAYMENT,
          headers,
          params,
        }),
        callFunction(change, `/api/admin/investors/${code}/change`, {
          method: 'POST',
          body: { version: 'x', upcomingPaymentAmount: 1 },
          headers,
          params,
        }),
      ];
    };
    for (const response of await Promise.all(calls(null))) expect(response.status).toBe(401);
    for (const role of ['admissions', 'support'] as const) {
      for (const response of await Promise.all(calls(role))) {
        expect(response.status).toBe(403);
        expect((await response.json()).error).toBe('Your staff role does not allow this.');
      }
    }
    const { investor } = await readInvestor(code);
    expect(investor.transactions).toEqual([]);
    expect(investor.upcomingPaymentAmount).toBe(4000);
  });

  it('lets the owner and the investor-relations officer read the list', async () => {
    for (const role of ['owner', 'investor-relations'] as const) {
      expect((await get(list, '/api/admin/investors', role)).status).toBe(200);
    }
  });
});

describe('POST /api/admin/investors', () => {
  it('adds an investor with a new code: its page has the import format’s fields, and the audit names the officer', async () => {
    const code = await addInvestor({ email: 'Meera@Example.in', preferredLanguage: 'hi' });
    const { investor, version, audit } = await readInvestor(code);
    expect(investor).toEqual({
      ...NEW_INVESTOR,
      // The import format's known texts are stored as the values each edition words in its language.
      paymentCycle: 'monthly-13',
      processingHours: 48,
      investorCode: code,
      investmentAmount: 70000,
      transactions: [],
      email: 'meera@example.in',
      preferredLanguage: 'hi',
    });
    expect(version).toBeTruthy();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'investors@demo.awaaz.in',
      actorName: 'Demo Investor Relations',
      action: 'investor-added',
    });
    expect(JSON.stringify(audit[0].after)).not.toContain(code);
    const login = await callFunction(investorLogin, '/api/investor/login', {
      method: 'POST',
      body: { investorCode: code },
      ip: freshIp(),
    });
    expect(login.status).toBe(200);
  });

  it('answers 400 naming the problems and stores nothing for bad input', async () => {
    const before = (await investorStore().list()).blobs.length;
    for (const [change, field] of [
      [{ accountType: 'Gold' }, 'accountType'],
      [{ investorCode: 'ATVN-ABCD-2345' }, 'investorCode'],
      [{ email: 'not an address' }, 'email'],
      [{ fullName: ' ' }, 'fullName'],
    ] as const) {
      const response = await post(add, '/api/admin/investors', { ...NEW_INVESTOR, ...change });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(field);
    }
    expect((await investorStore().list()).blobs.length).toBe(before);
  });
});

describe('GET /api/admin/investors', () => {
  it('finds an investor by code, by name and by holder, and pages by code', async () => {
    const code = await addInvestor({ fullName: 'Zoravar Findable', accountHolders: 'Zoravar & Ishita Holder' });
    const search = async (q: string) => {
      const response = await get(list, `/api/admin/investors?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      return (await response.json()).investors.map((i: { investorCode: string }) => i.investorCode);
    };
    expect(await search(code.toLowerCase().replaceAll('-', ' '))).toEqual([code]);
    expect(await search('zoravar find')).toEqual([code]);
    expect(await search('ishita holder')).toEqual([code]);
    expect(await search('nobody by that name')).toEqual([]);

    const first = await pageOfInvestors(undefined, 2);
    expect(first.investors).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await pageOfInvestors(first.nextCursor ?? undefined, 2);
    const codes = [...first.investors, ...second.investors].map((i) => i.investorCode);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['ATVN-ZZZZ-ZZZZ', 'nonsense']) {
      const { path, params } = investorPath(code);
      expect((await get(readOne, path, 'investor-relations', params)).status).toBe(404);
    }
  });
});

describe('transactions', () => {
  it('records a payment: the totals move, the investor’s own login lists it, and the investor is mailed', async () => {
    const email = 'ledger-one@example.in';
    const code = await addInvestor({ email });
    const response = await record(code, PAYMENT);
    expect(response.status).toBe(201);
    const { transactionId, investor } = await response.json();
    expect(transactionId).toMatch(/^TXN-20261113-/);
    expect(investor.totalAmountReleased).toBe(8000);
    const login = await callFunction(investorLogin, '/api/investor/login', {
      method: 'POST',
      body: { investorCode: code },
      ip: freshIp(),
    });
    const portal = await login.json();
    expect(portal.transactions).toEqual([{ transactionId, ...PAYMENT }]);
    expect(portal.account.totalAmountReleased).toBe(8000);
    const [mail] = smtp.to(email);
    expect(mail?.subject).toBe('There is news in your investor portal');
    expect(mail?.subject).not.toMatch(/\d|ATVN|₹/);
  });

  it('reverses an entry once, never a reversal, and takes back what it added', async () => {
    const code = await addInvestor();
    const debit = await record(code, { ...PAYMENT, transactionType: 'Debit', amount: 1200 });
    const { transactionId: wrong } = await debit.json();
    const reversed = await record(code, { reverses: wrong });
    expect(reversed.status).toBe(201);
    const { transactionId: reversal, investor } = await reversed.json();
    expect(investor.currentLoss).toBe(0);
    expect(investor.transactions[0]).toMatchObject({
      transactionId: reversal,
      reverses: wrong,
      transactionType: 'Credit',
      amount: 1200,
    });
    expect(investor.transactions).toHaveLength(2);

    const twice = await record(code, { reverses: wrong });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toBe('This transaction has already been reversed.');
    const ofReversal = await record(code, { reverses: reversal });
    expect(ofReversal.status).toBe(409);
    expect((await ofReversal.json()).error).toBe(
      'A reversing entry cannot be reversed. Record a new transaction instead.',
    );
    expect((await record(code, { reverses: 'TXN-NOPE' })).status).toBe(404);

    const { investor: after, audit } = await readInvestor(code);
    expect(after.transactions).toHaveLength(2);
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'investor-reversal',
      'investor-transaction',
      'investor-added',
    ]);
  });

  it('answers 400 to a bad transaction and records nothing', async () => {
    const code = await addInvestor();
    for (const body of [
      { ...PAYMENT, amount: -5 },
      { ...PAYMENT, transactionDate: '13/11/2026' },
      { ...PAYMENT, transactionType: 'Refund' },
    ]) {
      expect((await record(code, body)).status).toBe(400);
    }
    expect((await readInvestor(code)).investor.transactions).toEqual([]);
  });
});

describe('POST /api/admin/investors/:code/change', () => {
  it('refuses the second of two writes from the same version with 409 and the investor as it is now', async () => {
    const code = await addInvestor();
    const { version } = await readInvestor(code);
    const first = await changeOf(code, { version, upcomingPaymentAmount: 2500, accountVerificationStatus: 'verified' });
    expect(first.status).toBe(200);
    const second = await changeOf(code, { version, upcomingPaymentAmount: 9999 }, 'owner');
    expect(second.status).toBe(409);
    const stale = await second.json();
    expect(stale.error).toMatch(/Another officer saved this investor/);
    expect(stale.investor).toMatchObject({ upcomingPaymentAmount: 2500, accountVerificationStatus: 'verified' });
    expect(stale.version).not.toBe(version);
    const { investor, audit } = await readInvestor(code);
    expect(investor.upcomingPaymentAmount).toBe(2500);
    expect(audit[0]).toMatchObject({
      action: 'investor-changed',
      before: { upcomingPaymentAmount: 4000, accountVerificationStatus: 'processing' },
      after: { upcomingPaymentAmount: 2500, accountVerificationStatus: 'verified' },
    });
    const recorded = await record(code, { ...PAYMENT, version });
    expect(recorded.status).toBe(409);
  });

  it('posts a notification, mails it in the investor’s language, and an empty one removes it', async () => {
    const email = 'notice-hi@example.in';
    const code = await addInvestor({ email, preferredLanguage: 'hi' });
    const { version } = await readInvestor(code);
    const posted = await changeOf(code, { version, notificationMessage: 'Your December payment is on its way.' });
    expect(posted.status).toBe(200);
    const { investor, version: next } = await posted.json();
    expect(investor.notificationMessage).toBe('Your December payment is on its way.');
    expect(smtp.to(email).map((mail) => mail.subject)).toEqual(['आपके निवेशक पोर्टल में नई जानकारी है']);
    const cleared = await changeOf(code, { version: next, notificationMessage: '' });
    expect((await cleared.json()).investor.notificationMessage).toBeUndefined();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('answers the stale-version message in Hindi to a Hindi page', async () => {
    const code = await addInvestor();
    const response = await callFunction(change, `/api/admin/investors/${code}/change`, {
      method: 'POST',
      body: { version: 'an old version', upcomingPaymentAmount: 1 },
      headers: { ...as('investor-relations'), 'accept-language': 'hi' },
      params: { code },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/दूसरे अधिकारी/);
  });
});

describe('the index of a store filled before it existed', () => {
  it('is rebuilt by the seed of npm start from the stored investors', async () => {
    const code = await addInvestor({ fullName: 'Before The Index' });
    const index = investorIndexStore();
    for (const { key } of (await index.list()).blobs) await index.delete(key);
    expect((await pageOfInvestors(undefined)).investors).toEqual([]);
    expect(await seedInvestors({ ifEmpty: true })).toEqual([]);
    const { investors } = await searchInvestors('before the index', undefined);
    expect(investors.map((investor) => investor.investorCode)).toEqual([code]);
  });
});

describe('GET /api/admin/investors/:code/letter', () => {
  it('answers the welcome letter as a PDF in the page’s language, only to the roles that manage investors', async () => {
    const code = await addInvestor({ fullName: 'Letter Reader' });
    const letter = (role: StaffRole, locale: string) =>
      callFunction(letterOf, `/api/admin/investors/${code}/letter`, {
        headers: { ...as(role), 'accept-language': locale },
        params: { code },
      });
    for (const locale of ['en', 'hi']) {
      const response = await letter('investor-relations', locale);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = await PDFDocument.load(await response.arrayBuffer());
      expect(pdf.getTitle()).toBe(`${locale === 'hi' ? 'स्वागत पत्र' : 'Welcome letter'}, Letter Reader`);
    }
    const asked = await callFunction(letterOf, `/api/admin/investors/${code}/letter?lang=hi`, {
      headers: as('investor-relations'),
      params: { code },
    });
    expect((await PDFDocument.load(await asked.arrayBuffer())).getTitle()).toBe('स्वागत पत्र, Letter Reader');
    expect((await letter('support', 'en')).status).toBe(403);
  });
});

describe('investor-facing words in both languages', () => {
  const signIn = async (code: string) => {
    const response = await callFunction(investorLogin, '/api/investor/login', {
      method: 'POST',
      body: { investorCode: code },
      headers: { 'accept-language': 'hi' },
      ip: freshIp(),
    });
    expect(response.status).toBe(200);
    return { body: await response.json(), cookie: cookieFrom(response) };
  };
  const statementOf = async (code: string, cookie: string, locale: string) => {
    const response = await callFunction(statement, `/api/investor/${code}/statement`, {
      headers: { cookie, 'accept-language': locale },
      params: { code },
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('stores the cycle and processing time as values, and the Hindi login and statement carry Hindi texts with English fallbacks', async () => {
    const code = await addInvestor({
      paymentReleaseDate: undefined,
      paymentProcessingTime: undefined,
      paymentCycle: 'quarterly-5',
      processingHours: 72,
      processingAfterVerification: true,
    });
    const { investor, version } = await readInvestor(code);
    // The contract's import-format fields are still answered, worded in English from the values.
    expect(investor).toMatchObject({
      paymentCycle: 'quarterly-5',
      processingHours: 72,
      processingAfterVerification: true,
      paymentReleaseDate: 'Quarterly, on the 5th',
      paymentProcessingTime: 'Within 72 hours after verification',
    });
    const changed = await changeOf(code, {
      version,
      notificationMessage: 'Your payment is on its way.',
      notificationMessageHi: 'आपका भुगतान भेज दिया गया है।',
    });
    expect(changed.status).toBe(200);
    const credit = { ...PAYMENT, description: 'Quarterly profit share', descriptionHi: 'तिमाही मुनाफ़े का हिस्सा' };
    expect((await record(code, credit)).status).toBe(201);
    const debit = {
      ...PAYMENT,
      transactionDate: '2026-11-14',
      description: 'Loss adjustment',
      transactionType: 'Debit',
    };
    expect((await record(code, { ...debit, amount: 100 })).status).toBe(201);

    const { body, cookie } = await signIn(code);
    expect(body.account).toMatchObject({
      paymentCycle: 'quarterly-5',
      processingHours: 72,
      processingAfterVerification: true,
      notificationMessage: 'Your payment is on its way.',
      notificationMessageHi: 'आपका भुगतान भेज दिया गया है।',
    });
    const [loss, profit] = body.transactions;
    expect(profit).toMatchObject({ description: 'Quarterly profit share', descriptionHi: 'तिमाही मुनाफ़े का हिस्सा' });
    expect(loss.description).toBe('Loss adjustment');
    expect(loss.descriptionHi).toBeUndefined();

    const hindi = await statementOf(code, cookie, 'hi');
    expect(hindi).toMatch(/जमा +\+₹4,000 +तिमाही मुनाफ़े का हिस्सा\n/);
    // No Hindi description: the English one, and a debit is a कटौती, never a withdrawal (निकासी).
    expect(hindi).toMatch(/कटौती +-₹100 +Loss adjustment\n/);
    expect(hindi).not.toContain('Quarterly profit share');
    expect(hindi).not.toContain('निकासी');
    const english = await statementOf(code, cookie, 'en');
    expect(english).toMatch(/Credit +\+₹4,000 +Quarterly profit share\n/);
    expect(english).not.toContain('तिमाही');

    // An empty Hindi notification removes it; the English one stays.
    const current = await readInvestor(code);
    const removed = await changeOf(code, { version: current.version, notificationMessageHi: '' });
    expect((await removed.json()).investor).toMatchObject({ notificationMessage: 'Your payment is on its way.' });
    expect((await signIn(code)).body.account.notificationMessageHi).toBeUndefined();
  });

  it('refuses an investor with no cycle in either shape, and keeps a text that names no value as written', async () => {
    const without = await post(add, '/api/admin/investors', { ...NEW_INVESTOR, paymentReleaseDate: undefined });
    expect(without.status).toBe(400);
    expect((await without.json()).error).toContain('paymentCycle');
    const code = await addInvestor({ paymentReleaseDate: 'Every second Tuesday' });
    const { investor } = await readInvestor(code);
    expect(investor.paymentReleaseDate).toBe('Every second Tuesday');
    expect(investor.paymentCycle).toBeUndefined();
    expect(investor.processingHours).toBe(48);
  });

  it('reads a record stored with the texts only (before the values existed) with its values', async () => {
    const code = await addInvestor();
    const key = code.replaceAll('-', '');
    const stored = (await investorStore().get(key, { type: 'json' })) as { account: Record<string, unknown> };
    const { paymentCycle: _cycle, processingHours: _hours, ...account } = stored.account;
    await investorStore().setJSON(key, {
      ...stored,
      account: {
        ...account,
        paymentReleaseDate: 'Quarterly, on the 13th',
        paymentProcessingTime: 'Within 48 hours after verification',
      },
    });
    const { body } = await signIn(code);
    expect(body.account).toMatchObject({
      paymentCycle: 'quarterly-13',
      processingHours: 48,
      processingAfterVerification: true,
      paymentReleaseDate: 'Quarterly, on the 13th',
    });
  });
});
