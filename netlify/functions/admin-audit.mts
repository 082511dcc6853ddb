import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requireStaff } from '../lib/admin-auth';
import { readAudit } from '../lib/audit';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { readQuery } from '../lib/query';

/** India's offset: a date in the filter is a day in New Delhi, where the staff work. */
const IST = '+05:30';
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD');
const querySchema = z.strictObject({
  record: z.string().min(1).max(200).optional(),
  actor: z.string().min(1).max(254).optional(),
  from: day.optional(),
  to: day.optional(),
});

/** GET /api/admin/audit (owner): the audit log, newest first, filtered by record, actor and dates (inclusive). */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, ['owner']);
  const { record, actor, from, to } = readQuery(call.url, querySchema);
  const entries = await readAudit({
    record,
    actor: actor?.trim().toLowerCase(),
    from: from ? Date.parse(`${from}T00:00:00${IST}`) : undefined,
    to: to ? Date.parse(`${to}T23:59:59.999${IST}`) : undefined,
  });
  return json({ success: true, entries });
});

export const config: Config = {
  path: '/api/admin/audit',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
