/**
 * npm run reindex:admissions [-- --dev]
 * Rebuilds the admin dashboard's index and summary counters from the stored applications (one blob each): for a
 * store written before the index existed, or to repair counters after an interrupted write. Works on the same
 * Blobs target as `npm run seed` (the local `netlify serve` sandbox, `astro dev`'s with --dev, or the deployed site
 * with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN).
 */
import { parseArgs } from 'node:util';
import { reindexAdmissions } from '../netlify/lib/admissions/bulk';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';

const { values } = parseArgs({ options: { dev: { type: 'boolean' } } });
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const total = await withBlobs(target, reindexAdmissions);
console.log(`Re-indexed ${total} admission applications in ${describeTarget(target)}.`);
