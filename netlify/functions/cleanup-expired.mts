import type { Config } from '@netlify/functions';
import { removeExpired } from '../lib/cleanup-job';
import { scheduledJob } from '../lib/scheduled-job';

/** Daily: deletes expired throttle windows, trial counts, session markers, claims and folded count changes. */
export default scheduledJob('cleanup-expired', () => removeExpired());

export const config: Config = { schedule: '@daily' };
