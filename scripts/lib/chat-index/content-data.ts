import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  courseSchema,
  factSchema,
  jokeSchema,
  leaderSchema,
  planSchema,
  programSchema,
  serviceSchema,
  statSchema,
  tongueTwisterSchema,
} from '../../../src/content/schemas';

/** content/data/*.json parsed with the same collection schemas Astro uses (src/content.config.ts). */

const withId = <T extends z.ZodType>(schema: T) => z.array(z.intersection(z.object({ id: z.string().min(1) }), schema));

const dataFiles = {
  courses: withId(courseSchema),
  plans: withId(planSchema),
  leaders: withId(leaderSchema),
  programs: withId(programSchema),
  services: withId(serviceSchema),
  stats: withId(statSchema),
  facts: withId(factSchema),
  jokes: withId(jokeSchema),
  'tongue-twisters': withId(tongueTwisterSchema),
};

export type ContentData = { [K in keyof typeof dataFiles]: z.output<(typeof dataFiles)[K]> };

export async function readContentData(contentDir: string): Promise<ContentData> {
  const entries = await Promise.all(
    Object.entries(dataFiles).map(async ([name, schema]) => {
      const file = join(contentDir, 'data', `${name}.json`);
      const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
      return [name, parsed.data] as const;
    }),
  );
  return Object.fromEntries(entries) as ContentData;
}

/** A list keyed by id. */
export function byId<T extends { id: string }>(list: readonly T[]): Record<string, T> {
  return Object.fromEntries(list.map((item) => [item.id, item]));
}
