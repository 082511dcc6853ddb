import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import login from '../../netlify/functions/investor-login.mts';
import { findCardHolder } from '../../netlify/lib/cardholders/records';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';
import { INVESTOR_LOGIN_POLICY } from '../../netlify/lib/investors/auth';
import { investorStore } from '../../netlify/lib/investors/records';
import { windowOf } from '../../netlify/lib/security/throttle';
import { parseStored, StoredRecordError } from '../../netlify/lib/storage/stored-record';
import { store } from '../../netlify/lib/storage/stores';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';

const PATH = '/api/investor/login';
const DEMO_CODE = 'ATVNDEMO0001';
const errorLines: string[] = [];

setUpTestBlobs();
beforeEach(() => {
  errorLines.length = 0;
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errorLines.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseStored', () => {
  const schema = z.object({ used: z.number() });

  it('keeps null (no blob) and returns the parsed record', () => {
    expect(parseStored(schema, 'trial', null)).toBeNull();
    expect(parseStored(schema, 'trial', { used: 3 })).toEqual({ used: 3 });
  });

  it('throws a StoredRecordError naming the store and the fields, never the values', () => {
    const error = (() => {
      try {
        return parseStored(schema, 'trial', { used: '9876543210' });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(StoredRecordError);
    expect((error as Error).message).toBe(
      'A record in the "trial" store does not match its schema: used: Invalid input: expected number, received string',
    );
    expect((error as Error).message).not.toContain('9876543210');
  });
});

describe('a stored record that does not match its schema', () => {
  it('answers the generic 500 and logs which store holds it; the record stays as it was', async () => {
    const investors = investorStore();
    const original = await investors.get(DEMO_CODE, { type: 'text' });
    await investors.setJSON(DEMO_CODE, { account: 'not an account' });
    try {
      const response = await callFunction(login, PATH, {
        method: 'POST',
        body: { investorCode: 'ATVN-DEMO-0001' },
        ip: freshIp(),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.en.internalError });
      expect(errorLines.join('\n')).toContain('A record in the \\"investors\\" store does not match its schema');
      expect(errorLines.join('\n')).not.toContain('DEMO');
      expect(await investors.get(DEMO_CODE, { type: 'json' })).toEqual({ account: 'not an account' });
    } finally {
      await investors.set(DEMO_CODE, original ?? '');
    }
  });

  it('in a throttle counter answers the generic 500 too', async () => {
    const ip = freshIp();
    const { name } = windowOf({ rule: INVESTOR_LOGIN_POLICY.perIp, subject: ip }, Date.now());
    await store('throttle').setJSON(`${name}/head`, { version: 'yesterday' });
    const response = await callFunction(login, PATH, { method: 'POST', body: { investorCode: 'ATVN-DEMO-0001' }, ip });
    expect(response.status).toBe(500);
    expect(errorLines.join('\n')).toContain('A record in the \\"exact counter\\" store does not match its schema');
  });

  it('in the card holders store throws StoredRecordError', async () => {
    await store('cardholders').setJSON('9999999999', { mobileNumber: 42 });
    await expect(findCardHolder('9999999999')).rejects.toBeInstanceOf(StoredRecordError);
  });
});
