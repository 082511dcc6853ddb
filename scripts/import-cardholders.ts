/**
 * npm run import:cardholders -- FILE.json|FILE.csv [--dev]
 * Validates every row first; any bad row is reported with its line number and nothing is written.
 * Format and columns: docs/IMPORT.md.
 */
import { importCardHolders } from './lib/cardholder-import';
import { runImportCommand } from './lib/import-command';

await runImportCommand({
  script: 'import:cardholders',
  what: 'card holders',
  run: importCardHolders,
  // Mobile numbers are personal data: list them masked.
  show: (mobile) => `${mobile.slice(0, 2)}******${mobile.slice(-2)}`,
});
