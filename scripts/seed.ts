/**
 * npm run seed [-- --if-empty] [-- --dev]
 * Loads DECISIONS.md's demo data into the local Blobs sandbox that `netlify serve --offline` uses
 * (.netlify/blobs-serve, site "unlinked"), or with --dev the one `astro dev` uses (site "0").
 */
import { parseArgs } from 'node:util';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';
import { seedInvestors } from './lib/seed-investors';

const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean' }, dev: { type: 'boolean' } } });
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const where = describeTarget(target);

const codes = await withBlobs(target, () => seedInvestors({ ifEmpty: values['if-empty'] ?? false }));
console.log(
  codes.length > 0
    ? `Seeded ${codes.length} demo investors into ${where}: ${codes.join(', ')}`
    : `Investors already present in ${where}; nothing seeded.`,
);
