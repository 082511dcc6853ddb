import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The investor portal on /investor-portal: login and the session's toasts (the dashboard's are ./investor-dashboard.ts). Loaded on demand in the page's language only (../words.ts). */
export const investorWords: Namespace<'investor', Messages['investor']> = namespace(
  'investor',
  () => import('../messages/en/investor'),
  () => import('../messages/hi/investor'),
);
