/**
 * `npm run translations:status`: lists the Hindi content files, and entries of the Hindi data lists, that are missing
 * or older than their English source, with the `translatedFrom` hash to record once one is translated again. With
 * `--check` (the build runs it so) it exits with 1 when any is missing or stale.
 */
import { fileURLToPath } from 'node:url';
import { translationPairs } from '../src/i18n/translation-files';
import { describeStatus, translationStatus } from '../src/i18n/translation-status';

const root = fileURLToPath(new URL('..', import.meta.url));
const statuses = translationPairs(root).map(translationStatus);
const behind = statuses.filter((status) => status.state !== 'current');
for (const status of behind) console.log(describeStatus(status));
console.log(
  `translations: ${statuses.length - behind.length} of ${statuses.length} Hindi files and data entries are current`,
);
if (process.argv.includes('--check') && behind.length > 0) process.exit(1);
