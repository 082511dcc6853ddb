import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { AUDIT_CURSOR, countRefusals, readAudit } from '../lib/audit';
import { handler } from '../lib/http/handler';
import { readQuery } from '../lib/http/query';
import { json } from '../lib/http/responses';
import { withActorNames } from '../lib/staff/actor-names';
import { requireStaff } from '../lib/staff/auth';

/** India's offset: a date in the filter is a day in New Delhi, where the staff work. */
const IST = '+05:30';
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD');
const querySchema = z.strictObject({
  view: z.enum(['events', 'refusals']).optional(),
  record: z.string().min(1).max(200).optional(),
  actor: z.string().min(1).max(254).optional(),
  from: day.optional(),
  to: day.optional(),
  cursor: z.string().regex(AUDIT_CURSOR, 'must be the nextCursor of the page before').optional(),
});

/**
 * GET /api/admin/audit (owner): one page of the audit log, newest first, filtered by record, actor and dates
 * (inclusive), the events or the refusals (failed sign-ins), with the refusal counts of the last days; each entry by a
 * member carries their name.
 */
export default handler({ methods: ['GET'] }, async (call) => {
  await requireStaff(call, ['owner']);
  const { view, record, actor, from, to, cursor } = readQuery(call.url, querySchema);
  const page = readAudit({
    refusals: view === 'refusals',
    record,
    actor: actor?.trim().toLowerCase(),
    from: from ? Date.parse(`${from}T00:00:00${IST}`) : undefined,
    to: to ? Date.parse(`${to}T23:59:59.999${IST}`) : undefined,
    cursor,
  });
  // The page, the members' names and the refusal counts are read together: one network wait, not three in turn.
  const [{ nextCursor }, entries, refusals] = await Promise.all([
    page,
    withActorNames(page.then((read) => read.entries)),
    countRefusals(),
  ]);
  return json({ success: true, entries, nextCursor, refusals });
});

export const config: Config = {
  path: '/api/admin/audit',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
