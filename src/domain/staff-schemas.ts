import { MIN_STAFF_PASSWORD_LENGTH, STAFF_ROLES } from './staff';
import { z } from './zod';

/** What staff send to the back office's calls, checked on both sides. */

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

export const newStaffPasswordSchema = z
  .string()
  .check(
    z.minLength(MIN_STAFF_PASSWORD_LENGTH, `password must be at least ${MIN_STAFF_PASSWORD_LENGTH} characters`),
    z.maxLength(256, 'password is too long'),
  );

/** A six-digit authenticator code, or a recovery code (seven groups of four, dashes and spaces optional), as typed. */
export const secondFactorSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'code is required'), z.maxLength(64, 'code is too long'));
