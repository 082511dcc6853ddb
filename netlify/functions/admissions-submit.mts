import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { type admissionCreatedSchema, type admissionRejectedSchema, submitAdmission } from '../../src/api/admissions';
import { holdsSlipOf, issueSlipCookie } from '../lib/admissions/access';
import { formRejection } from '../lib/admissions/form-rejection';
import { submissionLimit } from '../lib/admissions/submission-limit';
import { submitApplication } from '../lib/admissions/submit-application';
import { afterAnswer } from '../lib/http/after-answer';
import { readJson } from '../lib/http/body';
import { refusalBody } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';

/**
 * POST /api/admissions: 400 for what the form's schema refuses (form-rejection.ts), else the application is stored
 * (submit-application.ts: pending, confirmed by mail with the slip) and answered 201 with its number and the slip
 * cookie. The same e-mail and mobile within 24 hours: the browser holding the earlier slip gets 409 with that number;
 * any other browser's is stored as a flagged duplicate and answered 201, so the answer never tells whether someone
 * applied with these details and nobody can block another's application.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const limit = submissionLimit(call.ip);
  const body = await limit.first(readJson(call.req, z.unknown()));
  const parsed = submitAdmission.request.safeParse(body, { reportInput: true });
  if (!parsed.success) {
    await limit.admitted;
    return json(formRejection(parsed.error, call.locale), { status: 400 });
  }
  const result = await submitApplication({
    application: { ...parsed.data, locale: call.locale },
    origin: siteOrigin(call),
    holdsSlipOf: (registrationNumber) => holdsSlipOf(call.req, registrationNumber),
    sendSoon: afterAnswer(call),
    admitted: limit.admitted,
    alongside: limit.count,
  });
  if (result.kind === 'already-applied') {
    const { registrationNumber } = result;
    const answer = refusalBody({ code: 'duplicateApplication' }, call.locale, { registrationNumber });
    return json(answer satisfies z.input<typeof admissionRejectedSchema>, { status: 409 });
  }
  const { registrationNumber, submittedAt, intake = 'current', batch } = result.record;
  const answer = {
    success: true,
    registrationNumber,
    submittedAt,
    intake,
    ...(batch ? { batch } : {}),
  } satisfies z.input<typeof admissionCreatedSchema>;
  const [cookie] = await Promise.all([issueSlipCookie(call.req, registrationNumber), limit.settled()]);
  return json(answer, { status: 201, headers: { 'Set-Cookie': cookie } });
});

export const config: Config = {
  path: '/api/admissions',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
