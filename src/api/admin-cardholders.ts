import { cardHolderEntryShape, cardHolderSchema, cardMobileSchema } from '../domain/card-holder';
import { z } from '../domain/zod';
import { jsonContract } from './contract';

/**
 * The back office's card holders of the AI voice tools (roles support and owner): find one by mobile number, list
 * and search them, add a card, renew it, reset its PIN, block or unblock it. Every change names the `revision` the
 * member saw: a card changed by someone else since answers 409 and changes nothing. A new PIN is in the answer once and nowhere else.
 */

export const adminCardHolderSchema = z.extend(cardHolderSchema, {
  mobileNumber: z.string(),
  blocked: z.boolean(),
  revision: z.number(),
});
export type AdminCardHolder = z.output<typeof adminCardHolderSchema>;

const holderAnswer = z.object({ success: z.literal(true), cardHolder: adminCardHolderSchema });
/** The card and its new PIN, to read out to the holder once. */
const withPin = z.extend(holderAnswer, { pin: z.string() });

/** Which card a change is for, and the revision the member last saw of it. */
const target = { mobileNumber: cardMobileSchema, revision: z.number().check(z.int(), z.nonnegative()) };

/** A change to the card holders: POST, a JSON body, the card in the answer. */
const cardChange = <const Path extends string, Request extends z.core.$ZodType, Response extends z.core.$ZodType>(
  path: Path,
  request: Request,
  response: Response,
) => jsonContract({ method: 'POST', path, request, response });

/** A page of card holders in mobile-number order (50), and the cursor of the next page (null on the last). */
export const cardHolderPageSchema = z.object({
  success: z.literal(true),
  cardHolders: z.array(adminCardHolderSchema),
  nextCursor: z.nullable(z.string()),
});

/**
 * GET ?mobile=…: the card of that number (404 when there is none). GET ?search=<part of a number or a name> or
 * ?list=all, each with &cursor=<nextCursor>: a page of cards (400 `cardSearchNotUnderstood` for a search that is
 * empty, over 60 characters or holds characters other than letters, digits, spaces and . ' + - ( )).
 */
export const findCardHolderContract = jsonContract({
  method: 'GET',
  path: '/api/admin/cardholders',
  request: null,
  response: z.union([holderAnswer, cardHolderPageSchema]),
});

/** A new card with the import's fields and rules (docs/IMPORT.md); the PIN is generated. 201. */
export const addCardHolderContract = cardChange(
  '/api/admin/cardholders/add',
  z.strictObject(cardHolderEntryShape),
  withPin,
);

/** A recharge: the amount, the validity and the new end date (without one, validity days from today). */
export const renewCardHolderContract = cardChange(
  '/api/admin/cardholders/renew',
  z.strictObject({
    ...target,
    rechargeAmount: cardHolderSchema.shape.rechargeAmount,
    validity: cardHolderSchema.shape.validity,
    rechargeEndDate: cardHolderEntryShape.rechargeEndDate,
  }),
  holderAnswer,
);

/** A new PIN: every session of the card ends. */
export const resetCardPinContract = cardChange('/api/admin/cardholders/pin', z.strictObject(target), withPin);

/** Blocks (every session ends, sign-in is refused) or unblocks the card. */
export const blockCardHolderContract = cardChange(
  '/api/admin/cardholders/block',
  z.strictObject({ ...target, blocked: z.boolean() }),
  holderAnswer,
);
