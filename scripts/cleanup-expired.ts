/**
 * npm run cleanup:expired [-- --dev]
 * Runs the daily clean-up (netlify/lib/jobs/cleanup-job.ts) once on the local Blobs sandbox of `netlify serve` (or, with
 * --dev, of `astro dev`), or on the deployed site's stores when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set.
 * `npm start` runs it when it starts and then every day.
 */
import { parseArgs } from 'node:util';
import { removeExpired } from '../netlify/lib/jobs/cleanup-job';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';

const { values } = parseArgs({ options: { dev: { type: 'boolean' } } });
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const where = describeTarget(target);
const report = await withBlobs(target, () => removeExpired());
const { complete, ...deleted } = report;
const counts = Object.entries(deleted).map(([name, n]) => `${name} ${n}`);
console.log(
  `Expired keys deleted from ${where}: ${counts.join(', ') || 'none'}${complete ? '' : ' (stopped at its time budget; the next run goes on)'}`,
);
