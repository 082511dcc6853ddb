import type { Config } from '@netlify/functions';
import { scheduledJob } from '../lib/jobs/scheduled-job';
import { runOutbox } from '../lib/mail/outbox';

/** Every 5 minutes: tries again the mails whose pause is over (netlify/lib/mail/outbox.ts); `npm start` runs it too. */
export default scheduledJob('outbox-retry', () => runOutbox());

export const config: Config = { schedule: '*/5 * * * *' };
