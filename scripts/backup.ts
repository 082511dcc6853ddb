/**
 * npm run backup -- FILE [--dev]      every backed-up store into one archive, encrypted to BACKUP_RECIPIENT
 * npm run backup -- --snapshot [--dev] the daily snapshot job once (today's snapshot unless taken, then retention)
 * Reads the local Blobs sandbox of `netlify serve` (or, with --dev, of `astro dev`), or the deployed site's stores
 * when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set (scripts/lib/blobs-target.ts); it may run while the site
 * does. With DEMO_MODE (the local sandbox) and no BACKUP_RECIPIENT, the demo key (netlify/lib/backup/backup-keys.ts).
 * docs/OPERATIONS.md, "Backups and the restore drill".
 */
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Manifest } from '../netlify/lib/backup/archive-format';
import { runDailySnapshot } from '../netlify/lib/backup/snapshots';
import { encryptedArchive } from '../netlify/lib/backup/write-archive';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';

const { values, positionals } = parseArgs({
  options: { dev: { type: 'boolean' }, snapshot: { type: 'boolean' } },
  allowPositionals: true,
});
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const where = describeTarget(target);
const file = positionals[0];

if (values.snapshot) {
  const report = await withBlobs(target, () => runDailySnapshot());
  const taken = report.taken
    ? `snapshot ${report.taken} taken (${report.size} bytes)`
    : 'today’s snapshot already there';
  console.log(`Backups of ${where}: ${taken}; deleted by the retention rule: ${report.deleted.join(', ') || 'none'}`);
} else if (!file || positionals.length > 1) {
  console.error('Usage: npm run backup -- FILE [--dev]  |  npm run backup -- --snapshot [--dev]');
  process.exit(2);
} else {
  // Written beside the target and renamed at the end, so a run that fails leaves no half file under its name.
  const partial = `${file}.partial`;
  const manifest = await withBlobs(target, async () => {
    let made: Manifest | null = null;
    const archive = await encryptedArchive({
      onManifest: (manifest) => {
        made = manifest;
      },
    });
    await archive.pipeTo(Writable.toWeb(createWriteStream(partial)));
    return made as Manifest | null;
  });
  if (!manifest) throw new Error('the archive ended without its manifest');
  await rename(partial, file);
  const counts = Object.entries(manifest.stores).map(([name, { count }]) => `${name} ${count}`);
  console.log(`Backed up ${where} into ${file} (encrypted; ${counts.join(', ')})`);
}
