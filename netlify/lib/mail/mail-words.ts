import type { Locale } from '../../../src/domain/locale';
import english from '../../../src/i18n/messages/en/mail';
import hindi from '../../../src/i18n/messages/hi/mail';

/** The words of every mail the site sends, in each language (namespace `mail` of the catalogue). */
export const MAIL_WORDS = { en: english, hi: hindi } as const satisfies Record<Locale, typeof english>;
export type MailWords = typeof english;
