import { type CDPSession, expect, test } from '@playwright/test';

/**
 * The pages use the system's fonts (docs/DECISIONS.md, Fonts). The font budget, no route requests a font before its
 * first paint, is checked on every route of both editions by editions.spec.ts in its one load per route
 * (tests/support/e2e/font-budget.ts). Here: Hindi is drawn in a Devanagari face wherever it shows, never as
 * missing-glyph boxes, on a phone's width: the browser tests' machine has one, as every visitor's device does (CI
 * installs Debian's fonts-noto-core).
 */

/** The faces each system ships for Devanagari (src/styles/tokens.css, --font-devanagari). */
const DEVANAGARI_FACES = new Set([
  'Noto Sans Devanagari',
  'Kohinoor Devanagari',
  'Devanagari Sangam MN',
  'Nirmala UI',
  'Mangal',
  'Lohit Devanagari',
]);

/** The faces Chromium drew the text of the first element matching `selector` with, and their glyph counts. */
async function platformFonts(client: CDPSession, selector: string) {
  const { root } = await client.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

const hindiText = [
  { path: '/hi', selector: 'main h1', what: "the Hindi home page's bold heading" },
  { path: '/hi/admissions', selector: 'main p', what: "the Hindi admissions page's text" },
  { path: '/hi/about', selector: 'main h1', what: "the Hindi about page's heading" },
  { path: '/', selector: 'header a[lang="hi"]', what: "the English header's link to the Hindi edition" },
  { path: '/', selector: '[data-language-offer] p', what: "the English home page's offer of the Hindi edition" },
  { path: '/', selector: '[data-quote] blockquote p', what: "the English home page's Hindi quote" },
  { path: '/games', selector: 'figure p[lang="hi"]', what: "the English games page's Hindi tongue twister" },
  { path: '/admissions', selector: '#hindi-summary p', what: "the English admissions page's Hindi summary" },
];

for (const { path, selector, what } of hindiText) {
  test(`${path}: ${what} is drawn in a Devanagari face at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    const element = page.locator(selector).first();
    await expect(element).toBeVisible();
    const text = (await element.evaluate((node) =>
      [...node.childNodes].map((child) => (child.nodeType === Node.TEXT_NODE ? child.textContent : '')).join(''),
    )) as string;
    const devanagari = [...text].filter((character) => /[\u0900-\u097F]/u.test(character)).length;
    expect(devanagari, `${selector} holds Hindi text`).toBeGreaterThan(0);

    const client = await page.context().newCDPSession(page);
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const fonts = await platformFonts(client, selector);
    const drawnInDevanagari = fonts.filter((font) => DEVANAGARI_FACES.has(font.familyName));
    expect(drawnInDevanagari.length, JSON.stringify(fonts)).toBeGreaterThan(0);
    // Any other face drew at most the text's other characters: no Devanagari letter fell to a face without them.
    const otherGlyphs = fonts
      .filter((font) => !DEVANAGARI_FACES.has(font.familyName))
      .reduce((total, font) => total + font.glyphCount, 0);
    expect(otherGlyphs, JSON.stringify(fonts)).toBeLessThanOrEqual([...text].length - devanagari);
  });
}
