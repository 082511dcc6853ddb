/**
 * npm run restore -- FILE [--replace] [--dev]
 * Puts a backup (npm run backup, or a snapshot downloaded from /admin) back into the local Blobs sandbox of
 * `netlify serve` (or, with --dev, of `astro dev`), or into the deployed site's stores when NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN are set. Decrypts with BACKUP_IDENTITY (the demo key with DEMO_MODE), checks the whole archive
 * against its manifest before writing anything, and refuses stores that hold keys unless --replace (then each
 * store becomes exactly the archive's: other keys are deleted). docs/OPERATIONS.md, "Backups and the restore drill".
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ArchiveRefused } from '../netlify/lib/backup/archive-format';
import { RestoreTargetInUse, restoreArchive } from '../netlify/lib/backup/restore-archive';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';

const { values, positionals } = parseArgs({
  options: { dev: { type: 'boolean' }, replace: { type: 'boolean' } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- FILE [--replace] [--dev]');
  process.exit(2);
}
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const where = describeTarget(target);
const open = () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;

try {
  const report = await withBlobs(target, () => restoreArchive(open, { replace: values.replace ?? false }));
  console.log(
    `Restored ${file} (taken ${report.manifest.createdAt}) into ${where}: ${report.written} keys written, ${report.deleted} deleted`,
  );
} catch (error) {
  if (!(error instanceof ArchiveRefused || error instanceof RestoreTargetInUse)) throw error;
  console.error(error.message);
  process.exit(1);
}
