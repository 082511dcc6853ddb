import type { Config } from '@netlify/functions';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';
import { listMembers, publicMember } from '../lib/staff/members';

/** GET /api/admin/staff (owner): every staff member, without any credential. */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, ['owner']);
  return json({ success: true, members: (await listMembers()).map(publicMember) });
});

export const config: Config = {
  path: '/api/admin/staff',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
