import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../../netlify/lib/import/import-rows';
import { investorStore } from '../../netlify/lib/investors/records';
import { demoInvestorRows } from '../../scripts/lib/demo-investors';
import { CSV_COLUMNS, importInvestors } from '../../scripts/lib/investor-import';
import { seedInvestors } from '../../scripts/lib/seed-investors';
import { isWellFormedInvestorCode } from '../../src/domain/investor-code';
import { startTestBlobs } from '../support/blobs';

const run = promisify(execFile);
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
let workDir: string;

beforeAll(async () => {
  blobs = await startTestBlobs();
  workDir = await mkdtemp(join(tmpdir(), 'import-test-'));
});
afterAll(() => blobs.stop());
beforeEach(async () => {
  await investorStore().deleteAll();
});

const storedKeys = async () => (await investorStore().list()).blobs.map((blob) => blob.key).sort();

const investor = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Meera Iyer',
  accountHolders: 'Meera Iyer',
  accountType: 'Premium',
  accountHolderType: 'Single',
  accountVerificationStatus: 'verified',
  totalAmountInvested: 7000,
  basicAmount: 7000,
  totalAmountReleased: 4000,
  currentLoss: 0,
  upcomingPaymentDate: '2026-12-14',
  upcomingPaymentAmount: 4000,
  paymentReleaseDate: '13th of every month',
  paymentProcessingTime: 'Within 48 hours',
  transactions: [
    {
      transactionId: 'TXN-1',
      transactionDate: '2026-11-13',
      transactionTime: '10:30',
      description: 'Monthly profit share',
      transactionType: 'Credit',
      amount: 4000,
    },
  ],
  ...overrides,
});

const csvCell = (value: unknown) => {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const toCsv = (rows: Record<string, unknown>[]) =>
  [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))].join(
    '\r\n',
  );

describe('investor import', () => {
  it('imports a JSON array, generating missing codes', async () => {
    const codes = await importInvestors(
      JSON.stringify([investor({ investorCode: 'atvn-abcd-2345' }), investor({ fullName: 'Kabir Rao' })], null, 2),
      'json',
    );
    expect(codes[0]).toBe('ATVN-ABCD-2345');
    expect(isWellFormedInvestorCode(codes[1] ?? '')).toBe(true);
    expect(codes[1]).toMatch(/^ATVN-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const stored = await investorStore().get('ATVNABCD2345', { type: 'json' });
    expect(stored.account.uniqueInvestorCode).toBe('ATVN-ABCD-2345');
    expect(stored.investmentAmount).toBe(7000);
    expect(stored.transactions).toHaveLength(1);
    expect(await storedKeys()).toHaveLength(2);
  });

  it('imports CSV with quoted fields and a JSON transactions column', async () => {
    const csv = toCsv([
      investor({
        investorCode: 'ATVN-CSV2-0001',
        accountHolders: 'Arjun Nair, "AJ"\nand family',
        notificationMessage: 'Welcome',
      }),
      investor({ investorCode: 'ATVN-CSV2-0002', transactions: undefined, investmentAmount: 6500 }),
    ]);
    expect(await importInvestors(csv, 'csv')).toEqual(['ATVN-CSV2-0001', 'ATVN-CSV2-0002']);
    const first = await investorStore().get('ATVNCSV20001', { type: 'json' });
    expect(first.account.accountHolders).toBe('Arjun Nair, "AJ"\nand family');
    expect(first.account.notificationMessage).toBe('Welcome');
    expect(first.account.totalAmountInvested).toBe(7000);
    const second = await investorStore().get('ATVNCSV20002', { type: 'json' });
    expect(second.transactions).toEqual([]);
    expect(second.investmentAmount).toBe(6500);
  });

  it('imports the payment terms as values and the Hindi texts, and reports a bad cycle by line', async () => {
    const csv = toCsv([
      investor({
        investorCode: 'ATVN-HIND-0001',
        paymentReleaseDate: undefined,
        paymentProcessingTime: undefined,
        paymentCycle: 'quarterly-13',
        processingHours: 48,
        processingAfterVerification: 'true',
        notificationMessageHi: 'आपका भुगतान भेज दिया गया है।',
        transactions: [{ ...investor().transactions[0], descriptionHi: 'मासिक मुनाफ़े का हिस्सा' }],
      }),
    ]);
    expect(await importInvestors(csv, 'csv')).toEqual(['ATVN-HIND-0001']);
    const stored = await investorStore().get('ATVNHIND0001', { type: 'json' });
    expect(stored.account).toMatchObject({
      paymentCycle: 'quarterly-13',
      processingHours: 48,
      processingAfterVerification: true,
      paymentReleaseDate: 'Quarterly, on the 13th',
      paymentProcessingTime: 'Within 48 hours after verification',
      notificationMessageHi: 'आपका भुगतान भेज दिया गया है।',
    });
    expect(stored.transactions[0].descriptionHi).toBe('मासिक मुनाफ़े का हिस्सा');

    const bad = toCsv([
      investor({ investorCode: 'ATVN-HIND-0002', paymentCycle: 'monthly-31' }),
      investor({ investorCode: 'ATVN-HIND-0003', paymentProcessingTime: undefined }),
    ]);
    const error = (await importInvestors(bad, 'csv').catch((e: unknown) => e)) as ImportError;
    expect(error.problems).toEqual([
      'line 2: paymentCycle: must be monthly-N or quarterly-N with N from 1 to 28',
      'line 3: processingHours: processingHours or paymentProcessingTime is required',
    ]);
  });

  it('reports a bad JSON entry with its line number and writes nothing', async () => {
    const text = JSON.stringify(
      [investor({ investorCode: 'ATVN-GOOD-0001' }), investor({ accountType: 'Gold' })],
      null,
      2,
    );
    const badLine = text.split('\n').findIndex((line, i) => i > 1 && line === '  {') + 1;
    const error = await importInvestors(text, 'json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).problems).toEqual([
      `line ${badLine}: accountType: Invalid option: expected one of "Premium"|"Basic"`,
    ]);
    expect(await storedKeys()).toEqual([]);
  });

  it('reports bad CSV rows with their line numbers (multi-line fields counted) and writes nothing', async () => {
    const csv = toCsv([
      investor({ investorCode: 'ATVN-GOOD-0001', accountHolders: 'Line one\nline two' }),
      investor({ investorCode: 'ATVN-GOOD-0002', totalAmountInvested: 'lots' }),
      investor({ investorCode: 'ATVN-GOOD-0001' }),
    ]);
    const error = (await importInvestors(csv, 'csv').catch((e: unknown) => e)) as ImportError;
    expect(error.problems).toEqual([
      'line 4: totalAmountInvested: Invalid input: expected number, received string',
      'line 5: investorCode: duplicate of line 2',
    ]);
    expect(await storedKeys()).toEqual([]);
  });

  it('reports unknown columns, bad codes and broken transactions', async () => {
    const unknownColumn = (await importInvestors('fullName,colour\nA,red', 'csv').catch(
      (e: unknown) => e,
    )) as ImportError;
    expect(unknownColumn.problems).toEqual(['line 1: unknown column "colour"']);
    const badCode = (await importInvestors(JSON.stringify([investor({ investorCode: 'ATVN-123' })]), 'json').catch(
      (e: unknown) => e,
    )) as ImportError;
    expect(badCode.problems).toEqual(['line 1: investorCode: must look like ATVN-XXXX-XXXX']);
    const csv = `${CSV_COLUMNS.join(',')}\n${CSV_COLUMNS.map((c) => (c === 'transactions' ? '[{' : csvCell(investor()[c as 'fullName']))).join(',')}`;
    expect(((await importInvestors(csv, 'csv').catch((e: unknown) => e)) as ImportError).problems).toEqual([
      'line 2: transactions: must be a JSON array of transactions',
    ]);
    expect(await storedKeys()).toEqual([]);
  });

  it('runs as npm run import:investors does, exiting 1 with the line on a bad row', async () => {
    const good = join(workDir, 'good.json');
    const bad = join(workDir, 'bad.csv');
    await writeFile(good, JSON.stringify([investor({ investorCode: 'ATVN-CLI2-0001' })], null, 2));
    await writeFile(bad, toCsv([investor({ investorCode: 'ATVN-CLI2-0002', accountHolderType: 'Trio' })]));
    const tsx = ['node_modules/tsx/dist/cli.mjs', 'scripts/import-investors.ts'];
    const ok = await run(process.execPath, [...tsx, good], { env: process.env });
    expect(ok.stdout).toContain('Imported 1 investors');
    expect(ok.stdout).toContain('ATVN-CLI2-0001');
    const failed = await run(process.execPath, [...tsx, bad], { env: process.env }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('line 2: accountHolderType: Invalid option');
    expect(await storedKeys()).toEqual(['ATVNCLI20001']);
  });
});

describe('seed', () => {
  it('loads the demo investors, and with ifEmpty leaves a populated store alone', async () => {
    expect(await seedInvestors({ ifEmpty: true })).toEqual(['ATVN-DEMO-0001', 'ATVN-DEMO-0002']);
    expect(await seedInvestors({ ifEmpty: true })).toEqual([]);
    expect(await storedKeys()).toEqual(['ATVNDEMO0001', 'ATVNDEMO0002']);
  });

  it.each(['2026-01-01', '2026-06-13', '2027-02-28', '2028-12-31'])('gives sensible demo data on %s', (day) => {
    const [premium, basic] = demoInvestorRows(new Date(`${day}T09:00:00Z`));
    // A loss month pays 2,500 to the investor, as the payment schedule's tiles say: every payment is a credit.
    const payments = premium?.transactions ?? [];
    expect(payments.length).toBeGreaterThanOrEqual(8);
    expect(payments.every((t) => t.transactionType === 'Credit')).toBe(true);
    const lossMonths = payments.filter((t) => t.amount === 2500);
    expect(lossMonths.length).toBeGreaterThan(0);
    expect(payments.every((t) => t.amount === 4000 || t.amount === 2500)).toBe(true);
    for (const t of lossMonths) expect(t.description).toMatch(/^Monthly payment for a loss month/);
    expect(premium?.totalAmountReleased).toBe(payments.reduce((total, t) => total + t.amount, 0));
    expect(premium?.currentLoss).toBe(0);
    for (const row of [premium, basic]) {
      expect((row?.upcomingPaymentDate ?? '') >= day).toBe(true);
      for (const t of row?.transactions ?? []) expect(t.transactionDate < day).toBe(true);
    }
    expect(premium?.notificationMessage).toBeTruthy();
    expect(basic?.notificationMessage).toBeUndefined();
  });
});
