import { download } from '../browser/download';
import { slipFileName } from '../domain/admission-files';
import { admissionsApi } from './admission-application';

/**
 * The applicant's slip, offered once the application is in (src/islands/admission/ApplicationResult.tsx): its code
 * loads with that result, not with the form.
 */

/** Saves the applicant's slip PDF; null when saved, else the reason. */
export function downloadApplicationSlip(registrationNumber: string): Promise<string | null> {
  return download(
    admissionsApi,
    ({ callFile }, { admissionSlip }) => callFile(admissionSlip, { params: { registrationNumber } }),
    slipFileName(registrationNumber),
  );
}
