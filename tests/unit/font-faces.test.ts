import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { devanagariCodePoints } from '../../scripts/lib/content-cuts';
import { cutsDir, makeCut, muktaCuts } from '../../scripts/lib/mukta-cuts';
import { gamesWords } from '../../src/i18n/messages/en/games';

/** The @font-face rules of src/styles/fonts.css: family, weight, source file name and code point ranges. */
const css = readFileSync(new URL('../../src/styles/fonts.css', import.meta.url), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
  const field = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body ?? '')?.[1]?.trim() ?? '';
  const ranges = field('unicode-range')
    .split(',')
    .filter(Boolean)
    .map((range) => {
      const [start = '', end = start] = range.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(start, 16), Number.parseInt(end, 16)] as const;
    });
  return {
    family: field('font-family').replace(/'/g, ''),
    unicodeRange: field('unicode-range'),
    weight: field('font-weight'),
    file: /url\('[^']*\/([^/']+)'\)/.exec(body ?? '')?.[1] ?? '',
    covers: (codePoint: number) => ranges.length === 0 || ranges.some(([a, b]) => a <= codePoint && codePoint <= b),
  };
});
const mukta = faces.filter((face) => face.family === 'Mukta');
const weights = [...new Set(mukta.map((face) => face.weight))];

describe('Mukta faces (src/styles/fonts.css)', () => {
  it('declares the Devanagari, Latin and rupee faces of each weight', () => {
    expect(weights).toEqual(['400', '600 700']);
    for (const weight of weights) {
      const files = mukta.filter((face) => face.weight === weight).map((face) => face.file);
      expect(files.some((file) => file.startsWith('mukta-devanagari-'))).toBe(true);
      expect(files.some((file) => file.startsWith('mukta-latin-'))).toBe(true);
      expect(files.some((file) => file.startsWith('mukta-rupee-'))).toBe(true);
    }
  });

  it('covers ₹ with the rupee cut alone, so a price fetches no Devanagari or Latin Extended face', () => {
    for (const weight of weights) {
      const covering = mukta.filter((face) => face.weight === weight && face.covers(0x20b9)).map((face) => face.file);
      expect(covering).toHaveLength(1);
      expect(covering[0]).toMatch(/^mukta-rupee-\d+\.woff2$/);
    }
  });

  it('leaves the Latin letters, digits and punctuation to the Latin face', () => {
    for (const weight of weights) {
      for (const codePoint of [0x41, 0x7a, 0x30, 0x2c, 0x2013]) {
        const covering = mukta
          .filter((face) => face.weight === weight && face.covers(codePoint))
          .map((face) => face.file);
        expect(covering).toEqual([expect.stringMatching(/^mukta-latin-\d+-normal\.woff2$/)]);
      }
    }
  });

  it('declares every cut of scripts/lib/mukta-cuts.ts, each face with the code points it was cut for', () => {
    const declared = faces.map((face) => face.file);
    for (const cut of muktaCuts) expect(declared).toContain(cut.file);
    for (const cut of muktaCuts.filter((entry) => entry.unicodeRange)) {
      const ranges = faces.filter((face) => face.file === cut.file).map((face) => face.unicodeRange);
      expect(ranges, cut.file).toEqual([cut.unicodeRange]);
    }
  });

  it('serves only the files in src/assets/fonts/, none straight from the package', () => {
    expect(css).not.toMatch(/url\('@fontsource/);
    for (const face of mukta) expect(muktaCuts.map((cut) => cut.file)).toContain(face.file);
  });
});

describe('the committed cuts (src/assets/fonts/)', () => {
  it.each(muktaCuts)('$file ($holds) is what npm run fonts:subset makes today', async (cut) => {
    const committed = readFileSync(new URL(cut.file, cutsDir));
    expect(committed.equals(await makeCut(cut))).toBe(true);
  });

  it('drops the hinting: each face is at most two thirds of the package file it is made from', () => {
    const require = createRequire(import.meta.url);
    for (const cut of muktaCuts.filter((entry) => entry.unicodeRange)) {
      const original = readFileSync(require.resolve(`@fontsource/mukta/files/${cut.source}`)).length;
      expect(readFileSync(new URL(cut.file, cutsDir)).length, cut.file).toBeLessThan((original * 2) / 3);
    }
  });

  it('draws the Hindi set of the English tongue twister game from the label cuts (TongueTwisterGame.module.css)', () => {
    for (const file of ['mukta-hindi-label-700.woff2', 'mukta-hindi-offer-400.woff2']) {
      const cut = fontkit.create(readFileSync(new URL(file, cutsDir)));
      for (const character of devanagariCodePoints(gamesWords.en.sets.hi)) {
        expect(cut.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), `${file} ${character}`).toBe(true);
      }
    }
  });

  it("keeps the small cuts small: ₹ under 1 KB, the English pages' Hindi words a fraction of a Devanagari face", () => {
    for (const cut of muktaCuts.filter((entry) => !entry.unicodeRange)) {
      const limit = cut.text === '\u20b9' ? 1024 : 12 * 1024;
      expect(readFileSync(new URL(cut.file, cutsDir)).length, cut.file).toBeLessThan(limit);
    }
  });
});
