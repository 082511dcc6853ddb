import { z } from 'zod';
import { isDemoMode } from '../security/demo-mode';

/**
 * The keys of the backups (the age format, X25519). A snapshot is encrypted to the owner's public key, the
 * recipient in BACKUP_RECIPIENT (age1…); only the identity (BACKUP_IDENTITY, AGE-SECRET-KEY-1…), which the owner
 * keeps off the site, decrypts it. With DEMO_MODE=1 and no key set, the demo pair below is used, so `npm start` and
 * the tests work without keys: it is public (committed here), so it protects nothing.
 */
export const DEMO_BACKUP_IDENTITY = 'AGE-SECRET-KEY-1NTASNSUTDM2A3W789PKGM4FSWXK85LPNCA4QWMEU57AYHE9PLQCQHFZ4L5';
export const DEMO_BACKUP_RECIPIENT = 'age1nsd23xusy6fjdphptv484yx0vnzl332tk2y8y3km8cfa3826wamq4xu4ja';

const recipientSchema = z.string().regex(/^age1[02-9ac-hj-np-z]{58}$/, 'BACKUP_RECIPIENT must be an age1… public key');
const identitySchema = z
  .string()
  .regex(/^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/, 'BACKUP_IDENTITY must be an AGE-SECRET-KEY-1… identity');

function keyFrom(name: string, schema: z.ZodString, demo: string): string {
  const value = process.env[name]?.trim();
  if (value) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? `${name} is not valid`);
    return parsed.data;
  }
  if (isDemoMode()) return demo;
  throw new Error(`${name} is not set (the demo key pair works only with DEMO_MODE=1)`);
}

/** The public key snapshots are encrypted to. */
export const backupRecipient = () => keyFrom('BACKUP_RECIPIENT', recipientSchema, DEMO_BACKUP_RECIPIENT);

/** The secret key a restore decrypts with. */
export const backupIdentity = () => keyFrom('BACKUP_IDENTITY', identitySchema, DEMO_BACKUP_IDENTITY);
