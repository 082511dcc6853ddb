import { type CDPSession, expect, type Page, test } from '@playwright/test';

/**
 * Which font files a page fetches (src/styles/fonts.css): English pages Mukta's Latin faces, the header's Hindi label
 * cut and, where a price shows, the ₹-only face of a few hundred bytes; Hindi pages Mukta's Devanagari faces.
 */
const devanagariFace = /\/mukta-devanagari-\d+-normal\.[\w-]+\.woff2$/;
const rupeeFace = /\/mukta-rupee-\d+\.[\w-]+\.woff2$/;
const latinExtendedFace = /\/mukta-latin-ext-\d+-normal\.[\w-]+\.woff2$/;
const hindiLabelFace = /\/mukta-hindi-label-700\.[\w-]+\.woff2$/;

/** The paths of the font files the page requested once it has drawn its first screen with its fonts. */
async function fontRequests(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

/** The font families Chromium drew the first element matching `selector` with. */
async function platformFonts(client: CDPSession, selector: string): Promise<string[]> {
  const { root } = await client.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

for (const path of ['/admissions', '/payment-schedule', '/investor-portal']) {
  test(`${path} (en) draws its ₹ prices in Mukta from the ₹-only face`, async ({ page }) => {
    const fonts = await fontRequests(page, path);
    expect(fonts.some((font) => rupeeFace.test(font))).toBe(true);
    expect(fonts.filter((font) => latinExtendedFace.test(font))).toEqual([]);

    const priced = await page.evaluate(() => {
      const element = [...document.querySelectorAll('main *')].find((node) =>
        [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.includes('₹')),
      );
      element?.setAttribute('data-test-rupee', '');
      return element !== undefined;
    });
    expect(priced).toBe(true);
    await expect(page.locator('[data-test-rupee]')).toBeVisible();
    const client = await page.context().newCDPSession(page);
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    expect(await platformFonts(client, '[data-test-rupee]')).toEqual(['Mukta']);
  });
}

// English pages: the header's link to the Hindi edition draws from its cut, and the Hindi of the home page's quotes,
// the tongue twisters, the admissions summary and the empty chat from cuts made of it at build time.
for (const path of ['/', '/about', '/games', '/admissions', '/vauxa-ai', '/payment-schedule', '/investor-portal']) {
  test(`${path} (en) fetches no Devanagari face, only the header label's cut`, async ({ page }) => {
    const fonts = await fontRequests(page, path);
    expect(fonts.filter((font) => devanagariFace.test(font))).toEqual([]);
    expect(fonts.some((font) => hindiLabelFace.test(font))).toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'हिन्दी', exact: true })).toBeVisible();
  });
}

for (const path of ['/hi', '/hi/admissions']) {
  test(`${path} (hi) fetches Mukta's Devanagari faces`, async ({ page }) => {
    const fonts = await fontRequests(page, path);
    expect(fonts.some((font) => devanagariFace.test(font))).toBe(true);
  });
}

// Hindi text must draw in Mukta wherever it shows, whatever fonts the computer has (one with no Devanagari font drew
// none at all while the faces were font-display optional and came late).
const hindiText = [
  { path: '/', selector: '[data-language-offer] p', what: "the English home page's offer of the Hindi edition" },
  { path: '/', selector: '[data-quote] blockquote p', what: "the English home page's Hindi quote" },
  { path: '/games', selector: 'figure p[lang="hi"]', what: "the English games page's Hindi tongue twister" },
  { path: '/vauxa-ai', selector: '[role="log"] p[lang="hi"]', what: "the English chat's Hindi greeting" },
  { path: '/admissions', selector: '#hindi-summary h2', what: "the English admissions page's Hindi summary heading" },
  { path: '/admissions', selector: '#hindi-summary p', what: "the English admissions page's Hindi summary" },
  { path: '/hi/admissions', selector: 'main h1', what: "the Hindi admissions page's bold heading" },
  { path: '/hi/admissions', selector: 'main p', what: "the Hindi admissions page's text" },
];
for (const { path, selector, what } of hindiText) {
  test(`${path}: ${what} is drawn in Mukta, even when the fonts come late`, async ({ page }) => {
    // A slow connection: every font file arrives half a second after it is asked for.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await fontRequests(page, path);
    await expect(page.locator(selector).first()).toBeVisible();
    const client = await page.context().newCDPSession(page);
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const families = await platformFonts(client, selector);
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(family).toMatch(/^Mukta/);
  });
}
