import type { Config } from '@netlify/functions';
import { addStaff } from '../../src/api/admin';
import { requireStaff } from '../lib/admin-auth';
import { appendAudit } from '../lib/audit';
import { readJson } from '../lib/body';
import { conflict } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { createMember, issueSetupToken, newMember, publicMember } from '../lib/staff';

/** POST /api/admin/staff/add {email, name, roles} (owner): 201 with the new member and their one-time set-up token. */
export default handler({ methods: ['POST'] }, async (call) => {
  const { member: owner } = await requireStaff(call, ['owner']);
  const { email, name, roles } = await readJson(call.req, addStaff.request);
  const member = newMember({ email, name, roles });
  if (!(await createMember(member))) throw conflict('staffEmailTaken');
  const setupToken = await issueSetupToken(email);
  await appendAudit({
    actor: owner.email,
    action: 'staff-added',
    record: `staff/${email}`,
    after: publicMember(member),
  });
  return json({ success: true, member: publicMember(member), setupToken }, { status: 201 });
});

export const config: Config = {
  path: '/api/admin/staff/add',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
