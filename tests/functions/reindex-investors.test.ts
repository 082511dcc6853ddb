import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type InvestorRecord, investorStore } from '../../netlify/lib/investors/records';
import { reindexInvestors } from '../../netlify/lib/investors/reindex';
import {
  indexInvestor,
  investorIndexStore,
  pageOfInvestors,
  searchInvestors,
} from '../../netlify/lib/investors/search-index';
import { demoInvestorRows } from '../../scripts/lib/demo-investors';
import { buildRecords } from '../../scripts/lib/investor-import';
import { startTestBlobs } from '../support/blobs';

const run = promisify(execFile);
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;

beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());
beforeEach(async () => {
  await investorStore().deleteAll();
  await investorIndexStore().deleteAll();
});

/** The demo investors written as a store filled before the index existed: records only, no index lines. */
async function storeWithoutIndex(): Promise<Map<string, InvestorRecord>> {
  const records = buildRecords(demoInvestorRows(new Date()).map((value, index) => ({ line: index + 1, value })));
  for (const [code, record] of records) await investorStore().setJSON(code, record);
  return records;
}

const listedCodes = async () => (await pageOfInvestors(undefined)).investors.map((investor) => investor.investorCode);

describe('npm run reindex:investors', () => {
  it('lists every stored investor in the index and prints how many', async () => {
    await storeWithoutIndex();
    expect(await listedCodes()).toEqual([]);
    const tsx = ['node_modules/tsx/dist/cli.mjs', 'scripts/reindex-investors.ts'];
    const { stdout } = await run(process.execPath, tsx, { env: process.env });
    expect(stdout).toContain('Re-indexed 2 investors');
    expect(await listedCodes()).toEqual(['ATVN-DEMO-0001', 'ATVN-DEMO-0002']);
  });

  it('keeps the lines of investors added while it runs, and replaces stale lines with the stored record', async () => {
    const records = await storeWithoutIndex();
    const first = 'ATVNDEMO0001';
    const firstRecord = records.get(first);
    if (!firstRecord) throw new Error(`the demo investors include ${first}`);
    // An old line for a stored investor, and an addition whose line is written but whose record the run did not list.
    await indexInvestor(first, { ...firstRecord, fullName: 'An Old Name' });
    const added = 'ATVNDEMO0009';
    await indexInvestor(added, { ...firstRecord, fullName: 'Added Meanwhile' });
    expect(await reindexInvestors()).toBe(2);
    expect(await listedCodes()).toEqual(['ATVN-DEMO-0001', 'ATVN-DEMO-0002', 'ATVN-DEMO-0009']);
    expect((await searchInvestors('an old name', undefined)).investors).toEqual([]);
    const byName = await searchInvestors(firstRecord.fullName, undefined);
    expect(byName.investors.map((investor) => investor.investorCode)).toContain('ATVN-DEMO-0001');
  });
});
