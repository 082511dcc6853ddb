import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes as one string: scrypt$N$r$p$saltBase64$hashBase64 (N a power of two, standard base64).
 * Example: scrypt$32768$8$1$3q0G…==$Zt4d…=  (`npm run hash:admin-password` prints one).
 */
export const DEFAULT_SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

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

/** Memory scrypt needs for N and r, with headroom (Node refuses above maxmem, 32 MB by default). */
const maxmem = (N: number, r: number) => 2 * 128 * N * r + 1024 * 1024;

export function parsePasswordHash(encoded: string): ParsedHash | null {
  const parts = encoded.trim().split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) {
    return null;
  }
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

export async function hashPassword(password: string, params = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(params.saltLength);
  const { N, r, p } = params;
  const hash = await derive(password, salt, params.keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Constant-time check of a password against an encoded hash; a malformed hash throws (a configuration error). */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) throw new Error('Password hash is not in the format scrypt$N$r$p$salt$hash');
  const { N, r, p, salt, hash } = parsed;
  const candidate = await derive(password, salt, hash.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(candidate, hash);
}
