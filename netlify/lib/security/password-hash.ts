import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes as one string: scrypt$N$r$p$saltBase64$hashBase64 (N a power of two, standard base64).
 * Example: scrypt$131072$8$1$3q0G…==$Zt4d…=  (staff passwords and imported card holders' PINs).
 *
 * Cost: N = 2^17, r = 8 (128 MB of memory, about 0.6 s per hash on a 2-core machine; `npm run bench:password-hash`).
 * A hash with a lower N is refused: verifyPassword throws.
 */
export const MIN_SCRYPT_N = 2 ** 17;
export const DEFAULT_SCRYPT = { N: MIN_SCRYPT_N, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
type ScryptParams = { readonly [K in keyof typeof DEFAULT_SCRYPT]: number };

/**
 * The N this process hashes with and requires: MIN_SCRYPT_N, unless the process is the vitest runner (it sets VITEST)
 * and a test file sets SCRYPT_TEST_N to a power of two, so suites that sign in dozens of times stay fast.
 * Deployed functions and `npm start` never run under vitest, so they always use MIN_SCRYPT_N.
 */
export function scryptN(): number {
  const testN = process.env.VITEST ? Number(process.env.SCRYPT_TEST_N) : Number.NaN;
  return Number.isInteger(testN) && testN > 1 && (testN & (testN - 1)) === 0 ? testN : MIN_SCRYPT_N;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Memory scrypt needs for N and r (128·N·r bytes), with headroom: Node refuses above maxmem, 32 MB by default. */
const maxmem = (N: number, r: number) => 2 * 128 * N * r + 1024 * 1024;

export function parsePasswordHash(encoded: string): ParsedHash | null {
  const parts = encoded.trim().split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (
    !powerOfTwo ||
    N > 2 ** 20 ||
    !Number.isInteger(r) ||
    r < 1 ||
    r > 32 ||
    !Number.isInteger(p) ||
    p < 1 ||
    p > 16
  ) {
    return null;
  }
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

export async function hashPassword(
  password: string,
  params: ScryptParams = { ...DEFAULT_SCRYPT, N: scryptN() },
): Promise<string> {
  const salt = randomBytes(params.saltLength);
  const { N, r, p } = params;
  const hash = await derive(password, salt, params.keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True for a well-formed hash whose cost is below scryptN(). */
export function isBelowMinimumCost(encoded: string): boolean {
  const parsed = parsePasswordHash(encoded);
  return parsed !== null && parsed.N < scryptN();
}

/**
 * Constant-time check of a password against an encoded hash. A malformed hash, or one cheaper than scryptN(),
 * throws (a configuration error).
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) throw new Error('Password hash is not in the format scrypt$N$r$p$salt$hash');
  const minimumN = scryptN();
  if (parsed.N < minimumN) throw new Error(`Password hash cost N=${parsed.N} is below the minimum N=${minimumN}`);
  const { N, r, p, salt, hash } = parsed;
  const candidate = await derive(password, salt, hash.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(candidate, hash);
}
