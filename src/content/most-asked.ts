import { z } from 'zod';
import { FACT_PLACEHOLDER, factAnswerSchema } from './schemas';

/**
 * The questions parents, applicants and investors ask Vauxa most (content/assistant/most-asked.json), each with
 * several wordings in English, Hindi and Roman-script Hindi. The chat matches a question against these wordings
 * before it searches the whole site (docs/ASSISTANT.md). An entry is answered in one of three ways:
 * - `faq`: with the answer and link of the FAQ entry it names (content/faq/), so an answer is written once;
 * - `answer`: with its own answer in each language, linked to `page` (and `anchor`) under the title `topic`;
 * - `not-on-site`: the site does not say (class timings, hostel, a job guarantee): Vauxa says so plainly and gives
 *   the contact for the page's topic, instead of a nearby sentence that answers another question.
 */

/** The next intake's placeholders, filled when the chat answers (content/next-intake.json), never at build time. */
export const INTAKE_PLACEHOLDERS = ['intake.name', 'intake.applyBy', 'intake.startDate'] as const;

const wordings = z.array(z.string().min(1).max(200)).min(2);

export const mostAskedEntrySchema = z
  .object({
    kind: z.enum(['faq', 'answer', 'not-on-site']),
    audience: z.enum(['parent', 'applicant', 'investor', 'tools']),
    /** The FAQ entry whose answer and link answer it (`faq` entries only). */
    faq: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** The page that states the answer, or whose contact a `not-on-site` reply gives. */
    page: z
      .string()
      .regex(/^\/[a-z-]*$/, 'page must be a site route such as /admissions')
      .optional(),
    anchor: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** The link's topic ("next intake" gives "Admissions: next intake"); for `not-on-site`, what the site does not give. */
    topic: z.object({ en: z.string().min(1).max(80), hi: z.string().min(1).max(80) }).optional(),
    /** The ids of the facts the answers read, exactly the placeholders they use (`answer` entries). */
    facts: z.array(z.string().min(1)),
    en: z.object({ wordings, answer: factAnswerSchema.optional() }),
    hi: z.object({
      wordings,
      /** Roman-script Hindi, as people type it ("fees kitni hai"). */
      roman: wordings,
      answer: factAnswerSchema.optional(),
    }),
  })
  .refine((entry) => (entry.kind === 'faq') === (entry.faq !== undefined), {
    message: 'an entry names an FAQ entry (faq) exactly when its kind is faq',
  })
  .refine((entry) => entry.kind === 'faq' || (entry.page !== undefined && entry.topic !== undefined), {
    message: 'an answer or not-on-site entry names its page and topic',
  })
  .refine(
    (entry) =>
      (entry.kind === 'answer') === (entry.en.answer !== undefined) &&
      (entry.kind === 'answer') === (entry.hi.answer !== undefined),
    { message: 'an answer entry, and only it, has an answer in English and in Hindi' },
  )
  .refine(
    (entry) => {
      const used = new Set(
        [...`${entry.en.answer ?? ''} ${entry.hi.answer ?? ''}`.matchAll(FACT_PLACEHOLDER)].map((m) => m[1]),
      );
      return used.size === entry.facts.length && entry.facts.every((fact) => used.has(fact));
    },
    { message: 'facts must list exactly the placeholders the answers use' },
  );

export type MostAskedEntry = z.output<typeof mostAskedEntrySchema>;

/** The whole file: entries with unique ids. */
export const mostAskedSchema = z
  .array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/) }).and(mostAskedEntrySchema))
  .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
    message: 'ids are unique',
  });
