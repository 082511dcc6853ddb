import { describe, expect, it } from 'vitest';
import { DECOY_PIN_HASH, decoyPinHash } from '../../netlify/lib/cardholders/records';
import {
  DEFAULT_SCRYPT,
  MIN_SCRYPT_N,
  parsePasswordHash,
  verifyPassword,
} from '../../netlify/lib/security/password-hash';

describe('the decoy PIN hash checked for unknown mobile numbers', () => {
  it('is a ready scrypt hash at the production cost, shaped as the hashes of real card holders', () => {
    const decoy = parsePasswordHash(DECOY_PIN_HASH);
    expect(decoy).not.toBeNull();
    expect(decoy?.N).toBe(MIN_SCRYPT_N);
    expect(decoy?.r).toBe(DEFAULT_SCRYPT.r);
    expect(decoy?.p).toBe(DEFAULT_SCRYPT.p);
    expect(decoy?.salt.length).toBe(DEFAULT_SCRYPT.saltLength);
    expect(decoy?.hash.length).toBe(DEFAULT_SCRYPT.keyLength);
  });

  it('is what an unknown number is checked against whenever PINs are hashed at the production cost', async () => {
    expect(await decoyPinHash()).toBe(DECOY_PIN_HASH);
  });

  it('runs one full scrypt check and matches no PIN tried', async () => {
    for (const pin of ['0000', '2468']) expect(await verifyPassword(pin, DECOY_PIN_HASH)).toBe(false);
  });
});
