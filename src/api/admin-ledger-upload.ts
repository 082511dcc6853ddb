import { transactionSchema } from '../domain/investor';
import { z } from '../domain/zod';
import { jsonContract } from './contract';

/**
 * The month's ledger upload (role investor-relations; the owner too; docs/IMPORT.md "Upload in the back office"):
 * the import file's text (CSV or JSON, at most MAX_LEDGER_FILE_BYTES of src/domain/ledger-upload-limit.ts) is
 * previewed, then applied exactly as previewed, all or nothing.
 */

const file = {
  fileName: z
    .string()
    .check(z.trim(), z.minLength(1, 'fileName is required'), z.maxLength(200, 'fileName is too long')),
  text: z.string(),
};

const value = z.unknown();
/** A field whose value the upload changes. */
const fieldChange = z.object({ field: z.string(), before: value, after: value });

/**
 * What one valid row does: adds an investor (code shown), changes one, or changes nothing. `fullName` is the file's;
 * `storedName` the name of the investor who holds the code now (null: no one yet, the row adds an investor), so an
 * officer sees whose account a code in the file names.
 */
export const uploadRowSchema = z.object({
  line: z.number(),
  investorCode: z.string(),
  fullName: z.string(),
  storedName: z.nullable(z.string()),
  kind: z.enum(['new', 'changed', 'unchanged']),
  changes: z.array(fieldChange),
  newTransactions: z.array(transactionSchema),
});
export type UploadRow = z.output<typeof uploadRowSchema>;

/** A bad row (or a problem of the whole file: line null) and what is wrong, as the terminal import words it. */
export const uploadProblemSchema = z.object({ line: z.nullable(z.number()), message: z.string() });
export type UploadProblem = z.output<typeof uploadProblemSchema>;

export const uploadCountsSchema = z.object({
  rows: z.number(),
  newInvestors: z.number(),
  changedInvestors: z.number(),
  unchanged: z.number(),
  newTransactions: z.number(),
  badRows: z.number(),
});
export type UploadCounts = z.output<typeof uploadCountsSchema>;

/** The investor notifications a row would empty (the field holds a text now, and the file has none). */
export const NOTIFICATION_FIELDS = ['notificationMessage', 'notificationMessageHi'] as const;
export const clearedNotificationSchema = z.object({
  investorCode: z.string(),
  storedName: z.string(),
  field: z.enum(NOTIFICATION_FIELDS),
});
export type ClearedNotification = z.output<typeof clearedNotificationSchema>;

/** What the preview vouches for, to send back with the file to apply it. */
const previewSeal = {
  /** Signed over the officer, the file's text, the versions and the codes; valid 30 minutes. */
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The version of each existing investor the file names (compact code → version), as previewed. */
  versions: z.record(z.string(), z.string()),
  /** The code each new investor without one gets (line → compact code), as previewed. */
  codes: z.record(z.string(), z.string()),
};

/** Nothing is written: every row's changes, every bad row (bad rows first in `problems`), and the seal to apply. */
export const previewLedgerUpload = jsonContract({
  method: 'POST',
  path: '/api/admin/investors/upload/preview',
  request: z.strictObject(file),
  response: z.object({
    success: z.literal(true),
    counts: uploadCountsSchema,
    problems: z.array(uploadProblemSchema),
    rows: z.array(uploadRowSchema),
    /** Every notification applying would clear, one warning each, in the order of the rows. */
    clearedNotifications: z.array(clearedNotificationSchema),
    ...previewSeal,
  }),
});

/** Where an upload is: applying (investors written so far of all), done, or rolled back (nothing of it stays). */
export const uploadProgressSchema = z.object({
  success: z.literal(true),
  uploadId: z.string(),
  state: z.enum(['applying', 'done', 'rolled-back']),
  rowsApplied: z.number(),
  rowsTotal: z.number(),
  counts: uploadCountsSchema,
  /** The codes of the new investors, for the officer who applied the upload only (else empty). */
  newInvestorCodes: z.array(z.string()),
});
export type UploadProgress = z.output<typeof uploadProgressSchema>;

/**
 * Starts writing exactly what was previewed, all or nothing, and answers its progress (the same upload again when
 * sent twice): 409 when an investor of the file changed since the preview, 400 when the file has bad rows or does
 * not match its seal. A large file is written over several calls (continueLedgerUpload) until done.
 */
export const applyLedgerUpload = jsonContract({
  method: 'POST',
  path: '/api/admin/investors/upload/apply',
  request: z.strictObject({ ...file, ...previewSeal }),
  response: uploadProgressSchema,
});

const uploadId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'uploadId must be an upload id'));

/** Writes the next part of an upload (or finishes its rollback) and answers its progress. */
export const continueLedgerUpload = jsonContract({
  method: 'POST',
  path: '/api/admin/investors/upload/continue',
  request: z.strictObject({ uploadId }),
  response: uploadProgressSchema,
});

/** The uploads not finished yet (an apply cut off), oldest first, for the screen to resume when it opens. */
export const openLedgerUploads = jsonContract({
  method: 'GET',
  path: '/api/admin/investors/upload/open',
  request: null,
  response: z.object({ success: z.literal(true), uploads: z.array(uploadProgressSchema) }),
});
