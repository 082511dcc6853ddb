import type { Config } from '@netlify/functions';
import { removeExpired } from '../lib/jobs/cleanup-job';
import { scheduledJob } from '../lib/jobs/scheduled-job';

/** Daily: deletes expired throttle windows, trial counts, session markers, claims and folded count changes. */
export default scheduledJob('cleanup-expired', () => removeExpired());

export const config: Config = { schedule: '@daily' };
