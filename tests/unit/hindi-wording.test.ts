import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One Hindi word per idea on what a reader sees: "निवेशक" (investor), never "इन्वेस्टर" beside it on the same screen.
 * What people type to the assistant (an FAQ's alternatives and Roman Hindi) may use either; only what the site says
 * is checked.
 */
const root = join(import.meta.dirname, '../..');
const MIXED = /इन्वेस्टर/;

const filesIn = (folder: string, extension: string) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith(extension))
    .map((name) => join(folder, name));

describe('Hindi wording', () => {
  it('the catalogue and the Hindi pages say निवेशक', () => {
    const files = [...filesIn('src/i18n/messages/hi', '.ts'), ...filesIn('content/pages/hi', '.mdx')];
    expect(files.length).toBeGreaterThan(30);
    const mixed = files.filter((file) => MIXED.test(readFileSync(join(root, file), 'utf8')));
    expect(mixed).toEqual([]);
  });

  it("the FAQ's Hindi questions and answers say निवेशक", () => {
    const said = filesIn('content/faq', '.json').flatMap((file) =>
      (JSON.parse(readFileSync(join(root, file), 'utf8')) as { id: string; hi: { question: string; answer: string } }[])
        .filter((entry) => MIXED.test(`${entry.hi.question} ${entry.hi.answer}`))
        .map((entry) => `${file}#${entry.id}`),
    );
    expect(said).toEqual([]);
  });
});
