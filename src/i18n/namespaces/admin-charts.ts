import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The back office's charts (admissions, investors). Loaded on demand in the page's language only (../words.ts). */
export const adminChartsWords: Namespace<'adminCharts', Messages['adminCharts']> = namespace(
  'adminCharts',
  () => import('../messages/en/admin-charts'),
  () => import('../messages/hi/admin-charts'),
);
