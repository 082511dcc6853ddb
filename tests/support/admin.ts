import { Secret, TOTP } from 'otpauth';
import adminLogin from '../../netlify/functions/admin-login.mts';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from '../../scripts/lib/demo-staff';
import type { StaffRole } from '../../src/domain/staff';
import { callFunction, cookieFrom, freshIp } from './call';

/** The authenticator code of a base32 secret at `now`, as an authenticator app computes it. */
export const totpCode = (secret = DEMO_TOTP_SECRET, now = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now });

/** The demo member with that role (seeded by seedStaff). */
export function demoMember(role: StaffRole) {
  const member = DEMO_STAFF.find((candidate) => candidate.role === role);
  if (!member) throw new Error(`no demo member with the role ${role}`);
  return member;
}

/** Signs a demo member in from a fresh address and returns the session cookie, ready to send as Cookie. */
export async function adminSessionCookie(role: StaffRole = 'admissions', headers: Record<string, string> = {}) {
  const { email, password } = demoMember(role);
  const response = await callFunction(adminLogin, '/api/admin/login', {
    method: 'POST',
    body: { email, password, code: totpCode() },
    ip: freshIp(),
    headers,
  });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}`);
  return cookieFrom(response);
}
