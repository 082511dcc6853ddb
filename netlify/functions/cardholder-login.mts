import type { Config } from '@netlify/functions';
import { cardholderLogin } from '../../src/api/cardholder';
import { INVALID_LOGIN_MESSAGE } from '../../src/domain/card-holder';
import { readJson } from '../lib/body';
import { CARD_SESSION_KIND, CARD_SESSION_TTL_SECONDS, checkCardHolderPin, publicCardHolder } from '../lib/cardholders';
import { unauthorized } from '../lib/errors';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { beginPinAttempt, settlePinAttempt } from '../lib/pin-throttle';
import { issueSession } from '../lib/session';

/**
 * POST /api/auth/login {mobileNumber, securityPin} -> {success: true, cardHolder} and the card session cookie;
 * 401 "Invalid mobile number or PIN."; 429 with Retry-After while the number or the IP is throttled.
 */
export default handler({ methods: ['POST'] }, async (call) => {
  const { mobileNumber, securityPin } = await readJson(call.req, cardholderLogin.request);
  await beginPinAttempt(call.ip, mobileNumber);
  const record = await checkCardHolderPin(mobileNumber, securityPin);
  await settlePinAttempt(call.ip, mobileNumber, record !== null);
  if (!record) throw unauthorized(INVALID_LOGIN_MESSAGE);
  const { cookie } = await issueSession(call.req, CARD_SESSION_KIND, mobileNumber, CARD_SESSION_TTL_SECONDS);
  return json({ success: true, cardHolder: publicCardHolder(record) }, { headers: { 'Set-Cookie': cookie } });
});

export const config: Config = {
  path: '/api/auth/login',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
