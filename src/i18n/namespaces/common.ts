import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** Texts every island shares: buttons, dates and the network error. Loaded on demand in the page's language only (../words.ts). */
export const commonWords: Namespace<'common', Messages['common']> = namespace(
  'common',
  () => import('../messages/en/common'),
  () => import('../messages/hi/common'),
);
