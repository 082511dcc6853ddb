import type {
  ClearedNotification,
  UploadCounts,
  UploadProblem,
  UploadProgress,
  UploadRow,
} from '../api/admin-ledger-upload';
import type { ApiResult } from '../api/api-result';
import { lazyApi } from '../api/lazy-api';

/**
 * The back office's ledger upload calls (role investor-relations): preview a file, then apply it as previewed; a
 * large file is written over several calls (continueUpload) until it is done or rolled back.
 */

const api = lazyApi(() => import('../api/admin-ledger-upload'));

export interface UploadFile {
  fileName: string;
  text: string;
}

export interface UploadPreview {
  counts: UploadCounts;
  problems: UploadProblem[];
  rows: UploadRow[];
  clearedNotifications: ClearedNotification[];
  token: string;
  versions: Record<string, string>;
  codes: Record<string, string>;
}

export function previewUpload(file: UploadFile): Promise<ApiResult<UploadPreview, unknown>> {
  return api.call(({ callJson }, { previewLedgerUpload }) => callJson(previewLedgerUpload, { body: file }));
}

export function applyUpload(
  file: UploadFile,
  { token, versions, codes }: UploadPreview,
): Promise<ApiResult<UploadProgress, unknown>> {
  return api.call(({ callJson }, { applyLedgerUpload }) =>
    callJson(applyLedgerUpload, { body: { ...file, token, versions, codes } }),
  );
}

export function continueUpload(uploadId: string): Promise<ApiResult<UploadProgress, unknown>> {
  return api.call(({ callJson }, { continueLedgerUpload }) => callJson(continueLedgerUpload, { body: { uploadId } }));
}

/** The uploads that stopped before they finished, for the screen to complete. */
export function openUploads(): Promise<ApiResult<{ uploads: UploadProgress[] }, unknown>> {
  return api.call(({ callJson }, { openLedgerUploads }) => callJson(openLedgerUploads, {}));
}
