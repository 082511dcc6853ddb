import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import type { adminOutbox } from '../../src/api/mail';
import { requireAdmin } from '../lib/admin-auth';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { outboxProblems } from '../lib/mail/outbox';

/** GET /api/admin/outbox (admin session only, 401 otherwise): the mails given up and those still being retried. */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireAdmin(call);
  const answer = { success: true, ...(await outboxProblems()) } satisfies z.input<typeof adminOutbox.response>;
  return json(answer);
});

export const config: Config = {
  path: '/api/admin/outbox',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
