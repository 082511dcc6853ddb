import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The investor dashboard on /investor-portal, which loads once an investor is signed in. Loaded on demand in the page's language only (../words.ts). */
export const investorDashboardWords: Namespace<'investorDashboard', Messages['investorDashboard']> = namespace(
  'investorDashboard',
  () => import('../messages/en/investor-dashboard'),
  () => import('../messages/hi/investor-dashboard'),
);
