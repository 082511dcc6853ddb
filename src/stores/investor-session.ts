import { atom } from 'nanostores';
import { lazyApi } from '../api/lazy-api';
import type { InvestorAccount, Transaction } from '../domain/investor';
import { compactInvestorCode } from '../domain/investor-code';
import { investorWords } from '../i18n/namespaces/investor';
import { pageWords } from '../i18n/page-locale';
import { logoutAction } from './logout-action';
import { toast } from './toasts';

/**
 * The investor portal's session (docs/DECISIONS.md, Security 3). The server keeps the
 * session in an HttpOnly cookie; this store only mirrors what the last call answered.
 */
/** `via` tells the view whether the visitor caused the change (focus may move) or a page load restored it. */
export type InvestorSession =
  | { status: 'checking' }
  | { status: 'anonymous'; via: 'restore' | 'logout' }
  | { status: 'authenticated'; via: 'restore' | 'login'; account: InvestorAccount; transactions: Transaction[] };

export const investorApi = lazyApi(() => import('../api/investor'));

export const $investorSession = atom<InvestorSession>({ status: 'checking' });
/** True while a login call runs (the Access Account button shows Authenticating...). */
export const $investorLoginPending = atom(false);

/** What a login ended in: the dashboard, a refusal of the code (its reason, for the field), or no answer. */
export type LoginOutcome = { kind: 'signed-in' } | { kind: 'refused'; reason: string } | { kind: 'unreached' };

/** Toasts about logging in replace each other: a success dismisses the failures before it. */
const LOGIN_TOPIC = 'investor-login';

/** POST /api/investor/login; the portal's fixed toasts in the page's language. */
export async function login(code: string): Promise<LoginOutcome> {
  if ($investorLoginPending.get()) return { kind: 'unreached' };
  $investorLoginPending.set(true);
  try {
    const body = { investorCode: compactInvestorCode(code) };
    const result = await investorApi.call(({ callJson }, { investorLogin }) => callJson(investorLogin, { body }));
    const words = pageWords(investorWords);
    if (!result.ok) {
      // A refusal from the server says why (in the page's language); anything else (offline, a page instead of
      // JSON) is a connection error.
      if (result.details) {
        const description = result.details.error || words.invalidCode;
        toast({ title: words.loginFailed, description, variant: 'destructive', topic: LOGIN_TOPIC });
        return { kind: 'refused', reason: description };
      }
      toast({ title: words.loginError, description: words.unreachable, variant: 'destructive', topic: LOGIN_TOPIC });
      return { kind: 'unreached' };
    }
    const { account, transactions } = result.value;
    $investorSession.set({ status: 'authenticated', via: 'login', account, transactions });
    toast({ title: words.loginSuccessful, description: words.welcomeToDashboard, topic: LOGIN_TOPIC });
    return { kind: 'signed-in' };
  } finally {
    $investorLoginPending.set(false);
  }
}

/** GET /api/investor/session: brings the dashboard back after a reload. Silent; any failure means logged out. */
export async function restore(): Promise<void> {
  const result = await investorApi.call(({ callJson }, { investorSession }) => callJson(investorSession, {}));
  // A login that finished while this check ran wins.
  if ($investorSession.get().status === 'authenticated') return;
  $investorSession.set(
    result.ok ? { status: 'authenticated', via: 'restore', ...result.value } : { status: 'anonymous', via: 'restore' },
  );
}

/** POST /api/investor/logout; the view returns to the login form. */
export const logout = logoutAction(
  investorApi,
  ({ investorLogout }) => investorLogout,
  () => $investorSession.set({ status: 'anonymous', via: 'logout' }),
);
