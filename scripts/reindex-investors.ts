/**
 * npm run reindex:investors [-- --dev]
 * Lists every stored investor (one blob each) in the back office's investor index: for a store filled before the
 * index existed. Safe while the site is in use (netlify/lib/investors/reindex.ts). Works on the same Blobs target as
 * `npm run import:investors` (the local `netlify serve` sandbox, `astro dev`'s with --dev, or the deployed site with
 * NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN).
 */
import { parseArgs } from 'node:util';
import { reindexInvestors } from '../netlify/lib/investors/reindex';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';

const { values } = parseArgs({ options: { dev: { type: 'boolean' } } });
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const total = await withBlobs(target, reindexInvestors);
console.log(`Re-indexed ${total} investors in ${describeTarget(target)}.`);
