import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FaqAnswer, MostAskedAnswer } from '../../../netlify/lib/assistant/types';
import { type FactLanguage, type FactSources, factValue } from '../../../src/content/fact-values';
import { INTAKE_PLACEHOLDERS, mostAskedSchema } from '../../../src/content/most-asked';
import { FACT_PLACEHOLDER } from '../../../src/content/schemas';
import type { ContentData } from './content-data';
import { factSources } from './faq-answers';
import { linkTitle, pageNames } from './page-names';

/** The most-asked questions' file, under content/. */
export const MOST_ASKED_FILE = 'assistant/most-asked.json';

/** Every placeholder filled, but the next intake's: its dates are read when the chat answers (they pass). */
function fillAtBuild(text: string, language: FactLanguage, sources: FactSources): string {
  return text.replace(FACT_PLACEHOLDER, (whole, id: string) =>
    (INTAKE_PLACEHOLDERS as readonly string[]).includes(id) ? whole : factValue(id, language, sources),
  );
}

/** content/assistant/most-asked.json, checked with its schema, each entry with its answer, link and wordings. */
export async function mostAskedAnswers(
  contentDir: string,
  data: ContentData,
  faq: readonly FaqAnswer[],
): Promise<MostAskedAnswer[]> {
  const file = join(contentDir, MOST_ASKED_FILE);
  const parsed = mostAskedSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const sources = factSources(data);
  const names = await pageNames(contentDir);
  return parsed.data.map((entry): MostAskedAnswer => {
    const phrasings = { en: entry.en.wordings, hi: [...entry.hi.wordings, ...entry.hi.roman] };
    if (entry.kind === 'faq') {
      const answered = faq.find((f) => f.id === entry.faq);
      if (!answered) throw new Error(`${file}: ${entry.id} names no FAQ entry "${entry.faq}"`);
      const { answer, link } = answered;
      const topic = { en: answered.linkTitle.en, hi: answered.linkTitle.hi };
      return { id: entry.id, kind: 'answer', link, linkTitle: answered.linkTitle, answer, topic, phrasings };
    }
    // The schema makes sure an answer or not-on-site entry has its page and topic.
    const page = entry.page ?? '/';
    const topic = entry.topic ?? { en: entry.id, hi: entry.id };
    const common = {
      id: entry.id,
      link: entry.anchor ? `${page}#${entry.anchor}` : page,
      linkTitle: linkTitle(names, page, topic, `${file}: ${entry.id}`),
      topic,
      phrasings,
    };
    if (entry.kind === 'not-on-site') return { ...common, kind: 'not-on-site' };
    const answer = {
      en: fillAtBuild(entry.en.answer ?? '', 'en', sources),
      hi: fillAtBuild(entry.hi.answer ?? '', 'hi', sources),
    };
    return { ...common, kind: 'answer', answer };
  });
}
