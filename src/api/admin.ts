import { z } from '../domain/zod';
import { jsonContract, logoutContract } from './contract';

/** The admin session of /admin (an HttpOnly cookie the page never reads). */

const done = z.object({ success: z.literal(true) });

export const adminLogin = jsonContract({
  method: 'POST',
  path: '/api/admin/login',
  request: z.object({ password: z.string().min(1, 'password is required').max(256, 'password is too long') }).strict(),
  response: done.extend({ username: z.string() }),
});

export const adminLogout = logoutContract('/api/admin/logout');

/** Whether this browser holds a valid admin session (200 either way, for the gate). */
export const adminSession = jsonContract({
  method: 'GET',
  path: '/api/admin/session',
  request: null,
  response: z.discriminatedUnion('authenticated', [
    done.extend({ authenticated: z.literal(true), username: z.string(), expiresAt: z.iso.datetime() }),
    done.extend({ authenticated: z.literal(false) }),
  ]),
});
