import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dataFileSchemas } from '../../src/content/data-files';
import * as schemas from '../../src/content/schemas';
import { siteSchema } from '../../src/content/site';

const root = join(import.meta.dirname, '../..');
const dataDir = join(root, 'content/data');

const dataFiles = readdirSync(dataDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => basename(name, '.json'))
  .sort();

/** The entry schema of content/data/<file>.json (src/content/data-files.ts, wired in src/content.config.ts). */
function schemaFor(file: string): z.ZodType {
  const schema = (dataFileSchemas as Record<string, z.ZodType | undefined>)[file];
  if (!schema) throw new Error(`content/data/${file}.json has no schema in src/content/data-files.ts`);
  return schema;
}

function readEntries(file: string): Record<string, unknown>[] {
  const entries: unknown = JSON.parse(readFileSync(join(dataDir, `${file}.json`), 'utf8'));
  // Astro's file() loader takes an array of entries with ids, or an object keyed by id (facts.json).
  if (entries && typeof entries === 'object' && !Array.isArray(entries)) {
    return Object.entries(entries).map(([id, entry]) => ({ id, ...(entry as Record<string, unknown>) }));
  }
  if (!Array.isArray(entries)) throw new Error(`content/data/${file}.json must be entries in an array or keyed by id`);
  return entries as Record<string, unknown>[];
}

describe('content/data collections', () => {
  it('each have an entry schema and a collection in src/content.config.ts', () => {
    // Read as text: astro:content cannot be imported outside Astro.
    const config = readFileSync(join(root, 'src/content.config.ts'), 'utf8');
    expect(Object.keys(dataFileSchemas).sort()).toEqual(dataFiles);
    for (const file of dataFiles) expect(config, `${file}.json in content.config.ts`).toContain(`data('${file}')`);
  });

  describe.each(dataFiles)('%s.json', (file) => {
    it('parses entry by entry with its zod schema', () => {
      const schema = schemaFor(file);
      for (const [index, { id: _id, ...data }] of readEntries(file).entries()) {
        const result = schema.safeParse(data);
        expect(result.error?.issues ?? [], `${file}.json entry ${index} (${String(_id)})`).toEqual([]);
      }
    });

    it('has unique, non-empty string ids', () => {
      const ids = readEntries(file).map((entry) => entry.id);
      for (const id of ids) expect(typeof id === 'string' && id.trim() !== '', `id ${String(id)}`).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});

describe('fixed counts and figures', () => {
  it.each([
    ['quotes', 6],
    ['leaders', 10],
    ['services', 6],
    ['programs', 3],
    ['courses', 3],
    ['plans', 2],
  ])('%s.json has %i entries', (file, count) => {
    expect(readEntries(file)).toHaveLength(count);
  });

  it('quotes are Hindi, in Devanagari', () => {
    for (const quote of readEntries('quotes')) {
      expect(quote.lang).toBe('hi');
      expect(String(quote.text)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('courses carry the fixed prices and discounts', () => {
    const prices = readEntries('courses')
      .map((course) => [course.price, course.originalPrice, course.discountPercent])
      .sort((a, b) => Number(b[0]) - Number(a[0]));
    expect(prices).toEqual([
      [1699, 5999, 72],
      [1099, 3999, 73],
      [311, 1999, 84],
    ]);
  });

  it('course discounts are the rounded saving', () => {
    for (const course of readEntries('courses')) {
      const saving = 100 * (1 - Number(course.price) / Number(course.originalPrice));
      expect(course.discountPercent).toBe(Math.round(saving));
    }
  });

  it('programs are the three fixed ones', () => {
    const titles = readEntries('programs').map((program) => program.title);
    expect(titles.sort()).toEqual(['Character Voice Acting', 'Commercial Voice-Over', 'Dubbing & Narration']);
  });

  it('plans have the fixed minimum investments (Basic 5,000, Premium 7,000)', () => {
    const plans = readEntries('plans');
    const minimum = (name: RegExp) => plans.find((plan) => name.test(String(plan.name)))?.minimumInvestment;
    expect(minimum(/basic/i)).toBe(5000);
    expect(minimum(/premium/i)).toBe(7000);
  });
});

describe('schemas reject bad entries', () => {
  const course = {
    title: 'Coding',
    summary: 'Learn to build web and Android apps.',
    price: 1699,
    originalPrice: 5999,
    discountPercent: 72,
    highlights: ['Projects'],
    order: 1,
  };

  it('accept a good course', () => {
    expect(schemas.courseSchema.safeParse(course).success).toBe(true);
  });

  it.each(Object.keys(course))('reject a course without %s', (field) => {
    const { [field as keyof typeof course]: _removed, ...rest } = course;
    expect(schemas.courseSchema.safeParse(rest).success).toBe(false);
  });

  it('reject a price that is not below the original price', () => {
    expect(schemas.courseSchema.safeParse({ ...course, price: 5999 }).success).toBe(false);
    expect(schemas.courseSchema.safeParse({ ...course, price: 6999 }).success).toBe(false);
  });

  it('reject negative, fractional and out-of-range numbers', () => {
    expect(schemas.courseSchema.safeParse({ ...course, price: -1 }).success).toBe(false);
    expect(schemas.courseSchema.safeParse({ ...course, price: 16.99 }).success).toBe(false);
    expect(schemas.courseSchema.safeParse({ ...course, discountPercent: 100 }).success).toBe(false);
  });

  it('reject page descriptions shorter than 50 or longer than 170 characters', () => {
    const page = { title: 'About', heading: 'About us', description: 'x'.repeat(50) };
    expect(schemas.pageSchema.safeParse(page).success).toBe(true);
    expect(schemas.pageSchema.safeParse({ ...page, description: 'x'.repeat(49) }).success).toBe(false);
    expect(schemas.pageSchema.safeParse({ ...page, description: 'x'.repeat(171) }).success).toBe(false);
    expect(schemas.pageSchema.safeParse({ ...page, title: '' }).success).toBe(false);
    expect(schemas.pageSchema.safeParse({ title: 'About', heading: 'About us' }).success).toBe(false);
  });

  it('reject a policy without a valid date label or date', () => {
    const policy = {
      title: 'Privacy Policy',
      heading: 'Privacy Policy',
      description: 'How we collect, use and protect personal data of students, investors and visitors.',
      dateLabel: 'Last updated',
      date: '2025-06-18',
    };
    expect(schemas.policySchema.safeParse(policy).success).toBe(true);
    expect(schemas.policySchema.safeParse({ ...policy, dateLabel: 'Updated' }).success).toBe(false);
    expect(schemas.policySchema.safeParse({ ...policy, date: 'June the 18th' }).success).toBe(false);
  });

  it('reject leaders, quotes, services, plans and stats with missing or invalid fields', () => {
    expect(schemas.leaderSchema.safeParse({ name: 'A', position: 'B', order: 1 }).success).toBe(false);
    expect(schemas.leaderSchema.safeParse({ name: 'A', position: 'B', description: '', order: 1 }).success).toBe(false);
    expect(schemas.quoteSchema.safeParse({ text: 'आवाज़', lang: 'en' }).success).toBe(false);
    expect(schemas.quoteSchema.safeParse({ text: '', lang: 'hi' }).success).toBe(false);
    expect(
      schemas.serviceSchema.safeParse({ title: 'IVR', summary: 'Calls', points: ['x'], icon: 'rocket', order: 1 })
        .success,
    ).toBe(false);
    expect(
      schemas.serviceSchema.safeParse({ title: 'IVR', summary: 'Calls', points: [], icon: 'ivr', order: 1 }).success,
    ).toBe(false);
    const plan = {
      name: 'Basic',
      minimumInvestment: 5000,
      returns: 'x',
      payout: 'y',
      risk: 'Low',
      features: ['z'],
      order: 1,
    };
    expect(schemas.planSchema.safeParse(plan).success).toBe(true);
    expect(schemas.planSchema.safeParse({ ...plan, risk: 'None' }).success).toBe(false);
    expect(schemas.planSchema.safeParse({ ...plan, minimumInvestment: 0 }).success).toBe(false);
    expect(schemas.statSchema.safeParse({ page: 'home', fact: 'founded', order: 1 }).success).toBe(true);
    expect(schemas.statSchema.safeParse({ page: 'nowhere', fact: 'founded', order: 1 }).success).toBe(false);
  });
});

describe('content/site.json', () => {
  const site: unknown = JSON.parse(readFileSync(join(root, 'content/site.json'), 'utf8'));

  it('parses with siteSchema', () => {
    expect(siteSchema.safeParse(site).error?.issues ?? []).toEqual([]);
  });

  it('is in New Delhi', () => {
    expect(siteSchema.parse(site).address.city).toBe('New Delhi');
  });

  it('rejects a bad e-mail, postal code or city', () => {
    const parsed = siteSchema.parse(site);
    expect(siteSchema.safeParse({ ...parsed, email: 'not-an-email' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...parsed, address: { ...parsed.address, postalCode: '1100' } }).success).toBe(false);
    expect(siteSchema.safeParse({ ...parsed, address: { ...parsed.address, city: 'Mumbai' } }).success).toBe(false);
  });
});
