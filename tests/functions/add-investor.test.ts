import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAudit } from '../../netlify/lib/audit';
import { addInvestor, type NewInvestor } from '../../netlify/lib/investors/add-investor';
import { investorStore } from '../../netlify/lib/investors/records';
import { indexedInvestorCount, searchInvestors } from '../../netlify/lib/investors/search-index';
import { compactInvestorCode } from '../../src/domain/investor-code';
import { setUpTestBlobs } from '../support/blobs';
import { failBlobsCall } from '../support/failing-stores';

setUpTestBlobs({ seed: false });
afterEach(() => {
  vi.restoreAllMocks();
});

const ACTOR = 'officer@example.org';
let next = 1;
const newInvestor = (): NewInvestor => ({
  fullName: `Meera Iyer ${next++}`,
  accountHolders: 'Meera Iyer',
  accountType: 'Premium',
  accountHolderType: 'Single',
  accountVerificationStatus: 'processing',
  totalAmountInvested: 70000,
  basicAmount: 7000,
  totalAmountReleased: 0,
  currentLoss: 0,
  upcomingPaymentDate: '2027-01-13',
  upcomingPaymentAmount: 4000,
  paymentReleaseDate: '13th of every month',
  paymentProcessingTime: 'Within 48 hours',
});

const storedCodes = async () => (await investorStore().list()).blobs.map((blob) => blob.key).sort();

describe('adding an investor (use case, without HTTP)', () => {
  it('stores, lists and audits the new investor under a code it returns once', async () => {
    const investor = newInvestor();
    const { investorCode } = await addInvestor({ actor: ACTOR, investor });
    const code = compactInvestorCode(investorCode);
    expect(await storedCodes()).toContain(code);
    expect((await searchInvestors(investor.fullName, undefined)).investors.map((found) => found.investorCode)).toEqual([
      investorCode,
    ]);
    const { entries } = await readAudit({ actor: ACTOR });
    expect(entries[0]).toMatchObject({ action: 'investor-added', actor: ACTOR });
    expect(JSON.stringify(entries[0]?.after)).not.toContain(investorCode);
  });

  it('is all or nothing when any Blobs call fails: no unlisted investor is left for a retry to double', async () => {
    const counter = failBlobsCall(0);
    await addInvestor({ actor: ACTOR, investor: newInvestor() });
    counter.restore();
    const steps = counter.calls();
    expect(steps).toBeGreaterThanOrEqual(4);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    for (let step = 1; step <= steps; step++) {
      const before = { stored: await storedCodes(), listed: await indexedInvestorCount() };
      const investor = newInvestor();
      const failing = failBlobsCall(step);
      const outcome = await addInvestor({ actor: ACTOR, investor }).then(
        () => 'added' as const,
        () => 'refused' as const,
      );
      failing.restore();
      const after = { stored: await storedCodes(), listed: await indexedInvestorCount() };
      const { investors: listed } = await searchInvestors(investor.fullName, undefined);
      if (outcome === 'refused') {
        expect(after, `step ${step}`).toEqual(before);
        expect(listed, `step ${step}`).toEqual([]);
      } else {
        expect(after.stored, `step ${step}`).toHaveLength(before.stored.length + 1);
        expect(after.listed, `step ${step}`).toBe(before.listed + 1);
        expect(listed, `step ${step}`).toHaveLength(1);
      }
    }
  });
});
