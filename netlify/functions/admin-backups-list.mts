import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import type { listBackups } from '../../src/api/admin-backups';
import { listSnapshots } from '../lib/backup/snapshots';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { requireStaff } from '../lib/staff/auth';

/** GET /api/admin/backups (owner: 401 signed out, 403 other roles): the encrypted daily snapshots, newest first. */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, ['owner']);
  const answer = { success: true, backups: await listSnapshots() } satisfies z.input<typeof listBackups.response>;
  return json(answer);
});

export const config: Config = {
  path: '/api/admin/backups',
  method: 'GET',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
