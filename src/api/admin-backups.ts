import { z } from '../domain/zod';
import { fileContract, jsonContract } from './contract';

/** The owner's encrypted backups in /admin: the daily snapshots, listed and downloaded (owner only). */

export const backupSchema = z.object({
  /** The day it was taken, YYYY-MM-DD (UTC). */
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** Bytes of the encrypted file. */
  size: z.number(),
  /** Entries per store. */
  counts: z.record(z.string(), z.number()),
});
export type BackupView = z.output<typeof backupSchema>;

/** Every snapshot kept, newest first. */
export const listBackups = jsonContract({
  method: 'GET',
  path: '/api/admin/backups',
  request: null,
  response: z.object({ success: z.literal(true), backups: z.array(backupSchema) }),
});

/** One snapshot, the age-encrypted file as an attachment; each download is written to the audit log. */
export const downloadBackup = fileContract({
  method: 'GET',
  path: '/api/admin/backups/:id',
  request: null,
  contentType: 'application/octet-stream',
});

/**
 * Not for the browser: the scheduled function asks the background function for the day's snapshot with a signed
 * token (Authorization: Bearer); Netlify answers 202 at once, anything without the token gets 404.
 */
export const backupSnapshotTrigger = jsonContract({
  method: 'POST',
  path: '/api/internal/backup-snapshot',
  request: null,
  response: z.object({ success: z.literal(true) }),
});
