import { getCollection } from 'astro:content';
import type { FactSources } from './fact-values';
import { nextIntake } from './next-intake';
import { site } from './site';

/** The fact sources of src/content/fact-values.ts, read from the content collections at build time. */
export async function factSources(): Promise<FactSources> {
  const [facts, courses, plans] = await Promise.all([
    getCollection('facts'),
    getCollection('courses'),
    getCollection('plans'),
  ]);
  return {
    site,
    facts: Object.fromEntries(facts.map((entry) => [entry.id, entry.data])),
    courses: Object.fromEntries(courses.map((entry) => [entry.id, entry.data])),
    plans: Object.fromEntries(plans.map((entry) => [entry.id, entry.data])),
    intake: nextIntake,
    now: new Date(),
  };
}
