import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatIndex } from '../../netlify/lib/assistant/types';
import { buildChatIndex } from '../../scripts/build-chat-index';
import { mdxToPassages } from '../../scripts/lib/chat-index/page-passages';
import { factText } from '../../src/content/facts';

/** How the chat index reads an MDX page: the text a visitor reads, per section, linked to the section's anchor. */
describe('mdxToPassages', () => {
  const page = (body: string) =>
    mdxToPassages(`---\ntitle: Test page\nheading: Test heading\nlede: The lede.\n---\n${body}`, '/test', 'pages/test');

  it('gives each heading a passage linked to the id Astro writes, numbered headings included', () => {
    const { passages } = page('Intro text.\n\n## 1. Our commitment\n\nWe care.\n\n## Fees & refunds\n\nNone.\n');
    expect(passages.map((p) => [p.title, p.link, p.text])).toEqual([
      ['Test heading', '/test', 'The lede.\nIntro text.'],
      ['Test heading: 1. Our commitment', '/test#1-our-commitment', 'We care.'],
      ['Test heading: Fees & refunds', '/test#fees--refunds', 'None.'],
    ]);
  });

  it('keeps a paragraph wrapped over lines one text, even where a line starts with a number', () => {
    const { passages } = page('## Steps\n\nThe team confirms whether the month\n12 ended in profit.\n');
    expect(passages[1]?.text).toBe('The team confirms whether the month 12 ended in profit.');
  });

  it('makes each list item and table row a sentence', () => {
    const { passages } = page(
      '## Plans\n\nWhat you get:\n\n- A studio\n- A mentor.\n\n| Plan | Minimum |\n| --- | --- |\n| Basic | ₹1,000 |\n',
    );
    expect(passages[1]?.text).toBe('What you get: A studio. A mentor.\nPlan: Minimum. Basic: ₹1,000.');
  });

  it('puts facts into the text and drops imports, expressions and tags', () => {
    const { passages } = page(
      'import X from \'./x\';\n\n## Facts\n\nFounded in <Fact id="founded" />. {/* a note */}\n\n<div class="prose">\n\nInside a **box**.\n\n</div>\n\nThe last sentence.\n<IntakeLead />\n',
    );
    const text = passages[1]?.text ?? '';
    expect(text).toContain(`Founded in ${factText('founded')}.`);
    expect(text).toContain('Inside a box.');
    expect(text).toMatch(/The last sentence\.\n\S/);
    expect(text).not.toMatch(/import|note|<|\{/);
  });

  it('reads a titled Section as a band with its id, its lede and its data lists', () => {
    const { passages, listLinks } = page(
      '<Section title="Our courses" lede="Six months." >\n\n<CourseList />\n\nPick one.\n\n</Section>\n\n<Section title="Plans" id="plans-band">\n\n<DataCards collection="programs" />\n\n</Section>\n',
    );
    expect(passages[1]).toMatchObject({ title: 'Test heading: Our courses', link: '/test#our-courses' });
    expect(passages[1]?.text).toBe('Six months.\nPick one.');
    expect(listLinks).toEqual({ courses: '/test#our-courses', programs: '/test#plans-band' });
  });

  it('gives a Hindi band the Devanagari anchor the page has', () => {
    const { passages } = page('<Section title="AI आवाज़ टूल">\n\nबोलिए।\n\n</Section>\n');
    expect(passages[1]?.link).toBe('/test#ai-आवाज़-टूल');
  });
});

/** The built page of a route (`npm run build` writes /about as dist/about.html). */
function builtPage(route: string): string {
  const file = route === '/' ? 'index' : route.slice(1);
  return readFileSync(new URL(`../../dist/${file}.html`, import.meta.url), 'utf8');
}

describe('the chat index over the built site', () => {
  let index: ChatIndex;
  beforeAll(async () => {
    index = await buildChatIndex(new URL('../../content', import.meta.url).pathname);
  });

  it('links every passage and answer to a page of the build and to an anchor that page has', () => {
    expect(existsSync(new URL('../../dist/index.html', import.meta.url)), 'run `npm run build` first').toBe(true);
    const links = [...index.passages.map((p) => p.link), ...index.faq.map((f) => f.link)];
    const broken = links.filter((link) => {
      const [route = '', anchor] = link.split('#');
      const html = builtPage(route);
      return anchor !== undefined && !html.includes(`id="${anchor}"`);
    });
    expect(broken).toEqual([]);
  });
});
