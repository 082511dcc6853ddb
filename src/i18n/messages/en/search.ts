import type { NavigationKey } from '../../../domain/navigation';
import navigation from './navigation';

/** What the header's search dialog says about the pages matching what was typed (src/browser/site-search.ts). */
const english = {
  noMatch: (query: string) => `No pages match “${query}”.`,
  matches: (count: number) => (count === 1 ? '1 page matches.' : `${count} pages match.`),
  notLoaded: 'The list of matching pages could not be loaded.',
  /** `page`: the menu entry Enter opens (src/domain/navigation.ts), named as the menu names it. */
  enterOpens: (page: NavigationKey) => `Enter opens ${navigation[page]}.`,
};

export default english;
