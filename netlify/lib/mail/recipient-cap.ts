import { emailKey } from '../../../src/domain/email-key';
import { type ThrottleRule, windowOf } from '../security/throttle';
import { addToCounter } from '../storage/exact-counter';
import { store } from '../storage/stores';

/**
 * How many mails of one kind the site sends to one address (docs/SECURITY.md, "Mail"), whoever or whatever caused
 * them (registration numbers, IPs, applications, staff actions): anyone may name any address in an application or
 * a code request, so without a cap per recipient a stranger could make the site mail someone again and again.
 * A mail past its cap is not sent (the outbox drops it, outbox.ts), and nothing the site answers says so.
 *
 * The counters are exact counters in the "throttle" store (throttle.ts' windows, exact-counter.ts), keyed by an HMAC
 * of the lower-cased address (key-hash.ts), never the address; their keys carry `until-<ms>`, so the daily clean-up
 * deletes them once over (cleanup-job.ts).
 */
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** A kind's rules, shortest window first. */
export type RecipientCap = readonly ThrottleRule[];

export const RECIPIENT_CAPS: Readonly<Record<string, RecipientCap>> = {
  // The portal's sign-in code: a few mails that are slow to arrive, a few sign-ins a day.
  'student-code': [
    { name: 'mail-to-code-hour', limit: 5, windowSeconds: HOUR },
    { name: 'mail-to-code-day', limit: 10, windowSeconds: DAY },
  ],
  // A confirmation per application: a family applies for a few people from one address.
  'admission-confirmation': [{ name: 'mail-confirmation-to', limit: 5, windowSeconds: DAY }],
  // A decision per application (or its change): twice the confirmations a day allows, for applications of earlier days.
  'admission-approved': [{ name: 'mail-to-decision-day', limit: 10, windowSeconds: DAY }],
  'admission-rejected': [{ name: 'mail-to-decision-day', limit: 10, windowSeconds: DAY }],
  // A new member's set-up link, or a new one after the owner reset the second factor.
  'staff-setup': [{ name: 'mail-to-staff-setup-day', limit: 5, windowSeconds: DAY }],
  // A pointer to the investor portal after a notice or a payment; the portal shows them all.
  'investor-notice': [{ name: 'mail-to-investor-notice-day', limit: 10, windowSeconds: DAY }],
};
/** The cap of a kind nobody listed above: a new kind of mail is capped from its first mail. */
export const UNLISTED_KIND_CAP: RecipientCap = [{ name: 'mail-to-other-day', limit: 3, windowSeconds: DAY }];

export const capOf = (kind: string): RecipientCap => RECIPIENT_CAPS[kind] ?? UNLISTED_KIND_CAP;

/**
 * Counts one mail of `kind` to each address, each rule counting only while under its limit (a conditional, exact
 * increment: concurrent senders never pass a limit together). False when any address is at any limit: the mail
 * must not go. A refusal after earlier rules counted leaves those counts (the mail counts without being sent): the
 * windows nest (an hour inside its day), so this only ever sends fewer, never more. Throws when a counter stays
 * contended (the outbox tries the mail again later, uncounted).
 */
export async function claimRecipientSlots(kind: string, to: readonly string[], now = Date.now()): Promise<boolean> {
  for (const address of to) {
    for (const rule of capOf(kind)) {
      const { name } = windowOf({ rule, subject: emailKey(address) }, now);
      const { added } = await addToCounter(store('throttle'), name, 1, { ceiling: rule.limit });
      if (!added) return false;
    }
  }
  return true;
}
