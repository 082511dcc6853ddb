import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The back office's investor accounts (role investor-relations): list, one investor, forms. Loaded on demand in the page's language only (../words.ts). */
export const adminInvestorsWords: Namespace<'adminInvestors', Messages['adminInvestors']> = namespace(
  'adminInvestors',
  () => import('../messages/en/admin-investors'),
  () => import('../messages/hi/admin-investors'),
);
