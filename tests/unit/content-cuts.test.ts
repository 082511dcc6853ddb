import { readdirSync, readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { contentCuts, contentTexts, devanagariCodePoints } from '../../scripts/lib/content-cuts';
import { codePointsOf, FACE_RANGES, makeCut } from '../../scripts/lib/mukta-cuts';

const cuts = await contentCuts();

/** Every style file under src/, where a component declares the @font-face of its cut. */
function styleSources(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return styleSources(new URL(`${entry.name}/`, dir));
    return /\.(astro|css)$/.test(entry.name) ? [readFileSync(new URL(entry.name, dir), 'utf8')] : [];
  });
}
const styles = styleSources(new URL('../../src/', import.meta.url)).join('\n');

describe('the content cuts of Mukta (scripts/lib/content-cuts.ts)', () => {
  it('keeps of a text exactly the code points the Devanagari faces hold', () => {
    expect(devanagariCodePoints('Hi, नमस्ते! 🙂 नमस्ते ₹')).toBe([...new Set('नमस्ते')].sort().join(''));
    const faceCodePoints = new Set(codePointsOf(FACE_RANGES.devanagari));
    for (const cut of cuts) for (const character of cut.text) expect(faceCodePoints.has(character)).toBe(true);
  });

  it('makes one cut per text and weight, each declared by the component that draws the text', () => {
    expect(cuts).toHaveLength(contentTexts.reduce((count, text) => count + text.weights.length, 0));
    for (const cut of cuts) expect(styles, cut.file).toContain(`/assets/fonts/content/${cut.file}'`);
  });

  it.each(cuts)('$file holds a glyph for every Devanagari code point of its content text', async (cut) => {
    const source = contentTexts.find((text) => cut.file.startsWith(`mukta-hindi-${text.name}-`));
    const wanted = [...devanagariCodePoints((await source?.hindi()) ?? '')];
    expect(wanted.length).toBeGreaterThan(10);
    const font = fontkit.create(await makeCut(cut));
    const missing = wanted.filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });
});
