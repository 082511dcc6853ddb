import type { AuditAction } from '../../../src/domain/audit-actions';
import { appendAudit } from '../audit';
import { hashedKey } from '../storage/key-hash';

/**
 * Every download or export of personal data is an audit entry: who, the record it concerns, and from where (the
 * entry's address and browser). A member is named by their e-mail, as in every other entry. An applicant or an
 * investor downloading their own file is named by a pseudonym, the HMAC of their registration number or code under
 * KEY_HASH_SECRET (key-hash.ts): the same person always gets the same name, which tells nothing without the secret,
 * and an investor's code is their credential, never written in clear.
 */
export type DownloadAction = Extract<
  AuditAction,
  'applications-exported' | 'slip-downloaded' | 'certificate-downloaded' | 'statement-downloaded' | 'letter-downloaded'
>;

/** The audit actor of an applicant acting on their own application. */
export const applicantActor = (registrationNumber: string) =>
  `applicant:${hashedKey(`applicant/${registrationNumber}`)}`;

/** The audit actor of an investor acting on their own account. */
export const investorActor = (code: string) => `investor:${hashedKey(`investor/${code}`)}`;

/** Records one download; `details` says what was taken (a filter, a language), never a credential. */
export function auditDownload(actor: string, action: DownloadAction, record: string, details?: unknown) {
  return appendAudit({ actor, action, record, after: details ?? null });
}
