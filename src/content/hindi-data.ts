import courses from '../../content/data/hi/courses.json' with { type: 'json' };
import facts from '../../content/data/hi/facts.json' with { type: 'json' };
import leaders from '../../content/data/hi/leaders.json' with { type: 'json' };
import plans from '../../content/data/hi/plans.json' with { type: 'json' };
import programs from '../../content/data/hi/programs.json' with { type: 'json' };
import services from '../../content/data/hi/services.json' with { type: 'json' };
import { z } from '../domain/zod';
import type { Locale } from '../i18n/locale';
import { translatedFromSchema } from './schemas';

/**
 * The Hindi words of the data lists (content/data/hi/<name>.json): for each entry id, the fields written in words.
 * Numbers, prices, order and icons stay in the English file, the one source of them.
 */
const text = z.string().min(1);
const texts = z.array(text).min(1);
const hindiFile = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ translatedFrom: translatedFromSchema, entries: z.record(z.string(), z.object(fields).strict()) });

export const hindiDataSchemas = {
  courses: hindiFile({ title: text, summary: text, highlights: texts }),
  facts: hindiFile({ label: text }),
  leaders: hindiFile({ position: text, description: text }),
  plans: hindiFile({ name: text, returns: text, payout: text, features: texts }),
  programs: hindiFile({ title: text, summary: text, duration: text, modules: texts }),
  services: hindiFile({ title: text, summary: text, points: texts }),
};

export const hindiData = {
  courses: hindiDataSchemas.courses.parse(courses),
  facts: hindiDataSchemas.facts.parse(facts),
  leaders: hindiDataSchemas.leaders.parse(leaders),
  plans: hindiDataSchemas.plans.parse(plans),
  programs: hindiDataSchemas.programs.parse(programs),
  services: hindiDataSchemas.services.parse(services),
};

type HindiData = typeof hindiData;

/**
 * An entry of a data list in an edition: the English entry, with its words replaced by the Hindi ones for Hindi.
 * Throws when the Hindi file lacks the entry, so a new English entry fails the build until it is translated.
 */
export function localizedData<N extends keyof HindiData, T extends object>(
  name: N,
  id: string,
  data: T,
  locale: Locale,
): T & Partial<HindiData[N]['entries'][string]> {
  if (locale === 'en') return data;
  const words = hindiData[name].entries[id];
  if (!words) throw new Error(`content/data/hi/${name}.json has no entry "${id}"`);
  return { ...data, ...words };
}
