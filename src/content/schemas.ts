import { z } from 'zod';

/** Frontmatter and data schemas of content/. Plain zod so unit tests and scripts can use them outside Astro. */

/** Every MDX page shares this frontmatter; page types extend it. */
export const basePageSchema = z.object({
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(170),
});

export const pageSchema = basePageSchema.extend({
  heading: z.string().min(1),
  lede: z.string().min(1).optional(),
});

/** Legal and policy texts: dated, numbered sections. */
export const policySchema = basePageSchema.extend({
  heading: z.string().min(1),
  dateLabel: z.enum(['Last updated', 'Effective']),
  date: z.coerce.date(),
  sections: z.number().int().positive(),
});

export const quoteSchema = z.object({ text: z.string().min(1), lang: z.literal('hi') });

export const statSchema = z.object({
  page: z.enum(['home', 'about', 'founder', 'institute']),
  value: z.string().min(1),
  label: z.string().min(1),
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
