import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { ImportError } from '../../netlify/lib/import/import-rows';
import { type BlobsTarget, describeTarget, withBlobs } from './blobs-target';

interface ImportCommand {
  /** The npm script, for the usage line, e.g. 'import:investors'. */
  script: string;
  /** What the rows are, plural, e.g. 'investors'. */
  what: string;
  run: (text: string, format: 'json' | 'csv') => Promise<string[]>;
  /** How one imported record is listed (e.g. masked). */
  show: (key: string) => string;
}

/** The command line shared by the import scripts: `npm run <script> -- FILE.json|FILE.csv [--dev]`. */
export async function runImportCommand({ script, what, run, show }: ImportCommand): Promise<void> {
  const { values, positionals } = parseArgs({ options: { dev: { type: 'boolean' } }, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(`Usage: npm run ${script} -- FILE.json|FILE.csv [--dev]`);
    process.exit(2);
  }
  const extension = extname(file).toLowerCase();
  if (extension !== '.json' && extension !== '.csv') {
    console.error(`${file}: the file name must end in .json or .csv`);
    process.exit(2);
  }
  const target: BlobsTarget = values.dev ? 'dev' : 'serve';
  try {
    const text = await readFile(file, 'utf8');
    const keys = await withBlobs(target, () => run(text, extension === '.json' ? 'json' : 'csv'));
    console.log(`Imported ${keys.length} ${what} into ${describeTarget(target)}:`);
    for (const key of keys) console.log(`  ${show(key)}`);
  } catch (error) {
    console.error(error instanceof ImportError ? `${file}: ${error.message}` : error);
    process.exit(1);
  }
}
