import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { findAdmission } from '../admissions/records';
import { unauthorized } from '../http/errors';
import type { Call } from '../http/handler';
import { issueSession, readSession } from '../security/session';

/** The applicant's session, started by a used code (redeem-portal-code.ts): two hours, ended by half an hour idle. */
export const STUDENT_SESSION_KIND = 'student';
export const STUDENT_SESSION_TTL_SECONDS = 2 * 60 * 60;
export const STUDENT_IDLE_SECONDS = 30 * 60;

/** The Set-Cookie value of a new session for the application under `registrationNumber`. */
export async function startPortalSession(req: Request, registrationNumber: string, now: number): Promise<string> {
  const { cookie } = await issueSession(
    req,
    STUDENT_SESSION_KIND,
    registrationNumber,
    STUDENT_SESSION_TTL_SECONDS,
    now,
    { idleSeconds: STUDENT_IDLE_SECONDS },
  );
  return cookie;
}

/** The signed-in applicant's application, or 401. */
export async function currentApplication(call: Call): Promise<AdmissionRecord> {
  const record = await applicationOfSession(call);
  if (!record) throw unauthorized('studentSignIn');
  return record;
}

/** The application of the request's student session, or null when it has none (or its application has gone). */
export async function applicationOfSession(call: Call): Promise<AdmissionRecord | null> {
  const session = await readSession(call.req, STUDENT_SESSION_KIND);
  return session ? findAdmission(session.sub) : null;
}
