import { displayStatus } from '../../../src/domain/admission';
import { certificateFileName, slipFileName } from '../../../src/domain/admission-files';
import { applicationAuditRecord, pdfResponse } from '../admissions/files';
import { applicantActor, auditDownload } from '../downloads/download-audit';
import { forbidden } from '../http/errors';
import type { Call } from '../http/handler';
import { renderCertificate, renderSlip } from '../pdf/admission-pdfs';
import { currentApplication } from './portal-session';

/** The signed-in applicant's slip or certificate, in the page's language: 401 without the session, 403 for the
 * certificate of an application not approved. */
export async function studentFile(call: Call, kind: 'slip' | 'certificate'): Promise<Response> {
  const record = await currentApplication(call);
  const now = new Date();
  if (kind === 'certificate' && displayStatus(record.status) !== 'approved') throw forbidden('certificateNotReady');
  const pdf =
    kind === 'slip' ? await renderSlip(record, now, call.locale) : await renderCertificate(record, now, call.locale);
  const { registrationNumber } = record;
  // Written before the answer: a download the log could not record is not given.
  await auditDownload(
    applicantActor(registrationNumber),
    `${kind}-downloaded`,
    applicationAuditRecord(registrationNumber),
  );
  return pdfResponse(pdf, (kind === 'slip' ? slipFileName : certificateFileName)(registrationNumber));
}
