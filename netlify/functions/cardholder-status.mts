import type { Config } from '@netlify/functions';
import type { AuthStatus } from '../../src/api/cardholder';
import { isExhausted } from '../../src/domain/trial';
import { currentCardHolder, publicCardHolder } from '../lib/cardholders/records';
import { handler } from '../lib/http/handler';
import { json } from '../lib/http/responses';
import { trialSubject, trialUsage } from '../lib/voice/trial-store';

/** GET /api/auth/status -> {authenticated, cardHolder, session: {charactersUsed, freeTrialUsed}}; issues a trial cookie. */
export default handler({ methods: ['GET'] }, async (call) => {
  const [holder, subject] = await Promise.all([currentCardHolder(call.req), trialSubject(call.req, call.ip)]);
  const charactersUsed = await trialUsage(subject);
  const body: AuthStatus = {
    authenticated: holder !== null,
    cardHolder: holder ? publicCardHolder(holder.record) : null,
    session: { charactersUsed, freeTrialUsed: isExhausted(charactersUsed) },
  };
  return json(body, { headers: subject.cookie ? { 'Set-Cookie': subject.cookie } : {} });
});

export const config: Config = {
  path: '/api/auth/status',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
