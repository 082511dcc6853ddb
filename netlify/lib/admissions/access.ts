import { APPLICATION_READERS } from '../../../src/domain/staff';
import { applicantActor } from '../downloads/download-audit';
import { issueSession, readSession } from '../security/session';
import { requireStaff } from '../staff/auth';

/**
 * Who may download an application's PDFs. Both need the admin session, except that the applicant may download
 * their own slip for an hour after applying: POST /api/admissions sets a signed, HttpOnly "slip" session cookie
 * whose subject is the new registration number (one at a time; a newer application replaces it).
 * Kept apart from the PDF code so the submit function does not load pdf-lib.
 */
export const SLIP_SESSION_KIND = 'slip';
export const SLIP_SESSION_TTL_SECONDS = 60 * 60;

export async function issueSlipCookie(req: Request, registrationNumber: string): Promise<string> {
  return (await issueSession(req, SLIP_SESSION_KIND, registrationNumber, SLIP_SESSION_TTL_SECONDS)).cookie;
}

/** True when this browser made that application (it holds the slip cookie of that number). */
export async function holdsSlipOf(req: Request, registrationNumber: string): Promise<boolean> {
  return (await readSession(req, SLIP_SESSION_KIND))?.sub === registrationNumber;
}

/**
 * 401 unless the request holds a staff session of a role that reads applications (admissions, owner; 403 for another), or (for the slip)
 * the applicant's slip session of that number. Who it is, as the audit log names them: the member's e-mail, or the
 * applicant's pseudonym.
 */
export async function assertMayDownload(
  req: Request,
  kind: 'slip' | 'certificate',
  registrationNumber: string,
): Promise<string> {
  if (kind === 'slip' && (await holdsSlipOf(req, registrationNumber))) return applicantActor(registrationNumber);
  return (await requireStaff({ req }, APPLICATION_READERS)).member.email;
}
