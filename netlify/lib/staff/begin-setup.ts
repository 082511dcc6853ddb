import { refuse } from '../http/errors';
import { linkOpens, setupLinkOf, updateMember } from './members';
import { newTotpSecret, totpUri } from './totp';

export interface SetupOffer {
  name: string;
  email: string;
  /** The authenticator secret (base32) the member scans, kept as pending until finish-setup.ts confirms it. */
  secret: string;
  /** Its otpauth:// URI, for the QR code. */
  uri: string;
}

/**
 * Opens a set-up link: the member it names and an authenticator secret to scan. One conditional write stores the
 * secret as pending; a link opened again (a reload, a retry after a lost answer) offers the same secret, so nothing
 * the member already scanned goes stale. 400 `setupLinkInvalid` for an unknown or expired link, one of an older
 * generation (a newer link, a finished set-up or disabling cancelled it), or a member already set up.
 */
export async function beginSetup(token: string, now = Date.now()): Promise<SetupOffer> {
  const link = await setupLinkOf(token, now);
  if (!link) throw refuse(400, 'setupLinkInvalid');
  const offered = newTotpSecret();
  const changed = await updateMember(link.member.email, (current) => {
    if (!linkOpens(current, link.generation)) throw refuse(400, 'setupLinkInvalid');
    return current.pendingTotpSecret ? null : { ...current, pendingTotpSecret: offered };
  });
  const secret = changed?.after.pendingTotpSecret;
  if (!changed || !secret) throw refuse(400, 'setupLinkInvalid');
  const { name, email } = changed.after;
  return { name, email, secret, uri: totpUri(secret, email) };
}
