import type { ReplyLanguage } from '../../../netlify/lib/assistant/types';
import { localePath } from '../../../src/domain/locale';

/** The link of an English route in an edition: the Hindi page lives under /hi. */
export const inEdition = (link: string, lang: ReplyLanguage): string => localePath(link, lang);
