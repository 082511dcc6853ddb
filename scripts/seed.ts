/**
 * npm run seed [-- --if-empty] [-- --dev]
 * Loads the demo data (docs/DECISIONS.md: investors, admission applications, the card holder and the staff) into the local
 * Blobs sandbox that `netlify serve --offline` uses (.netlify/blobs-serve, site "unlinked"), or with --dev the one
 * `astro dev` uses (site "0").
 */
import { parseArgs } from 'node:util';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';
import { DEMO_CARD_HOLDER, seedCardHolders } from './lib/cardholder-import';
import { seedAdmissions } from './lib/seed-admissions';
import { seedInvestors } from './lib/seed-investors';
import { seedStaff } from './lib/seed-staff';

const { values } = parseArgs({ options: { 'if-empty': { type: 'boolean' }, dev: { type: 'boolean' } } });
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const where = describeTarget(target);

const ifEmpty = values['if-empty'] ?? false;
const { codes, admissions, holders, staff } = await withBlobs(target, async () => ({
  codes: await seedInvestors({ ifEmpty }),
  admissions: await seedAdmissions({ ifEmpty }),
  holders: await seedCardHolders({ ifEmpty }),
  staff: await seedStaff({ ifEmpty }),
}));
console.log(
  codes.length > 0
    ? `Seeded ${codes.length} demo investors into ${where}: ${codes.join(', ')}`
    : `Investors already present in ${where}; nothing seeded.`,
);
console.log(
  admissions.length > 0
    ? `Seeded ${admissions.length} demo admission applications into ${where}: ${admissions.join(', ')}`
    : `Admission applications already present in ${where}; nothing seeded.`,
);
console.log(
  holders.length > 0
    ? `Seeded the demo card holder into ${where}: mobile ${holders.join(', ')}, PIN ${DEMO_CARD_HOLDER.securityPin}`
    : `Card holders already present in ${where}; nothing seeded.`,
);
console.log(
  staff.length > 0
    ? `Seeded ${staff.length} demo staff members into ${where}: ${staff.join(', ')} (README: passwords, authenticator)`
    : `Staff members already present in ${where}; nothing seeded.`,
);
