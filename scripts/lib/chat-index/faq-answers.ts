import { readFile } from 'node:fs/promises';
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
import { readMdx } from './mdx-document';

/** How a chat link names each page in Hindi (the English name is the page's own title). */
const hindiPageNames: Record<string, string> = {
  '/': 'होम',
  '/about': 'हमारे बारे में',
  '/services': 'सेवाएँ',
  '/ai-tools': 'AI टूल',
  '/vauxa-ai': 'Vauxa चैट',
  '/games': 'आवाज़ के खेल',
  '/admissions': 'एडमिशन',
  '/founder': 'संस्थापक',
  '/leadership': 'नेतृत्व',
  '/institute-voice-acting': 'वॉइस एक्टिंग संस्थान',
  '/investor-portal': 'इन्वेस्टर पोर्टल',
  '/investment-policy': 'निवेश नीति',
  '/payment-schedule': 'भुगतान कैलेंडर',
  '/privacy-policy': 'निजता नीति',
  '/accessibility': 'सुगम्यता',
};

/** The English name of each page: the title of its content/pages or content/policies file. */
async function englishPageNames(contentDir: string): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const route of Object.keys(hindiPageNames)) {
    const id = route === '/' ? 'home' : route.slice(1);
    for (const folder of ['pages', 'policies']) {
      const source = await readFile(join(contentDir, folder, `${id}.mdx`), 'utf8').catch(() => undefined);
      if (source) names[route] ??= readMdx(source).frontmatter.title ?? id;
    }
  }
  return names;
}

const entrySchema = z.intersection(z.object({ id: z.string().min(1) }), faqSchema);

/** content/faq/*.json with every fact filled in, each answer's link and its title in both languages. */
export async function faqAnswers(contentDir: string, data: ContentData): Promise<FaqAnswer[]> {
  const sources: FactSources = {
    site,
    facts: byId(data.facts),
    courses: byId(data.courses),
    plans: byId(data.plans),
    intake: nextIntake,
    now: new Date(),
  };
  const english = await englishPageNames(contentDir);
  const entries = await readFaqFiles(join(contentDir, 'faq'));
  return entries.map((raw) => {
    const entry = entrySchema.parse(raw);
    const onFaqPage = (FAQ_PAGES as readonly string[]).includes(entry.page);
    const anchor = entry.anchor ?? (onFaqPage ? faqAnchor(entry.id) : undefined);
    const en = english[entry.page];
    const hi = hindiPageNames[entry.page];
    if (!en || !hi) throw new Error(`FAQ ${entry.id}: ${entry.page} is not a page the chat can link`);
    return {
      id: entry.id,
      audience: entry.audience,
      link: anchor ? `${entry.page}#${anchor}` : entry.page,
      linkTitle: { en: `${en}: ${entry.topic.en}`, hi: `${hi}: ${entry.topic.hi}` },
      answer: { en: fillFacts(entry.en.answer, 'en', sources), hi: fillFacts(entry.hi.answer, 'hi', sources) },
      phrasings: {
        en: [entry.en.question, ...entry.en.alternatives],
        hi: [entry.hi.question, ...entry.hi.alternatives, ...entry.hi.roman],
      },
    };
  });
}
