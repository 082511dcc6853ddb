import type { Locale } from '../domain/locale';
import type { Messages } from './messages/en';
import english from './messages/en/site';
import hindi from './messages/hi/site';

/** The one line on the English home page that offers the Hindi edition (in Hindi, for those who read it). */
export const hindiEditionOffer = {
  text: 'यह वेबसाइट हिन्दी में भी है।',
  link: 'हिन्दी में पढ़ें',
  dismiss: 'Close the offer of the Hindi edition',
};

const texts: Record<Locale, Messages['site']> = { en: english, hi: hindi };

/** The texts of the pages' shell in an edition (namespace `site` of the catalogue), rendered at build time. */
export function siteText(locale: Locale): Messages['site'] {
  return texts[locale];
}
