import { describe, expect, it } from 'vitest';
import { readAudit } from '../../netlify/lib/audit';
import { addCardHolder } from '../../netlify/lib/cardholders/add-card-holder';
import { blockCard } from '../../netlify/lib/cardholders/block-card';
import { checkCardHolderPin, findCardHolder } from '../../netlify/lib/cardholders/records';
import { renewCard } from '../../netlify/lib/cardholders/renew-card';
import { resetCardPin } from '../../netlify/lib/cardholders/reset-card-pin';
import { setUpTestBlobs } from '../support/blobs';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

/**
 * The back office's card actions as use cases, without HTTP: each one's record, its refusals (nothing written) and
 * its audit entry. The roles and the answers through the functions are in admin-cardholders.test.ts.
 */
hashCheaplyInThisFile();
setUpTestBlobs({ seed: false });

const ACTOR = 'support@demo.awaaz.in';
const NOW = new Date('2026-03-01T10:00:00Z');
let nextNumber = 9100000000;
/** A new card of a number no other test uses; its account number names its audit record. */
async function newCard(over: { rechargeEndDate?: string } = {}) {
  const mobileNumber = String(nextNumber++);
  const holder = {
    mobileNumber,
    cardHolderName: 'Ravi Kumar',
    accountNumber: `VX-${mobileNumber}`,
    rechargeAmount: 499,
    validity: 30,
    ...over,
  };
  const added = await addCardHolder({ actor: ACTOR, holder, now: NOW });
  return { mobileNumber, record: `cardholder/VX-${mobileNumber}`, ...added };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: { status: number; code: string }) => `${error.status} ${error.code}`,
  );
const auditOf = async (record: string) => (await readAudit({ record })).entries;

describe('addCardHolder', () => {
  it('stores the card with a PIN shown once, its end date validity days on, and audits it without the PIN', async () => {
    const { mobileNumber, record, cardHolder, pin } = await newCard();
    expect(pin).toMatch(/^\d{4}$/);
    expect(cardHolder).toMatchObject({ mobileNumber, rechargeEndDate: '2026-03-31', blocked: false, revision: 0 });
    expect(await checkCardHolderPin(mobileNumber, pin)).not.toBeNull();
    const [entry, ...others] = await auditOf(record);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ actor: ACTOR, action: 'cardholder-added', after: { rechargeEndDate: '2026-03-31' } });
    expect(JSON.stringify(entry)).not.toMatch(new RegExp(`pinHash|scrypt|"${pin}"`));
  });

  it('keeps an end date given, and refuses a second card for the number with nothing written', async () => {
    const { mobileNumber, record, cardHolder } = await newCard({ rechargeEndDate: '2026-12-31' });
    expect(cardHolder.rechargeEndDate).toBe('2026-12-31');
    const holder = {
      mobileNumber,
      cardHolderName: 'Someone Else',
      accountNumber: 'VX-OTHER',
      rechargeAmount: 1,
      validity: 1,
    };
    expect(await refusal(addCardHolder({ actor: ACTOR, holder, now: NOW }))).toBe('409 cardHolderExists');
    expect((await findCardHolder(mobileNumber))?.cardHolderName).toBe('Ravi Kumar');
    expect(await auditOf(record)).toHaveLength(1);
  });
});

describe('blockCard', () => {
  it('blocks the card seen at its revision and ends its sessions; unblocking keeps them ended', async () => {
    const { mobileNumber, record, pin } = await newCard();
    const blocked = await blockCard({ actor: ACTOR, mobileNumber, revision: 0, blocked: true });
    expect(blocked).toMatchObject({ blocked: true, revision: 1 });
    expect((await findCardHolder(mobileNumber))?.sessionGeneration).toBe(1);
    expect(await checkCardHolderPin(mobileNumber, pin)).toBeNull();
    const unblocked = await blockCard({ actor: ACTOR, mobileNumber, revision: 1, blocked: false });
    expect(unblocked).toMatchObject({ blocked: false, revision: 2 });
    expect((await findCardHolder(mobileNumber))?.sessionGeneration).toBe(1);
    expect(await checkCardHolderPin(mobileNumber, pin)).not.toBeNull();
    expect(await auditOf(record)).toMatchObject([
      { action: 'cardholder-unblocked', before: { blocked: true }, after: { blocked: false } },
      { action: 'cardholder-blocked', before: { blocked: false }, after: { blocked: true } },
      { action: 'cardholder-added', after: { blocked: false } },
    ]);
  });

  it('refuses a card changed since the member saw it, and a number without a card, writing nothing', async () => {
    const { mobileNumber, record } = await newCard();
    await renewCard({ actor: ACTOR, mobileNumber, revision: 0, rechargeAmount: 99, validity: 7, now: NOW });
    expect(await refusal(blockCard({ actor: ACTOR, mobileNumber, revision: 0, blocked: true }))).toBe(
      '409 cardHolderChanged',
    );
    expect(await refusal(blockCard({ actor: ACTOR, mobileNumber: '9199999999', revision: 0, blocked: true }))).toBe(
      '404 noCardHolder',
    );
    expect((await findCardHolder(mobileNumber))?.blocked).toBeUndefined();
    expect((await auditOf(record)).map((entry) => entry.action)).toEqual(['cardholder-renewed', 'cardholder-added']);
  });
});

describe('resetCardPin', () => {
  it('gives the card a new PIN, shown once, ends its sessions and audits it without the PIN', async () => {
    const { mobileNumber, record, pin: old } = await newCard();
    const { cardHolder, pin } = await resetCardPin({ actor: ACTOR, mobileNumber, revision: 0 });
    expect(cardHolder.revision).toBe(1);
    expect(await checkCardHolderPin(mobileNumber, pin)).not.toBeNull();
    if (pin !== old) expect(await checkCardHolderPin(mobileNumber, old)).toBeNull();
    expect((await findCardHolder(mobileNumber))?.sessionGeneration).toBe(1);
    const [entry] = await auditOf(record);
    expect(entry?.action).toBe('cardholder-pin-reset');
    expect(JSON.stringify(entry)).not.toMatch(/pinHash|scrypt/);
  });
});

describe('renewCard', () => {
  it('sets the amount, the validity and the end date (validity days from now without one), audited before and after', async () => {
    const { mobileNumber, record } = await newCard();
    const renewed = await renewCard({
      actor: ACTOR,
      mobileNumber,
      revision: 0,
      rechargeAmount: 999,
      validity: 90,
      now: NOW,
    });
    expect(renewed).toMatchObject({ rechargeAmount: 999, validity: 90, rechargeEndDate: '2026-05-30', revision: 1 });
    const dated = { rechargeAmount: 5, validity: 1, rechargeEndDate: '2027-01-01', now: NOW };
    expect((await renewCard({ actor: ACTOR, mobileNumber, revision: 1, ...dated })).rechargeEndDate).toBe('2027-01-01');
    const [, first] = await auditOf(record);
    expect(first).toMatchObject({
      action: 'cardholder-renewed',
      before: { rechargeAmount: 499, rechargeEndDate: '2026-03-31' },
      after: { rechargeAmount: 999, rechargeEndDate: '2026-05-30' },
    });
  });
});
