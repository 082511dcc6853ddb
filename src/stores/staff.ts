import type { AuditEntryView, RefusalCountView, StaffMember } from '../api/admin';
import type { ApiResult } from '../api/api-result';
import { lazyApi } from '../api/lazy-api';
import type { FailedMailView, RetryingMailView } from '../api/mail';
import type { StaffRole } from '../domain/staff';
import { logoutAction } from './logout-action';

/**
 * The back office's staff calls: members (owner), set-up links, one's own password and sessions, the audit log, the
 * mail the outbox could not send.
 */

const adminApi = lazyApi(() => import('../api/admin'));
const mailApi = lazyApi(() => import('../api/mail'));

type Result<T> = Promise<ApiResult<T, unknown>>;

export function loadStaff(): Result<{ members: StaffMember[] }> {
  return adminApi.call(({ callJson }, { listStaff }) => callJson(listStaff, {}));
}

export function addStaffMember(
  email: string,
  name: string,
  roles: StaffRole[],
): Result<{ setupToken: string; mailed: boolean }> {
  return adminApi.call(({ callJson }, { addStaff }) => callJson(addStaff, { body: { email, name, roles } }));
}

export type StaffChange = { action: 'disable' | 'enable' | 'reset' } | { action: 'roles'; roles: StaffRole[] };

export function changeStaffMember(
  email: string,
  change: StaffChange,
): Result<{ member: StaffMember; setupToken?: string | undefined; mailed?: boolean | undefined }> {
  return adminApi.call(({ callJson }, { changeStaff }) => callJson(changeStaff, { body: { email, ...change } }));
}

export function beginStaffSetup(token: string): Result<{ name: string; email: string; secret: string; uri: string }> {
  return adminApi.call(({ callJson }, { beginSetup }) => callJson(beginSetup, { body: { token } }));
}

export function finishStaffSetup(token: string, password: string, code: string): Result<{ recoveryCodes: string[] }> {
  return adminApi.call(({ callJson }, { finishSetup }) => callJson(finishSetup, { body: { token, password, code } }));
}

export function changeOwnPassword(currentPassword: string, newPassword: string): Result<unknown> {
  return adminApi.call(({ callJson }, { adminChangePassword }) =>
    callJson(adminChangePassword, { body: { currentPassword, newPassword } }),
  );
}

/** Ends every session of the signed-in member; the dashboard locks itself when this resolves. */
export const logoutEverywhere = logoutAction(adminApi, ({ adminLogoutEverywhere }) => adminLogoutEverywhere);

export interface AuditQuery {
  /** The events (the default) or the refusals (failed sign-ins). */
  view?: 'events' | 'refusals';
  record?: string;
  actor?: string;
  from?: string;
  to?: string;
  /** The page after the one that answered this nextCursor. */
  cursor?: string;
}

export interface AuditPageView {
  entries: AuditEntryView[];
  nextCursor: string | null;
  refusals: RefusalCountView[];
}

/** One page of the audit log (empty filter fields are left out of the query). */
export function loadAudit(query: AuditQuery): Result<AuditPageView> {
  return adminApi.call(({ callJson }, { readAuditLog }) => callJson(readAuditLog, { query: { ...query } }));
}

export function loadOutbox(): Result<{ failed: FailedMailView[]; retrying: RetryingMailView[] }> {
  return mailApi.call(({ callJson }, { adminOutbox }) => callJson(adminOutbox, {}));
}
