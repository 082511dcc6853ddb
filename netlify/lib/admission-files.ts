import { certificateFileName, slipFileName } from '../../src/domain/admission';
import { findAdmission } from './admissions';
import { conflict, notFound, unauthorized } from './errors';
import type { Call } from './handler';
import { ADMIN_SESSION_KIND, ADMIN_LOGIN_REQUIRED } from './admin-auth';
import { renderCertificate, renderSlip } from './pdf/admission-pdfs';
import { issueSession, readSession } from './session';

/**
 * The slip and certificate downloads. Both need the admin session, except that the applicant may download their
 * own slip for an hour after applying: POST /api/admissions sets a signed, HttpOnly "slip" session cookie whose
 * subject is the new registration number (one at a time; a newer application replaces it).
 */
export const SLIP_SESSION_KIND = 'slip';
export const SLIP_SESSION_TTL_SECONDS = 60 * 60;
export const CERTIFICATE_NOT_READY = 'The certificate is available once the application is approved';

export function issueSlipCookie(req: Request, registrationNumber: string): Promise<string> {
  return issueSession(req, SLIP_SESSION_KIND, registrationNumber, SLIP_SESSION_TTL_SECONDS).then((s) => s.cookie);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const pdfResponse = (bytes: Uint8Array, fileName: string) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.byteLength),
    },
  });

/** GET /api/admissions/{slip|certificate}/{registrationNumber}: 401 without the right session, 404 unknown. */
export async function admissionFile(call: Call, kind: 'slip' | 'certificate'): Promise<Response> {
  const requested = safeDecode(call.context.params?.registrationNumber ?? '').trim().toUpperCase();
  const admin = await readSession(call.req, ADMIN_SESSION_KIND);
  if (!admin) {
    const slip = kind === 'slip' ? await readSession(call.req, SLIP_SESSION_KIND) : null;
    if (!slip || slip.sub !== requested) throw unauthorized(ADMIN_LOGIN_REQUIRED);
  }
  const record = await findAdmission(requested);
  if (!record) throw notFound('No application with that registration number');
  if (kind === 'slip') return pdfResponse(await renderSlip(record), slipFileName(record.registrationNumber));
  if (record.status !== 'approved') throw conflict(CERTIFICATE_NOT_READY);
  return pdfResponse(await renderCertificate(record), certificateFileName(record.registrationNumber));
}
