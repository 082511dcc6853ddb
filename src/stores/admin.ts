import { adminLogin, adminLogout, adminSession } from '../api/admin';
import { admissionCertificate, admissionSlip, listAdmissions, updateAdmissionStatus } from '../api/admissions';
import { type ApiResult, callJson } from '../api/client';
import { download } from '../browser/download';
import { sortBySubmitted } from '../domain/admin-summary';
import type { AdmissionRecord, AdmissionStatus } from '../domain/admission';
import { certificateFileName, slipFileName } from '../domain/admission-files';
import { logoutAction } from './logout-action';

/** The /admin calls: the session behind the password gate, the applications, status changes and the PDF files. */

/** Whether this browser holds an admin session; false when the check fails. */
export async function hasAdminSession(): Promise<boolean> {
  const result = await callJson(adminSession, {});
  return result.ok && result.value.authenticated;
}

/** POST /api/admin/login {password}. */
export function logIn(password: string): Promise<ApiResult<unknown, unknown>> {
  return callJson(adminLogin, { body: { password } });
}

/** POST /api/admin/logout; the dashboard locks itself when this resolves. */
export const logout = logoutAction(adminLogout);

/** Every application, newest first. */
export async function loadApplications(): Promise<ApiResult<AdmissionRecord[], unknown>> {
  const result = await callJson(listAdmissions, {});
  return result.ok ? { ...result, value: sortBySubmitted(result.value.applications) } : result;
}

/** Approves, rejects or resets one application; the updated record. */
export async function changeStatus(
  registrationNumber: string,
  status: AdmissionStatus,
): Promise<ApiResult<AdmissionRecord, unknown>> {
  const result = await callJson(updateAdmissionStatus, { params: { registrationNumber }, body: { status } });
  return result.ok ? { ...result, value: result.value.application } : result;
}

/** Saves the slip or the certificate PDF; null when saved, else the reason. */
export function downloadAdmissionFile(
  kind: 'slip' | 'certificate',
  registrationNumber: string,
): Promise<string | null> {
  return kind === 'slip'
    ? download(admissionSlip, { params: { registrationNumber } }, slipFileName(registrationNumber))
    : download(admissionCertificate, { params: { registrationNumber } }, certificateFileName(registrationNumber));
}
