import { beforeAll, describe, expect, it } from 'vitest';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import addHolder from '../../netlify/functions/admin-cardholder-add.mts';
import blockHolder from '../../netlify/functions/admin-cardholder-block.mts';
import findHolder from '../../netlify/functions/admin-cardholder-find.mts';
import resetPin from '../../netlify/functions/admin-cardholder-pin.mts';
import renewHolder from '../../netlify/functions/admin-cardholder-renew.mts';
import cardLogin from '../../netlify/functions/cardholder-login.mts';
import cardStatus from '../../netlify/functions/cardholder-status.mts';
import { findCardHolder } from '../../netlify/lib/cardholders/records';
import { seedCardHolders } from '../../scripts/lib/cardholder-import';
import { adminCardHolderSchema } from '../../src/api/admin-cardholders';
import { STAFF_ROLES, type StaffRole } from '../../src/domain/staff';
import { adminSessionCookie } from '../support/admin';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';
import { cardCookie, DEMO_MOBILE, DEMO_PIN } from '../support/card-holders';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

hashCheaplyInThisFile();
setUpTestBlobs({ seed: false, staff: true });

const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  await seedCardHolders();
  for (const role of STAFF_ROLES) cookies[role] = await adminSessionCookie(role);
});
const as = (role: StaffRole) => cookies[role] ?? '';

type Fn = Parameters<typeof callFunction>[0];
const post = (fn: Fn, path: string, role: StaffRole, body: unknown, headers: Record<string, string> = {}) =>
  callFunction(fn, path, { method: 'POST', body, headers: { cookie: as(role), ...headers } });
const find = (mobile: string, role: StaffRole = 'support') =>
  callFunction(findHolder, `/api/admin/cardholders?mobile=${encodeURIComponent(mobile)}`, {
    headers: { cookie: as(role) },
  });
const holderOf = async (response: Response) => adminCardHolderSchema.parse((await response.json()).cardHolder);
const newCard = (mobileNumber: string) => ({
  mobileNumber,
  cardHolderName: 'Ravi Kumar',
  accountNumber: `VX-${mobileNumber}`,
  rechargeAmount: 499,
  validity: 30,
});
const add = (mobileNumber: string, role: StaffRole = 'support') =>
  post(addHolder, '/api/admin/cardholders/add', role, newCard(mobileNumber));
const status = async (cookie: string) =>
  (await callFunction(cardStatus, '/api/auth/status', { headers: { cookie } })).json();
const cardLoginStatus = async (mobileNumber: string, securityPin: string) =>
  (
    await callFunction(cardLogin, '/api/auth/login', {
      method: 'POST',
      body: { mobileNumber, securityPin },
      ip: freshIp(),
    })
  ).status;

describe('the card holder endpoints refuse every role but support and owner', () => {
  const writes: Array<[string, Fn, string, unknown]> = [
    ['add', addHolder, '/api/admin/cardholders/add', newCard('9000000100')],
    [
      'renew',
      renewHolder,
      '/api/admin/cardholders/renew',
      { mobileNumber: DEMO_MOBILE, revision: 0, rechargeAmount: 1, validity: 1 },
    ],
    ['pin', resetPin, '/api/admin/cardholders/pin', { mobileNumber: DEMO_MOBILE, revision: 0 }],
    ['block', blockHolder, '/api/admin/cardholders/block', { mobileNumber: DEMO_MOBILE, revision: 0, blocked: true }],
  ];
  for (const role of ['admissions', 'investor-relations'] as const) {
    it(`answers ${role} with 403 and changes nothing`, async () => {
      const before = await findCardHolder(DEMO_MOBILE);
      expect((await find(DEMO_MOBILE, role)).status).toBe(403);
      for (const [, fn, path, body] of writes) expect((await post(fn, path, role, body)).status).toBe(403);
      expect(await findCardHolder(DEMO_MOBILE)).toEqual(before);
      expect(await findCardHolder('9000000100')).toBeNull();
    });
  }

  it('answers 401 without a staff session', async () => {
    expect((await callFunction(findHolder, `/api/admin/cardholders?mobile=${DEMO_MOBILE}`)).status).toBe(401);
    for (const [, fn, path, body] of writes)
      expect((await callFunction(fn, path, { method: 'POST', body })).status).toBe(401);
  });
});

describe('GET /api/admin/cardholders', () => {
  it('finds the demo holder by any typed form of the number, without the PIN hash', async () => {
    for (const role of ['support', 'owner'] as const) {
      const response = await find('+91 98765 43210', role);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(JSON.stringify(body)).not.toContain('scrypt');
      expect(body.cardHolder).toMatchObject({
        mobileNumber: DEMO_MOBILE,
        cardHolderName: 'Meera Sharma',
        blocked: false,
      });
    }
  });

  it('answers 404 for an unknown number (in Hindi for a Hindi page) and 400 for a bad one', async () => {
    const unknown = await find('9000000199');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe('No card holder with this mobile number.');
    const hindi = await callFunction(findHolder, '/api/admin/cardholders?mobile=9000000199', {
      headers: { cookie: as('support'), 'accept-language': 'hi' },
    });
    expect((await hindi.json()).error).toBe('इस मोबाइल नंबर का कोई कार्ड धारक नहीं है।');
    expect((await find('12345')).status).toBe(400);
  });
});

describe('POST /api/admin/cardholders/add', () => {
  it('adds a card with the import rules: the end date from the validity, a 4-digit PIN shown once that signs in', async () => {
    const response = await add('9000000101');
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.pin).toMatch(/^\d{4}$/);
    const today = new Date();
    const end = new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(body.cardHolder).toMatchObject({ mobileNumber: '9000000101', rechargeEndDate: end, revision: 0 });
    const stored = await findCardHolder('9000000101');
    expect(stored?.pinHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain(`"${body.pin}"`);
    expect(await cardLoginStatus('9000000101', body.pin)).toBe(200);
  });

  it('refuses a number that has a card (409) and bad input (400), storing nothing', async () => {
    expect((await add('9000000101')).status).toBe(409);
    const bad = [
      { ...newCard('9000000102'), mobileNumber: '12345' },
      { ...newCard('9000000102'), cardHolderName: ' ' },
      { ...newCard('9000000102'), validity: 0 },
      { ...newCard('9000000102'), rechargeAmount: -1 },
      { ...newCard('9000000102'), rechargeEndDate: '31/12/2026' },
      { ...newCard('9000000102'), securityPin: '1234' },
    ];
    for (const body of bad) {
      expect((await post(addHolder, '/api/admin/cardholders/add', 'support', body)).status).toBe(400);
    }
    expect(await findCardHolder('9000000102')).toBeNull();
  });
});

describe('changes to a card', () => {
  it('renews a card and raises its revision; a stale revision gets 409 with a clear message and changes nothing', async () => {
    await add('9000000110');
    const renewed = await post(renewHolder, '/api/admin/cardholders/renew', 'support', {
      mobileNumber: '9000000110',
      revision: 0,
      rechargeAmount: 999,
      validity: 90,
      rechargeEndDate: '2027-03-31',
    });
    expect(renewed.status).toBe(200);
    expect(await holderOf(renewed)).toMatchObject({
      rechargeAmount: 999,
      validity: 90,
      rechargeEndDate: '2027-03-31',
      revision: 1,
    });
    const stale = await post(blockHolder, '/api/admin/cardholders/block', 'owner', {
      mobileNumber: '9000000110',
      revision: 0,
      blocked: true,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatch(/Someone else changed this card meanwhile/);
    expect(await findCardHolder('9000000110')).toMatchObject({ rechargeAmount: 999, revision: 1 });
    expect((await findCardHolder('9000000110'))?.blocked).toBeUndefined();
  });

  it('answers 404 for a change to an unknown number and 400 for a bad renewal', async () => {
    const unknown = await post(resetPin, '/api/admin/cardholders/pin', 'support', {
      mobileNumber: '9000000198',
      revision: 0,
    });
    expect(unknown.status).toBe(404);
    const bad = await post(renewHolder, '/api/admin/cardholders/renew', 'support', {
      mobileNumber: '9000000110',
      revision: 1,
      rechargeAmount: 'lots',
      validity: 30,
    });
    expect(bad.status).toBe(400);
    expect(await findCardHolder('9000000110')).toMatchObject({ rechargeAmount: 999, revision: 1 });
  });

  it('resets the PIN: the new one signs in, the old one does not, and the sessions signed in before end', async () => {
    const { pin: firstPin } = await (await add('9000000120')).json();
    const session = await cardCookie(freshIp(), '9000000120', firstPin);
    expect((await status(session)).authenticated).toBe(true);
    const reset = await post(resetPin, '/api/admin/cardholders/pin', 'support', {
      mobileNumber: '9000000120',
      revision: 0,
    });
    expect(reset.status).toBe(200);
    const { pin } = await reset.json();
    expect(pin).toMatch(/^\d{4}$/);
    expect((await status(session)).authenticated).toBe(false);
    if (pin !== firstPin) expect(await cardLoginStatus('9000000120', firstPin)).toBe(401);
    const fresh = await cardCookie(freshIp(), '9000000120', pin);
    expect((await status(fresh)).authenticated).toBe(true);
  });

  it('blocks a card: its sessions end and sign-in gets the wrong-PIN refusal; unblocked, the holder signs in again', async () => {
    const { pin } = await (await add('9000000130')).json();
    const session = await cardCookie(freshIp(), '9000000130', pin);
    const blocked = await post(blockHolder, '/api/admin/cardholders/block', 'support', {
      mobileNumber: '9000000130',
      revision: 0,
      blocked: true,
    });
    expect(await holderOf(blocked)).toMatchObject({ blocked: true, revision: 1 });
    expect((await status(session)).authenticated).toBe(false);
    const refused = await callFunction(cardLogin, '/api/auth/login', {
      method: 'POST',
      body: { mobileNumber: '9000000130', securityPin: pin },
      ip: freshIp(),
    });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toBe('Invalid mobile number or PIN.');
    const unblocked = await post(blockHolder, '/api/admin/cardholders/block', 'support', {
      mobileNumber: '9000000130',
      revision: 1,
      blocked: false,
    });
    expect(await holderOf(unblocked)).toMatchObject({ blocked: false, revision: 2 });
    expect((await status(session)).authenticated).toBe(false);
    expect(await cardLoginStatus('9000000130', pin)).toBe(200);
  });

  it('writes every change to the audit log under the member, never the PIN or its hash', async () => {
    const { pin } = await (await add('9000000140')).json();
    const reset = await post(resetPin, '/api/admin/cardholders/pin', 'owner', {
      mobileNumber: '9000000140',
      revision: 0,
    });
    const newPin = (await reset.json()).pin;
    const response = await callFunction(adminAudit, '/api/admin/audit?record=cardholder%2FVX-9000000140', {
      headers: { cookie: as('owner') },
    });
    const { entries } = await response.json();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'cardholder-pin-reset',
      'cardholder-added',
    ]);
    expect(entries.map((entry: { actor: string }) => entry.actor)).toEqual([
      'owner@demo.awaaz.in',
      'support@demo.awaaz.in',
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('scrypt');
    expect(text).not.toMatch(new RegExp(`"(${pin}|${newPin})"`));
    expect(entries[0].after).toMatchObject({ cardHolderName: 'Ravi Kumar', blocked: false });
  });
});

it('the demo holder still signs in with its PIN after the card fields grew', async () => {
  expect(await cardLoginStatus(DEMO_MOBILE, DEMO_PIN)).toBe(200);
});
