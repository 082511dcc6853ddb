import factsJson from '../../content/data/facts.json' with { type: 'json' };
import { type Fact, type FactLanguage, formatFact } from './fact-values';
import { factsSchema } from './schemas';

/**
 * Every figure, hour, amount and date the site states, read once from content/data/facts.json, for code that runs
 * outside a page's build (functions, PDFs, the assistant's prompts, the footer). Pages read the `facts` collection.
 */
export const facts: Readonly<Record<string, Fact>> = Object.fromEntries(
  factsSchema.parse(factsJson).map(({ id, ...fact }) => [id, fact as Fact]),
);

export function isFactId(id: string): boolean {
  return Object.hasOwn(facts, id);
}

/** The fact with this id; throws for an unknown id, so a typo fails the build and the tests. */
export function fact(id: string): Fact {
  const found = facts[id];
  if (!found) throw new Error(`content/data/facts.json has no fact "${id}"`);
  return found;
}

/** A fact as readers see it: "500+", "₹39,473", "2 July 2025". */
export function factText(id: string, language: FactLanguage = 'en'): string {
  return formatFact(fact(id), language);
}
