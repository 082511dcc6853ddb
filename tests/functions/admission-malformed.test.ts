import { describe, expect, it, vi } from 'vitest';
import admissionsAll from '../../netlify/functions/admissions-all.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import { pageOfAdmissions, searchAdmissions } from '../../netlify/lib/admissions/listing';
import { findAdmission } from '../../netlify/lib/admissions/records';
import { StoredRecordError } from '../../netlify/lib/storage/stored-record';
import { store } from '../../netlify/lib/storage/stores';
import { adminSessionCookie } from '../support/admin';
import { application } from '../support/applications';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';

/**
 * A stored application that no longer matches its schema (a hand edit, an old format): read through the schema,
 * never cast. Lists leave it out, log it and say how many they skipped; asked for by number, it is a server fault.
 */

setUpTestBlobs({ seed: false, staff: true });

async function apply(over = {}) {
  const response = await callFunction(submit, '/api/admissions', {
    method: 'POST',
    body: application(over),
    ip: freshIp(),
  });
  return ((await response.json()) as { registrationNumber: string }).registrationNumber;
}

/** Two applications with one mobile number, the first then spoiled in the store. */
async function plantMalformed() {
  const mobileNumber = application().mobileNumber;
  const spoiled = await apply({ mobileNumber });
  const sound = await apply({ mobileNumber });
  const record = (await store('admissions').get(spoiled, { type: 'json' })) as Record<string, unknown>;
  await store('admissions').setJSON(spoiled, { ...record, age: 'twenty', status: 7 });
  return { mobileNumber, spoiled, sound };
}

const malformedLogs = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls.filter(([line]) => String(line).includes('admissions/malformed-record'));

describe('a malformed application record', () => {
  it('is skipped, logged and counted by a page, and keeps its index entry for a repair', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { spoiled, sound } = await plantMalformed();
    for (let read = 0; read < 2; read++) {
      const page = await pageOfAdmissions({ status: 'all', course: 'all' }, undefined, 100);
      const numbers = page.applications.map((a) => a.registrationNumber);
      expect(numbers).toContain(sound);
      expect(numbers).not.toContain(spoiled);
      expect(page.skipped).toBe(1);
    }
    expect(malformedLogs(errors)).toHaveLength(2);
    // The log names the fields, never their values.
    expect(String(malformedLogs(errors)[0]?.[0])).toContain('age');
    expect(String(malformedLogs(errors)[0]?.[0])).not.toContain('twenty');
  });

  it('is skipped by a search, which answers how many it skipped', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { mobileNumber, sound } = await plantMalformed();
    const found = await searchAdmissions(mobileNumber);
    expect(found?.applications.map((a) => a.registrationNumber)).toEqual([sound]);
    expect(found?.skipped).toBe(1);
    const response = await callFunction(admissionsAll, `/api/admissions/all?search=${mobileNumber}`, {
      headers: { cookie: await adminSessionCookie() },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ applications: [{ registrationNumber: sound }], skipped: 1 });
  });

  it('asked for by its number, is a server fault, never a half-read record', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { spoiled } = await plantMalformed();
    await expect(findAdmission(spoiled)).rejects.toBeInstanceOf(StoredRecordError);
  });
});
