import { appendAudit } from '../audit';
import { notFound } from '../http/errors';
import { SNAPSHOT_ID } from './retention';
import { openSnapshot } from './snapshots';

/**
 * The owner downloads a snapshot: written to the audit log first (`backup-downloaded`, record `backup/<id>`), so no
 * copy of the records leaves without its entry. The file stays encrypted; whoever holds it still needs the owner's
 * identity to read it. An id that is not a day, or a snapshot deleted by the retention rule, is 404.
 */
export async function downloadSnapshot(id: string, actor: string): Promise<ReadableStream<Uint8Array>> {
  if (!SNAPSHOT_ID.test(id)) throw notFound('backupNotFound');
  const file = await openSnapshot(id);
  if (!file) throw notFound('backupNotFound');
  try {
    await appendAudit({ actor, action: 'backup-downloaded', record: `backup/${id}` });
  } catch (error) {
    await file.cancel();
    throw error;
  }
  return file;
}
