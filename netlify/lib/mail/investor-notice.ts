import { site } from '../../../src/content/site';
import type { Locale } from '../../../src/domain/locale';
import { localePath } from '../../../src/domain/locale';
import { composeMail } from './compose';
import { MAIL_WORDS } from './mail-words';
import { type Delivery, queueAndSend } from './outbox';

export const INVESTOR_NOTICE_KIND = 'investor-notice';

/**
 * For the back office: after staff post a notification for an investor or record a payment, a short mail that
 * points to the investor portal. It names neither the amount nor the investor code (a subject shows on a locked
 * screen; a code is the investor's credential); without an e-mail on the investor's record nothing is sent.
 * Never throws: the staff action has succeeded whatever the mail does (the outbox retries it).
 */
export async function enqueueInvestorNotice({
  email,
  origin,
  locale = 'en',
}: {
  email: string | undefined;
  /** The site's address (site-origin.ts). */
  origin: string;
  locale?: Locale;
}): Promise<Delivery | 'not-queued' | 'no-address'> {
  if (!email) return 'no-address';
  const words = MAIL_WORDS[locale].investorNotice;
  const link = `${origin}${localePath('/investor-portal', locale)}`;
  const mail = composeMail(locale, words.subject, [
    { kind: 'text', text: words.greeting },
    { kind: 'text', text: words.intro },
    { kind: 'text', text: words.follow(link) },
    { kind: 'link', label: words.subject, href: link },
    { kind: 'text', text: words.signOff(site.legalName) },
  ]);
  return queueAndSend({ ...mail, attachments: [] }, { kind: INVESTOR_NOTICE_KIND, to: [email] });
}
