import { z } from 'zod';
import { type CardHolder, cardHolderSchema } from '../../src/domain/card-holder';
import { isDisabledDemoCardHolder } from './demo-mode';
import type { Call } from './handler';
import { beginLogin, finishLogin, type LoginPolicy } from './login-guard';
import { hashPassword, MIN_SCRYPT_N, parsePasswordHash, scryptN, verifyPassword } from './password-hash';
import { readSession, type Session } from './session';
import { parseStored } from './stored-record';
import { store } from './stores';

/** One blob per card holder in the "cardholders" store, keyed by the 10-digit mobile number. */
export const cardHolderRecordSchema = z.object({
  ...cardHolderSchema.shape,
  pinHash: z.string().refine((value) => parsePasswordHash(value) !== null, 'must be scrypt$N$r$p$salt$hash'),
});

export type CardHolderRecord = z.infer<typeof cardHolderRecordSchema>;

export const cardHolderStore = () => store('cardholders');

export const CARD_SESSION_KIND = 'card';

const FIFTEEN_MINUTES = 15 * 60;
/**
 * A 4-digit PIN has 10 000 values, so unknown devices get at most 20 attempts per number in any 24 hours (at most
 * 600 in 30 days, 6 % of the PINs), the first 5 free, then 30 s doubling up to an hour between attempts.
 */
export const CARD_LOGIN_POLICY: LoginPolicy = {
  kind: 'card',
  perIp: { name: 'card-login-ip', limit: 20, windowSeconds: FIFTEEN_MINUTES },
  perDevice: { name: 'card-login-device', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  slowdown: { rule: { name: 'card-login-all', limit: 10_000, windowSeconds: FIFTEEN_MINUTES }, startAt: 1000 },
  perAccount: { freeFailures: 5, baseLockSeconds: 30, maxLockSeconds: 60 * 60, maxPerDay: 20 },
};
/** A card session lasts 12 hours from login. */
export const CARD_SESSION_TTL_SECONDS = 12 * 60 * 60;

/** The holder without the PIN hash: what the browser may see. */
export function publicCardHolder(record: CardHolderRecord): CardHolder {
  const { pinHash: _pinHash, ...holder } = record;
  return holder;
}

/** The holder, or null (also for the demo card holder outside demo mode). */
export async function findCardHolder(mobileNumber: string): Promise<CardHolderRecord | null> {
  if (isDisabledDemoCardHolder(mobileNumber)) return null;
  return parseStored(
    cardHolderRecordSchema,
    'cardholders',
    await cardHolderStore().get(mobileNumber, { type: 'json' }),
  );
}

/**
 * Checked for unknown numbers, so an answer's timing does not tell which numbers are holders: a real scrypt hash at
 * the production cost (DEFAULT_SCRYPT, as `npm run import:cardholders` hashes PINs), of a random secret nobody kept.
 * It is a constant, so the first check in a fresh worker costs one scrypt like a holder's, never a hash and a check.
 */
export const DECOY_PIN_HASH = 'scrypt$131072$8$1$tI57bQwswa5q3yTHebm/lg==$zgid15QoySryEhHRMD/EfWtz6a5/ucRuSrN29Nlv2Ck=';

/** Test files that hash PINs cheaply (SCRYPT_TEST_N, vitest only) get a decoy of that cost, made once. */
let cheapTestDecoy: Promise<string> | undefined;

/** The decoy for this process's cost: always DECOY_PIN_HASH outside vitest (scryptN() is MIN_SCRYPT_N there). */
export function decoyPinHash(): Promise<string> {
  if (scryptN() === MIN_SCRYPT_N) return Promise.resolve(DECOY_PIN_HASH);
  cheapTestDecoy ??= hashPassword('decoy');
  return cheapTestDecoy;
}

/** The holder when the number is known and the PIN matches, otherwise null (one scrypt check either way). */
export async function checkCardHolderPin(mobileNumber: string, pin: string): Promise<CardHolderRecord | null> {
  const record = await findCardHolder(mobileNumber);
  const matches = await verifyPassword(pin, record?.pinHash ?? (await decoyPinHash()));
  return record && matches ? record : null;
}

/**
 * A card holder's sign-in: 429 (saying how long to wait) while this caller is limited, null for a wrong number or
 * PIN (counted), otherwise the holder and the Set-Cookie value of the device cookie.
 */
export async function signInCardHolder(
  call: Call,
  mobileNumber: string,
  pin: string,
): Promise<{ record: CardHolderRecord; deviceCookie: string } | null> {
  const attempt = await beginLogin(call, CARD_LOGIN_POLICY, mobileNumber);
  const record = await checkCardHolderPin(mobileNumber, pin);
  if (!record) return finishLogin(call, CARD_LOGIN_POLICY, mobileNumber, attempt, false);
  return { record, deviceCookie: await finishLogin(call, CARD_LOGIN_POLICY, mobileNumber, attempt, true) };
}

/** The signed-in card holder of this request (valid, unrevoked session whose holder still exists), or null. */
export async function currentCardHolder(
  req: Request,
): Promise<{ session: Session; mobileNumber: string; record: CardHolderRecord } | null> {
  const session = await readSession(req, CARD_SESSION_KIND);
  if (!session) return null;
  const record = await findCardHolder(session.sub);
  return record ? { session, mobileNumber: session.sub, record } : null;
}
