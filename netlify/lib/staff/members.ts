import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SETUP_LINK_HOURS, STAFF_ROLES, type StaffRole } from '../../../src/domain/staff';
import { isDemoMode } from '../security/demo-mode';
import { type BlobState, readWithEtag, updateBlob } from '../storage/blob-update';
import { hashedKey } from '../storage/key-hash';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';

/**
 * Staff members in the "staff" store: `member/<hash of the e-mail>` holds the name, roles, scrypt password hash,
 * TOTP secret, HMACs of the unused recovery codes (totp.ts), and `sessionGeneration`: a session names the generation
 * it was issued in, so raising it (disabling a member, "sign out everywhere", a reset, a finished set-up, a password
 * change) ends every session at once.
 * `setupGeneration` does the same for set-up links: a link's token is kept only as its SHA-256 hash in
 * `setup/<hash>`, naming the member and the generation it was issued in, and opens nothing once the member's
 * generation has moved on (adding, resetting, finishing a set-up and disabling each move it).
 */
export const memberSchema = z.object({
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  passwordHash: z.string().nullable(),
  totpSecret: z.string().nullable(),
  /** The TOTP time step last used: a code of that step or an earlier one is refused (no replay). */
  lastTotpStep: z.number().default(0),
  recoveryCodeHashes: z.array(z.string()).default([]),
  /** When a right password came with a wrong code from an unknown device, in the last 24 hours (admin-auth.ts). */
  secondFactorFailures: z.array(z.number()).default([]),
  disabled: z.boolean().default(false),
  sessionGeneration: z.number().default(0),
  /** The generation of set-up links: only a link issued in this generation opens anything. */
  setupGeneration: z.number().default(0),
  /**
   * Set by a finished set-up's commit and cleared once its audit entry is written: the SHA-256 of that link's token,
   * so a retry of the same finish with the password it set can complete it (finish-setup.ts).
   */
  unfinishedSetup: z.string().nullable().default(null),
  /** The authenticator secret offered by the open set-up link, until the member confirms it with a code. */
  pendingTotpSecret: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

const setupSchema = z.object({ email: z.string(), expiresAt: z.number(), generation: z.number() });

const memberKey = (email: string) => `member/${hashedKey(email)}`;
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const setupKey = (token: string) => `setup/${tokenHash(token)}`;

/** The seeded demo members' domain: outside demo mode they are treated as unknown. */
const DEMO_DOMAIN = '@demo.awaaz.in';
const isDisabledDemoMember = (email: string) => email.endsWith(DEMO_DOMAIN) && !isDemoMode();
/**
 * A demo member in demo mode may use one authenticator code more than once: the browser tests and a tester sign in
 * several times within 30 seconds. Every other member's code is refused the second time.
 */
export const mayReuseCode = (email: string) => email.endsWith(DEMO_DOMAIN) && isDemoMode();

export async function findMember(email: string): Promise<Member | null> {
  if (isDisabledDemoMember(email)) return null;
  return parseStored(memberSchema, 'staff', await store('staff').get(memberKey(email), { type: 'json' }));
}

/** The member with the blob as read (its ETag), for an update that starts from it instead of reading it again. */
export async function findMemberState(email: string): Promise<{ member: Member | null; state: BlobState }> {
  if (isDisabledDemoMember(email)) return { member: null, state: null };
  const state = await readWithEtag(store('staff'), memberKey(email));
  return { member: parseStored(memberSchema, 'staff', state?.data ?? null), state };
}

/** Every member, by name. */
export async function listMembers(): Promise<Member[]> {
  const staff = store('staff');
  const { blobs } = await staff.list({ prefix: 'member/' });
  const members = await Promise.all(
    blobs.map(async ({ key }) => parseStored(memberSchema, 'staff', await staff.get(key, { type: 'json' }))),
  );
  return members.filter((member): member is Member => member !== null).sort((a, b) => a.name.localeCompare(b.name));
}

/** True when the member's roles allow any of `roles`. */
export const holdsRole = (member: Member, roles: readonly StaffRole[]) =>
  roles.some((role) => member.roles.includes(role));

/**
 * Changes one member atomically (conditional write). `change` returns the new record, or null to leave it; it may
 * throw to refuse. Resolves with the record before and after, or null when there is no such member. `from`: the
 * member's blob as read just before (findMemberState), when there is one.
 */
export function updateMember(
  email: string,
  change: (member: Member) => Member | null,
  from?: BlobState,
): Promise<{ before: Member; after: Member } | null> {
  const key = memberKey(email);
  return updateBlob(
    store('staff'),
    `staff/${key}`,
    key,
    (data) => {
      const before = parseStored(memberSchema, 'staff', data);
      if (!before) return { result: null };
      const after = change(before);
      return after ? { write: after, result: { before, after } } : { result: { before, after: before } };
    },
    from === undefined ? {} : { from },
  );
}

/** A member who has not set a password or an authenticator yet. */
export function newMember({ email, name, roles }: Pick<Member, 'email' | 'name' | 'roles'>, now = Date.now()): Member {
  return {
    email,
    name,
    roles,
    passwordHash: null,
    totpSecret: null,
    lastTotpStep: 0,
    recoveryCodeHashes: [],
    secondFactorFailures: [],
    disabled: false,
    sessionGeneration: 0,
    setupGeneration: 0,
    unfinishedSetup: null,
    pendingTotpSecret: null,
    createdAt: new Date(now).toISOString(),
  };
}

/** Stores a new member; false when the e-mail is taken. */
export function createMember(member: Member): Promise<boolean> {
  const key = memberKey(member.email);
  return updateBlob(store('staff'), `staff/${key}`, key, (data) =>
    data === null ? { write: member, result: true } : { result: false },
  );
}

/**
 * A fresh set-up token for the member, valid SETUP_LINK_HOURS, in the member's current set-up generation. Call it only
 * right after the change that moved the generation (adding, resetting), so each generation has one link.
 */
export async function issueSetupToken(member: Member, now = Date.now()): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await store('staff').setJSON(setupKey(token), {
    email: member.email,
    expiresAt: now + SETUP_LINK_HOURS * 3600_000,
    generation: member.setupGeneration,
  });
  return token;
}

/**
 * The member a set-up token was issued for and the generation it names, while the token is well-formed, known and
 * within its 24 hours. Whether that generation is still the member's is the caller's check (it decides under a
 * conditional write); null when there is no such link or member.
 */
export async function setupLinkOf(
  token: string,
  now = Date.now(),
): Promise<{ member: Member; generation: number } | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const setup = parseStored(setupSchema, 'staff', await store('staff').get(setupKey(token), { type: 'json' }));
  if (!setup || setup.expiresAt <= now) return null;
  const member = await findMember(setup.email);
  return member ? { member, generation: setup.generation } : null;
}

/** Removes a used link's record (it already opens nothing: its generation has passed). */
export async function deleteSetupToken(token: string): Promise<void> {
  await store('staff').delete(setupKey(token));
}

/** True once the member has a password or an authenticator: a set-up link no longer applies to them. */
export const isSetUp = (member: Member) => member.passwordHash !== null || member.totpSecret !== null;

/** True when a link of `generation` may still set the member up: its generation is current, the member enabled and not set up. */
export const linkOpens = (member: Member, generation: number) =>
  generation === member.setupGeneration && !member.disabled && !isSetUp(member);

/** The member with every open set-up link cancelled (and the authenticator one of them offered dropped). */
export const withSetupLinksCancelled = (member: Member): Member => ({
  ...member,
  setupGeneration: member.setupGeneration + 1,
  pendingTotpSecret: null,
});

/** A session's subject: the member and the generation it was issued in. */
export const sessionSubject = (member: Member) => `${member.sessionGeneration}:${member.email}`;

export function parseSessionSubject(sub: string): { generation: number; email: string } | null {
  const match = /^(\d+):(.+)$/.exec(sub);
  return match ? { generation: Number(match[1]), email: match[2] ?? '' } : null;
}

/** The member with every session ended. */
export const withSessionsEnded = (member: Member): Member => ({
  ...member,
  sessionGeneration: member.sessionGeneration + 1,
});

/** What the owner and the audit log may see of a member: never a hash or a secret. */
export function publicMember(member: Member) {
  return {
    email: member.email,
    name: member.name,
    roles: member.roles,
    disabled: member.disabled,
    ready: member.passwordHash !== null && member.totpSecret !== null,
  };
}
