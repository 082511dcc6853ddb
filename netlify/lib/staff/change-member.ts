import type { StaffRole } from '../../../src/domain/staff';
import { appendAudit } from '../audit';
import { notFound, refuse } from '../http/errors';
import {
  issueSetupToken,
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

/**
 * The owner's change to a member: disable (sessions and open set-up links end at once), enable, set the roles, or
 * reset the sign-in (password, authenticator and recovery codes cleared, sessions and every earlier link ended, one
 * new 24-hour link). An owner cannot disable themself or drop their own owner role (the site would be left without
 * one): 400 `ownerKeepsOwnAccess`; 404 `noStaffMember`.
 *
 * Steps: one conditional write of the member, then (reset) the new link's record, then the audit entry. A failure
 * before the write changes nothing; after it, the same change again completes it: a repeated reset moves the
 * generation once more and issues the link (any link issued before is cancelled), the other changes are idempotent.
 * The link is written after the generation moved, so it never names a generation the member has not reached.
 */
export async function changeMember(owner: Member, email: string, change: StaffChange): Promise<ChangedMember> {
  const self = email === owner.email;
  if (self && (change.action === 'disable' || (change.action === 'roles' && !change.roles.includes('owner')))) {
    throw refuse(400, 'ownerKeepsOwnAccess');
  }
  const result = await updateMember(email, (member) => changed(member, change));
  if (!result) throw notFound('noStaffMember');
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
