import type { Config } from '@netlify/functions';
import { assertTriggered } from '../lib/backup/snapshot-trigger';
import { runDailySnapshot } from '../lib/backup/snapshots';
import { handler } from '../lib/http/handler';

/**
 * POST /api/internal/backup-snapshot, a background function (15 minutes on Netlify): the daily snapshot and the
 * retention rule, asked for by the scheduled function backup-snapshot with a signed token (404 without one).
 */
export default handler({ methods: ['POST'] }, async (call) => {
  await assertTriggered(call.req);
  const report = await runDailySnapshot();
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', path: 'backup-snapshot', ...report }));
  return new Response(null, { status: 204 });
});

export const config: Config = {
  path: '/api/internal/backup-snapshot',
  method: 'POST',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
