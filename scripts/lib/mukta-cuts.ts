import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { siteText } from '../../src/i18n/site-text';

/**
 * The small cuts of Mukta that src/styles/fonts.css declares next to the @fontsource/mukta faces, kept in
 * src/assets/fonts/ (written by scripts/subset-fonts.ts).
 * - mukta-rupee-{weight}.woff2: only the rupee sign. Mukta has ₹ in its Devanagari and Latin Extended faces alone
 *   (about 100 KB and 15 KB a weight), so an English page showing a price fetched one of them for a single glyph.
 * - mukta-hindi-label-700.woff2: only the glyphs of the English header's link to the Hindi edition ("हिन्दी"), with
 *   the conjunct forms its shaping needs, so that one word does not fetch the 100 KB Devanagari face on every page.
 */
export const muktaCuts = [
  ...[400, 700].map((weight) => ({
    file: `mukta-rupee-${weight}.woff2`,
    source: `mukta-latin-ext-${weight}-normal.woff2`,
    text: '\u20b9',
  })),
  {
    file: 'mukta-hindi-label-700.woff2',
    source: 'mukta-devanagari-700-normal.woff2',
    text: siteText('en').switchLanguage.label,
  },
];

export type MuktaCut = (typeof muktaCuts)[number];

export const cutsDir = new URL('../../src/assets/fonts/', import.meta.url);

const require = createRequire(import.meta.url);

/** The WOFF2 bytes of a cut, from the installed @fontsource/mukta face. */
export async function makeCut({ source, text }: MuktaCut): Promise<Buffer> {
  const font = await readFile(require.resolve(`@fontsource/mukta/files/${source}`));
  // Without the TrueType hinting programs (3.4 KB of a 5 KB cut): a few glyphs render the same unhinted at text sizes.
  return subsetFont(font, text, { targetFormat: 'woff2', noHinting: true });
}
