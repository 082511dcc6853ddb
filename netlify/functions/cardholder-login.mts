import type { Config } from '@netlify/functions';
import { cardholderLogin } from '../../src/api/cardholder';
import {
  CARD_SESSION_KIND,
  CARD_SESSION_TTL_SECONDS,
  cardSessionSubject,
  publicCardHolder,
  signInCardHolder,
} from '../lib/cardholders/records';
import { readJson } from '../lib/http/body';
import { unauthorized } from '../lib/http/errors';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { issueSession } from '../lib/security/session';

/**
 * POST /api/auth/login {mobileNumber, securityPin} -> {success: true, cardHolder}, the card session cookie and the
 * device cookie; 401 "Invalid mobile number or PIN."; 429 with Retry-After, saying how long to wait, while the
 * number (from unknown devices), the IP or this device is limited.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { mobileNumber, securityPin } = await readJson(call.req, cardholderLogin.request);
  const signedIn = await signInCardHolder(call, mobileNumber, securityPin);
  if (!signedIn) throw unauthorized('invalidCardLogin');
  const subject = cardSessionSubject(mobileNumber, signedIn.record);
  const { cookie } = await issueSession(call.req, CARD_SESSION_KIND, subject, CARD_SESSION_TTL_SECONDS);
  return json(
    { success: true, cardHolder: publicCardHolder(signedIn.record) },
    {
      headers: [
        ['Set-Cookie', cookie],
        ['Set-Cookie', signedIn.deviceCookie],
      ],
    },
  );
});

export const config: Config = {
  path: '/api/auth/login',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
