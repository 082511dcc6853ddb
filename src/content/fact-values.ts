import type { z } from 'zod';
import { formatRupees } from '../domain/money';
import { formatDate } from '../i18n/format';
import { ordinal } from '../i18n/ordinal';
import { inLocale } from '../i18n/per-locale';
import { intakeSentence } from './intake-sentence';
import type { NextIntake } from './next-intake';
import { type courseSchema, FACT_PLACEHOLDER, type factSchema, type planSchema } from './schemas';
import { founderFullName, postalAddress, type Site } from './site';

/**
 * The values behind FAQ placeholders, written for English or Hindi text: `{lock-in-days}` (content/data/facts.json),
 * `{site.email}` (content/site.json), `{course.coding.price}` (courses.json), `{plan.premium.profit}` (plans.json),
 * `{intake.lead}` (the next intake's sentence from content/next-intake.json, as true at `now`: the build's time).
 * Pages and the chat index both fill answers here, so a fact is typed once, in content/.
 */

export type FactLanguage = 'en' | 'hi';
export type Fact = z.output<typeof factSchema>;
type Course = z.output<typeof courseSchema>;
type Plan = z.output<typeof planSchema>;

export interface FactSources {
  site: Site;
  facts: Record<string, Fact>;
  courses: Record<string, Course>;
  plans: Record<string, Plan>;
  intake: NextIntake;
  now: Date;
}

const numbers = new Intl.NumberFormat('en-IN');

export function formatFact(fact: Fact, language: FactLanguage): string {
  switch (fact.kind) {
    case 'number':
      return numbers.format(fact.value);
    case 'percent':
      return `${fact.value}%`;
    case 'rupees':
      return formatRupees(fact.value);
    case 'day':
      return inLocale(language, { en: ordinal(fact.value), hi: String(fact.value) });
    case 'year':
      return String(fact.value);
    case 'date':
      return formatDate(fact.value, language);
    case 'text':
      return inLocale(language, { en: fact.value, hi: fact.hi ?? fact.value });
  }
}

function siteValue(site: Site, field: string): string | undefined {
  const values: Record<string, string> = {
    name: site.name,
    email: site.email,
    investorEmail: site.investorEmail,
    privacyEmail: site.privacyEmail,
    accessibilityEmail: site.accessibilityEmail,
    phone: site.phone,
    address: postalAddress,
    founderName: founderFullName,
  };
  return values[field];
}

function courseValue(course: Course | undefined, field: string): string | undefined {
  if (!course) return undefined;
  if (field === 'price') return formatRupees(course.price);
  if (field === 'originalPrice') return formatRupees(course.originalPrice);
  if (field === 'discountPercent') return `${course.discountPercent}%`;
  return undefined;
}

function planValue(plan: Plan | undefined, field: string): string | undefined {
  if (!plan) return undefined;
  if (field === 'minimumInvestment') return formatRupees(plan.minimumInvestment);
  if (field === 'profit' && plan.monthlyReturn) return formatRupees(plan.monthlyReturn.profit);
  if (field === 'loss' && plan.monthlyReturn) return formatRupees(plan.monthlyReturn.loss);
  return undefined;
}

/** The written value of one placeholder id; throws for an id that names no fact, so a typo fails the build. */
export function factValue(id: string, language: FactLanguage, sources: FactSources): string {
  const [source, key = '', field = ''] = id.split('.');
  const fact = sources.facts[id];
  const value =
    source === 'site'
      ? siteValue(sources.site, key)
      : source === 'course'
        ? courseValue(sources.courses[key], field)
        : source === 'plan'
          ? planValue(sources.plans[key], field)
          : id === 'intake.lead'
            ? intakeSentence(language, sources.now, sources.intake)
            : fact && formatFact(fact, language);
  if (value === undefined) throw new Error(`{${id}} names no fact in content/`);
  return value;
}

export function fillFacts(text: string, language: FactLanguage, sources: FactSources): string {
  return text.replace(FACT_PLACEHOLDER, (_, id: string) => factValue(id, language, sources));
}
