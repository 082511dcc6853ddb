import type { Config } from '@netlify/functions';
import { adminChangePassword } from '../../src/api/admin';
import { requireStaff } from '../lib/admin-auth';
import { appendAudit } from '../lib/audit';
import { readJson } from '../lib/body';
import { refuse } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/password-hash';
import { updateMember } from '../lib/staff';

/** POST /api/admin/password {currentPassword, newPassword}: the signed-in member's new password (scrypt). */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member } = await requireStaff(call);
  const { currentPassword, newPassword } = await readJson(call.req, adminChangePassword.request);
  if (!member.passwordHash || !(await verifyPassword(currentPassword, member.passwordHash))) {
    throw refuse(400, 'currentPasswordWrong');
  }
  const passwordHash = await hashPassword(newPassword);
  await updateMember(member.email, (current) => ({ ...current, passwordHash }));
  await appendAudit({ actor: member.email, action: 'password-changed', record: `staff/${member.email}` });
  return json({ success: true });
});

export const config: Config = {
  path: '/api/admin/password',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
