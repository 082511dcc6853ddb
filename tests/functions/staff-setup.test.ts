import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAudit } from '../../netlify/lib/audit';
import { HttpError } from '../../netlify/lib/http/errors';
import { verifyPassword } from '../../netlify/lib/security/password-hash';
import { beginSetup } from '../../netlify/lib/staff/begin-setup';
import { changeMember } from '../../netlify/lib/staff/change-member';
import { finishSetup } from '../../netlify/lib/staff/finish-setup';
import {
  createMember,
  findMember,
  isSetUp,
  issueSetupToken,
  type Member,
  newMember,
} from '../../netlify/lib/staff/members';
import { hashRecoveryCode } from '../../netlify/lib/staff/totp';
import { demoMember, totpCode } from '../support/admin';
import { setUpTestBlobs } from '../support/blobs';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { failBlobsCall } from '../support/failing-stores';

hashCheaplyInThisFile();
setUpTestBlobs({ seed: false, staff: true });
beforeEach(() => {
  // A failed removal of a dead link's record is logged as a warning; the tests break it on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PASSWORD = 'mango tiger violin harbour';
let nextMember = 1;

/** A new member and their first set-up link, as the owner's "add" leaves them. */
async function addedMember(): Promise<{ email: string; token: string }> {
  const member = newMember({ email: `setup${nextMember++}@example.org`, name: 'Asha Verma', roles: ['support'] });
  expect(await createMember(member)).toBe(true);
  return { email: member.email, token: await issueSetupToken(member) };
}

const stored = async (email: string) => {
  const member = await findMember(email);
  if (!member) throw new Error(`no member ${email}`);
  return member;
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? error.code : error),
  );

/** The finished state: password, authenticator and these recovery codes set, audited once or more, the link spent. */
async function expectSetUp(email: string, token: string, secret: string, recoveryCodes: string[]) {
  const member = await stored(email);
  expect(member.totpSecret).toBe(secret);
  expect(member.passwordHash && (await verifyPassword(PASSWORD, member.passwordHash))).toBe(true);
  expect(member.recoveryCodeHashes).toEqual(recoveryCodes.map(hashRecoveryCode));
  expect(member.unfinishedSetup).toBeNull();
  expect(member.pendingTotpSecret).toBeNull();
  const { entries: audited } = await readAudit({ record: `staff/${email}` });
  expect(audited.filter((entry) => entry.action === 'sign-in-set-up').length).toBeGreaterThanOrEqual(1);
  expect(await refusal(beginSetup(token))).toBe('setupLinkInvalid');
  expect(await refusal(finishSetup({ token, password: 'another unrelated passphrase', code: totpCode(secret) }))).toBe(
    'setupLinkInvalid',
  );
}

describe('finish set-up: a failure at any step leaves nothing changed, or a state the same request completes', () => {
  it('counts the Blobs calls of one finish (the steps to break)', async () => {
    const { email, token } = await addedMember();
    const { secret } = await beginSetup(token);
    const counter = failBlobsCall(0);
    const codes = await finishSetup({ token, password: PASSWORD, code: totpCode(secret) });
    counter.restore();
    expect(counter.calls()).toBeGreaterThanOrEqual(6);
    await expectSetUp(email, token, secret, codes);
  });

  it('survives a failure at every Blobs call of finish', async () => {
    const { token: probeToken } = await addedMember();
    const probe = await beginSetup(probeToken);
    const counter = failBlobsCall(0);
    await finishSetup({ token: probeToken, password: PASSWORD, code: totpCode(probe.secret) });
    counter.restore();
    const steps = counter.calls();

    for (let step = 1; step <= steps; step++) {
      const { email, token } = await addedMember();
      const { secret } = await beginSetup(token);
      const before = await stored(email);
      const details = { token, password: PASSWORD, code: totpCode(secret) };
      const failing = failBlobsCall(step);
      const first = await finishSetup(details).then(
        (codes) => ({ codes }),
        (error: unknown) => ({ error }),
      );
      failing.restore();
      if ('codes' in first) {
        // Only the last step (removing the dead link's record) may fail without failing the answer.
        expect(step, `step ${step} failed silently`).toBe(steps);
        await expectSetUp(email, token, secret, first.codes);
        continue;
      }
      expect(String(first.error)).toContain('injected failure');
      const after = await stored(email);
      // Either nothing changed, or the set-up is committed and marked unfinished for the retry.
      if (!isSetUp(after)) expect(after).toEqual(before);
      else expect(after.unfinishedSetup).not.toBeNull();
      const codes = await finishSetup(details);
      await expectSetUp(email, token, secret, codes);
    }
  }, 60_000);

  it('completes a committed set-up only for the password it set: the link alone opens nothing', async () => {
    const { email, token } = await addedMember();
    const { secret } = await beginSetup(token);
    // Break the first call after the commit: the same step number, earlier, leaves nothing changed and the link works.
    let failed = false;
    for (let step = 1; !failed; step++) {
      const failing = failBlobsCall(step);
      const answer = await refusal(finishSetup({ token, password: PASSWORD, code: totpCode(secret) }));
      failing.restore();
      failed = answer instanceof Error && (await stored(email)).unfinishedSetup !== null;
    }
    const other = await refusal(
      finishSetup({ token, password: 'someone else chose this one', code: totpCode(secret) }),
    );
    expect(other).toBe('setupLinkInvalid');
    expect((await stored(email)).unfinishedSetup).not.toBeNull();
    const codes = await finishSetup({ token, password: PASSWORD, code: totpCode(secret) });
    await expectSetUp(email, token, secret, codes);
  }, 60_000);
});

describe('begin set-up', () => {
  it('survives a failure at every Blobs call: nothing changed, or the secret a retry offers again', async () => {
    const { token: probeToken } = await addedMember();
    const counter = failBlobsCall(0);
    await beginSetup(probeToken);
    counter.restore();
    for (let step = 1; step <= counter.calls(); step++) {
      const { email, token } = await addedMember();
      const before = await stored(email);
      const failing = failBlobsCall(step);
      const first = await refusal(beginSetup(token));
      failing.restore();
      expect(String(first)).toContain('injected failure');
      const after = await stored(email);
      const offered = await beginSetup(token);
      if (after.pendingTotpSecret === null) expect(after).toEqual(before);
      else expect(offered.secret).toBe(after.pendingTotpSecret);
      expect((await stored(email)).pendingTotpSecret).toBe(offered.secret);
    }
  });
});

describe('set-up generations', () => {
  const owner = async (): Promise<Member> => stored(demoMember('owner').email);

  it('a reset cancels every earlier link, before or after the member used it', async () => {
    const { email, token: first } = await addedMember();
    const { setupToken: second } = await changeMember(await owner(), email, { action: 'reset' });
    if (!second) throw new Error('a reset issues a link');
    expect(await refusal(beginSetup(first))).toBe('setupLinkInvalid');
    const { secret } = await beginSetup(second);
    await finishSetup({ token: second, password: PASSWORD, code: totpCode(secret) });
    // The review's takeover: the first link after the member set up with the second.
    expect(await refusal(beginSetup(first))).toBe('setupLinkInvalid');
    expect(await refusal(finishSetup({ token: first, password: PASSWORD, code: totpCode(secret) }))).toBe(
      'setupLinkInvalid',
    );
  });

  it('disabling cancels the open link, and enabling does not bring it back', async () => {
    const { email, token } = await addedMember();
    await changeMember(await owner(), email, { action: 'disable' });
    await changeMember(await owner(), email, { action: 'enable' });
    expect(await refusal(beginSetup(token))).toBe('setupLinkInvalid');
  });

  it('a link of a member already set up opens nothing, even of the current generation', async () => {
    const { email, token } = await addedMember();
    const { secret } = await beginSetup(token);
    await finishSetup({ token, password: PASSWORD, code: totpCode(secret) });
    const member = await stored(email);
    // A link issued in the member's current generation without a reset (as a bug or a stale tool might).
    const stray = await issueSetupToken(member);
    expect(await refusal(beginSetup(stray))).toBe('setupLinkInvalid');
  });

  it('survives a failure at every Blobs call of a reset: a second reset completes it with one working link', async () => {
    const { email: probe } = await addedMember();
    const resetBy = await owner();
    const counter = failBlobsCall(0);
    await changeMember(resetBy, probe, { action: 'reset' });
    counter.restore();
    for (let step = 1; step <= counter.calls(); step++) {
      const { email, token: added } = await addedMember();
      const resetBy = await owner();
      const failing = failBlobsCall(step);
      const first = await changeMember(resetBy, email, { action: 'reset' }).then(
        (result) => result,
        (error: unknown) => error,
      );
      failing.restore();
      expect(String(first)).toContain('injected failure');
      const { setupToken } = await changeMember(await owner(), email, { action: 'reset' });
      if (!setupToken) throw new Error('a reset issues a link');
      expect(await refusal(beginSetup(added))).toBe('setupLinkInvalid');
      expect((await beginSetup(setupToken)).email).toBe(email);
    }
  });
});
