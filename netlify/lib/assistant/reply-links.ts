import { localePath } from '../../../src/domain/locale';
import type { ContactTopic } from './honest-replies';
import type { ReplyLanguage } from './types';

/** A titled link in the reply; the chat renders `[title](/path#anchor)` as a link. */
export function titledLink(title: string, href: string): string {
  return `[${title}](${href})`;
}

/** The edition of a site path: Hindi replies link the Hindi pages. */
export function pathIn(path: string, lang: ReplyLanguage): string {
  const alreadyHindi = path.startsWith('/hi/') || path === '/hi';
  return alreadyHindi ? path : localePath(path, lang);
}

/** Whom to write to about a question, told by the page that came closest. */
export function topicOf(link: string | undefined): ContactTopic {
  if (!link) return 'admissions';
  if (/\/(investment-policy|investor-portal|payment-schedule)/.test(link)) return 'investors';
  if (/\/privacy-policy/.test(link)) return 'privacy';
  return 'admissions';
}
