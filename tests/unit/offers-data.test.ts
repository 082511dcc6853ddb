import { describe, expect, it } from 'vitest';
import courses from '../../content/data/courses.json';
import plans from '../../content/data/plans.json';
import { courseSchema, pageSchema, planSchema } from '../../src/content/schemas';
import { formatRupees } from '../../src/domain/money';
import { readMdxFolder } from '../support/frontmatter';

describe('courses.json', () => {
  const parsed = courses.map((course) => ({ id: course.id, ...courseSchema.parse(course) }));

  it('has the three courses with SPEC prices', () => {
    expect(parsed.map((c) => [c.id, c.price, c.originalPrice, c.discountPercent])).toEqual([
      ['coding', 1699, 5999, 72],
      ['business', 1099, 3999, 73],
      ['share-market', 311, 1999, 84],
    ]);
  });

  it('states each discount as the rounded saving', () => {
    for (const c of parsed) expect(Math.round((1 - c.price / c.originalPrice) * 100)).toBe(c.discountPercent);
  });
});

describe('plans.json', () => {
  const [basic, premium] = plans.map((plan) => planSchema.parse(plan));

  it('has the Basic and Premium plans with SPEC figures', () => {
    expect(formatRupees(basic?.minimumInvestment ?? 0)).toBe('₹5,000');
    expect(basic?.returns).toContain('0.01% of total company profit');
    expect(basic?.risk).toBe('Low');
    expect(formatRupees(premium?.minimumInvestment ?? 0)).toBe('₹7,000');
    expect(premium?.monthlyReturn).toEqual({ profit: 4000, loss: 2500 });
    expect(premium?.payout).toContain('13th of every month');
    expect(premium?.risk).toBe('Medium');
  });
});

describe('content/pages frontmatter of the admissions, investment-policy and frame pages', () => {
  const ours = ['admissions', 'ai-tools', 'games', 'investment-policy', 'settings', 'vauxa-ai'];
  const pages = readMdxFolder('content/pages').filter((page) => ours.includes(page.name.replace(/\.mdx$/, '')));

  it('finds all of them', () => {
    expect(pages).toHaveLength(ours.length);
  });

  it('validates and gives every page a unique title and description', () => {
    const data = pages.map((page) => pageSchema.parse(page.data));
    expect(new Set(data.map((d) => d.title)).size).toBe(data.length);
    expect(new Set(data.map((d) => d.description)).size).toBe(data.length);
  });
});
