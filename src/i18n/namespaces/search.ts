import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** What the header's search dialog says about the pages matching what was typed (src/browser/site-search.ts). Loaded on demand in the page's language only (../words.ts). */
export const searchWords: Namespace<'search', Messages['search']> = namespace(
  'search',
  () => import('../messages/en/search'),
  () => import('../messages/hi/search'),
);
