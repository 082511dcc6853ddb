import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { axeViolations } from '../support/e2e/axe';
import { gotoHydrated } from './hydration';

/**
 * The dashboard offers the statement as PDF first and the text file second, in both editions: the main button saves
 * statement_{code}.pdf, a real PDF, and the screen stays axe clean at 360 and 1440 px.
 */
const editions = [
  {
    locale: 'en',
    path: '/investor-portal',
    codeLabel: 'Unique Investor Code',
    access: 'Access Account',
    heading: 'Investor Dashboard',
    history: 'Transaction History',
    pdf: 'Download statement (PDF)',
    text: 'Download as a text file (.txt)',
    saved: 'Statement Downloaded',
    title: 'INVESTOR ACCOUNT STATEMENT',
  },
  {
    locale: 'hi',
    path: '/hi/investor-portal',
    codeLabel: 'निवेशक कोड',
    access: 'खाता खोलें',
    heading: 'निवेशक डैशबोर्ड',
    history: 'लेन-देन का ब्योरा',
    pdf: 'स्टेटमेंट डाउनलोड करें (PDF)',
    text: 'टेक्स्ट फ़ाइल (.txt) के रूप में डाउनलोड करें',
    saved: 'स्टेटमेंट डाउनलोड हो गया',
    title: 'निवेशक खाते का स्टेटमेंट',
  },
] as const;

for (const edition of editions) {
  for (const width of [360, 1440]) {
    test(`${edition.path} at ${width} px: the PDF button downloads statement_{code}.pdf, the text file is second`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, edition.path);
      await page.getByLabel(edition.codeLabel).fill('atvn-demo-0001');
      await page.getByRole('button', { name: edition.access }).click();
      await expect(page.getByRole('heading', { level: 2, name: edition.heading })).toBeVisible();

      const history = page.getByRole('region', { name: edition.history });
      const buttons = history.getByRole('button');
      // The PDF first, in reading and tab order.
      await expect(buttons).toHaveText([edition.pdf, edition.text]);
      const [pdfBox, textBox] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
      for (const box of [pdfBox, textBox]) {
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
      expect(await axeViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        history.getByRole('button', { name: edition.pdf }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('statement_ATVN-DEMO-0001.pdf');
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // Written in the page's language: the title names the statement in it.
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(`${edition.title} ATVN-DEMO-0001`);
      await expect(
        page.getByRole('region', { name: /F8/ }).getByRole('status').filter({ hasText: edition.saved }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
