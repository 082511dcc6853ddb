import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { nextIntake } from '../../../src/content/next-intake';
import { dayNumber } from '../../../src/domain/admin-summary';
import { type AdmissionStatus, displayStatus } from '../../../src/domain/admission';
import { type Admission, type AdmissionRecord, admissionRecordSchema } from '../../../src/domain/admission-schemas';
import { emailKey } from '../../../src/domain/email-key';
import { intakeLead } from '../../../src/domain/next-intake';
import { newRegistrationNumber, parseRegistrationNumber } from '../../../src/domain/registration-number';
import { logError } from '../log';
import { type BlobState, readWithEtag, updateBlob, updateBlobState } from '../storage/blob-update';
import { LOST_WRITE_ATTEMPTS, writeIf } from '../storage/conditional-write';
import { inParallel, together } from '../storage/in-parallel';
import { hashedKey } from '../storage/key-hash';
import { withKeyLock } from '../storage/key-lock';
import { parseStored, StoredRecordError } from '../storage/stored-record';
import { store } from '../storage/stores';
import { courseCounter, dayCounter, deleteCountChanges, recordCountChanges, statusCounter } from './counts';
import { addStatusViews, indexAdmission, removeStatusViews } from './search-index';

/**
 * Admission records in Blobs (one blob per record, conditional writes where uniqueness matters; docs/DECISIONS.md):
 * - store "admissions": one blob per application, keyed by its registration number and created with onlyIfNew,
 *   so two applications can never share a number (a collision draws a new number);
 * - store "admission-claims": the 24-hour duplicate rule without any shared list. An application claims the key
 *   hash(e-mail, mobile)/day, where day = floor(time / 24 h), with onlyIfNew. A new application is a duplicate when
 *   the claim of its own day exists (that one is less than 24 hours old by construction) or the claim of the
 *   previous day is less than 24 hours old. Each day holds at most one claim, so of two concurrent identical
 *   submissions exactly one wins and the other learns the winner's number;
 * - stores "admission-index" and "admission-counts": the dashboard's pages, searches and summary cards at any size
 *   (admission-index.ts, admission-counts.ts; read by admission-listing.ts, rebuilt by admission-bulk.ts).
 */

/** The 409 answer to a second application with the same e-mail and mobile number within DUPLICATE_WINDOW_MS. */

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_NUMBER_ATTEMPTS = 10;

export const admissionsStore = () => store('admissions');
const claimsStore = () => store('admission-claims');

/** One blob per identity and day in the "admission-claims" store: whose application, and when (ms). */
const claimSchema = z.object({ registrationNumber: z.string(), at: z.number() });
type Claim = z.output<typeof claimSchema>;

/** An application as submitted, with the edition it was made in. */
export type NewAdmission = Admission & Pick<AdmissionRecord, 'locale'>;

export type CreateResult =
  | { kind: 'created'; record: AdmissionRecord }
  | { kind: 'duplicate'; registrationNumber: string; held?: AdmissionRecord };

const identity = (a: Pick<Admission, 'email' | 'mobileNumber'>) => hashedKey(`${emailKey(a.email)}\n${a.mobileNumber}`);
const claimKey = (id: string, day: number) => `${id}/${day}`;

async function readClaim(key: string): Promise<Claim | null> {
  return parseStored(claimSchema, 'admission-claims', await claimsStore().get(key, { type: 'json' }));
}

/**
 * Stores a new application: { created } with its record, or { duplicate } with the number of the earlier one (and,
 * when a confirmation was already held for this one, the record it was held for: `held`).
 * Netlify Blobs makes onlyIfNew atomic; the local sandbox server (`netlify serve`, BlobsServer in tests) checks and
 * then writes, so two identical submissions racing in separate function workers could both "create" the claim: the
 * machine-wide key lock per identity closes that gap locally.
 */
export function createAdmission(
  application: NewAdmission,
  now = new Date(),
  steps: NewRecordSteps = {},
): Promise<CreateResult> {
  const id = identity(application);
  return withKeyLock(`admission-claim/${id}`, () => claimAndCreate(application, id, now, steps));
}

/**
 * What a submission does beside its own writes (submit-application.ts), each made together with the write it
 * belongs beside, as each Blobs call waits for the network on Netlify:
 * - `admitted`: read with the previous day's claim, before anything is written (the IP's limit); a throw stops it;
 * - `beforeWrite`: what must be stored before a record is written (its held confirmation), made with the day's
 *   claim; a throw stops the write;
 * - `withWrite`: made with the record's first write (the IP's count; it must not throw);
 * - `withIndex`: made with the record's index and count (the confirmation's release; it must not throw), and
 *   `takeBack` when those fail, before the record is taken back.
 */
export interface NewRecordSteps {
  admitted?: Promise<unknown>;
  beforeWrite?: BeforeWrite;
  withWrite?: () => Promise<unknown>;
  withIndex?: (record: AdmissionRecord) => Promise<unknown>;
  takeBack?: (record: AdmissionRecord) => Promise<unknown>;
}

/** What must happen before a new record is written (its held confirmation); a throw stops the write. */
export type BeforeWrite = (record: AdmissionRecord) => Promise<unknown>;

/**
 * The batch an application made at `now` is for: the announced batch (content/next-intake.json) while its
 * applications are open ('current'), else the next, undated one.
 */
function appliedBatchAt(now: Date): Pick<AdmissionRecord, 'intake' | 'batch'> {
  const { batch } = nextIntake;
  if (!batch || intakeLead(now, batch) !== 'batch') return { intake: 'next' };
  return { intake: 'current', batch: { name: batch.name, nameHi: batch.hi.name, startDate: batch.startDate } };
}

/** A new pending record of these fields under that number, with an id of its own. */
const newRecord = (
  fields: NewAdmission & Pick<AdmissionRecord, 'duplicateOf'>,
  now: Date,
  registrationNumber: string,
): AdmissionRecord => ({
  ...fields,
  id: randomUUID(),
  registrationNumber,
  submittedAt: now.toISOString(),
  status: 'pending',
  ...appliedBatchAt(now),
});

/**
 * Claims the day's key for `claim` (onlyIfNew): null when it is ours, else the number of the application that
 * claimed it first.
 */
async function claimDay(key: string, claim: Claim): Promise<string | null> {
  for (let attempt = 1; !(await writeIf(claimsStore(), key, claim, { onlyIfNew: true })); attempt++) {
    const winner = await readClaim(key);
    if (winner) return winner.registrationNumber;
    // Neither ours nor anyone's: the write's answer was lost (conditional-write.ts); write again.
    if (attempt === LOST_WRITE_ATTEMPTS) throw new Error('Admission claim could not be written');
  }
  return null;
}

async function claimAndCreate(
  application: NewAdmission,
  id: string,
  now: Date,
  steps: NewRecordSteps,
): Promise<CreateResult> {
  const time = now.getTime();
  const day = Math.floor(time / DUPLICATE_WINDOW_MS);
  const draft = newRecord(application, now, newRegistrationNumber(now));

  // The caller's admission (its limits) and the previous day's claim are read together; nothing is written before
  // both are known, and a refusal is what a failure of both answers.
  const [, previous] = await together(steps.admitted ?? Promise.resolve(), readClaim(claimKey(id, day - 1)));
  if (previous && time - previous.at < DUPLICATE_WINDOW_MS) {
    return { kind: 'duplicate', registrationNumber: previous.registrationNumber };
  }

  // The day's claim and the held confirmation together: the mail names the draft's id, which no record holds until
  // it is written after both, so a claim that goes to another application leaves a hold that is dropped when
  // composed (or reused by the flagged duplicate that takes the draft's id and number).
  const key = claimKey(id, day);
  const [claimed, held] = await Promise.allSettled([
    claimDay(key, { registrationNumber: draft.registrationNumber, at: time }),
    steps.beforeWrite?.(draft),
  ]);
  if (claimed.status === 'rejected') throw claimed.reason;
  const winner = claimed.value;
  if (held.status === 'rejected') {
    if (winner === null) await releaseClaim(key);
    throw held.reason;
  }
  if (winner !== null) {
    return { kind: 'duplicate', registrationNumber: winner, ...(steps.beforeWrite ? { held: draft } : {}) };
  }

  try {
    // The claim points at the number actually stored.
    const record = await storeNewRecord(
      draft,
      now,
      async (registrationNumber) => {
        await claimsStore().setJSON(key, { registrationNumber, at: time });
      },
      steps,
      true,
    );
    return { kind: 'created', record };
  } catch (error) {
    // Release the claim so the applicant can try again: a failed request leaves nothing behind.
    await releaseClaim(key);
    throw error;
  }
}

const releaseClaim = (key: string) =>
  claimsStore()
    .delete(key)
    .catch((cleanup) => logError('admissions/claim-cleanup', cleanup));

/**
 * Stores `first` (a new pending record), or the same under a freshly drawn number when its number is taken (about
 * one chance in 10^9 per stored application; `renumbered` hears of it), and indexes and counts it. The record is
 * held for (`beforeWrite`) before each write, except the first when `held`. When indexing or counting fails the
 * record and its count are taken back (the index entries left behind point at no record and are dropped when read),
 * so the failed request leaves nothing behind.
 */
async function storeNewRecord(
  first: AdmissionRecord,
  now: Date,
  renumbered: (registrationNumber: string) => Promise<void>,
  steps: NewRecordSteps,
  held: boolean,
): Promise<AdmissionRecord> {
  const admissions = admissionsStore();
  let record = first;
  for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
    if (attempt > 0 || !held) await steps.beforeWrite?.(record);
    const [written] = await together(
      writeIf(admissions, record.registrationNumber, record, { onlyIfNew: true }),
      (attempt === 0 && steps.withWrite?.()) || Promise.resolve(),
    );
    if (written) {
      await indexNew(record, Date.now(), steps);
      return record;
    }
    const { id: _taken, registrationNumber: _takenNumber, ...fields } = record;
    record = newRecord(fields, now, newRegistrationNumber(now));
    await renumbered(record.registrationNumber);
  }
  throw new Error(`No free registration number after ${MAX_NUMBER_ATTEMPTS} attempts`);
}

/**
 * A second application with the e-mail and mobile number of one made in the last 24 hours, from a browser without
 * that one's slip: stored like any other (its applicant gets a number, and nobody learns from the answer whether
 * someone applied with these details), flagged for staff with the earlier number in `duplicateOf`. Someone who
 * applies first in another person's name therefore cannot lock that person out. `held`: the record a confirmation
 * is already held for (createAdmission's draft): stored under its id and number, without holding another.
 */
export function createFlaggedDuplicate(
  application: NewAdmission,
  duplicateOf: string,
  now = new Date(),
  steps: NewRecordSteps = {},
  held?: AdmissionRecord,
): Promise<AdmissionRecord> {
  const first = held
    ? { ...held, duplicateOf }
    : newRecord({ ...application, duplicateOf }, now, newRegistrationNumber(now));
  return storeNewRecord(first, now, async () => undefined, steps, held !== undefined);
}

const parseRecord = (data: unknown) => parseStored(admissionRecordSchema, 'admissions', data);

/**
 * The application with that registration number (any spelling of its case), or null. A record that does not match
 * its schema throws StoredRecordError (logged, the generic 500): one record asked for by name is never half-read.
 */
export async function findAdmission(input: string): Promise<AdmissionRecord | null> {
  const registrationNumber = parseRegistrationNumber(input);
  if (!registrationNumber) return null;
  return parseRecord(await admissionsStore().get(registrationNumber, { type: 'json' }));
}

/**
 * The application's stored state with its ETag, for a change that starts from it (writeStatus's `from`): null for
 * no record or a number that is none.
 */
export async function readAdmissionState(input: string): Promise<BlobState> {
  const registrationNumber = parseRegistrationNumber(input);
  return registrationNumber ? readWithEtag(admissionsStore(), registrationNumber) : null;
}

/** The record of a stored state (as findAdmission reads it). */
export const recordOf = (state: BlobState) => parseRecord(state?.data ?? null);

/** A listed record that does not match its schema: logged and skipped (its index entries stay for a repair). */
export const MALFORMED = 'malformed';
export type ListedRecord = AdmissionRecord | null | typeof MALFORMED;

function parseListed(data: unknown): ListedRecord {
  try {
    return parseRecord(data);
  } catch (error) {
    if (!(error instanceof StoredRecordError)) throw error;
    logError('admissions/malformed-record', error);
    return MALFORMED;
  }
}

/** The records that were read, and how many were skipped as malformed. */
export function readable(listed: readonly ListedRecord[]): { records: AdmissionRecord[]; skipped: number } {
  const records = listed.filter((r): r is AdmissionRecord => r !== null && r !== MALFORMED);
  return { records, skipped: listed.filter((r) => r === MALFORMED).length };
}

/** What one stored application adds to the counts. */
export const countsOf = (record: AdmissionRecord): [string, number][] => [
  [statusCounter(displayStatus(record.status)), 1],
  [courseCounter(record.course), 1],
  [dayCounter(dayNumber(Date.parse(record.submittedAt))), 1],
];

/** The id a record's own count change is written under (hex: a change key holds no dashes of its own). */
const countId = (id: string) => id.replaceAll('-', '');

/**
 * The index entries and the count change (one write of its own, never contended) of a new application, with the
 * caller's `withIndex`; `at`: the clock of the write, the count change's key time (a submission time in the past
 * would sort before changes already folded into the totals). When the index or the count fails, the caller's
 * `takeBack`, the count change and the record are taken back.
 */
async function indexNew(record: AdmissionRecord, at: number, steps: NewRecordSteps): Promise<void> {
  // Together (each Blobs call waits for the network on Netlify), and all settled before a failure is thrown: the
  // undo must not run while the count change may still land.
  const written = await Promise.allSettled([
    indexAdmission(record, 'pending'),
    recordCountChanges(new Map(countsOf(record)), at, countId(record.id)),
    steps.withIndex?.(record),
  ]);
  const failed = written.slice(0, 2).find((write) => write.status === 'rejected');
  if (!failed) return;
  await undoNew(record, at, steps).catch((undo) => logError('admissions/undo-new', undo));
  throw failed.reason;
}

/** Takes back a new record and its count change written at `at` (its index entries are dropped when read). */
async function undoNew(record: AdmissionRecord, at: number, steps: NewRecordSteps): Promise<void> {
  await together(
    steps.takeBack?.(record) ?? Promise.resolve(),
    deleteCountChanges(new Map(countsOf(record)), at, countId(record.id)),
  );
  await admissionsStore().delete(record.registrationNumber);
}

/**
 * Reads at once when a page, a search or an export reads its records: a page of the dashboard (at most 100) in one
 * network wait, an export's 2,000 in waits of this many, a bound on the requests open at once against the store.
 */
export const READ_CONCURRENCY = 100;

/**
 * The records of these registration numbers, in the same order: null where one has gone, MALFORMED where one does
 * not match its schema (logged; a list skips it and says how many it skipped).
 */
export async function readRecords(numbers: readonly string[]): Promise<ListedRecord[]> {
  const admissions = admissionsStore();
  return inParallel(numbers, READ_CONCURRENCY, async (n) => parseListed(await admissions.get(n, { type: 'json' })));
}

/** Who changes a status: the audit entry's actor and the record's `decidedBy`. */
export interface Decider {
  email: string;
  name: string;
}

/**
 * What writing a status found: no record; the record already in that status; another change whose steps are still
 * open (`openChange`: to be finished first); or the record as written, with the stored state (`written`) its close
 * can start from.
 */
export type StatusWrite =
  | { kind: 'missing' }
  | { kind: 'same' | 'open'; record: AdmissionRecord }
  | { kind: 'written'; record: AdmissionRecord; written?: BlobState };

/**
 * Writes a status change (a conditional write: of two concurrent changes each sees the other's result) under its
 * id, with `openChange` saying its steps (finishStatusChange) are still to be done. `from`: the record as read just
 * before, with its ETag (a stale one costs a read and a retry, never a lost change).
 */
export async function writeStatus(
  registrationNumber: string,
  status: AdmissionStatus,
  by: Decider,
  decisionId: string,
  now: Date,
  from?: BlobState,
): Promise<StatusWrite> {
  const { result, written } = await updateBlobState<StatusWrite>(
    admissionsStore(),
    `admission:${registrationNumber}`,
    registrationNumber,
    (current) => {
      const record = parseRecord(current);
      if (!record) return { result: { kind: 'missing' } };
      const from = displayStatus(record.status);
      if (from === status) return { result: { kind: 'same', record } };
      if (record.openChange) return { result: { kind: 'open', record } };
      const { decidedAt: _earlier, decidedBy: _earlierBy, ...rest } = record;
      const updated: AdmissionRecord = {
        ...rest,
        status,
        updatedAt: now.toISOString(),
        ...(status === 'pending' ? {} : { decidedAt: now.toISOString(), decidedBy: by.name }),
        decisionId,
        openChange: { from, byEmail: by.email, byName: by.name, at: Date.now() },
      };
      return { write: updated, result: { kind: 'written', record: updated } };
    },
    from === undefined ? {} : { from },
  );
  return result.kind === 'written' && written ? { ...result, written } : result;
}

/**
 * Adds the status views and counts of the record's open change (its old views are removed when it closes:
 * closeStatusChange). Idempotent: the views are written with onlyIfNew, the count change is keyed by the change's
 * id and time, so a retry adds and counts it once.
 */
export async function moveOpenChange(record: AdmissionRecord): Promise<void> {
  const { openChange, decisionId } = record;
  if (!openChange || !decisionId) return;
  const to = displayStatus(record.status);
  const moves = new Map([
    [statusCounter(openChange.from), -1],
    [statusCounter(to), 1],
  ]);
  // The views and the counts are independent, each keyed by the decision: made together, redone alike by a retry.
  await together(addStatusViews(record, to), recordCountChanges(moves, openChange.at, countId(decisionId)));
}

/**
 * Marks the record's open change done (when the record still holds it open) and removes the views of the status it
 * came from, together: the new views are already written (moveOpenChange), so the application is never in no view,
 * and an old view's entry left behind by a failed removal is dropped by the next page that reads it. `start`: the
 * record as this request wrote it (writeStatus's `written`), so the close needs no read; a stale one costs a read.
 * The record as it is then.
 */
export async function closeStatusChange(record: AdmissionRecord, start?: BlobState): Promise<AdmissionRecord> {
  const { registrationNumber, decisionId, openChange } = record;
  const [closed] = await together(
    updateBlob(
      admissionsStore(),
      `admission:${registrationNumber}`,
      registrationNumber,
      (current) => {
        const stored = parseRecord(current);
        if (!stored?.openChange || stored.decisionId !== decisionId) return { result: stored };
        const { openChange: _done, ...closed } = stored;
        return { write: closed, result: closed };
      },
      start === undefined ? {} : { from: start },
    ),
    openChange ? removeStatusViews(record, openChange.from) : Promise.resolve(),
  );
  if (!closed) throw new Error(`Application ${registrationNumber} went while its decision was being finished`);
  return closed;
}

/**
 * Sets a status without mail or audit (the demo seed's decisions): written, moved and counted, then closed.
 * Staff decisions go through admissions/decide-application.ts.
 */
export async function setAdmissionStatus(registrationNumber: string, status: AdmissionStatus, by: Decider, now: Date) {
  const write = await writeStatus(registrationNumber, status, by, randomUUID(), now);
  if (write.kind !== 'written') return;
  await moveOpenChange(write.record);
  await closeStatusChange(write.record, write.written);
}
