import { describe, expect, it } from 'vitest';
import { cardHolderStore, checkCardHolderPin, findCardHolder } from '../../netlify/lib/cardholders/records';
import { ImportError } from '../../netlify/lib/import/import-rows';
import { importCardHolders, seedCardHolders } from '../../scripts/lib/cardholder-import';
import { setUpTestBlobs } from '../support/blobs';

setUpTestBlobs({ seed: false });

const keys = async () => (await cardHolderStore().list()).blobs.map((blob) => blob.key).sort();

describe('npm run import:cardholders', () => {
  it('reports every bad row by line and writes nothing', async () => {
    const json = `[
  { "mobileNumber": "9000000010", "securityPin": "0123", "cardHolderName": "Asha", "accountNumber": "A-1", "rechargeAmount": 999, "validity": 30 },
  { "mobileNumber": "12345", "securityPin": "12", "cardHolderName": "", "accountNumber": "A-2", "rechargeAmount": 999, "validity": 30 },
  { "mobileNumber": "9000000010", "pinHash": "plain", "cardHolderName": "Dup", "accountNumber": "A-3", "rechargeAmount": 1, "validity": 1, "colour": "red" },
  { "mobileNumber": "9000000011", "cardHolderName": "No PIN", "accountNumber": "A-4", "rechargeAmount": 1, "validity": 1 }
]`;
    const error = (await importCardHolders(json, 'json').catch((e: unknown) => e)) as ImportError;
    expect(error).toBeInstanceOf(ImportError);
    expect(error.problems).toEqual([
      'line 3: cardHolderName: Too small: expected string to have >=1 characters',
      'line 3: mobileNumber: must be a 10-digit Indian mobile number',
      'line 3: securityPin: must be 4 digits',
      'line 4: pinHash: must be scrypt$N$r$p$salt$hash',
      'line 4: body: Unrecognized key: "colour"',
      'line 5: securityPin: give exactly one of securityPin and pinHash',
    ]);
    expect(await keys()).toEqual([]);
  });

  it('imports CSV, hashes PINs (leading zeros kept), defaults the end date, and replaces on re-import', async () => {
    const csv = [
      'mobileNumber,securityPin,cardHolderName,accountNumber,rechargeAmount,validity,rechargeEndDate',
      '+91 90000 00020,0042,"Kaur, Simran",B-1,499,7,',
      '9000000021,9876,Ravi,B-2,1999,90,2030-01-31',
    ].join('\n');
    const now = new Date('2026-03-01T10:00:00Z');
    expect(await importCardHolders(csv, 'csv', now)).toEqual(['9000000020', '9000000021']);
    const first = await findCardHolder('9000000020');
    expect(first).toMatchObject({
      cardHolderName: 'Kaur, Simran',
      rechargeAmount: 499,
      validity: 7,
      rechargeEndDate: '2026-03-08',
    });
    expect(first?.pinHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(JSON.stringify(first)).not.toContain('0042');
    expect(await checkCardHolderPin('9000000020', '0042')).not.toBeNull();
    expect(await checkCardHolderPin('9000000020', '42')).toBeNull();
    expect((await findCardHolder('9000000021'))?.rechargeEndDate).toBe('2030-01-31');
    await importCardHolders(
      'mobileNumber,securityPin,cardHolderName,accountNumber,rechargeAmount,validity\n9000000021,1111,Ravi K,B-2,2999,30',
      'csv',
    );
    expect(await findCardHolder('9000000021')).toMatchObject({ cardHolderName: 'Ravi K', rechargeAmount: 2999 });
    expect(await checkCardHolderPin('9000000021', '1111')).not.toBeNull();
  });

  it('refuses unknown CSV columns and short rows', async () => {
    const error = (await importCardHolders('mobileNumber,pin\n9000000030', 'csv').catch(
      (e: unknown) => e,
    )) as ImportError;
    expect(error.problems).toEqual(['line 1: unknown column "pin"', 'line 2: expected 2 fields, found 1']);
  });

  it('seeds the demo holder (9876543210 / 2468, recharge 999 for 30 days), once with --if-empty', async () => {
    expect(await seedCardHolders()).toEqual(['9876543210']);
    expect(await seedCardHolders({ ifEmpty: true })).toEqual([]);
    const demo = await checkCardHolderPin('9876543210', '2468');
    expect(demo).toMatchObject({ rechargeAmount: 999, validity: 30 });
  });
});
