import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminLogout from '../../netlify/functions/admin-logout.mts';
import logoutEverywhere from '../../netlify/functions/admin-logout-everywhere.mts';
import changePassword from '../../netlify/functions/admin-password.mts';
import adminSession from '../../netlify/functions/admin-session.mts';
import setupBegin from '../../netlify/functions/admin-setup-begin.mts';
import setupFinish from '../../netlify/functions/admin-setup-finish.mts';
import staffAdd from '../../netlify/functions/admin-staff-add.mts';
import staffChange from '../../netlify/functions/admin-staff-change.mts';
import staffList from '../../netlify/functions/admin-staff-list.mts';
import all from '../../netlify/functions/admissions-all.mts';
import certificate from '../../netlify/functions/admissions-certificate.mts';
import exportCsv from '../../netlify/functions/admissions-export.mts';
import slip from '../../netlify/functions/admissions-slip.mts';
import submitApplication from '../../netlify/functions/admissions-submit.mts';
import update from '../../netlify/functions/admissions-update.mts';
import { ADMIN_LOGIN_POLICY } from '../../netlify/lib/staff/auth';
import { changeMember } from '../../netlify/lib/staff/change-member';
import { findMember, listMembers, type Member, updateMember } from '../../netlify/lib/staff/members';
import { STAFF_ROLES, type StaffRole } from '../../src/domain/staff';
import { adminSessionCookie, demoMember, totpCode } from '../support/admin';
import { application } from '../support/applications';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

const INVALID = 'Invalid password. Please contact administrator.';
const TOTP_STEP_MS = 30_000;

hashCheaplyInThisFile();
setUpTestBlobs({ seed: false, staff: true });
afterEach(() => {
  vi.unstubAllEnvs();
});

const login = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  callFunction(adminLogin, '/api/admin/login', { method: 'POST', body, ip, headers });
const post = (fn: Parameters<typeof callFunction>[0], path: string, cookie: string, body?: unknown) =>
  callFunction(fn, path, { method: 'POST', body, headers: { cookie } });
const get = (fn: Parameters<typeof callFunction>[0], path: string, cookie = '') =>
  callFunction(fn, path, { headers: cookie ? { cookie } : {} });

const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  for (const role of STAFF_ROLES) cookies[role] = await adminSessionCookie(role);
});
const as = (role: StaffRole) => cookies[role] ?? '';

/** Adds a member as the owner and completes their set-up link; their password and authenticator secret. */
async function addReadyMember(email: string, roles: StaffRole[]) {
  const added = await post(staffAdd, '/api/admin/staff/add', as('owner'), { email, name: `Name of ${email}`, roles });
  expect(added.status).toBe(201);
  const { setupToken } = await added.json();
  return finishSetupOf(setupToken);
}

async function finishSetupOf(token: string) {
  const begun = await callFunction(setupBegin, '/api/admin/setup/begin', { method: 'POST', body: { token } });
  expect(begun.status).toBe(200);
  const { secret, uri } = await begun.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const password = 'a long enough passphrase';
  // The set-up uses the step before now, so the first sign-in's code (this step) is new.
  const finished = await callFunction(setupFinish, '/api/admin/setup/finish', {
    method: 'POST',
    body: { token, password, code: totpCode(secret, Date.now() - TOTP_STEP_MS) },
  });
  expect(finished.status).toBe(200);
  const { recoveryCodes } = await finished.json();
  return { password, secret, recoveryCodes: recoveryCodes as string[] };
}

describe('POST /api/admin/login', () => {
  const owner = demoMember('owner');

  it('signs a member in with e-mail, password and authenticator code: the name, the roles, a strict cookie', async () => {
    const response = await login({ email: owner.email.toUpperCase(), password: owner.password, code: totpCode() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, username: 'Demo Owner' });
    const setCookie = response.headers.get('set-cookie') ?? '';
    for (const part of ['admin_session=', 'HttpOnly', 'SameSite=Strict', 'Path=/api/', 'Max-Age=28800'])
      expect(setCookie).toContain(part);
    const session = await get(adminSession, '/api/admin/session', cookieFrom(response));
    expect(await session.json()).toMatchObject({
      authenticated: true,
      username: 'Demo Owner',
      email: owner.email,
      roles: ['owner'],
    });
  });

  it.each([
    ['a wrong password', { password: 'demo-wrong' }],
    ['a wrong code', { code: '000000' }],
    ['an unknown e-mail', { email: 'nobody@demo.awaaz.in' }],
  ])('answers the wrong-password text with 401 and no cookie for %s', async (_, change) => {
    const response = await login({ email: owner.email, password: owner.password, code: totpCode(), ...change });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, error: INVALID });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers the Hindi text to a Hindi page', async () => {
    const response = await login({ email: owner.email, password: 'x', code: '000000' }, freshIp(), {
      'accept-language': 'hi',
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBe('पासवर्ड गलत है। कृपया एडमिन से संपर्क करें।');
  });

  it('answers 400 naming a missing field', async () => {
    const response = await login({ email: owner.email, password: owner.password });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('code: code is required');
  });

  it('throttles wrong passwords per IP, even for the right one afterwards, but not the member’s own browser', async () => {
    const own = await login({ email: owner.email, password: owner.password, code: totpCode() });
    const device = own.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('admin-device_session='))
      ?.split(';')[0];
    const ip = freshIp();
    // Loopback callers are exempt in demo mode; these come from a documentation address.
    const statuses: number[] = [];
    for (let i = 0; i < ADMIN_LOGIN_POLICY.perIp.limit && !statuses.includes(429); i++) {
      statuses.push((await login({ email: owner.email, password: `wrong${i}`, code: '000000' }, ip)).status);
    }
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const blocked = await login({ email: owner.email, password: owner.password, code: totpCode() }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const trusted = await login({ email: owner.email, password: owner.password, code: totpCode() }, ip, {
      cookie: device ?? '',
    });
    expect(trusted.status).toBe(200);
  });
});

describe('roles: every endpoint checks them on the server', () => {
  it('refuses the owner’s endpoints to every other role with 403, and to no session with 401', async () => {
    for (const role of ['admissions', 'investor-relations', 'support'] as const) {
      expect((await get(staffList, '/api/admin/staff', as(role))).status).toBe(403);
      expect((await get(adminAudit, '/api/admin/audit', as(role))).status).toBe(403);
      const add = await post(staffAdd, '/api/admin/staff/add', as(role), {
        email: 'x@example.org',
        name: 'X',
        roles: ['owner'],
      });
      expect(add.status).toBe(403);
      expect((await add.json()).error).toBe('Your staff role does not allow this.');
      const change = await post(staffChange, '/api/admin/staff/change', as(role), {
        email: 'owner@demo.awaaz.in',
        action: 'disable',
      });
      expect(change.status).toBe(403);
    }
    expect((await get(staffList, '/api/admin/staff')).status).toBe(401);
    expect((await get(adminAudit, '/api/admin/audit')).status).toBe(401);
  });

  it('opens the applications to admissions and the owner, each endpoint; deciding stays with admissions', async () => {
    const submitted = await callFunction(submitApplication, '/api/admissions', {
      method: 'POST',
      body: application(),
      ip: freshIp(),
    });
    expect(submitted.status).toBe(201);
    const reg: string = (await submitted.json()).registrationNumber;
    const decide = (role: StaffRole) =>
      callFunction(update, `/api/admissions/${reg}`, {
        method: 'PATCH',
        body: { status: 'approved' },
        params: { registrationNumber: reg },
        headers: { cookie: as(role) },
      });
    // Only the admissions role decides: the owner reads, and is refused like the other roles.
    for (const role of ['owner', 'investor-relations', 'support'] as const)
      expect((await decide(role)).status).toBe(403);
    expect((await decide('admissions')).status).toBe(200);
    const pdf = (fn: typeof slip, kind: string, role: StaffRole) =>
      callFunction(fn, `/api/admissions/${kind}/${reg}`, {
        params: { registrationNumber: reg },
        headers: { cookie: as(role) },
      });
    const reads = {
      list: (role: StaffRole) => get(all, '/api/admissions/all', as(role)),
      search: (role: StaffRole) => get(all, `/api/admissions/all?search=${reg}`, as(role)),
      export: (role: StaffRole) => get(exportCsv, '/api/admissions/export', as(role)),
      slip: (role: StaffRole) => pdf(slip, 'slip', role),
      certificate: (role: StaffRole) => pdf(certificate, 'certificate', role),
    };
    for (const [name, read] of Object.entries(reads)) {
      for (const role of ['owner', 'admissions'] as const)
        expect([name, role, (await read(role)).status]).toEqual([name, role, 200]);
      for (const role of ['investor-relations', 'support'] as const) {
        expect([name, role, (await read(role)).status]).toEqual([name, role, 403]);
      }
    }
    const listed = await (await reads.search('owner')).json();
    expect(listed.applications.map((found: { registrationNumber: string }) => found.registrationNumber)).toEqual([reg]);
  });
});

describe('staff accounts', () => {
  it('adds a member who sets a password and an authenticator through the one-time link, then signs in', async () => {
    const { password, secret } = await addReadyMember('meera@example.org', ['investor-relations', 'support']);
    const response = await login({ email: 'meera@example.org', password, code: totpCode(secret) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, username: 'Name of meera@example.org' });
    const session = await (await get(adminSession, '/api/admin/session', cookieFrom(response))).json();
    expect(session.roles).toEqual(['investor-relations', 'support']);
    const listed = await (await get(staffList, '/api/admin/staff', as('owner'))).json();
    const member = listed.members.find((m: { email: string }) => m.email === 'meera@example.org');
    expect(member).toEqual({
      email: 'meera@example.org',
      name: 'Name of meera@example.org',
      roles: ['investor-relations', 'support'],
      disabled: false,
      ready: true,
    });
    expect(JSON.stringify(listed)).not.toMatch(/scrypt|secret|Hash/);
  });

  it('refuses a used set-up link, and a second member with the same e-mail', async () => {
    const added = await post(staffAdd, '/api/admin/staff/add', as('owner'), {
      email: 'once@example.org',
      name: 'Once',
      roles: ['support'],
    });
    const { setupToken } = await added.json();
    await finishSetupOf(setupToken);
    const again = await callFunction(setupBegin, '/api/admin/setup/begin', {
      method: 'POST',
      body: { token: setupToken },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe('This set-up link is not valid any more. Ask the owner for a new one.');
    const twice = await post(staffAdd, '/api/admin/staff/add', as('owner'), {
      email: 'ONCE@example.org',
      name: 'Once again',
      roles: ['support'],
    });
    expect(twice.status).toBe(409);
  });

  it('refuses a set-up link after 24 hours', async () => {
    const added = await post(staffAdd, '/api/admin/staff/add', as('owner'), {
      email: 'late@example.org',
      name: 'Late',
      roles: ['support'],
    });
    const { setupToken } = await added.json();
    vi.useFakeTimers({ now: Date.now() + 24 * 3600_000 + 1000, toFake: ['Date'] });
    try {
      const late = await callFunction(setupBegin, '/api/admin/setup/begin', {
        method: 'POST',
        body: { token: setupToken },
      });
      expect(late.status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a code used before (no replay) and takes each recovery code once', async () => {
    const { password, secret, recoveryCodes } = await addReadyMember('replay@example.org', ['support']);
    expect(recoveryCodes).toHaveLength(10);
    const code = totpCode(secret);
    expect((await login({ email: 'replay@example.org', password, code })).status).toBe(200);
    expect((await login({ email: 'replay@example.org', password, code })).status).toBe(401);
    const recovery = recoveryCodes[0] ?? '';
    expect((await login({ email: 'replay@example.org', password, code: recovery })).status).toBe(200);
    expect((await login({ email: 'replay@example.org', password, code: recovery })).status).toBe(401);
  });

  it('ends a disabled member’s sessions at once and refuses their sign-in; enabling lets them sign in again', async () => {
    const { password, secret } = await addReadyMember('leaver@example.org', ['support']);
    const session = cookieFrom(await login({ email: 'leaver@example.org', password, code: totpCode(secret) }));
    expect((await (await get(adminSession, '/api/admin/session', session)).json()).authenticated).toBe(true);
    const disabled = await post(staffChange, '/api/admin/staff/change', as('owner'), {
      email: 'leaver@example.org',
      action: 'disable',
    });
    expect(disabled.status).toBe(200);
    expect((await disabled.json()).member.disabled).toBe(true);
    expect((await (await get(adminSession, '/api/admin/session', session)).json()).authenticated).toBe(false);
    const later = Date.now() + 31_000;
    const refused = await login({ email: 'leaver@example.org', password, code: totpCode(secret, later) });
    expect(refused.status).toBe(401);
    await post(staffChange, '/api/admin/staff/change', as('owner'), { email: 'leaver@example.org', action: 'enable' });
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    try {
      const back = await login({ email: 'leaver@example.org', password, code: totpCode(secret, later) });
      expect(back.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resets a member’s sign-in: sessions end, the old password stops, a new link sets it again', async () => {
    const first = await addReadyMember('reset@example.org', ['support']);
    const session = cookieFrom(
      await login({ email: 'reset@example.org', password: first.password, code: totpCode(first.secret) }),
    );
    const reset = await post(staffChange, '/api/admin/staff/change', as('owner'), {
      email: 'reset@example.org',
      action: 'reset',
    });
    expect(reset.status).toBe(200);
    const { setupToken } = await reset.json();
    expect(setupToken).toEqual(expect.any(String));
    expect((await (await get(adminSession, '/api/admin/session', session)).json()).authenticated).toBe(false);
    const second = await finishSetupOf(setupToken);
    expect(second.secret).not.toBe(first.secret);
    expect(
      (await login({ email: 'reset@example.org', password: second.password, code: totpCode(second.secret) })).status,
    ).toBe(200);
  });

  it('cancels the first link when the owner resets: it cannot take over the member who set up with the second', async () => {
    const added = await post(staffAdd, '/api/admin/staff/add', as('owner'), {
      email: 'takeover@example.org',
      name: 'Ritu Sharma',
      roles: ['support'],
    });
    const first = (await added.json()).setupToken;
    const reset = await post(staffChange, '/api/admin/staff/change', as('owner'), {
      email: 'takeover@example.org',
      action: 'reset',
    });
    const second = await finishSetupOf((await reset.json()).setupToken);
    const session = cookieFrom(
      await login({ email: 'takeover@example.org', password: second.password, code: totpCode(second.secret) }),
    );
    const begun = await callFunction(setupBegin, '/api/admin/setup/begin', { method: 'POST', body: { token: first } });
    expect(begun.status).toBe(400);
    expect((await begun.json()).code).toBe('setupLinkInvalid');
    const finished = await callFunction(setupFinish, '/api/admin/setup/finish', {
      method: 'POST',
      body: { token: first, password: 'the attacker’s own passphrase', code: totpCode(second.secret) },
    });
    expect(finished.status).toBe(400);
    // The member keeps their session, password and authenticator.
    expect((await (await get(adminSession, '/api/admin/session', session)).json()).authenticated).toBe(true);
  });

  it('uses a link once: a second finish with it fails, whoever sends it', async () => {
    const added = await post(staffAdd, '/api/admin/staff/add', as('owner'), {
      email: 'twice@example.org',
      name: 'Twice',
      roles: ['support'],
    });
    const { setupToken } = await added.json();
    const { secret } = await finishSetupOf(setupToken);
    const again = await callFunction(setupFinish, '/api/admin/setup/finish', {
      method: 'POST',
      body: { token: setupToken, password: 'a different long passphrase', code: totpCode(secret) },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('setupLinkInvalid');
  });

  it('refuses a guessable password at set-up, in English and Hindi, and keeps the link open for a better one', async () => {
    const added = await post(staffAdd, '/api/admin/staff/add', as('owner'), {
      email: 'kavya.rao@example.org',
      name: 'Kavya Rao',
      roles: ['support'],
    });
    const { setupToken } = await added.json();
    const begun = await callFunction(setupBegin, '/api/admin/setup/begin', {
      method: 'POST',
      body: { token: setupToken },
    });
    const { secret } = await begun.json();
    for (const [password, language, words] of [
      ['aaaaaaaaaaaa', 'en', 'This password is too easy to guess'],
      ['password1234', 'en', 'This password is too easy to guess'],
      ['kavya.rao@example.org', 'en', 'This password is too easy to guess'],
      ['qwertyuiop12', 'hi', 'यह पासवर्ड आसानी से अनुमान लगाया जा सकता है'],
    ] as const) {
      const weak = await callFunction(setupFinish, '/api/admin/setup/finish', {
        method: 'POST',
        body: { token: setupToken, password, code: totpCode(secret) },
        headers: { 'accept-language': language },
      });
      expect(weak.status, password).toBe(400);
      const body = await weak.json();
      expect(body.code).toBe('passwordTooWeak');
      expect(body.error).toContain(words);
    }
    const strong = await callFunction(setupFinish, '/api/admin/setup/finish', {
      method: 'POST',
      body: { token: setupToken, password: 'mango tiger violin harbour', code: totpCode(secret) },
    });
    expect(strong.status).toBe(200);
  });

  it('gives 10 recovery codes of 140 bits in groups of four, stored as neither the code nor its SHA-256', async () => {
    const { password, recoveryCodes } = await addReadyMember('codes@example.org', ['support']);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){6}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const record = JSON.stringify(await findMember('codes@example.org'));
    for (const code of recoveryCodes) {
      const bare = code.replaceAll('-', '');
      for (const form of [code, bare]) {
        expect(record).not.toContain(form);
        expect(record).not.toContain(createHash('sha256').update(form).digest('hex'));
      }
    }
    // Typed in capitals with spaces instead of dashes, it is the same code.
    const typed = (recoveryCodes[3] ?? '').toUpperCase().replaceAll('-', ' ');
    expect((await login({ email: 'codes@example.org', password, code: typed })).status).toBe(200);
  });

  it('stops checking codes from new devices after 5 wrong codes with the right password; the member’s browser still gets in', async () => {
    const email = 'stolen.password@example.org';
    const { password, secret } = await addReadyMember(email, ['support']);
    let now = Date.now();
    vi.useFakeTimers({ now, toFake: ['Date'] });
    // A minute apart, so the short account lock never answers and every code is of a new time step.
    const next = () => {
      now += 61_000;
      vi.setSystemTime(now);
      return now;
    };
    try {
      const own = await login({ email, password, code: totpCode(secret, next()) });
      const device = own.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('admin-device_session='))
        ?.split(';')[0];
      // Strangers' wrong passwords do not count towards it.
      for (let i = 0; i < 6; i++) {
        expect((await login({ email, password: `guess number ${i}`, code: totpCode(secret, next()) })).status).toBe(
          401,
        );
      }
      expect((await login({ email, password, code: totpCode(secret, next()) })).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        expect((await login({ email, password, code: String(100000 + i) }, freshIp())).status).toBe(401);
        next();
      }
      const guessed = await login({ email, password, code: totpCode(secret, next()) });
      expect(guessed.status).toBe(401);
      expect((await guessed.json()).error).toBe(INVALID);
      const trusted = await login({ email, password, code: totpCode(secret, next()) }, freshIp(), {
        cookie: device ?? '',
      });
      expect(trusted.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the owner from disabling themself, and the last owner from losing the owner role, in both languages', async () => {
    const self = await post(staffChange, '/api/admin/staff/change', as('owner'), {
      email: 'owner@demo.awaaz.in',
      action: 'disable',
    });
    expect(self.status).toBe(400);
    expect((await self.json()).code).toBe('ownerKeepsOwnAccess');
    const dropOwn = (headers: Record<string, string> = {}) =>
      callFunction(staffChange, '/api/admin/staff/change', {
        method: 'POST',
        body: { email: 'owner@demo.awaaz.in', action: 'roles', roles: ['support'] },
        headers: { cookie: as('owner'), ...headers },
      });
    const last = await dropOwn();
    expect(last.status).toBe(400);
    expect(await last.json()).toMatchObject({
      code: 'lastOwner',
      error: 'The site needs an owner: make another member owner before taking this owner role away.',
    });
    const hindi = await dropOwn({ 'accept-language': 'hi' });
    expect((await hindi.json()).error).toBe(
      'साइट को एक मालिक चाहिए: यह मालिक की भूमिका हटाने से पहले किसी और सदस्य को मालिक बनाइए।',
    );
    expect((await findMember('owner@demo.awaaz.in'))?.roles).toEqual(['owner']);
  });

  it('lets an owner give up the owner role while another owner remains; their session loses it at once', async () => {
    const { password, secret } = await addReadyMember('second-owner@example.org', ['owner']);
    const session = cookieFrom(await login({ email: 'second-owner@example.org', password, code: totpCode(secret) }));
    expect((await get(staffList, '/api/admin/staff', session)).status).toBe(200);
    const given = await post(staffChange, '/api/admin/staff/change', session, {
      email: 'second-owner@example.org',
      action: 'roles',
      roles: ['support'],
    });
    expect(given.status).toBe(200);
    expect((await given.json()).member.roles).toEqual(['support']);
    expect((await get(staffList, '/api/admin/staff', session)).status).toBe(403);
    const audit = await (
      await get(
        adminAudit,
        `/api/admin/audit?record=${encodeURIComponent('staff/second-owner@example.org')}`,
        as('owner'),
      )
    ).json();
    expect(audit.entries[0]).toMatchObject({
      actor: 'second-owner@example.org',
      action: 'staff-roles',
      before: { roles: ['owner'] },
      after: { roles: ['support'] },
    });
  });

  it('leaves an owner when two owners take the owner role from each other at once', async () => {
    const emails = ['twin-a@example.org', 'twin-b@example.org'];
    for (const email of emails) await addReadyMember(email, ['owner']);
    // The demo owner is disabled meanwhile, so the twins are the only owners.
    const demo = await findMember('owner@demo.awaaz.in');
    if (!demo) throw new Error('no demo owner');
    await updateMember(demo.email, (member) => ({ ...member, disabled: true }));
    try {
      const twins = await Promise.all(emails.map(async (email) => (await findMember(email)) as NonNullable<Member>));
      const results = await Promise.allSettled(
        twins.map((twin, index) =>
          changeMember(twin, emails[1 - index] ?? '', { action: 'roles', roles: ['support'] }),
        ),
      );
      expect(results.some((result) => result.status === 'rejected')).toBe(true);
      const owners = (await listMembers()).filter((member) => !member.disabled && member.roles.includes('owner'));
      expect(owners.length).toBeGreaterThan(0);
    } finally {
      await updateMember(demo.email, (member) => ({ ...member, disabled: false }));
    }
  });

  it('changes roles: the new role opens its endpoints at once', async () => {
    const { password, secret } = await addReadyMember('mover@example.org', ['support']);
    const session = cookieFrom(await login({ email: 'mover@example.org', password, code: totpCode(secret) }));
    expect((await get(all, '/api/admissions/all', session)).status).toBe(403);
    await post(staffChange, '/api/admin/staff/change', as('owner'), {
      email: 'mover@example.org',
      action: 'roles',
      roles: ['admissions'],
    });
    expect((await get(all, '/api/admissions/all', session)).status).toBe(200);
  });

  it('changes a member’s own password (the current one is checked) and signs out of every session', async () => {
    const { password, secret } = await addReadyMember('self@example.org', ['support']);
    const one = cookieFrom(await login({ email: 'self@example.org', password, code: totpCode(secret) }));
    const wrong = await post(changePassword, '/api/admin/password', one, {
      currentPassword: 'not it at all',
      newPassword: 'another long passphrase',
    });
    expect(wrong.status).toBe(400);
    const short = await post(changePassword, '/api/admin/password', one, {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    const changed = await post(changePassword, '/api/admin/password', one, {
      currentPassword: password,
      newPassword: 'another long passphrase',
    });
    expect(changed.status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      const code = totpCode(secret);
      expect((await login({ email: 'self@example.org', password, code })).status).toBe(401);
      const two = cookieFrom(await login({ email: 'self@example.org', password: 'another long passphrase', code }));
      expect((await post(logoutEverywhere, '/api/admin/logout-everywhere', two)).status).toBe(200);
      for (const cookie of [one, two]) {
        expect((await (await get(adminSession, '/api/admin/session', cookie)).json()).authenticated).toBe(false);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the member’s other sessions when they change their password; the one they changed it in continues', async () => {
    const { password, secret } = await addReadyMember('two.browsers@example.org', ['support']);
    const here = cookieFrom(await login({ email: 'two.browsers@example.org', password, code: totpCode(secret) }));
    const later = Date.now() + 31_000;
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    try {
      const there = cookieFrom(
        await login({ email: 'two.browsers@example.org', password, code: totpCode(secret, later) }),
      );
      const changed = await post(changePassword, '/api/admin/password', here, {
        currentPassword: password,
        newPassword: 'mango tiger violin harbour',
      });
      expect(changed.status).toBe(200);
      const renewed = cookieFrom(changed);
      const other = await post(changePassword, '/api/admin/password', there, {
        currentPassword: 'mango tiger violin harbour',
        newPassword: 'kite ladder ocean pepper',
      });
      expect(other.status).toBe(401);
      expect((await (await get(adminSession, '/api/admin/session', renewed)).json()).authenticated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a guessable new password when a member changes theirs', async () => {
    const { password, secret } = await addReadyMember('weak.change@example.org', ['support']);
    const session = cookieFrom(await login({ email: 'weak.change@example.org', password, code: totpCode(secret) }));
    const weak = await post(changePassword, '/api/admin/password', session, {
      currentPassword: password,
      newPassword: 'password1234',
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).code).toBe('passwordTooWeak');
  });

  it('logs out: the copied cookie no longer counts', async () => {
    const cookie = await adminSessionCookie('support');
    expect((await post(adminLogout, '/api/admin/logout', cookie)).status).toBe(200);
    expect((await (await get(adminSession, '/api/admin/session', cookie)).json()).authenticated).toBe(false);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists a record’s entries newest first with the actor’s e-mail, before and after, and never a secret', async () => {
    const { password, secret } = await addReadyMember('audited@example.org', ['support']);
    await login({ email: 'audited@example.org', password: 'wrong password!', code: '000000' });
    await login({ email: 'nobody@example.org', password: 'wrong password!', code: '000000' });
    await login({ email: 'audited@example.org', password, code: totpCode(secret) });
    await post(staffChange, '/api/admin/staff/change', as('owner'), {
      email: 'audited@example.org',
      action: 'roles',
      roles: ['support', 'admissions'],
    });
    const response = await get(adminAudit, '/api/admin/audit?record=staff%2Faudited%40example.org', as('owner'));
    expect(response.status).toBe(200);
    const { success, entries } = await response.json();
    expect(success).toBe(true);
    // The failed sign-in is a refusal: listed apart, so strangers' guesses never crowd the member's record.
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'staff-roles',
      'sign-in',
      'sign-in-set-up',
      'staff-added',
    ]);
    const refusals = await (await get(adminAudit, '/api/admin/audit?view=refusals', as('owner'))).json();
    expect(refusals.entries).toContainEqual(
      expect.objectContaining({ action: 'sign-in-failed', actor: 'audited@example.org' }),
    );
    const unknown = refusals.entries.filter((e: { actor: string }) => e.actor === 'nobody@example.org');
    expect(unknown.length).toBeGreaterThan(0);
    for (const stranger of unknown) expect(stranger.actorName).toBeUndefined();
    // The acting member's name comes with each entry; a stranger's failed sign-in (above) has none.
    expect(entries[0]).toMatchObject({
      actor: 'owner@demo.awaaz.in',
      actorName: 'Demo Owner',
      record: 'staff/audited@example.org',
      before: { roles: ['support'] },
      after: { roles: ['support', 'admissions'] },
    });
    const times = entries.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const text = JSON.stringify([...entries, ...refusals.entries]);
    for (const secretPart of [password, secret, 'scrypt', 'wrong password!']) expect(text).not.toContain(secretPart);
  });

  it('filters by person and by date (India’s days)', async () => {
    const byActor = await (await get(adminAudit, '/api/admin/audit?actor=OWNER%40demo.awaaz.in', as('owner'))).json();
    expect(byActor.entries.length).toBeGreaterThan(0);
    expect(byActor.entries.every((e: { actor: string }) => e.actor === 'owner@demo.awaaz.in')).toBe(true);
    const future = await (await get(adminAudit, '/api/admin/audit?from=2999-01-01', as('owner'))).json();
    expect(future.entries).toEqual([]);
    const past = await (await get(adminAudit, '/api/admin/audit?to=2000-01-01', as('owner'))).json();
    expect(past.entries).toEqual([]);
    const bad = await get(adminAudit, '/api/admin/audit?from=yesterday', as('owner'));
    expect(bad.status).toBe(400);
  });
});
