import { z } from '../domain/zod';
import { jsonContract, logoutContract } from './contract';

/** The admin session of /admin (an HttpOnly cookie the page never reads). */

const done = z.object({ success: z.literal(true) });

export const adminLogin = jsonContract({
  method: 'POST',
  path: '/api/admin/login',
  request: z.strictObject({
    password: z.string().check(z.minLength(1, 'password is required'), z.maxLength(256, 'password is too long')),
  }),
  response: z.extend(done, { username: z.string() }),
});

export const adminLogout = logoutContract('/api/admin/logout');

/** Whether this browser holds a valid admin session (200 either way, for the gate). */
export const adminSession = jsonContract({
  method: 'GET',
  path: '/api/admin/session',
  request: null,
  // A plain union parses these two alike, without bundling zod's discriminated-union parser for one answer.
  response: z.union([
    z.extend(done, { authenticated: z.literal(true), username: z.string(), expiresAt: z.iso.datetime() }),
    z.extend(done, { authenticated: z.literal(false) }),
  ]),
});
