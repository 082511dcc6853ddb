import type { Config } from '@netlify/functions';
import { runDailySnapshot } from '../lib/backup/snapshots';
import { scheduledJob } from '../lib/scheduled-job';

/**
 * Daily: an encrypted snapshot of every store of records into "backups", then the retention rule (30 daily
 * snapshots, then one a month for a year); `npm start` runs it too. docs/OPERATIONS.md: restoring one.
 */
export default scheduledJob('backup-snapshot', () => runDailySnapshot());

export const config: Config = { schedule: '@daily' };
