import { atom } from 'nanostores';
import { type InvestorAccount, investorLoginResponseSchema, type Transaction } from '../domain/investor';
import { compactInvestorCode, formatInvestorCode } from '../domain/investor-code';
import { toast } from './toasts';

/**
 * The investor portal's session (SPEC.md sections 2, 4 and 8; DECISIONS.md security item 3). The server keeps the
 * session in an HttpOnly cookie; this store only mirrors what the last call answered.
 */
/** `via` tells the view whether the visitor caused the change (focus may move) or a page load restored it. */
export type InvestorSession =
  | { status: 'checking' }
  | { status: 'anonymous'; via: 'restore' | 'logout' }
  | { status: 'authenticated'; via: 'restore' | 'login'; account: InvestorAccount; transactions: Transaction[] };

export const $investorSession = atom<InvestorSession>({ status: 'checking' });
/** True while a login call runs (the Access Account button shows Authenticating...). */
export const $investorLoginPending = atom(false);

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** SPEC.md section 8's texts for failures that come without a server message. */
const INVALID_CODE = 'Invalid investor code';

function serverError(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' && body.error) {
    return body.error;
  }
  return null;
}

function isFailure(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === false;
}

/** POST /api/investor/login; toasts per SPEC.md section 8. Resolves true when the dashboard is shown. */
export async function login(code: string): Promise<boolean> {
  if ($investorLoginPending.get()) return false;
  $investorLoginPending.set(true);
  try {
    let body: unknown;
    try {
      const response = await fetch('/api/investor/login', {
        method: 'POST',
        headers: JSON_HEADERS,
        credentials: 'same-origin',
        body: JSON.stringify({ investorCode: compactInvestorCode(code) }),
      });
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (isFailure(body)) {
      toast({ title: 'Login Failed', description: serverError(body) ?? INVALID_CODE, variant: 'destructive' });
      return false;
    }
    const parsed = investorLoginResponseSchema.safeParse(body);
    if (!parsed.success) {
      toast({ title: 'Login Error', description: 'Unable to connect to server', variant: 'destructive' });
      return false;
    }
    $investorSession.set({
      status: 'authenticated',
      via: 'login',
      account: parsed.data.account,
      transactions: parsed.data.transactions,
    });
    toast({ title: 'Login Successful', description: 'Welcome to your investor dashboard.' });
    return true;
  } finally {
    $investorLoginPending.set(false);
  }
}

/** GET /api/investor/session: brings the dashboard back after a reload. Silent; any failure means logged out. */
export async function restore(): Promise<void> {
  try {
    const response = await fetch('/api/investor/session', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    // An unread body keeps the connection busy: read it when it matters, release it otherwise.
    const parsed = response.ok
      ? investorLoginResponseSchema.safeParse(await response.json())
      : await response.body?.cancel().then(() => null);
    // A login that finished while this check ran wins.
    if ($investorSession.get().status === 'authenticated') return;
    $investorSession.set(
      parsed?.success
        ? {
            status: 'authenticated',
            via: 'restore',
            account: parsed.data.account,
            transactions: parsed.data.transactions,
          }
        : { status: 'anonymous', via: 'restore' },
    );
  } catch {
    if ($investorSession.get().status === 'checking') $investorSession.set({ status: 'anonymous', via: 'restore' });
  }
}

/** POST /api/investor/logout ends the server session; the view returns to the login form whatever it answers. */
export async function logout(): Promise<void> {
  try {
    const response = await fetch('/api/investor/logout', {
      method: 'POST',
      headers: JSON_HEADERS,
      credentials: 'same-origin',
    });
    await response.body?.cancel();
  } catch {
    // The view is cleared anyway; an orphaned session expires on the server.
  } finally {
    $investorSession.set({ status: 'anonymous', via: 'logout' });
  }
}

/** The statement's display code and file name: statement_ATVN-XXXX-XXXX.txt. */
export function statementFileName(code: string): string {
  return `statement_${formatInvestorCode(code) ?? compactInvestorCode(code)}.txt`;
}

/** GET /api/investor/{code}/statement and save it as statement_{code}.txt; toasts per SPEC.md section 8. */
export async function downloadStatement(): Promise<void> {
  const session = $investorSession.get();
  if (session.status !== 'authenticated') return;
  const code = formatInvestorCode(session.account.uniqueInvestorCode) ?? session.account.uniqueInvestorCode;
  try {
    const response = await fetch(`/api/investor/${encodeURIComponent(code)}/statement`, {
      credentials: 'same-origin',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${response.status}`);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = statementFileName(code);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke after the click has been handled, or some browsers cancel the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast({
      title: 'Statement Downloaded',
      description: 'Your investment statement has been downloaded successfully.',
    });
  } catch {
    toast({ title: 'Download Failed', description: 'Unable to download statement.', variant: 'destructive' });
  }
}
