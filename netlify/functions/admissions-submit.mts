import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { type admissionCreatedSchema, type admissionRejectedSchema, submitAdmission } from '../../src/api/admissions';
import { holdsSlipOf, issueSlipCookie } from '../lib/admissions/access';
import { formRejection } from '../lib/admissions/form-rejection';
import { submitApplication } from '../lib/admissions/submit-application';
import { afterAnswer } from '../lib/http/after-answer';
import { readJson } from '../lib/http/body';
import { refusalBody } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { isLocalLoopback } from '../lib/http/loopback';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import { assertUnderLimits, countingAlongside, type ThrottleRule } from '../lib/security/throttle';

/** Accepted applications per IP per hour: a family or a school lab can apply for several people, a bot cannot flood. */
export const SUBMISSIONS_PER_IP: ThrottleRule = { name: 'admissions-ip', limit: 20, windowSeconds: 60 * 60 };

/**
 * POST /api/admissions: 400 for what the form's schema refuses (admissions/form-rejection.ts), else the application is
 * stored (admissions/submit-application.ts: pending, confirmed by mail with the slip) and answered 201 with its
 * registration number and the applicant's slip cookie. The same e-mail and mobile within 24 hours: the browser holding
 * the earlier slip gets 409 with that number; any other browser's is stored as a flagged duplicate and answered 201,
 * so the answer never tells whether someone applied with these details and nobody can block another's application.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const checks = isLocalLoopback(call.ip) ? [] : [{ rule: SUBMISSIONS_PER_IP, subject: call.ip }];
  // The IP's limit is read while the body is and the duplicate claim is (submit-application.ts): a request past it
  // is answered 429 whatever its body, and writes nothing. The counters as read are where the count of a stored
  // application starts (nothing read twice).
  const limits = assertUnderLimits(checks);
  limits.catch(() => undefined); // awaited below, or by the use case before it writes
  const body = await readJson(call.req, z.unknown()).catch(async (error: unknown) => {
    await limits;
    throw error;
  });
  const parsed = submitAdmission.request.safeParse(body, { reportInput: true });
  if (!parsed.success) {
    await limits;
    return json(formRejection(parsed.error, call.locale), { status: 400 });
  }
  let counting: ReturnType<typeof countingAlongside> | undefined;
  const result = await submitApplication({
    application: { ...parsed.data, locale: call.locale },
    origin: siteOrigin(call),
    holdsSlipOf: (registrationNumber) => holdsSlipOf(call.req, registrationNumber),
    sendSoon: afterAnswer(call),
    admitted: limits,
    // Counting the stored application against the IP must not turn it into an error (a contended counter).
    alongside: async () => {
      counting = countingAlongside(checks, await limits, 'admissions/throttle-hit');
      await counting.count();
    },
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
  const [cookie] = await Promise.all([issueSlipCookie(call.req, registrationNumber), counting?.settled()]);
  return json(answer, { status: 201, headers: { 'Set-Cookie': cookie } });
});

export const config: Config = {
  path: '/api/admissions',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
