import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The back office's backups section (owner). Loaded on demand in the page's language only (../words.ts). */
export const adminBackupsWords: Namespace<'adminBackups', Messages['adminBackups']> = namespace(
  'adminBackups',
  () => import('../messages/en/admin-backups'),
  () => import('../messages/hi/admin-backups'),
);
