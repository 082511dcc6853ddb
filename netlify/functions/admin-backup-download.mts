import type { Config } from '@netlify/functions';
import { downloadSnapshot } from '../lib/backup/download-snapshot';
import { handler } from '../lib/http/handler';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/backups/:id';

/** GET /api/admin/backups/:id (owner): the snapshot of that day, age-encrypted, as an attachment; audited. */
export default handler({ methods: ['GET'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, ['owner']);
  const id = call.context.params?.id ?? '';
  const file = await downloadSnapshot(id, member.email);
  return new Response(file, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="awaaz-backup-${id}.age"`,
    },
  });
});

export const config: Config = {
  // A literal: Netlify reads this config statically.
  path: '/api/admin/backups/:id',
  method: 'GET',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
