import { appendAudit } from '../audit';
import { refuse } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/password-hash';
import {
  deleteSetupToken,
  linkOpens,
  type Member,
  setupLinkOf,
  tokenHash,
  updateMember,
  withSessionsEnded,
  withSetupLinksCancelled,
} from './members';
import { assertStrongPassword } from './password-strength';
import { hashRecoveryCode, matchingTotpStep, newRecoveryCodes } from './totp';

export interface SetupDetails {
  token: string;
  password: string;
  /** A code of the authenticator the member just scanned (begin-setup.ts). */
  code: string;
}

const linkInvalid = () => refuse(400, 'setupLinkInvalid');

/**
 * Finishes a set-up link: sets the member's password (at least 12 characters and hard to guess, password-strength.ts)
 * and the authenticator confirmed by `code`, and returns ten fresh recovery codes (shown once, stored as HMACs).
 *
 * Steps, and what a failure at each leaves:
 * 1. read the link and the member, check the code and the password, hash it: nothing written; the link still works.
 * 2. one conditional write (the commit): the member is set up, every set-up link of theirs is cancelled (this one
 *    too: a link is used once) and every session of theirs ends; `unfinishedSetup` names this link.
 * 3. the audit entry, then `unfinishedSetup` cleared: until then a retry of the same finish (same link, the password
 *    it set, a current code) completes it, with new recovery codes in place of the ones never shown. After that, the
 *    link opens nothing.
 * 4. the link's record deleted: it already opens nothing, so a failure here only leaves a dead record.
 */
export async function finishSetup({ token, password, code }: SetupDetails, now = Date.now()): Promise<string[]> {
  const link = await setupLinkOf(token, now);
  if (!link) throw linkInvalid();
  const { member, generation } = link;
  const usedLink = tokenHash(token);
  if (member.unfinishedSetup === usedLink) return retryFinish(member, usedLink, token, password, code, now);
  const pending = member.pendingTotpSecret;
  if (!linkOpens(member, generation) || !pending) throw linkInvalid();
  const step = matchingTotpStep(pending, code, now);
  if (step === null) throw refuse(400, 'setupCodeWrong');
  await assertStrongPassword(password, member);
  const passwordHash = await hashPassword(password);
  const recoveryCodes = newRecoveryCodes();
  const committed = await updateMember(member.email, (current) => {
    // The member changed since the read (a reset, a disable, another finish, a new secret): this attempt opens nothing.
    if (!linkOpens(current, generation) || current.pendingTotpSecret !== pending) throw linkInvalid();
    return withSessionsEnded(
      withSetupLinksCancelled({
        ...current,
        passwordHash,
        totpSecret: pending,
        lastTotpStep: step,
        recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        unfinishedSetup: usedLink,
      }),
    );
  });
  if (!committed) throw linkInvalid();
  await completeSetup(member.email, usedLink, token);
  return recoveryCodes;
}

/**
 * The same finish again after a failure past the commit: only with the password that set-up chose and a current
 * code of its authenticator (the step already used is accepted once more: it is the same request). The recovery
 * codes of the first attempt were never shown, so fresh ones replace them.
 */
async function retryFinish(
  member: Member,
  usedLink: string,
  token: string,
  password: string,
  code: string,
  now: number,
): Promise<string[]> {
  const { passwordHash, totpSecret } = member;
  if (member.disabled || !passwordHash || !totpSecret) throw linkInvalid();
  const step = matchingTotpStep(totpSecret, code, now);
  if (!(await verifyPassword(password, passwordHash))) throw linkInvalid();
  if (step === null || step < member.lastTotpStep) throw refuse(400, 'setupCodeWrong');
  const recoveryCodes = newRecoveryCodes();
  const replaced = await updateMember(member.email, (current) => {
    if (current.unfinishedSetup !== usedLink) throw linkInvalid();
    return {
      ...current,
      lastTotpStep: Math.max(current.lastTotpStep, step),
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    };
  });
  if (!replaced) throw linkInvalid();
  await completeSetup(member.email, usedLink, token);
  return recoveryCodes;
}

/** Steps 3 and 4: the audit entry, the set-up marked complete, the dead link's record removed. */
async function completeSetup(email: string, usedLink: string, token: string): Promise<void> {
  await appendAudit({ actor: email, action: 'sign-in-set-up', record: `staff/${email}` });
  await updateMember(email, (current) =>
    current.unfinishedSetup === usedLink ? { ...current, unfinishedSetup: null } : null,
  );
  try {
    await deleteSetupToken(token);
  } catch (error) {
    // The link opens nothing any more (its generation has passed): a record left behind is harmless, and failing
    // here would take the recovery codes out of the answer.
    console.warn('staff set-up: could not delete a used link record', error);
  }
}
