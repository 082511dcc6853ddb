import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import courses from '../../content/data/courses.json';
import facts from '../../content/data/facts.json';
import leaders from '../../content/data/leaders.json';
import plans from '../../content/data/plans.json';
import programs from '../../content/data/programs.json';
import services from '../../content/data/services.json';
import { hindiData, localizedData } from '../../src/content/hindi-data';
import { hindiPageSchema, hindiPolicySchema, policySchema } from '../../src/content/schemas';
import { desktopItems, footerColumns, navigationItems } from '../../src/domain/navigation';
import { localizedNavigation, navigationLabel } from '../../src/i18n/navigation';
import { readMdxFolder } from '../support/frontmatter';

const root = join(import.meta.dirname, '../..');
const folder = (path: string) => readMdxFolder(join(root, path));

describe('Hindi pages and policies', () => {
  const pages = folder('content/pages');
  const hindiPages = folder('content/pages/hi');
  const policies = folder('content/policies');
  const hindiPolicies = folder('content/policies/hi');

  it('exist for exactly the English files', () => {
    expect(hindiPages.map((page) => page.name)).toEqual(pages.map((page) => page.name));
    expect(hindiPolicies.map((policy) => policy.name)).toEqual(policies.map((policy) => policy.name));
  });

  // The build validates every field with these schemas; the simple frontmatter reader here sees no YAML lists
  // (a hero's actions), so this checks the plain fields: title and description lengths, heading, translatedFrom.
  it('parse with the English schemas plus translatedFrom', () => {
    const plainFields = hindiPageSchema.pick({ title: true, description: true, heading: true, translatedFrom: true });
    for (const page of hindiPages) {
      expect(plainFields.safeParse(page.data).error?.issues ?? [], page.name).toEqual([]);
    }
    for (const policy of hindiPolicies) {
      expect(hindiPolicySchema.safeParse(policy.data).error?.issues ?? [], policy.name).toEqual([]);
    }
  });

  for (const policy of hindiPolicies) {
    describe(`policies/hi/${policy.name}`, () => {
      const english = policies.find((entry) => entry.name === policy.name);
      const route = `/${policy.name.replace(/\.mdx$/, '')}`;

      it('has the English version’s numbered sections and date', () => {
        const englishData = policySchema.parse(english?.data);
        const data = hindiPolicySchema.parse(policy.data);
        const headings = policy.body.split(/\r?\n/).filter((line) => line.startsWith('## '));
        const englishHeadings = english?.body.split(/\r?\n/).filter((line) => line.startsWith('## ')) ?? [];
        expect(headings).toHaveLength(englishHeadings.length);
        for (const [index, heading] of headings.entries()) {
          expect(heading).toMatch(new RegExp(`^## ${index + 1}\\. \\S`));
        }
        expect(data.date).toEqual(englishData.date);
        expect(data.dateLabel).toBe(englishData.dateLabel === 'Effective' ? 'लागू होने की तारीख' : 'आख़िरी बदलाव');
      });

      it('says that the English version, linked, prevails in case of difference', () => {
        expect(policy.body).toContain(`[अंग्रेज़ी पाठ](${route})`);
        expect(policy.body).toContain('अंग्रेज़ी पाठ ही मान्य होगा');
      });
    });
  }

  it('link to Hindi pages, except the link to the English version of a legal text', () => {
    for (const file of [...hindiPages, ...hindiPolicies]) {
      const links = [...file.body.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1] ?? '');
      const englishVersion = `/${file.name.replace(/\.mdx$/, '')}`;
      for (const link of links) {
        if (link === englishVersion) continue;
        expect(link, `${file.name} links to ${link}`).toMatch(/^\/hi(\/|$)/);
      }
    }
  });
});

describe('Hindi words of the data lists', () => {
  const lists = { courses, facts, leaders, plans, programs, services } as const;

  for (const [name, entries] of Object.entries(lists)) {
    it(`content/data/hi/${name}.json has an entry for every English id, in the English order`, () => {
      const english = (entries as { id: string }[]).map((entry) => entry.id);
      expect(hindiData[name as keyof typeof lists].map((entry) => entry.id)).toEqual(english);
    });
  }

  it('content/data/hi/facts.json gives each fact the kind of its English entry', () => {
    expect(hindiData.facts.map((fact) => fact.kind)).toEqual(facts.map((fact) => fact.kind));
  });

  it('replaces the words and keeps the numbers of an entry', () => {
    const course = courses[0];
    if (!course) throw new Error('content/data/courses.json is empty');
    const hindi = localizedData('courses', course.id, course, 'hi');
    expect(hindi.price).toBe(course.price);
    expect(hindi.title).not.toBe(course.title);
    expect(localizedData('courses', course.id, course, 'en')).toBe(course);
  });

  it('fails loudly for an entry the Hindi file lacks', () => {
    expect(() => localizedData('courses', 'no-such-course', { title: 'x' }, 'hi')).toThrow(
      'content/data/hi/courses.json has no entry "no-such-course"',
    );
  });
});

describe('the menus', () => {
  const keys = [
    ...navigationItems.flatMap((item) => [item.key, ...(item.dropdownItems ?? []).map((sub) => sub.key)]),
    ...desktopItems.map((item) => item.key),
    ...footerColumns.flatMap((column) => [column.heading, ...column.links.map((link) => link.key)]),
  ];

  it('name every entry in Hindi', () => {
    for (const key of keys) expect(navigationLabel(key, 'hi'), key).toMatch(/[\u0900-\u097F]/);
    expect(navigationLabel('aiTools', 'hi')).toBe('AI टूल्स');
  });

  it('keep the English labels and paths of the site', () => {
    const english = localizedNavigation('en');
    expect(english.desktopItems.map((item) => item.label)).toEqual([
      'Home',
      'About',
      'Services',
      'AI Tools',
      'Admissions',
      'Founder',
      'Leadership',
      'Voice Acting Institute',
      'Investors',
    ]);
    expect(english.footerColumns.map((column) => column.heading)).toEqual([
      'Services',
      'Company',
      'Legal and Policies',
    ]);
    expect(english.navigationItems.map((item) => item.path)).toEqual(navigationItems.map((item) => item.path));
    expect(english.desktopItems[4]?.dropdownItems?.map((sub) => sub.label)).toEqual(['Admissions', 'Student Portal']);
    expect(english.navigationItems.map((item) => item.label)).toContain('Student Portal');
    expect(english.navigationItems[3]?.dropdownItems?.map((sub) => sub.label)).toEqual([
      'Text to Speech',
      'Vauxa 1.5 AI Assistant',
      'Voice Cloning',
      'Games',
    ]);
  });

  it('link only to Hindi pages in the Hindi edition', () => {
    const hindi = localizedNavigation('hi');
    const paths = [
      ...hindi.navigationItems.flatMap((item) => [item.path, ...(item.dropdownItems ?? []).map((sub) => sub.path)]),
      ...hindi.footerColumns.flatMap((column) => column.links.map((link) => link.path)),
    ];
    for (const path of paths) expect(path).toMatch(/^\/hi(\/|$|#)/);
  });
});
