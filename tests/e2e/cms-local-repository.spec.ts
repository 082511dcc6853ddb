import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { englishWords } from '../../src/i18n/translation-files';
import { sourceHash } from '../../src/i18n/translation-status';
import { checkChangedContent } from '../support/e2e/content-check';
import {
  answerFolderPickerWithOpfs,
  readOpfsFile,
  repositoryFiles,
  writeOpfsRepository,
} from '../support/e2e/opfs-repository';

/**
 * An editor's offline session in the content editor: "Work with Local Repository", then edits of a policy in English
 * (a frontmatter field and the MDX body), of its Hindi locale, and of an entry of a JSON list with its Hindi words,
 * saved to the folder;
 * the files written keep their shape and pass the build's checks (the zod schemas through `astro sync`, and the
 * Hindi translations' freshness).
 *
 * Why the folder picker is replaced: the local mode asks for the project folder with `window.showDirectoryPicker()`,
 * the browser's native folder dialog, which headless Chromium cannot answer. The test answers it with a folder of the
 * Origin Private File System instead: a real FileSystemDirectoryHandle that the CMS reads and writes through the same
 * File System Access calls as a folder on disk, filled first with the repository's content/ and a `.git` folder.
 */

const root = process.cwd();
const POLICY = 'content/policies/accessibility.mdx';
const HINDI_POLICY = 'content/policies/hi/accessibility.mdx';
const COURSES = 'content/data/courses.json';
const HINDI_COURSES = 'content/data/hi/courses.json';

const original = (path: string) => readFileSync(join(root, path), 'utf8');
const frontmatterField = (text: string, name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(text)?.[1];

/** The editor's form for the given locale ("English", "Hindi"); a file collection's form has no locale. */
const form = (page: Page, locale = '_default') =>
  page.getByRole('group', { name: `Edit \u2068${locale}\u2069 Content` });

/** The form draws a field only once it is scrolled near the view: scroll the form down until the field is there. */
async function scrollTo(page: Page, form: Locator, field: Locator) {
  await expect(async () => {
    if ((await field.count()) === 0) {
      await form.hover();
      await page.mouse.wheel(0, 300);
    }
    await expect(field).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole('treeitem', { name: collection, exact: true }).click();
  await page.getByRole('row', { name: entry }).click();
}

async function appendToBody(page: Page, locale: string, paragraph: string) {
  const body = form(page, locale).getByRole('textbox', { name: 'Text (MDX)' });
  await body.fill(`${(await body.inputValue()).trimEnd()}\n\n${paragraph}`);
}

/** Saves the open entry and waits until the CMS has written the file. */
async function save(page: Page, path: string, written: (text: string) => boolean) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A file the save creates is not there until the CMS has written it.
  const current = () =>
    readOpfsFile(page, path).catch((error: unknown) => {
      if (String(error).includes('NotFoundError')) return '';
      throw error;
    });
  await expect.poll(async () => written(await current()), { timeout: 15_000 }).toBe(true);
  return readOpfsFile(page, path);
}

test.describe('the content editor on a local repository', () => {
  test('saves a policy and a JSON list entry in English and Hindi, and the build accepts the files', async ({
    page,
  }) => {
    // Loading the editor and `astro sync` on a copy of the project each take several seconds on a loaded machine.
    test.setTimeout(180_000);
    await answerFolderPickerWithOpfs(page);
    await page.goto('/robots.txt');
    await writeOpfsRepository(page, repositoryFiles(root));
    await page.goto('/cms/');
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await expect(page.getByRole('treeitem', { name: 'Policies', exact: true })).toBeVisible({ timeout: 20_000 });

    const englishDescription =
      'How we make our website usable for everyone, the keys it supports, our WCAG 2.1 AA target and how to tell us about a problem.';
    const englishParagraph = 'We read every message ourselves and answer it in the language it was written in.';
    const english = await test.step('English: a frontmatter field and the MDX body', async () => {
      await openEntry(page, 'Policies', 'Accessibility Statement');
      await form(page, 'English').getByRole('textbox', { name: 'Description' }).fill(englishDescription);
      await appendToBody(page, 'English', englishParagraph);
      const text = await save(page, POLICY, (text) => text.includes(englishParagraph));
      // Only the two edits differ: the other fields, their order, the body's blank lines and components stay.
      const before = original(POLICY);
      const expected = before
        .replace(`description: ${frontmatterField(before, 'description')}`, `description: ${englishDescription}`)
        .replace(/\n*$/, `\n\n${englishParagraph}\n`);
      expect(text).toBe(expected);
      return text;
    });

    const hindiDescription =
      'हम अपनी वेबसाइट को हर किसी के इस्तेमाल लायक कैसे बनाते हैं, कौन-से कीबोर्ड बटन चलते हैं और कोई दिक्कत हमें कैसे बताएँ।';
    const hindiParagraph = 'हम हर संदेश खुद पढ़ते हैं और उसी भाषा में जवाब देते हैं जिसमें वह लिखा गया हो।';
    await test.step('Hindi: the same entry’s other locale, with the hash of the new English text', async () => {
      await openEntry(page, 'Policies', 'Accessibility Statement');
      await form(page, 'English').getByRole('radio', { name: 'Hindi' }).click();
      const hindi = form(page, 'Hindi');
      await hindi.getByRole('textbox', { name: 'Description' }).fill(hindiDescription);
      // What `npm run translations:status` tells the editor to record after the English change.
      await hindi.getByRole('textbox', { name: 'Translated from' }).fill(sourceHash(english));
      await appendToBody(page, 'Hindi', hindiParagraph);
      const text = await save(page, HINDI_POLICY, (text) => text.includes(hindiParagraph));
      const before = original(HINDI_POLICY);
      expect(frontmatterField(text, 'description')).toBe(hindiDescription);
      expect(frontmatterField(text, 'translatedFrom')).toMatch(new RegExp(`^'?${sourceHash(english)}'?$`));
      expect(text.split('\n---\n')[1]).toBe(`${before.split('\n---\n')[1]?.trimEnd()}\n\n${hindiParagraph}\n`);
      // The English file is as the English step left it.
      expect(await readOpfsFile(page, POLICY)).toBe(english);
    });

    await test.step('a JSON list in both locales: an English entry and its Hindi words', async () => {
      const summary = 'Write programs and build simple websites and apps, one step at a time, from your first line.';
      const hindiSummary = 'पहली लाइन से शुरू करके, एक-एक कदम में प्रोग्राम लिखना और आसान वेबसाइट व ऐप बनाना सीखें।';
      const english = JSON.parse(original(COURSES)) as Record<string, unknown>[];
      const hindi = JSON.parse(original(HINDI_COURSES)) as Record<string, unknown>[];
      const expectedEnglish = english.map((course, index) => (index === 0 ? { ...course, summary } : course));
      const translatedFrom = sourceHash(englishWords('courses', expectedEnglish[0] ?? {}));
      await openEntry(page, 'Data lists', 'Courses');
      await form(page, 'English').getByRole('textbox', { name: 'Summary' }).first().fill(summary);
      await form(page, 'English').getByRole('radio', { name: 'Hindi' }).click();
      await form(page, 'Hindi').getByRole('textbox', { name: 'Summary' }).first().fill(hindiSummary);
      const hindiTranslatedFrom = form(page, 'Hindi').getByRole('textbox', { name: 'Translated from' }).first();
      await scrollTo(page, form(page, 'Hindi'), hindiTranslatedFrom);
      await hindiTranslatedFrom.fill(translatedFrom);
      const hindiText = await save(page, HINDI_COURSES, (text) => text.includes(hindiSummary));
      // Each file is still a list of the same entries with their keys in order, in the files' two-space layout: the
      // English one with no Hindi field, the Hindi one with the words only, no prices.
      expect(await readOpfsFile(page, COURSES)).toBe(`${JSON.stringify(expectedEnglish, null, 2)}\n`);
      const expectedHindi = hindi.map((course, index) =>
        index === 0 ? { ...course, summary: hindiSummary, translatedFrom } : course,
      );
      expect(hindiText).toBe(`${JSON.stringify(expectedHindi, null, 2)}\n`);
    });

    const changed = await Promise.all(
      [POLICY, HINDI_POLICY, COURSES, HINDI_COURSES].map(async (path) => ({
        path,
        text: await readOpfsFile(page, path),
      })),
    );
    const check = checkChangedContent(root, changed);
    expect(check.syncOutput).not.toContain('Error');
    expect(check.syncStatus, check.syncOutput).toBe(0);
    expect(check.staleTranslations).toEqual([]);
  });

  test('the build check refuses a file its schema refuses', () => {
    test.setTimeout(120_000);
    const text = original(POLICY).replace(/^dateLabel: .*$/m, 'dateLabel: Lately');
    const check = checkChangedContent(root, [{ path: POLICY, text }]);
    expect(check.syncStatus).not.toBe(0);
    expect(check.syncOutput).toContain('policies → accessibility data does not match collection schema');
    // The English text changed, so its Hindi translation no longer follows it.
    expect(check.staleTranslations.map((status) => status.hindiPath)).toEqual([HINDI_POLICY]);
  });
});
