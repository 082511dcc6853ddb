import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sessionSecret } from './session-secret';

/**
 * Authenticated encryption under SESSION_SECRET (AES-256-GCM), for what must not be readable where it is kept: session
 * cookies (session.ts), the outbox's pending mails (mail/sealed-mail.ts). Each use has a key of its own,
 * SHA-256(purpose ‖ NUL ‖ secret), so one use's tokens never open as another's. Token: base64url(12-byte IV ‖
 * ciphertext ‖ 16-byte tag). `bound` is associated data: a token opens only with the same value (a cookie's kind, a
 * mail's id), so a token moved to another place does not open there.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

async function keyFor(purpose: string): Promise<Buffer> {
  return createHash('sha256')
    .update(`${purpose}\0`)
    .update(await sessionSecret())
    .digest();
}

export async function sealText(purpose: string, plain: string, bound: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await keyFor(purpose), iv).setAAD(Buffer.from(bound));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The sealed text, or null when the token was altered, bound to something else or sealed under another secret. */
export async function openText(purpose: string, token: string, bound: string): Promise<string | null> {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  const key = await keyFor(purpose);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(bound));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
