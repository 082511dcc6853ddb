import { afterAll, beforeAll } from 'vitest';

/**
 * Hashes and checks card holders' PINs and staff passwords at scrypt N = 2^10 for this test file instead of
 * production's 2^17 (scryptN in netlify/lib/security/password-hash.ts honours SCRYPT_TEST_N only under vitest), so files that
 * seed staff or sign in dozens of times run in seconds instead of 0.6 s of CPU per hash. Call it before any hook that
 * seeds staff or imports card holders. The production cost stays tested where it is the subject
 * (card-holder-decoy.test.ts, import-cardholders.test.ts).
 */
export function hashCheaplyInThisFile() {
  const before = process.env.SCRYPT_TEST_N;
  beforeAll(() => {
    process.env.SCRYPT_TEST_N = String(2 ** 10);
  });
  afterAll(() => {
    if (before === undefined) delete process.env.SCRYPT_TEST_N;
    else process.env.SCRYPT_TEST_N = before;
  });
}
