import type { Config } from '@netlify/functions';
import { triggerSnapshot } from '../lib/backup/snapshot-trigger';
import { scheduledJob } from '../lib/jobs/scheduled-job';

/**
 * Daily: asks the background function backup-snapshot-background for the encrypted snapshot of every store of
 * records (a snapshot may outlast the 30 s a scheduled function has); `npm start` takes it itself
 * (`npm run backup -- --snapshot`). docs/OPERATIONS.md: restoring one.
 */
export default scheduledJob('backup-snapshot', async () => ({ triggered: await triggerSnapshot() }));

export const config: Config = { schedule: '@daily' };
