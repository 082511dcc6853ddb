import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currentAdmissionsCloseAt } from '../../src/content/admissions-deadline';
import { nextIntake } from '../../src/content/next-intake';
import { dayNumber } from '../../src/domain/admin-summary';
import { type AdmissionStatus, displayStatus } from '../../src/domain/admission';
import type { Admission, AdmissionRecord, AppliedBatch } from '../../src/domain/admission-schemas';
import { intakeAt } from '../../src/domain/admissions-deadline';
import { intakeLead } from '../../src/domain/next-intake';
import { newRegistrationNumber, parseRegistrationNumber } from '../../src/domain/registration-number';
import { courseCounter, dayCounter, recordCountChanges, statusCounter } from './admission-counts';
import { indexAdmission, moveStatusViews } from './admission-index';
import { updateBlob } from './blob-update';
import { LOST_WRITE_ATTEMPTS, writeIf } from './conditional-write';
import { hashedKey } from './key-hash';
import { withKeyLock } from './key-lock';
import { logError } from './log';
import { parseStored } from './stored-record';
import { store } from './stores';

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
  | { kind: 'duplicate'; registrationNumber: string };

const identity = (a: Pick<Admission, 'email' | 'mobileNumber'>) =>
  hashedKey(`${a.email.toLowerCase()}\n${a.mobileNumber}`);
const claimKey = (id: string, day: number) => `${id}/${day}`;

async function readClaim(key: string): Promise<Claim | null> {
  return parseStored(claimSchema, 'admission-claims', await claimsStore().get(key, { type: 'json' }));
}

/**
 * Stores a new application: { created } with its record, or { duplicate } with the number of the earlier one.
 * Netlify Blobs makes onlyIfNew atomic; the local sandbox server (`netlify serve`, BlobsServer in tests) checks and
 * then writes, so two identical submissions racing in separate function workers could both "create" the claim: the
 * machine-wide key lock per identity closes that gap locally.
 */
export function createAdmission(application: NewAdmission, now = new Date()): Promise<CreateResult> {
  const id = identity(application);
  return withKeyLock(`admission-claim/${id}`, () => claimAndCreate(application, id, now));
}

/** The announced batch an application made at `now` is for, while its applications are open (none otherwise). */
function appliedBatchAt(now: Date): { batch?: AppliedBatch } {
  const { batch } = nextIntake;
  if (!batch || intakeLead(now, batch) !== 'batch') return {};
  return { batch: { name: batch.name, nameHi: batch.hi.name, startDate: batch.startDate } };
}

async function claimAndCreate(application: NewAdmission, id: string, now: Date): Promise<CreateResult> {
  const time = now.getTime();
  const day = Math.floor(time / DUPLICATE_WINDOW_MS);

  const previous = await readClaim(claimKey(id, day - 1));
  if (previous && time - previous.at < DUPLICATE_WINDOW_MS) {
    return { kind: 'duplicate', registrationNumber: previous.registrationNumber };
  }

  const key = claimKey(id, day);
  const claim: Claim = { registrationNumber: newRegistrationNumber(now), at: time };
  for (let attempt = 1; !(await writeIf(claimsStore(), key, claim, { onlyIfNew: true })); attempt++) {
    const winner = await readClaim(key);
    if (winner) return { kind: 'duplicate', registrationNumber: winner.registrationNumber };
    // Neither ours nor anyone's: the write's answer was lost (conditional-write.ts); write again.
    if (attempt === LOST_WRITE_ATTEMPTS) throw new Error('Admission claim could not be written');
  }

  try {
    // The claim points at the number actually stored.
    const record = await storeNewRecord(application, now, claim.registrationNumber, async (registrationNumber) => {
      await claimsStore().setJSON(key, { registrationNumber, at: time });
    });
    return { kind: 'created', record };
  } catch (error) {
    // Release the claim so the applicant can try again: a failed request leaves nothing behind.
    await claimsStore()
      .delete(key)
      .catch((cleanup) => logError('admissions/claim-cleanup', cleanup));
    throw error;
  }
}

/**
 * Stores a new pending record under `firstNumber`, or a freshly drawn number when that one is taken (about one
 * chance in 10^9 per stored application; `renumbered` hears of it), and indexes and counts it.
 */
async function storeNewRecord(
  fields: NewAdmission & Pick<AdmissionRecord, 'duplicateOf'>,
  now: Date,
  firstNumber: string,
  renumbered: (registrationNumber: string) => Promise<void>,
): Promise<AdmissionRecord> {
  const admissions = admissionsStore();
  let registrationNumber = firstNumber;
  for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
    const record: AdmissionRecord = {
      ...fields,
      id: randomUUID(),
      registrationNumber,
      submittedAt: now.toISOString(),
      status: 'pending',
      intake: intakeAt(now, currentAdmissionsCloseAt),
      ...appliedBatchAt(now),
    };
    if (await writeIf(admissions, record.registrationNumber, record, { onlyIfNew: true })) {
      await indexNew(record).catch(async (error) => {
        await admissions.delete(record.registrationNumber);
        throw error;
      });
      return record;
    }
    registrationNumber = newRegistrationNumber(now);
    await renumbered(registrationNumber);
  }
  throw new Error(`No free registration number after ${MAX_NUMBER_ATTEMPTS} attempts`);
}

/**
 * A second application with the e-mail and mobile number of one made in the last 24 hours, from a browser without
 * that one's slip: stored like any other (its applicant gets a number, and nobody learns from the answer whether
 * someone applied with these details), flagged for staff with the earlier number in `duplicateOf`. Someone who
 * applies first in another person's name therefore cannot lock that person out.
 */
export function createFlaggedDuplicate(
  application: NewAdmission,
  duplicateOf: string,
  now = new Date(),
): Promise<AdmissionRecord> {
  return storeNewRecord({ ...application, duplicateOf }, now, newRegistrationNumber(now), async () => undefined);
}

/** The application with that registration number (any spelling of its case), or null. */
export async function findAdmission(input: string): Promise<AdmissionRecord | null> {
  const registrationNumber = parseRegistrationNumber(input);
  if (!registrationNumber) return null;
  return (await admissionsStore().get(registrationNumber, { type: 'json' })) as AdmissionRecord | null;
}

/** What one stored application adds to the counts. */
export const countsOf = (record: AdmissionRecord): [string, number][] => [
  [statusCounter(displayStatus(record.status)), 1],
  [courseCounter(record.course), 1],
  [dayCounter(dayNumber(Date.parse(record.submittedAt))), 1],
];

/** The index entries and the count change (one write of its own, never contended) of a new application. */
async function indexNew(record: AdmissionRecord): Promise<void> {
  await indexAdmission(record, 'pending');
  await recordCountChanges(new Map(countsOf(record)));
}

/** Reads at once when a page or an export reads its records. */
export const READ_CONCURRENCY = 16;

/** The records of these registration numbers, in the same order (null where one has gone). */
export async function readRecords(numbers: readonly string[]): Promise<(AdmissionRecord | null)[]> {
  const admissions = admissionsStore();
  const out: (AdmissionRecord | null)[] = [];
  for (let i = 0; i < numbers.length; i += READ_CONCURRENCY) {
    const batch = numbers.slice(i, i + READ_CONCURRENCY);
    out.push(
      ...(await Promise.all(batch.map((n) => admissions.get(n, { type: 'json' }) as Promise<AdmissionRecord | null>))),
    );
  }
  return out;
}

/**
 * Sets an application's status (the admin's decision). The record changes by a conditional write, so of two
 * concurrent changes each sees the other's result, and the status counters and views move once per real change.
 * Returns the record and whether this call changed it, or null for an unknown number.
 */
export async function setAdmissionStatus(
  input: string,
  status: AdmissionStatus,
  decidedBy: string,
  now = new Date(),
): Promise<{ record: AdmissionRecord; changed: boolean } | null> {
  const registrationNumber = parseRegistrationNumber(input);
  if (!registrationNumber) return null;
  type Change = { record: AdmissionRecord | null; from: AdmissionStatus };
  const change = await updateBlob<Change>(
    admissionsStore(),
    `admission:${registrationNumber}`,
    registrationNumber,
    (current) => {
      const record = current as AdmissionRecord | null;
      if (!record) return { result: { record: null, from: status } };
      const from = displayStatus(record.status);
      if (from === status) return { result: { record, from } };
      const { decidedAt: _earlier, decidedBy: _earlierBy, ...rest } = record;
      const updated: AdmissionRecord = {
        ...rest,
        status,
        updatedAt: now.toISOString(),
        ...(status === 'pending' ? {} : { decidedAt: now.toISOString(), decidedBy }),
      };
      return { write: updated, result: { record: updated, from } };
    },
  );
  if (change === null) throw new Error(`Application ${registrationNumber} stayed contended`);
  const { record, from } = change;
  if (!record) return null;
  const changed = from !== status;
  if (changed) {
    await moveStatusViews(record, from, status);
    await recordCountChanges(
      new Map([
        [statusCounter(from), -1],
        [statusCounter(status), 1],
      ]),
    );
  }
  return { record, changed };
}
