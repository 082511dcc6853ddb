import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { type admissionCreatedSchema, type admissionRejectedSchema, submitAdmission } from '../../src/api/admissions';
import { admissionFieldErrors, admissionProblemText } from '../../src/i18n/admission-problems';
import admissionRules from '../../src/i18n/messages/en/admission-rules';
import admissionRulesHindi from '../../src/i18n/messages/hi/admission-rules';
import { holdsSlipOf, issueSlipCookie } from '../lib/admissions/access';
import { submitApplication } from '../lib/admissions/submit-application';
import { afterAnswer } from '../lib/http/after-answer';
import { describeIssue, readJson } from '../lib/http/body';
import { refusalBody } from '../lib/http/errors';
import { type Call, handler } from '../lib/http/handler';
import { isLocalLoopback } from '../lib/http/loopback';
import { json } from '../lib/http/responses';
import { siteOrigin } from '../lib/http/site-origin';
import { logError } from '../lib/log';
import { assertNotThrottled, recordHits, type ThrottleRule } from '../lib/security/throttle';

/** Accepted applications per IP per hour: a family or a school lab can apply for several people, a bot cannot flood. */
export const SUBMISSIONS_PER_IP: ThrottleRule = { name: 'admissions-ip', limit: 20, windowSeconds: 60 * 60 };

/**
 * POST /api/admissions: validates with the form's own schema (400 naming the field, plus every field's message in
 * `fields`), stores one blob (status pending, submittedAt from the server), answers 201 with the registration
 * number and sets the applicant's slip cookie. The same e-mail and mobile within 24 hours: the browser holding the
 * earlier application's slip cookie (its applicant submitting again) gets 409 with that number; from any other
 * browser the application is stored as a flagged duplicate and answered 201 like any other, so the answer never
 * tells whether someone applied with these details and nobody can block another's application. A stored
 * application is confirmed by mail (in the edition it was made in, with the slip): admissions/submit-application.ts.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const checks = isLocalLoopback(call.ip) ? [] : [{ rule: SUBMISSIONS_PER_IP, subject: call.ip }];
  await assertNotThrottled(checks);
  const parsed = submitAdmission.request.safeParse(await readJson(call.req, z.unknown()), { reportInput: true });
  if (!parsed.success) return json(rejection(call, parsed.error), { status: 400 });
  const result = await submitApplication({
    application: { ...parsed.data, locale: call.locale },
    origin: siteOrigin(call),
    holdsSlipOf: (registrationNumber) => holdsSlipOf(call.req, registrationNumber),
    sendSoon: afterAnswer(call),
  });
  if (result.kind === 'already-applied') {
    const { registrationNumber } = result;
    const answer = refusalBody({ code: 'duplicateApplication' }, call.locale, { registrationNumber });
    return json(answer satisfies z.input<typeof admissionRejectedSchema>, { status: 409 });
  }
  // Counting the stored application against the IP must not turn it into an error (a contended counter).
  await recordHits(checks).catch((error) => logError('admissions/throttle-hit', error));
  const { registrationNumber, submittedAt, intake = 'current', batch } = result.record;
  const answer = {
    success: true,
    registrationNumber,
    submittedAt,
    intake,
    ...(batch ? { batch } : {}),
  } satisfies z.input<typeof admissionCreatedSchema>;
  return json(answer, { status: 201, headers: { 'Set-Cookie': await issueSlipCookie(call.req, registrationNumber) } });
});

/** The 400 answer: the rules' problems in the caller's language, so the form shows the server's messages in its words. */
function rejection(call: Call, error: z.core.$ZodError) {
  const hindi = call.locale === 'hi';
  const rules = hindi ? admissionRulesHindi : admissionRules;
  const first = error.issues[0];
  // describeIssue words a missing field in English (its technical name); in Hindi the rule's own words say it.
  const detail = first
    ? describeIssue(
        { ...first, message: admissionProblemText(String(first.path[0] ?? ''), first.message, rules) },
        { ownWords: hindi },
      )
    : 'Invalid application';
  return refusalBody({ code: 'invalidRequest', detail }, call.locale, {
    fields: admissionFieldErrors(error, rules),
  }) satisfies z.input<typeof admissionRejectedSchema>;
}

export const config: Config = {
  path: '/api/admissions',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
