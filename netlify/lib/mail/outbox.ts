import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type FailedMailView, failedMailSchema, type RetryingMailView } from '../../../src/api/mail';
import { nextTurn } from '../http/after-answer';
import { logError } from '../log';
import { type BlobState, updateBlob } from '../storage/blob-update';
import { inParallel } from '../storage/in-parallel';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';
import { claimRecipientSlots } from './recipient-cap';
import { openMail, sealMail } from './sealed-mail';
import { type MailContent, type OutgoingMail, sendMail } from './transport';

/**
 * The outbox (store "outbox"): a mail is stored before it is sent, so a provider that is down never loses or blocks
 * the action that caused it. The action stores its own record first, then queues its mail (or, intent first, queues
 * it held before the record changes and releases it after: `queueHeld`, `releaseMail`): a short one composed
 * (a staff set-up link, an investor notice; the portal's sign-in code, after the answer), tried at once
 * (`queueAndSend`), or left to the job (`queueComposed`); one with a PDF as a recipe (`queueRecipe`: what to compose,
 * from which record), composed by its sender (composers.ts), so the action never spends the PDF's time: on Netlify
 * right after the answer (`context.waitUntil`), else by the job. What fails is retried by the outbox job
 * (netlify/functions/outbox-retry.mts, and a timer under `npm start`) with growing pauses, until it is sent (then
 * deleted: no copy of a sent mail stays) or its lifetime ends (a day; a sign-in code's ten minutes). A mail given up
 * becomes a short record under `failed/` that staff see in /admin, without its body, kept FAILED_KEPT_MS.
 *
 * - `pending/<id>`: the whole mail and its attempts, its recipients and content sealed (sealed-mail.ts). A sender
 *   takes a lease on it first (a conditional write), so the action's own try and the job never send the same mail
 *   twice at once. Its first attempt counts it against its recipients' cap (recipient-cap.ts): past the cap it is
 *   deleted unsent.
 * - `failed/until-<ms>/<id>`: what staff need (kind, reference, recipients, attempts, last error); the daily
 *   clean-up deletes it after `until`.
 */
export const MAIL_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Pauses before the 1st, 2nd, … retry: one minute doubling to an hour, then hourly until the lifetime ends. */
export const FIRST_RETRY_MS = 60_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
/** How long a sender may hold a mail before another may try it (longer than one SMTP attempt's timeouts). */
const LEASE_MS = 60_000;
export const FAILED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a held mail (`queueHeld`) waits for its release before it is due anyway: longer than an action takes
 * after queueing it, so the job never sends it before the record it is about has been written (and when that write
 * failed, its composer finds nothing that matches and drops it).
 */
export const HOLD_MS = 2 * 60_000;
/** How long one run of the job may work (a scheduled function has 30 s on Netlify). */
export const OUTBOX_RUN_BUDGET_MS = 20_000;

const PENDING = 'pending/';
const FAILED = 'failed/';

const composedSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() })),
});
const pendingSchema = z.object({
  id: z.string(),
  kind: z.string(),
  ref: z.optional(z.string()),
  to: z.array(z.string()),
  /** The mail as it goes out, or what its composer needs (composers.ts). */
  content: z.union([z.object({ composed: composedSchema }), z.object({ recipe: z.record(z.string(), z.string()) })]),
  createdAt: z.number(),
  giveUpAt: z.number(),
  attempts: z.number(),
  nextAttemptAt: z.number(),
  leaseUntil: z.number(),
  lastError: z.optional(z.string()),
});
type PendingMail = z.output<typeof pendingSchema>;
/** As stored: recipients and content sealed (sealed-mail.ts); a mail queued before mail was sealed is in clear. */
const storedSchema = z.union([
  pendingSchema.omit({ to: true, content: true }).extend({ sealed: z.string() }),
  pendingSchema,
]);
type StoredMail = z.output<typeof storedSchema>;

type FailedMail = FailedMailView;

/** What the mail is (for staff and the logs), to whom, and how long it is worth sending. */
export interface QueueOptions {
  /** e.g. "admission-confirmation" (a composer's name for a recipe); never personal. */
  kind: string;
  /** What staff look it up by, e.g. a registration number. */
  ref?: string;
  to: readonly string[];
  lifetimeMs?: number;
}

/** What a recipe holds: the names and values its composer needs (a registration number, the site's address). */
export type Recipe = Record<string, string>;

const outbox = () => store('outbox');
const pendingKey = (id: string) => `${PENDING}${id}`;

/** The pause before the retry that follows `attempts` failed attempts. */
export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** An SMTP error in a line staff can read, without the mail's content. */
const describeFailure = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);

/**
 * Stores a mail; `leased`: the caller tries it at once, so the job leaves it alone meanwhile; `held`: not due before
 * HOLD_MS, under the caller's `id` (queueHeld).
 */
async function queue(
  content: PendingMail['content'],
  options: QueueOptions,
  leased: boolean,
  now = Date.now(),
  held?: { id: string },
): Promise<PendingMail> {
  return (await queueStored(content, options, leased, now, held)).mail;
}

/** queue, with the blob as stored and its ETag (`written`) when the server told it. */
async function queueStored(
  content: PendingMail['content'],
  options: QueueOptions,
  leased: boolean,
  now = Date.now(),
  held?: { id: string },
): Promise<HeldMail> {
  const entry: PendingMail = {
    id: held?.id ?? `${now.toString(36)}-${randomUUID()}`,
    kind: options.kind,
    ...(options.ref ? { ref: options.ref } : {}),
    to: [...options.to],
    content,
    createdAt: now,
    giveUpAt: now + (options.lifetimeMs ?? MAIL_LIFETIME_MS),
    attempts: 0,
    nextAttemptAt: held ? now + HOLD_MS : now,
    leaseUntil: leased ? now + LEASE_MS : 0,
  };
  const sealed = await sealMail(entry);
  const { etag } = await outbox().setJSON(pendingKey(entry.id), sealed);
  return etag ? { mail: entry, written: { data: sealed, etag } } : { mail: entry };
}

const composedOf = (mail: MailContent) => ({
  composed: {
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      base64: Buffer.from(content).toString('base64'),
    })),
  },
});

/** The mail to send now; null when its recipe no longer applies (it is dropped, not sent). */
async function outgoing(entry: PendingMail): Promise<OutgoingMail | null> {
  if ('recipe' in entry.content) {
    const { composeRecipe } = await import('./composers');
    const mail = await composeRecipe(entry.kind, entry.content.recipe);
    return mail && { ...mail, to: entry.to };
  }
  const { subject, text, html, attachments } = entry.content.composed;
  return {
    to: entry.to,
    subject,
    text,
    html,
    attachments: attachments.map(({ filename, contentType, base64 }) => ({
      filename,
      contentType,
      content: Buffer.from(base64, 'base64'),
    })),
  };
}

/** `capped`: not sent, its recipient had all the mails of its kind the cap allows (recipient-cap.ts). */
export type Delivery = 'sent' | 'dropped' | 'capped' | 'retry' | 'gave-up';

/** After a failed attempt: the next try is scheduled, or (past its lifetime) the mail moves to `failed/`. */
async function recordFailure(entry: PendingMail, error: unknown, now: number): Promise<Delivery> {
  const attempts = entry.attempts + 1;
  const lastError = describeFailure(error);
  const nextAttemptAt = now + retryDelayMs(attempts);
  if (nextAttemptAt > entry.giveUpAt) {
    const failed: FailedMail = {
      id: entry.id,
      kind: entry.kind,
      ...(entry.ref ? { ref: entry.ref } : {}),
      to: entry.to,
      createdAt: entry.createdAt,
      gaveUpAt: now,
      attempts,
      lastError,
    };
    await outbox().setJSON(`${FAILED}until-${now + FAILED_KEPT_MS}/${entry.id}`, failed);
    await outbox().delete(pendingKey(entry.id));
    return 'gave-up';
  }
  const next = { ...entry, attempts, lastError, nextAttemptAt, leaseUntil: 0 };
  await outbox().setJSON(pendingKey(entry.id), await sealMail(next));
  return 'retry';
}

/**
 * One attempt at a mail the caller holds the lease of. The first counts the mail against its recipients' cap; a
 * counter too busy to answer leaves the mail as it is (uncounted, still first) for the next sender after the lease.
 */
async function attempt(entry: PendingMail, now: () => number): Promise<Delivery> {
  if (entry.attempts === 0 && !(await claimRecipientSlots(entry.kind, entry.to, now()))) {
    await outbox().delete(pendingKey(entry.id));
    return 'capped';
  }
  let outcome: Delivery = 'sent';
  try {
    const mail = await outgoing(entry);
    if (mail) await sendMail(mail);
    else outcome = 'dropped';
  } catch (error) {
    logError(`outbox/${entry.kind}`, error);
    return recordFailure(entry, error, now());
  }
  await outbox().delete(pendingKey(entry.id));
  return outcome;
}

/** An attempt that never throws (what is left over is the job's, once the lease has ended). */
const attemptQuietly = (entry: PendingMail, now: () => number = Date.now) =>
  attempt(entry, now).catch((error) => {
    logError(`outbox/${entry.kind}/record`, error);
    return 'retry' as const;
  });

/**
 * Stores a composed mail and tries to send it once; never throws: a mail that could not even be stored is logged
 * (the action it belongs to has succeeded and stays so), one that could not be sent waits for the job.
 */
export async function queueAndSend(mail: MailContent, options: QueueOptions): Promise<Delivery | 'not-queued'> {
  const entry = await queue(composedOf(mail), options, true).catch((error: unknown) => {
    logError(`outbox/${options.kind}/queue`, error);
    return null;
  });
  return entry ? attemptQuietly(entry) : 'not-queued';
}

/**
 * Stores a mail for `sendSoon`: sent after the answer where the runtime keeps working after it (Netlify's
 * `waitUntil`, after-answer.ts), else by the job within its interval. Never throws (as queueAndSend).
 */
async function queueForLater(
  content: PendingMail['content'],
  options: QueueOptions,
  sendSoon?: (work: Promise<unknown>) => void,
): Promise<'queued' | 'not-queued'> {
  const entry = await queue(content, options, Boolean(sendSoon)).catch((error: unknown) => {
    logError(`outbox/${options.kind}/queue`, error);
    return null;
  });
  if (!entry) return 'not-queued';
  // The send's work (its counters, composing, SMTP) never delays the answer.
  sendSoon?.(nextTurn().then(() => attemptQuietly(entry)));
  return 'queued';
}

/** A recipe (composers.ts), composed when it is sent after the answer (queueForLater). */
export const queueRecipe = (recipe: Recipe, options: QueueOptions, sendSoon?: (work: Promise<unknown>) => void) =>
  queueForLater({ recipe }, options, sendSoon);

/** A composed mail left to the outbox job (where the runtime cannot work after the answer). Never throws. */
export const queueComposed = (mail: MailContent, options: QueueOptions) => queueForLater(composedOf(mail), options);

/**
 * Intent first: stores a recipe before the action it announces changes its record, held (not due) until
 * `releaseMail` or HOLD_MS, under the action's own `id` (letters, digits, dashes), so the action can release it.
 * Throws when it cannot be stored: the action must then not go on, or its mail could be lost.
 */
export function queueHeld(recipe: Recipe, options: QueueOptions & { id: string }): Promise<HeldMail> {
  return queueStored({ recipe }, options, false, Date.now(), { id: options.id });
}

/**
 * A held mail as queueHeld stored it, with the blob as written and its ETag (`written`, when the server told it):
 * its release starts from that instead of reading it again.
 */
export interface HeldMail {
  mail: Readonly<PendingMail>;
  written?: BlobState;
}

/** Takes back a held mail whose action stored nothing (a refused or failed application's confirmation). */
export const dropHeldMail = (held: HeldMail) => outbox().delete(pendingKey(held.mail.id));

/**
 * Makes a held mail due now (its action's record is written) and, where the runtime works after the answer, tries
 * it then (as queueRecipe). Nothing when it is gone (sent or dropped) or already due (the hold ran out: the job has
 * it). Throws when the outbox cannot be reached; the hold's end sends the mail all the same. `from`: the mail as
 * this request held it (HeldMail's `written`), so the release is one conditional write without a read; when another
 * sender changed it since, the write is refused and the release reads it and decides again.
 */
export async function releaseMail(
  id: string,
  sendSoon?: (work: Promise<unknown>) => void,
  from?: BlobState,
): Promise<void> {
  const key = pendingKey(id);
  const now = Date.now();
  const decide = (data: unknown) => {
    const stored = parseStored(storedSchema, 'outbox', data);
    if (!stored || stored.attempts > 0 || stored.nextAttemptAt <= now) return { result: null };
    // Only the schedule changes: the sealed recipients and content are written back as they are.
    const due = { ...stored, nextAttemptAt: now, leaseUntil: sendSoon ? now + LEASE_MS : 0 };
    return { write: due, result: due };
  };
  const released = await updateBlob(outbox(), `outbox:${key}`, key, decide, from === undefined ? {} : { from });
  if (released && sendSoon) {
    sendSoon(
      nextTurn()
        .then(() => unsealed(released))
        .then((entry) => entry && attemptQuietly(entry)),
    );
  }
}

/**
 * releaseMail for the one request that held the mail when no other request can know it (a new application's
 * confirmation, named by its new record's id): nobody else touches a held mail before its hold runs out (the job
 * leaves it until then; HOLD_MS is longer than a function may run and than an attempt's lease), so it is tried after
 * the answer as it is, without a write (a failed try stores its retry; an interrupted one leaves the hold to end),
 * or, where nothing runs after the answer, made due by one write without a read. Past the hold, as releaseMail.
 */
export async function releaseOwnMail(
  { mail, written }: HeldMail,
  sendSoon?: (work: Promise<unknown>) => void,
): Promise<void> {
  const now = Date.now();
  if (now >= mail.nextAttemptAt) return releaseMail(mail.id, sendSoon, written);
  const due = { ...mail, nextAttemptAt: now, leaseUntil: sendSoon ? now + LEASE_MS : 0 };
  if (sendSoon) sendSoon(nextTurn().then(() => attemptQuietly(due)));
  else await outbox().setJSON(pendingKey(mail.id), await sealMail(due));
}

/** Takes the lease of a pending mail that is due and not held by another sender; null when it is not ours to send. */
function lease(key: string, now: number): Promise<StoredMail | null> {
  return updateBlob(outbox(), `outbox:${key}`, key, (data) => {
    const entry = parseStored(storedSchema, 'outbox', data);
    if (!entry || entry.nextAttemptAt > now || entry.leaseUntil > now) return { result: null };
    const leased = { ...entry, leaseUntil: now + LEASE_MS };
    return { write: leased, result: leased };
  });
}

/** A stored mail with its recipients and content; null when its seal does not open (SESSION_SECRET changed). */
async function unsealed(stored: StoredMail): Promise<PendingMail | null> {
  if (!('sealed' in stored)) return stored;
  const opened = await openMail(stored);
  return opened === null ? null : parseStored(pendingSchema, 'outbox', opened);
}

export interface OutboxReport {
  sent: number;
  /** Recipes that no longer applied (a decision taken back before its mail went out), mails that no longer open. */
  dropped: number;
  /** Mails past their recipients' cap (recipient-cap.ts), deleted unsent. */
  capped: number;
  retry: number;
  gaveUp: number;
  /** Mails not due yet or held by another sender. */
  waiting: number;
  complete: boolean;
}

/** The outbox job: tries every due mail once, within the budget; the next run goes on where this one stopped. */
export async function runOutbox(now = Date.now, budgetMs = OUTBOX_RUN_BUDGET_MS): Promise<OutboxReport> {
  const deadline = Date.now() + budgetMs;
  const report: OutboxReport = { sent: 0, dropped: 0, capped: 0, retry: 0, gaveUp: 0, waiting: 0, complete: true };
  for await (const page of outbox().list({ prefix: PENDING, paginate: true })) {
    for (const { key } of page.blobs) {
      if (Date.now() > deadline) return { ...report, complete: false };
      const leased = await lease(key, now());
      if (!leased) {
        report.waiting++;
        continue;
      }
      const entry = await unsealed(leased);
      if (!entry) {
        logError('outbox/unsealed', new Error(`Pending mail ${leased.id} does not open: deleted unsent`));
        await outbox().delete(key);
        report.dropped++;
        continue;
      }
      const outcome = await attemptQuietly(entry, now);
      if (outcome === 'gave-up') report.gaveUp++;
      else report[outcome]++;
    }
  }
  return report;
}

/** At most this many outbox blobs are read for staff's list (a function reading hundreds of blobs is slow). */
const PROBLEMS_READ_LIMIT = 200;

/** Outbox blobs read at once for staff's list: its reads cost one network wait instead of one each. */
const PROBLEMS_READ_CONCURRENCY = 50;

/** What staff see: mails given up (newest first) and mails still being retried after a failure. */
export async function outboxProblems(): Promise<{ failed: FailedMail[]; retrying: RetryingMailView[] }> {
  const keys: string[] = [];
  for await (const page of outbox().list({ paginate: true })) {
    keys.push(...page.blobs.slice(0, PROBLEMS_READ_LIMIT - keys.length).map(({ key }) => key));
    if (keys.length >= PROBLEMS_READ_LIMIT) break;
  }
  const read = await inParallel(keys, PROBLEMS_READ_CONCURRENCY, async (key) => {
    const data: unknown = await outbox().get(key, { type: 'json' });
    if (key.startsWith(FAILED)) return { failed: parseStored(failedMailSchema, 'outbox', data) };
    const stored = parseStored(storedSchema, 'outbox', data);
    return { retrying: stored?.lastError ? await unsealed(stored) : null };
  });
  const failed: FailedMail[] = [];
  const retrying: RetryingMailView[] = [];
  for (const mail of read) {
    if ('failed' in mail) {
      if (mail.failed) failed.push(mail.failed);
      continue;
    }
    const entry = mail.retrying;
    if (!entry?.lastError) continue;
    const { id, kind, ref, to, createdAt, attempts, lastError, nextAttemptAt } = entry;
    retrying.push({ id, kind, ...(ref ? { ref } : {}), to, createdAt, attempts, lastError, nextAttemptAt });
  }
  failed.sort((a, b) => b.gaveUpAt - a.gaveUpAt);
  retrying.sort((a, b) => b.createdAt - a.createdAt);
  return { failed, retrying };
}
