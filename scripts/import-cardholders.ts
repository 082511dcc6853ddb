/**
 * npm run import:cardholders -- FILE.json|FILE.csv [--dev]
 * Validates every row first; any bad row is reported with its line number and nothing is written.
 * Format and columns: docs/IMPORT.md.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { type BlobsTarget, describeTarget, withBlobs } from './lib/blobs-target';
import { importCardHolders } from './lib/cardholder-import';
import { ImportError } from './lib/import-rows';

const { values, positionals } = parseArgs({ options: { dev: { type: 'boolean' } }, allowPositionals: true });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run import:cardholders -- FILE.json|FILE.csv [--dev]');
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
  const numbers = await withBlobs(target, () => importCardHolders(text, extension === '.json' ? 'json' : 'csv'));
  console.log(`Imported ${numbers.length} card holders into ${where}:`);
  for (const number of numbers) console.log(`  ${number.slice(0, 2)}******${number.slice(-2)}`);
} catch (error) {
  console.error(error instanceof ImportError ? `${file}: ${error.message}` : error);
  process.exit(1);
}
