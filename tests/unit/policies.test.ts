import { describe, expect, it } from 'vitest';
import { policySchema } from '../../src/content/schemas';
import { site } from '../../src/content/site';
import { formatDate } from '../../src/i18n/format';
import { readMdxFolder, splitFrontmatter } from '../support/frontmatter';

const policies = readMdxFolder('content/policies');

/** The fixed section counts and date lines of the policy pages. */
const expected: Record<string, { sections: number; dateLine: string }> = {
  'terms-conditions.mdx': { sections: 10, dateLine: 'Last updated 18 June 2025' },
  'privacy-policy.mdx': { sections: 12, dateLine: 'Last updated 18 June 2025' },
  'company-policy.mdx': { sections: 9, dateLine: 'Effective 18 June 2025' },
  'accessibility.mdx': { sections: 7, dateLine: 'Last updated 18 June 2025' },
};

describe('policy pages', () => {
  it('has exactly the four policy files', () => {
    expect(policies.map((p) => p.name).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const policy of policies) {
    describe(policy.name, () => {
      const data = policySchema.parse(policy.data);
      const headings = policy.body.split(/\r?\n/).filter((line) => line.startsWith('## '));

      it('has its fixed number of ## sections, numbered 1 to n', () => {
        expect(headings).toHaveLength(expected[policy.name]?.sections ?? -1);
        headings.forEach((heading, index) => {
          expect(heading).toMatch(new RegExp(`^## ${index + 1}\\. \\S`));
        });
      });

      it('matches the fixed date line', () => {
        const spec = expected[policy.name];
        expect(`${data.dateLabel} ${formatDate(data.date, 'en')}`).toBe(spec?.dateLine);
      });

      it('takes contacts from site.json, never as literals', () => {
        for (const value of [site.email, site.privacyEmail, site.accessibilityEmail, site.phone, site.legalName]) {
          expect(policy.body).not.toContain(value);
        }
      });
    });
  }
});

describe('splitFrontmatter', () => {
  it('reads numbers, quoted strings and values with colons', () => {
    const { data, body } = splitFrontmatter('---\nsections: 9\ndescription: "a: b"\nlabel: \'12\'\n---\n## 1. One\n');
    expect(data).toEqual({ sections: 9, description: 'a: b', label: '12' });
    expect(body).toBe('## 1. One\n');
  });

  it('rejects a file without frontmatter', () => {
    expect(() => splitFrontmatter('## 1. One\n')).toThrow();
  });
});
