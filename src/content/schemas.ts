import { z } from 'zod';

/** Frontmatter and data schemas of content/. Plain zod so unit tests and scripts can use them outside Astro. */

/** Every MDX page shares this frontmatter; page types extend it. */
export const basePageSchema = z.object({
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(170),
});

/** A button in a page's hero: a site path or an in-page anchor. */
export const heroActionSchema = z.object({
  label: z.string().min(1),
  href: z.string().regex(/^[/#]/, 'href must be a site path or an in-page anchor'),
  primary: z.boolean().default(false),
});

export type HeroAction = z.input<typeof heroActionSchema>;

export const pageSchema = basePageSchema.extend({
  heading: z.string().min(1),
  lede: z.string().min(1).optional(),
  eyebrow: z.string().min(1).optional(),
  actions: z.array(heroActionSchema).optional(),
  /** A page that is a reference text (investment policy, payment schedule): dated, with a contents list. */
  lastUpdated: z.coerce.date().optional(),
});

/**
 * A Hindi entry's `translatedFrom`: the first 16 hex digits of the SHA-256 of the English file it was translated
 * from (src/i18n/translation-status.ts). When the English file changes, the check reports the Hindi one as stale.
 */
export const translatedFromSchema = z.string().regex(/^[0-9a-f]{16}$/, 'translatedFrom is 16 hex digits of a SHA-256');

/** Legal and policy texts: dated; their numbered sections are the body's `## n.` headings, counted, never typed. */
export const policySchema = basePageSchema.extend({
  heading: z.string().min(1),
  dateLabel: z.enum(['Last updated', 'Effective']),
  date: z.coerce.date(),
});

/** The Hindi edition of a page (content/pages/hi/) and of a policy (content/policies/hi/). */
export const hindiPageSchema = pageSchema.extend({ translatedFrom: translatedFromSchema });
export const hindiPolicySchema = policySchema.extend({
  dateLabel: z.enum(['आख़िरी बदलाव', 'लागू होने की तारीख']),
  translatedFrom: translatedFromSchema,
});

export const quoteSchema = z.object({
  text: z.string().min(1),
  lang: z.literal('hi'),
  /** English rendering shown under the Hindi quote. */
  translation: z.string().min(1),
});

/** A figure tile on a page: which fact it shows, in which order. */
export const statSchema = z.object({
  page: z.enum(['home', 'about', 'founder', 'institute', 'investor-portal']),
  fact: z.string().min(1),
  order: z.number().int(),
});

export const leaderSchema = z.object({
  name: z.string().min(1),
  position: z.string().min(1),
  description: z.string().min(1),
  order: z.number().int(),
});

export const courseSchema = z
  .object({
    title: z.string().min(1),
    summary: z.string().min(1),
    price: z.number().int().positive(),
    originalPrice: z.number().int().positive(),
    discountPercent: z.number().int().min(1).max(99),
    highlights: z.array(z.string().min(1)).min(1),
    order: z.number().int(),
  })
  .refine((c) => c.price < c.originalPrice, { message: 'price must be below originalPrice' });

export const serviceSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  points: z.array(z.string().min(1)).min(1),
  icon: z.enum(['mic', 'chip', 'phone', 'ivr', 'seva', 'compass']),
  order: z.number().int(),
});

export const programSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  duration: z.string().min(1),
  modules: z.array(z.string().min(1)).min(1),
  order: z.number().int(),
});

export const planSchema = z.object({
  name: z.string().min(1),
  minimumInvestment: z.number().int().positive(),
  returns: z.string().min(1),
  payout: z.string().min(1),
  /** Premium plan: fixed monthly amounts in a profit month and in a loss month (rupees). */
  monthlyReturn: z.object({ profit: z.number().int().positive(), loss: z.number().int().positive() }).optional(),
  risk: z.enum(['Low', 'Medium', 'High']),
  features: z.array(z.string().min(1)).min(1),
  order: z.number().int(),
});

/** A tongue twister of the /games challenge. Difficulty 1 (short) to 3 (long and tangled). */
export const tongueTwisterSchema = z.object({
  lang: z.enum(['hi', 'en']),
  text: z.string().min(1).max(300),
  difficulty: z.number().int().min(1).max(3),
});

/** A prompt card of the /games emotion and character-voice challenge: an emotion or a character, never both. */
export const voiceChallengeSchema = z
  .object({
    prompt: z.string().min(1),
    emotion: z.string().min(1).optional(),
    character: z.string().min(1).optional(),
    line: z.string().min(1),
    lang: z.enum(['hi', 'en']),
    tips: z.array(z.string().min(1)).min(1),
  })
  .refine((card) => (card.emotion === undefined) !== (card.character === undefined), {
    message: 'a card names either an emotion or a character',
  });

/**
 * One fact the site states (content/data/facts.json): the label says exactly what the value counts, so two figures
 * that look alike ("100+" girls trained in voice acting, "500+" students across programmes) stay apart. `kind` says
 * how it is written: a plain number ("60"), a percentage, rupees, a date (ISO in the file), a day of the month
 * ("13th" / "13"), a year ("2021"), or text with its Hindi wording in `hi`.
 */
export const factSchema = z.discriminatedUnion('kind', [
  z.object({ label: z.string().min(1), kind: z.enum(['number', 'percent', 'day', 'year']), value: z.number() }),
  z.object({ label: z.string().min(1), kind: z.literal('rupees'), value: z.number().int().nonnegative() }),
  z.object({ label: z.string().min(1), kind: z.literal('date'), value: z.iso.date() }),
  z.object({
    label: z.string().min(1),
    kind: z.literal('text'),
    value: z.string().min(1),
    hi: z.string().min(1).optional(),
  }),
]);

/** The whole of content/data/facts.json: facts with unique ids. */
/** A fact's id, as FAQ answers and figure tiles name it. */
export const factIdSchema = z.string().regex(/^[a-z0-9-]+$/);

export const factsSchema = z
  .array(z.object({ id: factIdSchema }).and(factSchema))
  .refine((facts) => new Set(facts.map((fact) => fact.id)).size === facts.length, { message: 'fact ids are unique' });

/** A short, clean joke for the chat's fun persona, in English and Hindi. */
export const jokeSchema = z.object({ en: z.string().min(1).max(300), hi: z.string().min(1).max(300) });

/** `{fact-id}` in an FAQ answer: a fact of facts.json, `site.*`, `course.<id>.<field>` or `plan.<id>.<field>`. */
export const FACT_PLACEHOLDER = /\{([a-z][\w.-]*)\}/g;

/** A number typed into an answer instead of read from a fact (a digit that does not end a word such as MP3). */
const typedNumber = /(?<![\p{L}])\d/u;

/** An answer's text: every number in it is a fact placeholder, so a figure is typed once, in content/. */
export const factAnswerSchema = z
  .string()
  .min(1)
  .max(400)
  .refine((answer) => !typedNumber.test(answer.replace(FACT_PLACEHOLDER, '')), {
    message: 'an answer reads every number from a fact placeholder such as {lock-in-days}, never types it',
  });

const faqText = z.object({
  question: z.string().min(1).max(200),
  answer: factAnswerSchema,
  alternatives: z.array(z.string().min(1).max(200)).min(1),
});

/** FAQ pages: the entry's page unless it names another, linked at `#faq-<id>` or its `anchor`. */
export const faqSchema = z
  .object({
    audience: z.enum(['parent', 'student', 'tools', 'investor']),
    page: z.string().regex(/^\/[a-z-]*$/, 'page must be a site route such as /admissions'),
    /** Position in content/faq/ (set by the loader), so a page lists its questions in the editor's order. */
    order: z.number().int().nonnegative(),
    anchor: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** What the link after an answer is about: "how to apply" gives "Admissions: how to apply". */
    topic: z.object({ en: z.string().min(1), hi: z.string().min(1) }),
    /** The ids of the facts the answers read, exactly the placeholders they use. */
    facts: z.array(z.string().min(1)),
    en: faqText,
    hi: faqText.extend({
      /** Roman-script Hindi, as people type it ("fees kitni hai"). */
      roman: z.array(z.string().min(1).max(200)).min(1),
    }),
  })
  .refine(
    (entry) => {
      const used = new Set([...`${entry.en.answer} ${entry.hi.answer}`.matchAll(FACT_PLACEHOLDER)].map((m) => m[1]));
      return used.size === entry.facts.length && entry.facts.every((fact) => used.has(fact));
    },
    { message: 'facts must list exactly the placeholders the answers use' },
  );
