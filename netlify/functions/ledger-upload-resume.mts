import type { Config } from '@netlify/functions';
import { resumeLedgerUploads } from '../lib/investors/advance-ledger-upload';
import { scheduledJob } from '../lib/jobs/scheduled-job';

/** Every 5 minutes: finishes (or rolls back) a ledger upload that stopped and that no officer reopened. */
export default scheduledJob('ledger-upload-resume', () => resumeLedgerUploads());

export const config: Config = { schedule: '*/5 * * * *' };
