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

// English pages whose only Hindi is the header's link to the Hindi edition (/ shows the founder's Hindi quotes and
// /admissions a Hindi summary: those draw with the Devanagari faces).
for (const path of ['/about', '/payment-schedule', '/investor-portal']) {
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
