import { z } from 'zod';
import { type CardHolder, cardHolderSchema } from '../../src/domain/card-holder';
import { hashPassword, parsePasswordHash, verifyPassword } from './password-hash';
import { readSession, type Session } from './session';
import { parseStored } from './stored-record';
import { store } from './stores';

/** One blob per card holder in the "cardholders" store, keyed by the 10-digit mobile number. */
export const cardHolderRecordSchema = cardHolderSchema.extend({
  pinHash: z.string().refine((value) => parsePasswordHash(value) !== null, 'must be scrypt$N$r$p$salt$hash'),
});

export type CardHolderRecord = z.infer<typeof cardHolderRecordSchema>;

export const cardHolderStore = () => store('cardholders');

export const CARD_SESSION_KIND = 'card';
/** A card session lasts 12 hours from login. */
export const CARD_SESSION_TTL_SECONDS = 12 * 60 * 60;

/** The holder without the PIN hash: what the browser may see. */
export function publicCardHolder(record: CardHolderRecord): CardHolder {
  const { pinHash: _pinHash, ...holder } = record;
  return holder;
}

export async function findCardHolder(mobileNumber: string): Promise<CardHolderRecord | null> {
  return parseStored(
    cardHolderRecordSchema,
    'cardholders',
    await cardHolderStore().get(mobileNumber, { type: 'json' }),
  );
}

/** Checked for unknown numbers too, so an answer's timing does not tell which numbers are holders. */
let decoyHash: Promise<string> | undefined;

/** The holder when the number is known and the PIN matches, otherwise null (same work either way). */
export async function checkCardHolderPin(mobileNumber: string, pin: string): Promise<CardHolderRecord | null> {
  const record = await findCardHolder(mobileNumber);
  if (!record) {
    decoyHash ??= hashPassword('0000');
    await verifyPassword(pin, await decoyHash);
    return null;
  }
  return (await verifyPassword(pin, record.pinHash)) ? record : null;
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
