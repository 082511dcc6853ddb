import { z } from 'zod';
import courses from '../../content/data/hi/courses.json' with { type: 'json' };
import facts from '../../content/data/hi/facts.json' with { type: 'json' };
import leaders from '../../content/data/hi/leaders.json' with { type: 'json' };
import plans from '../../content/data/hi/plans.json' with { type: 'json' };
import programs from '../../content/data/hi/programs.json' with { type: 'json' };
import services from '../../content/data/hi/services.json' with { type: 'json' };
import voiceChallenges from '../../content/data/hi/voice-challenges.json' with { type: 'json' };
import type { Locale } from '../domain/locale';
import {
  courseSchema,
  factIdSchema,
  factSchema,
  leaderSchema,
  planSchema,
  programSchema,
  serviceSchema,
  translatedFromSchema,
  voiceChallengeSchema,
} from './schemas';
import { TRANSLATED_FIELDS, type TranslatedDataName } from './translated-fields';

/**
 * The Hindi words of the data lists: content/data/hi/<name>.json is a list like the English file, one entry per
 * English entry in the same order, holding the entry's id, its translated fields (src/content/translated-fields.ts,
 * with the English fields' rules) and `translatedFrom`, the hash of the English words it translates
 * (src/i18n/translation-files.ts). In the CMS the two files are one entry in two locales.
 */

function hindiList<Words extends z.ZodRawShape, Extra extends z.ZodRawShape = Record<never, never>>(
  words: Words,
  extra?: Extra,
  id: z.ZodString = z.string().min(1),
) {
  return z.array(z.object({ ...(extra as Extra), id, ...words, translatedFrom: translatedFromSchema }).strict());
}

function wordsOf<Shape extends z.ZodRawShape, K extends keyof Shape & string>(shape: Shape, names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, shape[name]])) as Pick<Shape, K>;
}

const factLabel = { label: (factSchema.options[0] as z.ZodObject<{ label: z.ZodString }>).shape.label };
/** Sveltia CMS writes a fact's `kind` (its list item type) into every locale's file. */
const factKind = {
  kind: z.enum(factSchema.options.flatMap((option) => [...option.shape.kind._zod.values]) as [string, ...string[]]),
};

export const hindiDataSchemas = {
  courses: hindiList(wordsOf(courseSchema.shape, TRANSLATED_FIELDS.courses)),
  facts: hindiList(factLabel, factKind, factIdSchema),
  leaders: hindiList(wordsOf(leaderSchema.shape, TRANSLATED_FIELDS.leaders)),
  plans: hindiList(wordsOf(planSchema.shape, TRANSLATED_FIELDS.plans)),
  programs: hindiList(wordsOf(programSchema.shape, TRANSLATED_FIELDS.programs)),
  services: hindiList(wordsOf(serviceSchema.shape, TRANSLATED_FIELDS.services)),
  'voice-challenges': hindiList(wordsOf(voiceChallengeSchema.shape, TRANSLATED_FIELDS['voice-challenges'])),
} satisfies Record<TranslatedDataName, z.ZodType>;

export const hindiData = {
  courses: hindiDataSchemas.courses.parse(courses),
  facts: hindiDataSchemas.facts.parse(facts),
  leaders: hindiDataSchemas.leaders.parse(leaders),
  plans: hindiDataSchemas.plans.parse(plans),
  programs: hindiDataSchemas.programs.parse(programs),
  services: hindiDataSchemas.services.parse(services),
  'voice-challenges': hindiDataSchemas['voice-challenges'].parse(voiceChallenges),
};

type HindiData = typeof hindiData;
/** An entry's words: all but the id that pairs it, a fact's kind and the freshness hash. */
type HindiWords<N extends TranslatedDataName> = Omit<HindiData[N][number], 'id' | 'kind' | 'translatedFrom'>;

/** The words of one entry of a Hindi list. */
export function hindiWords<N extends TranslatedDataName>(name: N, id: string): HindiWords<N> | undefined {
  const entry = (hindiData[name] as HindiData[N][number][]).find((candidate) => candidate.id === id);
  if (!entry) return undefined;
  const fields = TRANSLATED_FIELDS[name] as readonly string[];
  return Object.fromEntries(Object.entries(entry).filter(([key]) => fields.includes(key))) as HindiWords<N>;
}

/**
 * An entry of a data list in an edition: the English entry, with its words replaced by the Hindi ones for Hindi.
 * Throws when the Hindi file lacks the entry, so a new English entry fails the build until it is translated.
 */
export function localizedData<N extends TranslatedDataName, T extends object>(
  name: N,
  id: string,
  data: T,
  locale: Locale,
): T & Partial<HindiWords<N>> {
  if (locale === 'en') return data;
  const words = hindiWords(name, id);
  if (!words) throw new Error(`content/data/hi/${name}.json has no entry "${id}"`);
  return { ...data, ...words };
}
