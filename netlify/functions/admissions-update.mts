import type { Config, Context } from '@netlify/functions';
import { updateAdmissionStatus } from '../../src/api/admissions';
import { requireStaff } from '../lib/admin-auth';
import { setAdmissionStatus } from '../lib/admissions';
import { afterAnswer } from '../lib/after-answer';
import { appendAudit } from '../lib/audit';
import { readJson } from '../lib/body';
import { notFound } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { queueDecision } from '../lib/mail/admission-mails';
import { siteOrigin } from '../lib/site-origin';
import admissionsAll from './admissions-all.mts';
import admissionsExport from './admissions-export.mts';

const ROUTE = '/api/admissions/:registrationNumber';

/**
 * PATCH /api/admissions/{registrationNumber} {status}: approve, reject or reset to pending (role admissions), recorded
 * in the audit log under the member's name. A decision that changes the status is mailed to the applicant (through the
 * outbox; a failed mail never fails the decision).
 */
const updateStatus = handler({ methods: ['PATCH'], logPath: ROUTE }, async (call) => {
  const { member } = await requireStaff(call, ['admissions']);
  const { status } = await readJson(call.req, updateAdmissionStatus.request);
  const change = await setAdmissionStatus(call.context.params?.registrationNumber ?? '', status, member.name);
  if (!change) throw notFound('noApplication');
  const { record: application, changed } = change;
  await appendAudit({
    actor: member.email,
    action: 'application-status',
    record: `application/${application.registrationNumber}`,
    after: { status, decidedBy: member.name },
  });
  if (changed && status !== 'pending') await queueDecision(application, siteOrigin(call), afterAnswer(call));
  return json({ success: true, application });
});

/**
 * `netlify serve` ignores excludedPath, so /api/admissions/all and /export may arrive here: hand them on. A Map, so a
 * number such as `__proto__` or `constructor` finds nothing instead of an Object property.
 */
const siblings = new Map<string, typeof updateStatus>([
  ['all', admissionsAll],
  ['export', admissionsExport],
]);
export default (req: Request, context: Context): Promise<Response> =>
  (siblings.get(context.params?.registrationNumber?.toLowerCase() ?? '') ?? updateStatus)(req, context);

export const config: Config = {
  // A literal: Netlify reads config statically and ignores a path given through a constant.
  path: '/api/admissions/:registrationNumber',
  excludedPath: ['/api/admissions/all', '/api/admissions/export'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
