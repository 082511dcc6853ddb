import type { Config } from '@netlify/functions';
import { removeExpired } from '../lib/cleanup-job';
import { logError } from '../lib/log';

/** Daily: deletes expired throttle windows, trial counts, session markers, claims and folded count changes. */
export default async () => {
  try {
    const report = await removeExpired();
    console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', path: 'cleanup-expired', ...report }));
    return new Response(null, { status: 204 });
  } catch (error) {
    logError('cleanup-expired', error);
    return new Response(null, { status: 500 });
  }
};

export const config: Config = { schedule: '@daily' };
