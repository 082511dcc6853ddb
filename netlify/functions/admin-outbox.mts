import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import type { adminOutbox } from '../../src/api/mail';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { outboxProblems } from '../lib/mail/outbox';
import { requireStaff } from '../lib/staff/auth';

/** GET /api/admin/outbox (owner or admissions: 401 signed out, 403 without the role): the mails given up and those still being retried. */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, ['owner', 'admissions']);
  const answer = { success: true, ...(await outboxProblems()) } satisfies z.input<typeof adminOutbox.response>;
  return json(answer);
});

export const config: Config = {
  path: '/api/admin/outbox',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
