import { z } from 'zod';
import { type CardHolder, cardHolderSchema } from '../../../src/domain/card-holder';
import type { Call } from '../http/handler';
import { isDisabledDemoCardHolder } from '../security/demo-mode';
import { beginLogin, finishLogin, type LoginPolicy } from '../security/login-guard';
import { hashPassword, MIN_SCRYPT_N, parsePasswordHash, scryptN, verifyPassword } from '../security/password-hash';
import { readSession, type Session } from '../security/session';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';

/**
 * One blob per card holder in the "cardholders" store, keyed by the 10-digit mobile number. The back office adds
 * `blocked` (the holder cannot sign in), `sessionGeneration` (a session names the generation it was issued in, so
 * raising it ends every session of the card) and `revision` (raised by every change, so staff editing one card at
 * once are told instead of overwriting each other); an imported record has none of them (0 / false).
 */
export const cardHolderRecordSchema = z.object({
  ...cardHolderSchema.shape,
  pinHash: z.string().refine((value) => parsePasswordHash(value) !== null, 'must be scrypt$N$r$p$salt$hash'),
  blocked: z.boolean().optional(),
  sessionGeneration: z.number().int().nonnegative().optional(),
  revision: z.number().int().nonnegative().optional(),
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
  const {
    pinHash: _pinHash,
    blocked: _blocked,
    sessionGeneration: _generation,
    revision: _revision,
    ...holder
  } = record;
  return holder;
}

/** A card session's subject: the mobile number, and the generation after the first (`9876543210:2`). */
export const cardSessionSubject = (mobileNumber: string, record: CardHolderRecord) =>
  record.sessionGeneration ? `${mobileNumber}:${record.sessionGeneration}` : mobileNumber;

function parseCardSessionSubject(sub: string): { mobileNumber: string; generation: number } {
  const [mobileNumber = '', generation = '0'] = sub.split(':');
  return { mobileNumber, generation: Number(generation) };
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

/**
 * The holder when there is one, the card not blocked and the PIN matches, otherwise null (one scrypt check either
 * way; a blocked card gets the same answer as a wrong PIN).
 */
async function holderWithPin(record: CardHolderRecord | null, pin: string): Promise<CardHolderRecord | null> {
  const matches = await verifyPassword(pin, record?.pinHash ?? (await decoyPinHash()));
  return record && matches && !record.blocked ? record : null;
}

/** The holder when the number is known, the card not blocked and the PIN matches, otherwise null. */
export async function checkCardHolderPin(mobileNumber: string, pin: string): Promise<CardHolderRecord | null> {
  return holderWithPin(await findCardHolder(mobileNumber), pin);
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
  // The record is read alongside the limits (each read waits for the network on Netlify); the PIN is checked only
  // once the attempt is let through and recorded, and a failed read counts only then.
  const lookup = findCardHolder(mobileNumber);
  lookup.catch(() => undefined);
  const attempt = await beginLogin(call, CARD_LOGIN_POLICY, mobileNumber);
  const record = await holderWithPin(await lookup, pin);
  if (!record) return finishLogin(call, CARD_LOGIN_POLICY, mobileNumber, attempt, false);
  return { record, deviceCookie: await finishLogin(call, CARD_LOGIN_POLICY, mobileNumber, attempt, true) };
}

/**
 * The signed-in card holder of this request (valid, unrevoked session of the card's current generation, whose holder
 * still exists and is not blocked), or null.
 */
export async function currentCardHolder(
  req: Request,
): Promise<{ session: Session; mobileNumber: string; record: CardHolderRecord } | null> {
  const session = await readSession(req, CARD_SESSION_KIND);
  if (!session) return null;
  const { mobileNumber, generation } = parseCardSessionSubject(session.sub);
  const record = await findCardHolder(mobileNumber);
  if (!record || record.blocked || (record.sessionGeneration ?? 0) !== generation) return null;
  return { session, mobileNumber, record };
}
