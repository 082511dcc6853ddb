import type { UploadCounts, UploadProblem, UploadRow } from '../api/admin-ledger-upload';
import type { ApiResult } from '../api/api-result';
import { lazyApi } from '../api/lazy-api';

/** The back office's ledger upload calls (role investor-relations): preview a file, then apply it as previewed. */

const api = lazyApi(() => import('../api/admin-ledger-upload'));

export interface UploadFile {
  fileName: string;
  text: string;
}

export interface UploadPreview {
  counts: UploadCounts;
  problems: UploadProblem[];
  rows: UploadRow[];
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
): Promise<ApiResult<{ counts: UploadCounts; newInvestorCodes: string[] }, unknown>> {
  return api.call(({ callJson }, { applyLedgerUpload }) =>
    callJson(applyLedgerUpload, { body: { ...file, token, versions, codes } }),
  );
}
