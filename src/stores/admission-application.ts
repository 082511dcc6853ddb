import type { submitAdmission } from '../api/admissions';
import type { RequestOf } from '../api/contract';
import { lazyApi } from '../api/lazy-api';
import { download } from '../browser/download';
import { slipFileName } from '../domain/admission-files';

/** The public admission form's calls: sending the application and downloading its slip. */

const admissionsApi = lazyApi(() => import('../api/admissions'));

export function submitApplication(input: RequestOf<typeof submitAdmission>) {
  return admissionsApi.call(({ callJson }, { submitAdmission }) => callJson(submitAdmission, { body: input }));
}

/** Saves the applicant's slip PDF; null when saved, else the reason. */
export function downloadApplicationSlip(registrationNumber: string): Promise<string | null> {
  return download(
    admissionsApi,
    (c) => c.admissionSlip,
    { params: { registrationNumber } },
    slipFileName(registrationNumber),
  );
}
