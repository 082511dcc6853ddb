import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { hindiEditionOffer, siteText } from '../../src/i18n/site-text';

/**
 * The files of Mukta that src/styles/fonts.css declares, kept in src/assets/fonts/ (written by scripts/subset-fonts.ts),
 * all made from the installed @fontsource/mukta faces without their TrueType hinting programs:
 * - mukta-{devanagari,latin-ext,latin}-{400,700}-normal.woff2: the package's faces, every glyph of their code points
 *   kept, hinting dropped. Hinting was 40 % of each file (the Devanagari faces 99 and 105 KB, unhinted 58 and 65 KB;
 *   Latin 20 and 22 KB, unhinted 13 and 13.5 KB). Phones and Macs ignore it, and Chromium on Windows draws unhinted
 *   faces smoothly (as Google Fonts serves them to every system but Windows).
 * - mukta-rupee-{weight}.woff2: only the rupee sign. Mukta has ₹ in its Devanagari and Latin Extended faces alone, so
 *   an English page showing a price fetched one of them for a single glyph; their ranges here leave ₹ out.
 * - mukta-hindi-label-700.woff2 and mukta-hindi-offer-400.woff2: only the glyphs (with the conjunct forms their
 *   shaping needs) of the Hindi an English page shows at the top: the header's link to the Hindi edition and the home
 *   page's offer of it. A few words then fetch no Devanagari face, and draw even where the system has no Devanagari font.
 * The Hindi that English pages show from content/ gets cuts made at build time instead (scripts/lib/content-cuts.ts):
 * editors change it, so committed cuts would go stale.
 */
export const FACE_RANGES = {
  devanagari: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09',
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20B8, U+20BA-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
} as const;

/** Every code point of a CSS unicode-range list, as a string. */
export function codePointsOf(unicodeRange: string): string {
  const codePoints = unicodeRange.split(',').flatMap((range) => {
    const [start = '', end = start] = range.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(start, 16);
    return Array.from({ length: Number.parseInt(end, 16) - first + 1 }, (_, offset) => first + offset);
  });
  return String.fromCodePoint(...codePoints);
}

export interface MuktaCut {
  file: string;
  source: string;
  text: string;
  /** What the cut holds, for the script's report. */
  holds: string;
  /** The faces' unicode-range in src/styles/fonts.css; the small cuts are matched by their text alone. */
  unicodeRange?: string;
}

const WEIGHTS = [400, 700] as const;

export const muktaCuts: MuktaCut[] = [
  ...WEIGHTS.flatMap((weight) =>
    Object.entries(FACE_RANGES).map(([subset, unicodeRange]) => ({
      file: `mukta-${subset}-${weight}-normal.woff2`,
      source: `mukta-${subset}-${weight}-normal.woff2`,
      text: codePointsOf(unicodeRange),
      holds: `${subset} ${weight}, unhinted`,
      unicodeRange,
    })),
  ),
  ...WEIGHTS.map((weight) => ({
    file: `mukta-rupee-${weight}.woff2`,
    source: `mukta-latin-ext-${weight}-normal.woff2`,
    text: '\u20b9',
    holds: '₹',
  })),
  {
    file: 'mukta-hindi-label-700.woff2',
    source: 'mukta-devanagari-700-normal.woff2',
    text: siteText('en').switchLanguage.label + hindiEditionOffer.link,
    holds: "the header's Hindi label and the offer's link",
  },
  {
    file: 'mukta-hindi-offer-400.woff2',
    source: 'mukta-devanagari-400-normal.woff2',
    text: hindiEditionOffer.text,
    holds: "the home page's offer of the Hindi edition",
  },
];

export const cutsDir = new URL('../../src/assets/fonts/', import.meta.url);

const require = createRequire(import.meta.url);

/** The WOFF2 bytes of a cut, from the installed @fontsource/mukta face (every layout feature kept, no hinting). */
export async function makeCut({ source, text }: MuktaCut): Promise<Buffer> {
  const font = await readFile(require.resolve(`@fontsource/mukta/files/${source}`));
  return subsetFont(font, text, { targetFormat: 'woff2', noHinting: true });
}
