import type { StaffRole } from '../../../src/domain/staff';
import { appendAudit } from '../audit';
import { notFound, refuse } from '../http/errors';
import {
  issueSetupToken,
  listMembers,
  type Member,
  publicMember,
  updateMember,
  withSessionsEnded,
  withSetupLinksCancelled,
} from './members';

export type StaffChange = { action: 'disable' | 'enable' | 'reset' } | { action: 'roles'; roles: StaffRole[] };

/** The member after the owner's change, and for a reset the new set-up link's token. */
export interface ChangedMember {
  member: Member;
  setupToken?: string;
}

function changed(member: Member, change: StaffChange): Member {
  switch (change.action) {
    case 'disable':
      return withSetupLinksCancelled(withSessionsEnded({ ...member, disabled: true }));
    case 'enable':
      return { ...member, disabled: false };
    case 'roles':
      return { ...member, roles: change.roles };
    case 'reset':
      return withSetupLinksCancelled(
        withSessionsEnded({
          ...member,
          passwordHash: null,
          totpSecret: null,
          recoveryCodeHashes: [],
          secondFactorFailures: [],
          unfinishedSetup: null,
        }),
      );
  }
}

/** Someone besides `email` can still manage the staff: an enabled member with the owner role. */
async function anotherOwnerThan(email: string): Promise<boolean> {
  return (await listMembers()).some(
    (member) => member.email !== email && !member.disabled && member.roles.includes('owner'),
  );
}

const dropsOwner = (change: StaffChange) => change.action === 'roles' && !change.roles.includes('owner');

/**
 * The owner's change to a member: disable (sessions and open set-up links end at once), enable, set the roles, or
 * reset the sign-in (password, authenticator and recovery codes cleared, sessions and every earlier link ended, one
 * new 24-hour link). New roles count from the member's next call: every call reads the member's roles afresh
 * (auth.ts), so their open sessions go on with the new roles. An owner cannot disable themself: 400
 * `ownerKeepsOwnAccess`; the owner role is taken from a member (the acting owner too) only while another enabled
 * owner remains, else 400 `lastOwner` (the site would be left without anyone to manage its staff); 404
 * `noStaffMember`.
 *
 * Steps: one conditional write of the member, then (reset) the new link's record, then the audit entry (before and
 * after name the roles). A failure before the write changes nothing; after it, the same change again completes it: a
 * repeated reset moves the generation once more and issues the link (any link issued before is cancelled), the
 * other changes are idempotent. The link is written after the generation moved, so it never names a generation the
 * member has not reached. Two owners taking the owner role from each other at once both pass the first check; the
 * check after the write finds no owner left and gives the role back, so at worst both are refused.
 */
export async function changeMember(owner: Member, email: string, change: StaffChange): Promise<ChangedMember> {
  if (email === owner.email && change.action === 'disable') throw refuse(400, 'ownerKeepsOwnAccess');
  if (dropsOwner(change) && !(await anotherOwnerThan(email))) throw refuse(400, 'lastOwner');
  const result = await updateMember(email, (member) => changed(member, change));
  if (!result) throw notFound('noStaffMember');
  if (dropsOwner(change) && result.before.roles.includes('owner') && !(await anotherOwnerThan(email))) {
    await updateMember(email, (member) => ({ ...member, roles: [...new Set([...member.roles, 'owner' as const])] }));
    throw refuse(400, 'lastOwner');
  }
  const setupToken = change.action === 'reset' ? await issueSetupToken(result.after) : undefined;
  await appendAudit({
    actor: owner.email,
    action: `staff-${change.action}`,
    record: `staff/${email}`,
    before: publicMember(result.before),
    after: publicMember(result.after),
  });
  return setupToken ? { member: result.after, setupToken } : { member: result.after };
}
