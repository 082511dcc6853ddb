import { z } from './zod';

/**
 * Staff of the back office: what a member may do is the union of their roles. `owner` manages staff and reads the
 * audit log; `admissions` the applications; `investor-relations` the investor accounts; `support` the card holders.
 */
export const STAFF_ROLES = ['owner', 'admissions', 'investor-relations', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** A staff e-mail as stored and compared: trimmed, lower case. */
export const staffEmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'email is too long')),
  z.email('email must be an e-mail address'),
);

export const staffNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(100, 'name is too long'));

export const staffRolesSchema = z
  .array(staffRoleSchema)
  .check(z.minLength(1, 'roles: choose at least one'), z.maxLength(STAFF_ROLES.length, 'roles: too many'));

/** A new password: long enough that scrypt and the sign-in limits make guessing it hopeless. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
export const newStaffPasswordSchema = z
  .string()
  .check(
    z.minLength(MIN_STAFF_PASSWORD_LENGTH, `password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`),
    z.maxLength(256, 'password is too long'),
  );

/** A six-digit authenticator code, or a recovery code (xxxx-xxxx), as typed. */
export const secondFactorSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'code is required'), z.maxLength(32, 'code is too long'));

/** How long a set-up link works. */
export const SETUP_LINK_HOURS = 24;
/** How many one-time recovery codes a member gets. */
export const RECOVERY_CODE_COUNT = 10;
/** The set-up link is /admin (or /hi/admin) with this fragment and the token: no server or log sees a fragment. */
export const SETUP_FRAGMENT = '#setup=';
