import { siteWording } from '../../../src/content/site';
import type { Locale } from '../../../src/domain/locale';
import { localePath } from '../../../src/domain/locale';
import { SETUP_FRAGMENT, SETUP_LINK_HOURS } from '../../../src/domain/staff';
import { composeMail } from './compose';
import { MAIL_WORDS } from './mail-words';
import { type Delivery, queueAndSend } from './outbox';

export const STAFF_SETUP_KIND = 'staff-setup';

/**
 * For the back office: the one-time set-up link of a new member (or of one whose second factor the owner reset),
 * mailed to the member as well as shown once to the owner. The mail is not retried after the link has expired.
 * Never throws: the member exists whatever the mail does (the outbox retries it while the link is valid).
 */
export function enqueueStaffSetup({
  email,
  name,
  owner,
  token,
  origin,
  locale = 'en',
}: {
  email: string;
  name: string;
  /** The owner who added the member, by name. */
  owner: string;
  token: string;
  /** The site's address (site-origin.ts). */
  origin: string;
  locale?: Locale;
}): Promise<Delivery | 'not-queued'> {
  const words = MAIL_WORDS[locale];
  const { instituteName } = siteWording(locale);
  const link = `${origin}${localePath('/admin', locale)}${SETUP_FRAGMENT}${token}`;
  const mail = composeMail(locale, words.staffSetup.subject(instituteName), [
    { kind: 'text', text: words.greeting(name) },
    { kind: 'text', text: words.staffSetup.intro(owner) },
    { kind: 'link', label: words.staffSetup.linkLabel, href: link },
    { kind: 'text', text: words.staffSetup.validity(SETUP_LINK_HOURS) },
    { kind: 'text', text: words.staffSetup.ignore },
    { kind: 'text', text: words.staffSetup.signOff(instituteName) },
  ]);
  return queueAndSend(
    { ...mail, attachments: [] },
    { kind: STAFF_SETUP_KIND, to: [email], lifetimeMs: SETUP_LINK_HOURS * 3600_000 },
  );
}
