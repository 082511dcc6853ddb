/**
 * npm run import:investors -- FILE.json|FILE.csv [--dev]
 * Validates every row first; any bad row is reported with its line number and nothing is written.
 * Format and columns: docs/IMPORT.md.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';
import { ImportError, importInvestors } from './lib/investor-import';

const { values, positionals } = parseArgs({ options: { dev: { type: 'boolean' } }, allowPositionals: true });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run import:investors -- FILE.json|FILE.csv [--dev]');
  process.exit(2);
}
const extension = extname(file).toLowerCase();
if (extension !== '.json' && extension !== '.csv') {
  console.error(`${file}: the file name must end in .json or .csv`);
  process.exit(2);
}
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const where = describeTarget(target);

try {
  const text = await readFile(file, 'utf8');
  const codes = await withBlobs(target, () => importInvestors(text, extension === '.json' ? 'json' : 'csv'));
  console.log(`Imported ${codes.length} investors into ${where}:`);
  for (const code of codes) console.log(`  ${code}`);
} catch (error) {
  console.error(error instanceof ImportError ? `${file}: ${error.message}` : error);
  process.exit(1);
}
