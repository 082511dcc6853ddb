import type { Config } from '@netlify/functions';
import { readAudit } from '../lib/audit';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import {
  adminView,
  codeParameter,
  INVESTOR_STAFF,
  investorAuditRecord,
  readVersioned,
} from '../lib/investors/accounts';
import { withActorNames } from '../lib/staff/actor-names';
import { requireStaff } from '../lib/staff/auth';

const ROUTE = '/api/admin/investors/:code';
/** The newest entries the investor's page shows under "Who changed what" (one bounded read). */
const INVESTOR_AUDIT_ENTRIES = 100;

/** GET /api/admin/investors/:code (investor-relations, owner): the investor, its version and its audit entries. */
export default handler({ methods: ['GET'], logPath: ROUTE }, async (call) => {
  await requireStaff(call, INVESTOR_STAFF);
  const code = codeParameter(call.context.params?.code);
  const [{ record, version }, audit] = await Promise.all([
    readVersioned(code),
    withActorNames(
      readAudit({ record: investorAuditRecord(code), limit: INVESTOR_AUDIT_ENTRIES }).then((p) => p.entries),
    ),
  ]);
  return json({ success: true, investor: adminView(code, record), version, audit });
});

export const config: Config = {
  // A literal: Netlify reads this config statically.
  path: '/api/admin/investors/:code',
  method: 'GET',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
