import type { admissionPageSchema } from '../api/admissions';
import type { ApiFailure, ApiResult } from '../api/api-result';
import { lazyApi } from '../api/lazy-api';
import { download } from '../browser/download';
import type { AdmissionStatus } from '../domain/admission';
import { certificateFileName, slipFileName } from '../domain/admission-files';
import { type AdmissionView, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../domain/admission-listing';
import type { AdmissionRecord } from '../domain/admission-schemas';
import type { StaffRole } from '../domain/staff';
import type { SubmittedDates } from '../domain/submitted-dates';
import type { z } from '../domain/zod';
import { importAgain } from '../loading/on-demand';
import { logoutAction } from './logout-action';

/** The /admin calls: the session behind the password gate, the applications, status changes and the PDF files. */

const adminApi = lazyApi(() => import('../api/admin'));
const admissionsApi = lazyApi(() => import('../api/admissions'));

/** The signed-in member: their name and roles. */
export interface StaffIdentity {
  name: string;
  email: string;
  roles: StaffRole[];
}

/** The member this browser is signed in as, or null (also when the check fails). */
export async function currentStaff(): Promise<StaffIdentity | null> {
  const result = await adminApi.call(({ callJson }, { adminSession }) => callJson(adminSession, {}));
  if (!result.ok || !result.value.authenticated) return null;
  const { username, email, roles } = result.value;
  return { name: username, email, roles };
}

/** POST /api/admin/login {email, password, code}. */
export function logIn(email: string, password: string, code: string): Promise<ApiResult<unknown, unknown>> {
  return adminApi.call(({ callJson }, { adminLogin }) => callJson(adminLogin, { body: { email, password, code } }));
}

/** POST /api/admin/logout; the dashboard locks itself when this resolves. */
export const logout = logoutAction(adminApi, ({ adminLogout }) => adminLogout);

export type AdmissionPage = z.output<typeof admissionPageSchema>;

/** Which applications the dashboard lists and exports: a view, narrowed to India dates of submission when given. */
export type ApplicationsFilter = AdmissionView & SubmittedDates;

/** The query of a filter: "all" is the server's default, so it is left out, as are dates not given. */
const viewQuery = ({ status, course, from, to }: ApplicationsFilter) => ({
  status: status === 'all' ? undefined : status,
  course: course === 'all' ? undefined : course,
  from: from || undefined,
  to: to || undefined,
});

/** One page of a view, newest first, with the summary cards; `cursor` is the previous page's `nextCursor`. */
export function loadApplications(
  view: ApplicationsFilter,
  cursor?: string,
): Promise<ApiResult<AdmissionPage, unknown>> {
  return admissionsApi.call(({ callJson }, { listAdmissions }) =>
    callJson(listAdmissions, { query: { ...viewQuery(view), cursor } }),
  );
}

/**
 * Whether a term is a registration number, a mobile number or an e-mail address, as the search accepts. Its rules
 * (zod's e-mail check) load with the first search; when they cannot load it says yes, and the search call then
 * reports why it failed (the server checks the term again).
 */
export async function isSearchTerm(term: string): Promise<boolean> {
  try {
    const { parseSearchTerm } = await importAgain(() => import('../domain/admission-queries'));
    return parseSearchTerm(term) !== null;
  } catch {
    return true;
  }
}

/** The applications with this registration number, mobile number or e-mail. */
export function searchApplications(term: string): Promise<ApiResult<AdmissionPage, unknown>> {
  return admissionsApi.call(({ callJson }, { listAdmissions }) =>
    callJson(listAdmissions, { query: { search: term } }),
  );
}

/**
 * Every application of a view as CSV, fetched page by page; `onProgress` hears the rows so far and the view's size
 * (null when the server does not know it). The CSV text without a byte-order mark, and its row count.
 */
export async function exportApplications(
  view: ApplicationsFilter,
  onProgress: (done: number, total: number | null) => void,
): Promise<{ ok: true; csv: string[]; rows: number } | ApiFailure<unknown>> {
  const parts: string[] = [];
  let cursor: string | undefined;
  let rows = 0;
  do {
    const query = { ...viewQuery(view), cursor };
    const result = await admissionsApi.call(({ callFile }, { exportAdmissions }) =>
      callFile(exportAdmissions, { query }),
    );
    if (!result.ok) return result;
    // text() drops the first page's byte-order mark; the saved file gets one back.
    const part = await result.value.text();
    parts.push(part);
    rows += part.split('\r\n').length - (cursor ? 1 : 2);
    const total = Number(result.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
    onProgress(rows, Number.isFinite(total) ? total : null);
    cursor = result.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor);
  return { ok: true, csv: parts, rows };
}

/** Approves, rejects or resets one application; the updated record. */
export async function changeStatus(
  registrationNumber: string,
  status: AdmissionStatus,
): Promise<ApiResult<AdmissionRecord, unknown>> {
  const result = await admissionsApi.call(({ callJson }, { updateAdmissionStatus }) =>
    callJson(updateAdmissionStatus, { params: { registrationNumber }, body: { status } }),
  );
  return result.ok ? { ...result, value: result.value.application } : result;
}

/** Saves the slip or the certificate PDF; null when saved, else the reason. */
export function downloadAdmissionFile(
  kind: 'slip' | 'certificate',
  registrationNumber: string,
): Promise<string | null> {
  return kind === 'slip'
    ? download(
        admissionsApi,
        ({ callFile }, { admissionSlip }) => callFile(admissionSlip, { params: { registrationNumber } }),
        slipFileName(registrationNumber),
      )
    : download(
        admissionsApi,
        ({ callFile }, { admissionCertificate }) => callFile(admissionCertificate, { params: { registrationNumber } }),
        certificateFileName(registrationNumber),
      );
}
