/**
 * npm run fonts:subset
 * Writes the cuts of Mukta listed in scripts/lib/mukta-cuts.ts into src/assets/fonts/. Run it again after upgrading
 * @fontsource/mukta, changing a face's code points or the English pages' Hindi words (tests/unit/font-faces.test.ts fails until then).
 */
import { writeFile } from 'node:fs/promises';
import { cutsDir, makeCut, muktaCuts } from './lib/mukta-cuts';

for (const cut of muktaCuts) {
  const bytes = await makeCut(cut);
  await writeFile(new URL(cut.file, cutsDir), bytes);
  console.log(`src/assets/fonts/${cut.file}: ${bytes.length} bytes (${cut.holds})`);
}
