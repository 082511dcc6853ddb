import type { ReplyLanguage } from '../../../netlify/lib/assistant/types';

/** The link of an English route in an edition: the Hindi page lives under /hi. */
export function inEdition(link: string, lang: ReplyLanguage): string {
  return lang === 'hi' ? `/hi${link === '/' ? '' : link}` : link;
}
