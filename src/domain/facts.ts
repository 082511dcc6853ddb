import factsJson from '../../content/data/facts.json';
import { type Fact, factsSchema } from '../content/schemas';
import { formatDayMonthYear } from './dates';
import { formatRupees } from './money';

/** Every figure, hour, amount and date the site states, read once from content/data/facts.json. */
export type FactId = keyof typeof factsJson;

export const facts = factsSchema.parse(factsJson) as Record<FactId, Fact>;

export function isFactId(id: string): id is FactId {
  return Object.hasOwn(facts, id);
}

/** A fact as readers see it: "500+", "₹39,473", "2 July 2025". */
export function formatFact(fact: Fact): string {
  if ('unit' in fact && fact.unit === 'rupees') return formatRupees(fact.value);
  if ('unit' in fact && fact.unit === 'date') return formatDayMonthYear(new Date(`${fact.value}T00:00:00Z`));
  return String(fact.value);
}

export function factText(id: FactId): string {
  return formatFact(facts[id]);
}

/** A date fact as the UTC midnight that starts it. */
export function factDate(id: FactId): Date {
  const fact = facts[id];
  if (!('unit' in fact) || fact.unit !== 'date') throw new Error(`fact ${id} is not a date`);
  return new Date(`${fact.value}T00:00:00Z`);
}
