/**
 * npm run staff:create-owner -- --email EMAIL --name "NAME" [--dev]
 * Creates the first owner of the back office and prints their one-time set-up link (valid 24 hours), where they set
 * a password and an authenticator. Against the deployed site: NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN and that site's
 * KEY_HASH_SECRET (scripts/lib/blobs-target.ts); locally it writes the sandbox of `npm start` (or `npm run dev`).
 */
import { parseArgs } from 'node:util';
import { appendAudit } from '../netlify/lib/audit';
import { createMember, issueSetupToken, newMember } from '../netlify/lib/staff/members';
import { SETUP_FRAGMENT } from '../src/domain/staff';
import { staffEmailSchema, staffNameSchema } from '../src/domain/staff-schemas';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, dev: { type: 'boolean' } },
});
const email = staffEmailSchema.safeParse(values.email ?? '');
const name = staffNameSchema.safeParse(values.name ?? '');
if (!email.success || !name.success) {
  console.error('Usage: npm run staff:create-owner -- --email EMAIL --name "NAME" [--dev]');
  process.exit(2);
}
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const token = await withBlobs(target, async () => {
  const owner = newMember({ email: email.data, name: name.data, roles: ['owner'] });
  if (!(await createMember(owner))) return null;
  await appendAudit({ actor: 'staff:create-owner', action: 'staff-added', record: `staff/${email.data}` });
  return issueSetupToken(owner);
});
if (!token) {
  console.error(`${email.data} is already a staff member in ${describeTarget(target)}; nothing written.`);
  process.exit(1);
}
console.log(`Created the owner ${email.data} in ${describeTarget(target)}.`);
console.log(`Set-up link (one use, 24 hours; keep it private): <site>/admin${SETUP_FRAGMENT}${token}`);
