import { hashPassword } from '../../netlify/lib/security/password-hash';
import { createMember, listMembers, newMember } from '../../netlify/lib/staff/members';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from './demo-staff';

/** Loads the demo staff (ifEmpty: only into a store without members). Returns the e-mails written. */
export async function seedStaff({ ifEmpty = false } = {}): Promise<string[]> {
  if (ifEmpty && (await listMembers()).length > 0) return [];
  const written: string[] = [];
  for (const { email, name, password, role } of DEMO_STAFF) {
    const member = {
      ...newMember({ email, name, roles: [role] }),
      passwordHash: await hashPassword(password),
      totpSecret: DEMO_TOTP_SECRET,
    };
    if (await createMember(member)) written.push(email);
  }
  return written;
}
