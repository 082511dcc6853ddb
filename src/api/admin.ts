import {
  newStaffPasswordSchema,
  secondFactorSchema,
  staffEmailSchema,
  staffNameSchema,
  staffRoleSchema,
  staffRolesSchema,
} from '../domain/staff-schemas';
import { z } from '../domain/zod';
import { jsonContract, logoutContract } from './contract';

/** The staff back office of /admin: sign-in, the members (owner), set-up links and the audit log. */

const done = z.object({ success: z.literal(true) });
const password = z.string().check(z.minLength(1, 'password is required'), z.maxLength(256, 'password is too long'));
const setupToken = z.string().check(z.minLength(1, 'token is required'), z.maxLength(128, 'token is too long'));

/** Sign-in: e-mail, password and an authenticator (or recovery) code; `username` is the member's name. */
export const adminLogin = jsonContract({
  method: 'POST',
  path: '/api/admin/login',
  request: z.strictObject({ email: staffEmailSchema, password, code: secondFactorSchema }),
  response: z.extend(done, { username: z.string() }),
});

export const adminLogout = logoutContract('/api/admin/logout');

/** Ends every session of the signed-in member, this one too. */
export const adminLogoutEverywhere = logoutContract('/api/admin/logout-everywhere');

/** Whether this browser holds a valid staff session (200 either way, for the gate), with the member's roles. */
export const adminSession = jsonContract({
  method: 'GET',
  path: '/api/admin/session',
  request: null,
  // A plain union parses these two alike, without bundling zod's discriminated-union parser for one answer.
  response: z.union([
    z.extend(done, {
      authenticated: z.literal(true),
      username: z.string(),
      email: z.string(),
      roles: z.array(staffRoleSchema),
      expiresAt: z.iso.datetime(),
    }),
    z.extend(done, { authenticated: z.literal(false) }),
  ]),
});

/** The signed-in member changes their own password. */
export const adminChangePassword = jsonContract({
  method: 'POST',
  path: '/api/admin/password',
  request: z.strictObject({ currentPassword: password, newPassword: newStaffPasswordSchema }),
  response: done,
});

export const staffMemberSchema = z.object({
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  disabled: z.boolean(),
  /** True once the member has set a password and an authenticator. */
  ready: z.boolean(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** Owner: every staff member. */
export const listStaff = jsonContract({
  method: 'GET',
  path: '/api/admin/staff',
  request: null,
  response: z.extend(done, { members: z.array(staffMemberSchema) }),
});

/**
 * A one-time set-up link's token, shown once to the owner, valid 24 hours; `mailed` when the link is also on its way
 * to the member's e-mail (sent, or queued to be retried while the link is valid).
 */
const setupAnswer = z.extend(done, { member: staffMemberSchema, setupToken: z.string(), mailed: z.boolean() });

/** Owner: adds a member, who sets a password and an authenticator through the set-up link. 201. */
export const addStaff = jsonContract({
  method: 'POST',
  path: '/api/admin/staff/add',
  request: z.strictObject({ email: staffEmailSchema, name: staffNameSchema, roles: staffRolesSchema }),
  response: setupAnswer,
});

/**
 * Owner: disable (every session ends at once) or enable a member, change their roles, or reset their sign-in
 * (password and authenticator are set again through a new set-up link, which the answer carries).
 */
export const changeStaff = jsonContract({
  method: 'POST',
  path: '/api/admin/staff/change',
  request: z.union([
    z.strictObject({ email: staffEmailSchema, action: z.enum(['disable', 'enable', 'reset']) }),
    z.strictObject({ email: staffEmailSchema, action: z.literal('roles'), roles: staffRolesSchema }),
  ]),
  response: z.extend(done, {
    member: staffMemberSchema,
    setupToken: z.optional(z.string()),
    mailed: z.optional(z.boolean()),
  }),
});

/** The set-up link opened: who it is for, and the authenticator secret to scan (its otpauth:// URI). */
export const beginSetup = jsonContract({
  method: 'POST',
  path: '/api/admin/setup/begin',
  request: z.strictObject({ token: setupToken }),
  response: z.extend(done, { name: z.string(), email: z.string(), secret: z.string(), uri: z.string() }),
});

/** The member sets a password and confirms the authenticator with a code; the recovery codes are shown once. */
export const finishSetup = jsonContract({
  method: 'POST',
  path: '/api/admin/setup/finish',
  request: z.strictObject({ token: setupToken, password: newStaffPasswordSchema, code: secondFactorSchema }),
  response: z.extend(done, { recoveryCodes: z.array(z.string()) }),
});

export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  record: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  // Optional: entries written before they were recorded, and by the command-line scripts, have neither.
  /** The caller's address as the per-IP limits count it (an IPv6 address as its /64). */
  ip: z.optional(z.string()),
  /** The caller's browser (User-Agent), cut to 256 characters. */
  userAgent: z.optional(z.string()),
  /** The acting member's name now, added as the back office reads the log (never stored with the entry). */
  actorName: z.optional(z.string()),
});
export type AuditEntryView = z.output<typeof auditEntrySchema>;

/** A day's count of refusals (failed sign-ins), kept apart from the events. */
export const refusalCountSchema = z.object({ day: z.string(), count: z.number() });
export type RefusalCountView = z.output<typeof refusalCountSchema>;

/**
 * Owner: one page of the audit log, newest first (50 entries); query `view` (`events`, the default, or `refusals`:
 * the failed sign-ins), `record`, `actor` (an e-mail), `from` and `to` (dates, YYYY-MM-DD, India time, both
 * inclusive) and `cursor` (the `nextCursor` of the page before; null on the last page). `refusals` counts the failed
 * sign-ins of the last 7 days in India, today first.
 */
export const readAuditLog = jsonContract({
  method: 'GET',
  path: '/api/admin/audit',
  request: null,
  response: z.extend(done, {
    entries: z.array(auditEntrySchema),
    nextCursor: z.nullable(z.string()),
    refusals: z.array(refusalCountSchema),
  }),
});
