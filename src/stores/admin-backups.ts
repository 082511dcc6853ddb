import type { BackupView } from '../api/admin-backups';
import type { ApiResult } from '../api/api-result';
import { lazyApi } from '../api/lazy-api';
import { download } from '../browser/download';

/** The back office's backups (owner): the daily encrypted snapshots, listed and downloaded. */

const api = lazyApi(() => import('../api/admin-backups'));

export function loadBackups(): Promise<ApiResult<{ backups: BackupView[] }, unknown>> {
  return api.call(({ callJson }, { listBackups }) => callJson(listBackups, {}));
}

/** Saves one snapshot (still encrypted, an .age file); null when saved, else the reason. */
export function downloadBackupFile(id: string): Promise<string | null> {
  return download(
    api,
    ({ callFile }, { downloadBackup }) => callFile(downloadBackup, { params: { id } }),
    `awaaz-backup-${id}.age`,
  );
}
