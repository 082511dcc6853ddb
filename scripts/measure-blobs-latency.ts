/**
 * npm run measure:blobs-latency [-- --rounds 20]
 * The real figure for BLOBS_LATENCY_MS: with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set (a deployed site), times a
 * write, a read, a metadata read, a listing and a delete on that site's Blobs, one call at a time, and prints each
 * operation's p50 and p95. Run it where the functions run for the closest figure (a machine in the functions'
 * region); from elsewhere it includes the distance to that region. Without them it times the local sandbox.
 * docs/SCALE.md, "Latency".
 */
import { parseArgs } from 'node:util';
import { measureBlobsRoundTrips } from './lib/blobs-round-trips';
import { describeTarget, withBlobs } from './lib/blobs-target';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const rounds = Math.min(Math.max(Number(values.rounds) || 20, 1), 500);
const figures = await withBlobs('serve', () => measureBlobsRoundTrips(rounds));
console.log(`Blobs round trips to ${describeTarget('serve')}, ${rounds} rounds, one call at a time (ms):`);
console.table(figures);
const median = Math.round(Object.values(figures).reduce((sum, f) => sum + f.p50, 0) / Object.keys(figures).length);
console.log(`Mean of the p50s: ${median} ms; use BLOBS_LATENCY_MS=${median} for the latency bench and npm start.`);
