import type { Config, Context } from '@netlify/functions';
import { updateAdmissionStatus } from '../../src/api/admissions';
import { APPLICATION_DECIDERS } from '../../src/domain/staff';
import { decideApplication } from '../lib/admissions/decide-application';
import { readAdmissionState } from '../lib/admissions/records';
import { afterAnswer } from '../lib/http/after-answer';
import { readJson } from '../lib/http/body';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import { requireStaff } from '../lib/staff/auth';
import { together } from '../lib/storage/in-parallel';
import admissionsAll from './admissions-all.mts';
import admissionsExport from './admissions-export.mts';

const ROUTE = '/api/admissions/:registrationNumber';

/**
 * PATCH /api/admissions/{registrationNumber} {status}: approve, reject or reset to pending (role admissions), recorded
 * in the audit log under the member's name; a decision that changes the status is mailed to the applicant. The
 * use case (admissions/decide-application.ts) holds the mail before the record changes, so a retry of a request
 * that failed half-way finishes it and answers success.
 */
const updateStatus = handler({ methods: ['PATCH'], logPath: ROUTE }, async (call) => {
  const registrationNumber = call.context.params?.registrationNumber ?? '';
  // The record is read (nothing answered or written from it) while the session is checked: one network wait for
  // both on Netlify. Both are settled before a refusal is thrown.
  const read = readAdmissionState(registrationNumber);
  const [{ member }] = await together(requireStaff(call, APPLICATION_DECIDERS), read);
  const { status } = await readJson(call.req, updateAdmissionStatus.request);
  const { application } = await decideApplication({
    registrationNumber,
    read,
    status,
    member: { email: member.email, name: member.name },
    origin: siteOrigin(call),
    sendSoon: afterAnswer(call),
  });
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
