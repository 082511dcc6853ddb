import { displayStatus } from '../../src/domain/admission';
import { certificateFileName, slipFileName } from '../../src/domain/admission-files';
import { pdfResponse } from './admission-files';
import { forbidden } from './errors';
import type { Call } from './handler';
import { renderCertificate, renderSlip } from './pdf/admission-pdfs';
import { currentApplication } from './student-auth';

/** The signed-in applicant's slip or certificate, in the page's language: 401 without the session, 403 for the
 * certificate of an application not approved. */
export async function studentFile(call: Call, kind: 'slip' | 'certificate'): Promise<Response> {
  const record = await currentApplication(call);
  const now = new Date();
  if (kind === 'slip')
    return pdfResponse(await renderSlip(record, now, call.locale), slipFileName(record.registrationNumber));
  if (displayStatus(record.status) !== 'approved') throw forbidden('certificateNotReady');
  return pdfResponse(await renderCertificate(record, now, call.locale), certificateFileName(record.registrationNumber));
}
