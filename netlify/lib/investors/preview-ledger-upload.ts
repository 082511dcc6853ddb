import { type ClearedNotification, NOTIFICATION_FIELDS, type UploadRow } from '../../../src/api/admin-ledger-upload';
import { HttpError } from '../http/errors';
import { readVersioned } from './accounts';
import { planUpload } from './ledger-upload';
import { sealUpload } from './ledger-upload-request';

/** Reads an investor for the preview: null when no one holds the code. */
const readIfAny = (code: string) =>
  readVersioned(code).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });

const isText = (value: unknown) => typeof value === 'string' && value !== '';

/** Each notification a row empties: an investor's message (English or Hindi) that holds a text the file leaves out. */
export function clearedNotifications(rows: readonly UploadRow[]): ClearedNotification[] {
  return rows.flatMap(({ investorCode, storedName, changes }) =>
    NOTIFICATION_FIELDS.flatMap((field) => {
      const change = changes.find((c) => c.field === field);
      return storedName !== null && change && isText(change.before) && !isText(change.after)
        ? [{ investorCode, storedName, field }]
        : [];
    }),
  );
}

/**
 * What the month's file would change, row by row, and every bad row; nothing is written. The seal (token, versions,
 * codes) goes back with the file to apply it (apply-ledger-upload.ts).
 */
export async function previewLedgerUpload(actor: string, text: string) {
  const { rows, problems, counts, versions, codes } = await planUpload(text, readIfAny);
  const token = await sealUpload({ actor, text, versions, codes });
  return { counts, problems, rows, clearedNotifications: clearedNotifications(rows), token, versions, codes };
}
