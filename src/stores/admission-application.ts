import { admissionSlip, submitAdmission } from '../api/admissions';
import { callJson } from '../api/client';
import type { RequestOf } from '../api/contract';
import { download } from '../browser/download';
import { slipFileName } from '../domain/admission-files';

/** The public admission form's calls: sending the application and downloading its slip. */

export function submitApplication(input: RequestOf<typeof submitAdmission>) {
  return callJson(submitAdmission, { body: input });
}

/** Saves the applicant's slip PDF; null when saved, else the reason. */
export function downloadApplicationSlip(registrationNumber: string): Promise<string | null> {
  return download(admissionSlip, { params: { registrationNumber } }, slipFileName(registrationNumber));
}
