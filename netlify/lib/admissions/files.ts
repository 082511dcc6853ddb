import { certificateFileName, slipFileName } from '../../../src/domain/admission-files';
import { auditDownload } from '../downloads/download-audit';
import { conflict, notFound } from '../http/errors';
import type { Call } from '../http/handler';
import { renderCertificate, renderSlip } from '../pdf/admission-pdfs';
import { assertMayDownload } from './access';
import { findAdmission } from './records';

/** GET /api/admissions/{slip|certificate}/{registrationNumber}: the PDFs (who may: admission-access.ts). */

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An application's record in the audit log, as its status decisions name it. */
export const applicationAuditRecord = (registrationNumber: string) => `application/${registrationNumber}`;

export const pdfResponse = (bytes: Uint8Array, fileName: string) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.byteLength),
    },
  });

/** 401 without the right session, 404 for an unknown number, 409 for the certificate of an unapproved one. */
export async function admissionFile(call: Call, kind: 'slip' | 'certificate'): Promise<Response> {
  // Netlify's local router lowercases paths; registration numbers are uppercase.
  const requested = safeDecode(call.context.params?.registrationNumber ?? '')
    .trim()
    .toUpperCase();
  const actor = await assertMayDownload(call.req, kind, requested);
  const record = await findAdmission(requested);
  if (!record) throw notFound('noApplication');
  if (kind === 'certificate' && record.status !== 'approved') throw conflict('certificateNotReady');
  const pdf =
    kind === 'slip'
      ? await renderSlip(record, new Date(), call.locale)
      : await renderCertificate(record, new Date(), call.locale);
  // Written before the answer: a download the log could not record is not given.
  await auditDownload(actor, `${kind}-downloaded`, applicationAuditRecord(record.registrationNumber));
  return pdfResponse(pdf, (kind === 'slip' ? slipFileName : certificateFileName)(record.registrationNumber));
}
