import { appendAudit } from '../audit';
import { refuse } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/password-hash';
import { type Member, updateMember, withSessionsEnded } from './members';
import { assertStrongPassword } from './password-strength';

/**
 * A signed-in member's new password: the current one is checked (400 `currentPasswordWrong`), the new one must be
 * hard to guess (400 `passwordTooWeak`, password-strength.ts). One conditional write sets it and ends every session
 * of the member, so a session someone else holds ends with the old password; the caller re-issues its own session
 * in the new generation. Returns the member as written. A failure before the write changes nothing; after it the
 * password is changed and the member signs in with it.
 */
export async function changeOwnPassword(member: Member, currentPassword: string, newPassword: string): Promise<Member> {
  if (!member.passwordHash || !(await verifyPassword(currentPassword, member.passwordHash))) {
    throw refuse(400, 'currentPasswordWrong');
  }
  await assertStrongPassword(newPassword, member);
  const passwordHash = await hashPassword(newPassword);
  // Wrong codes sent with the old password (admin-auth.ts) no longer say anything about the new one.
  const result = await updateMember(member.email, (current) =>
    withSessionsEnded({ ...current, passwordHash, secondFactorFailures: [] }),
  );
  if (!result) throw refuse(401, 'adminLoginRequired');
  await appendAudit({ actor: member.email, action: 'password-changed', record: `staff/${member.email}` });
  return result.after;
}
