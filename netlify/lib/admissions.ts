import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { currentAdmissionsCloseAt } from '../../src/content/admissions-deadline';
import type { Admission, AdmissionRecord, AdmissionStatus } from '../../src/domain/admission';
import { intakeAt } from '../../src/domain/admissions-deadline';
import { newRegistrationNumber, parseRegistrationNumber } from '../../src/domain/registration-number';
import { withKeyLock } from './key-lock';
import { logError } from './log';
import { SERVER_MESSAGES } from './server-messages';
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
 *   submissions exactly one wins and the other learns the winner's number.
 */

/** The 409 answer to a second application with the same e-mail and mobile number within DUPLICATE_WINDOW_MS. */
export const DUPLICATE_MESSAGE = SERVER_MESSAGES.en.duplicateApplication;
export const NO_APPLICATION_MESSAGE = SERVER_MESSAGES.en.noApplication;

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_NUMBER_ATTEMPTS = 10;

export const admissionsStore = () => store('admissions');
const claimsStore = () => store('admission-claims');

/** One blob per identity and day in the "admission-claims" store: whose application, and when (ms). */
const claimSchema = z.object({ registrationNumber: z.string(), at: z.number() });
type Claim = z.output<typeof claimSchema>;

export type CreateResult =
  | { kind: 'created'; record: AdmissionRecord }
  | { kind: 'duplicate'; registrationNumber: string };

const identity = (a: Pick<Admission, 'email' | 'mobileNumber'>) =>
  createHash('sha256').update(`${a.email.toLowerCase()}\n${a.mobileNumber}`).digest('hex');
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
export function createAdmission(application: Admission, now = new Date()): Promise<CreateResult> {
  const id = identity(application);
  return withKeyLock(`admission-claim/${id}`, () => claimAndCreate(application, id, now));
}

async function claimAndCreate(application: Admission, id: string, now: Date): Promise<CreateResult> {
  const time = now.getTime();
  const day = Math.floor(time / DUPLICATE_WINDOW_MS);

  const previous = await readClaim(claimKey(id, day - 1));
  if (previous && time - previous.at < DUPLICATE_WINDOW_MS) {
    return { kind: 'duplicate', registrationNumber: previous.registrationNumber };
  }

  const key = claimKey(id, day);
  let claim: Claim = { registrationNumber: newRegistrationNumber(now), at: time };
  const claimed = await claimsStore().setJSON(key, claim, { onlyIfNew: true });
  if (!claimed.modified) {
    const winner = await readClaim(key);
    if (!winner) throw new Error('Admission claim exists but cannot be read');
    return { kind: 'duplicate', registrationNumber: winner.registrationNumber };
  }

  try {
    const admissions = admissionsStore();
    for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
      const record: AdmissionRecord = {
        ...application,
        id: randomUUID(),
        registrationNumber: claim.registrationNumber,
        submittedAt: now.toISOString(),
        status: 'pending',
        intake: intakeAt(now, currentAdmissionsCloseAt),
      };
      const { modified } = await admissions.setJSON(record.registrationNumber, record, { onlyIfNew: true });
      if (modified) return { kind: 'created', record };
      // Taken (about one chance in 10^9 per stored application): draw again and point the claim at the new number.
      claim = { registrationNumber: newRegistrationNumber(now), at: time };
      await claimsStore().setJSON(key, claim);
    }
    throw new Error(`No free registration number after ${MAX_NUMBER_ATTEMPTS} attempts`);
  } catch (error) {
    // Release the claim so the applicant can try again: a failed request leaves nothing behind.
    await claimsStore()
      .delete(key)
      .catch((cleanup) => logError('admissions/claim-cleanup', cleanup));
    throw error;
  }
}

/** The application with that registration number (any spelling of its case), or null. */
export async function findAdmission(input: string): Promise<AdmissionRecord | null> {
  const registrationNumber = parseRegistrationNumber(input);
  if (!registrationNumber) return null;
  return (await admissionsStore().get(registrationNumber, { type: 'json' })) as AdmissionRecord | null;
}

/** Every application: the store's listing, then each blob (a bounded number of reads at a time). */
export async function listAdmissions(concurrency = 16): Promise<AdmissionRecord[]> {
  const admissions = admissionsStore();
  const { blobs } = await admissions.list();
  const records: AdmissionRecord[] = [];
  for (let i = 0; i < blobs.length; i += concurrency) {
    const batch = await Promise.all(
      blobs
        .slice(i, i + concurrency)
        .map((b) => admissions.get(b.key, { type: 'json' }) as Promise<AdmissionRecord | null>),
    );
    for (const record of batch) if (record) records.push(record);
  }
  return records;
}

/**
 * Sets an application's status (the admin's decision: last write wins on this one record). Returns the updated
 * record, or null for an unknown number.
 */
export async function setAdmissionStatus(
  input: string,
  status: AdmissionStatus,
  now = new Date(),
): Promise<AdmissionRecord | null> {
  const current = await findAdmission(input);
  if (!current) return null;
  const updated: AdmissionRecord = { ...current, status, updatedAt: now.toISOString() };
  await admissionsStore().setJSON(updated.registrationNumber, updated);
  return updated;
}
