import { atom } from 'nanostores';
import { lazyApi } from '../api/lazy-api';
import type { StudentApplication } from '../api/student';
import { saveBlob } from '../browser/save-blob';
import { logoutAction } from './logout-action';

/**
 * The student portal's session (/student-portal). The server keeps it in an HttpOnly cookie; this store mirrors what
 * the last call answered. `via` tells the view whether the visitor caused the change (focus may move).
 */
export type StudentSession =
  | { status: 'checking' }
  | { status: 'anonymous'; via: 'restore' | 'logout' }
  | { status: 'authenticated'; via: 'restore' | 'login'; application: StudentApplication };

const studentApi = lazyApi(() => import('../api/student'));

export const $studentSession = atom<StudentSession>({ status: 'checking' });

/** What a call ended in: done, or the words to show (the server's, in the page's language, or null: unreached). */
export type StudentOutcome = { ok: true } | { ok: false; message: string | null };

const refused = (details: { error: string } | null): StudentOutcome => ({
  ok: false,
  message: details ? details.error : null,
});

/** GET /api/student/application: the signed-in view, or false. */
async function loadApplication(via: 'restore' | 'login'): Promise<boolean> {
  const result = await studentApi.call(({ callJson }, { studentApplication }) => callJson(studentApplication, {}));
  if (!result.ok) return false;
  $studentSession.set({ status: 'authenticated', via, application: result.value.application });
  return true;
}

/**
 * Brings the signed-in view back after a reload (GET /api/student/session, which answers a signed-out visitor without
 * an error status). Silent; any failure means signed out.
 */
export async function restore(): Promise<void> {
  const result = await studentApi.call(({ callJson }, { studentSession }) => callJson(studentSession, {}));
  if ($studentSession.get().status !== 'checking') return;
  $studentSession.set(
    result.ok
      ? { status: 'authenticated', via: 'restore', application: result.value.application }
      : { status: 'anonymous', via: 'restore' },
  );
}

/** POST /api/student/code. */
export async function requestCode(registrationNumber: string, email: string): Promise<StudentOutcome> {
  const body = { registrationNumber, email };
  const result = await studentApi.call(({ callJson }, { studentCode }) => callJson(studentCode, { body }));
  return result.ok ? { ok: true } : refused(result.details);
}

/** POST /api/student/login, then the application. */
export async function signIn(registrationNumber: string, code: string): Promise<StudentOutcome> {
  const body = { registrationNumber, code };
  const result = await studentApi.call(({ callJson }, { studentLogin }) => callJson(studentLogin, { body }));
  if (!result.ok) return refused(result.details);
  return (await loadApplication('login')) ? { ok: true } : { ok: false, message: null };
}

/** POST /api/student/logout; the view returns to the sign-in form. */
export const logout = logoutAction(
  studentApi,
  ({ studentLogout }) => studentLogout,
  () => $studentSession.set({ status: 'anonymous', via: 'logout' }),
);

/** The session's slip or certificate (in the page's language), saved under its usual name; false on failure. */
export async function download(kind: 'slip' | 'certificate'): Promise<boolean> {
  const session = $studentSession.get();
  if (session.status !== 'authenticated') return false;
  const saved = await studentApi.call(async ({ callFile, attachmentName }, { studentSlip, studentCertificate }) => {
    const result = await callFile(kind === 'slip' ? studentSlip : studentCertificate, {});
    // The server names the file (slip_<number>.pdf, certificate_<number>.pdf).
    if (result.ok) saveBlob(result.value, attachmentName(result.headers, `${kind}.pdf`));
    return result;
  });
  return saved.ok;
}
