import { join } from 'node:path';
import { z } from 'zod';
import type { FaqAnswer } from '../../../netlify/lib/assistant/types';
import { type FactSources, fillFacts } from '../../../src/content/fact-values';
import { readFaqFiles } from '../../../src/content/faq-files';
import { FAQ_PAGES, faqAnchor } from '../../../src/content/faq-pages';
import { nextIntake } from '../../../src/content/next-intake';
import { faqSchema } from '../../../src/content/schemas';
import { site } from '../../../src/content/site';
import { byId, type ContentData } from './content-data';
import { linkTitle, pageNames } from './page-names';

const entrySchema = z.intersection(z.object({ id: z.string().min(1) }), faqSchema);

/** What answers' placeholders are filled from: site.json, the data lists and the next intake, as of the build. */
export function factSources(data: ContentData): FactSources {
  return {
    site,
    facts: byId(data.facts),
    courses: byId(data.courses),
    plans: byId(data.plans),
    intake: nextIntake,
    now: new Date(),
  };
}

/** content/faq/*.json with every fact filled in, each answer's link and its title in both languages. */
export async function faqAnswers(contentDir: string, data: ContentData): Promise<FaqAnswer[]> {
  const sources = factSources(data);
  const names = await pageNames(contentDir);
  const entries = await readFaqFiles(join(contentDir, 'faq'));
  return entries.map((raw) => {
    const entry = entrySchema.parse(raw);
    const onFaqPage = (FAQ_PAGES as readonly string[]).includes(entry.page);
    const anchor = entry.anchor ?? (onFaqPage ? faqAnchor(entry.id) : undefined);
    return {
      id: entry.id,
      audience: entry.audience,
      link: anchor ? `${entry.page}#${anchor}` : entry.page,
      linkTitle: linkTitle(names, entry.page, entry.topic, `FAQ ${entry.id}`),
      answer: { en: fillFacts(entry.en.answer, 'en', sources), hi: fillFacts(entry.hi.answer, 'hi', sources) },
      phrasings: {
        en: [entry.en.question, ...entry.en.alternatives],
        hi: [entry.hi.question, ...entry.hi.alternatives, ...entry.hi.roman],
      },
    };
  });
}
