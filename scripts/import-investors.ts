/**
 * npm run import:investors -- FILE.json|FILE.csv [--dev]
 * Validates every row first; any bad row is reported with its line number and nothing is written.
 * Format and columns: docs/IMPORT.md.
 */
import { runImportCommand } from './lib/import-command';
import { importInvestors } from './lib/investor-import';

await runImportCommand({ script: 'import:investors', what: 'investors', run: importInvestors, show: (code) => code });
