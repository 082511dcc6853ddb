import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The unique investor code field shared by the investor portal and the payment schedule. Loaded on demand in the page's language only (../words.ts). */
export const investorCodeWords: Namespace<'investorCode', Messages['investorCode']> = namespace(
  'investorCode',
  () => import('../messages/en/investor-code'),
  () => import('../messages/hi/investor-code'),
);
