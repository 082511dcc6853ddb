import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { RootContent } from 'mdast';
import type { Passage, ReplyLanguage } from '../../../netlify/lib/assistant/types';
import { sectionAnchor } from '../../../src/content/section-anchor';
import { founderFullName, postalAddress, site } from '../../../src/content/site';
import { formatDate } from '../../../src/i18n/format';
import type { ContentData } from './content-data';
import { dataPassages } from './data-passages';
import { inEdition } from './edition-link';
import { readMdx } from './mdx-document';
import { attribute, blockParagraphs, factComponent, inlineText } from './mdx-text';
import { passageWords } from './passage-words';
import { chunk } from './sentences';
import { sitePassages } from './site-passages';

/**
 * The page-content half of the chat index: content/ (MDX pages and policies, data lists, site.json) as short
 * passages {title, link, text}, one or a few per page section, each linked to the anchor the built page gives that
 * section. Build-time code only.
 */

/** content/pages/<id>.mdx is served at `/<id>`, except the home page. */
export function routeForPage(id: string): string {
  return id === 'home' ? '/' : `/${id}`;
}

/** Components that render a data list inside an MDX page: the list's facts link to that section. */
const listComponents: Record<string, string> = {
  CourseList: 'courses',
  PlanList: 'plans',
  LeaderCards: 'leaders',
  // the company's contact block (e-mail, phone, address, hours from content/site.json)
  ContactDetails: 'contact',
};

export interface MdxPassages {
  passages: Passage[];
  /** data collection -> link of the section that shows it */
  listLinks: Record<string, string>;
}

/** One MDX file to passages: the page intro, then one passage (or a few) per heading or titled band. */
export function mdxToPassages(
  source: string,
  route: string,
  idPrefix: string,
  lang: ReplyLanguage = 'en',
): MdxPassages {
  const { frontmatter, children } = readMdx(source);
  const pageTitle = frontmatter.heading || frontmatter.title || idPrefix;
  // Heading ids as Astro's MDX build writes them.
  const slugger = new GithubSlugger();
  const passages: Passage[] = [];
  const listLinks: Record<string, string> = {};
  const intro = [frontmatter.lede, frontmatter.description].filter((s): s is string => Boolean(s));
  const dated =
    frontmatter.dateLabel && frontmatter.date ? `${frontmatter.dateLabel}: ${formatDate(frontmatter.date, 'en')}.` : '';

  let heading = '';
  let parent = '';
  let anchor = '';
  let paragraphs: string[] = [];
  let sectionNo = 0;
  const here = () => (anchor ? `${route}#${anchor}` : route);

  const flush = () => {
    const all = [...(heading ? [] : [...intro, dated]), ...paragraphs].filter(Boolean);
    chunk(all).forEach((text, i) => {
      passages.push({
        id: `${idPrefix}#${sectionNo}.${i}`,
        title: heading ? `${pageTitle}: ${heading}` : pageTitle,
        link: here(),
        text,
        keywords: [pageTitle, parent, heading].filter(Boolean).join(' '),
        lang,
      });
    });
    paragraphs = [];
    sectionNo += 1;
  };

  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        flush();
        const text = inlineText(node.children, lang);
        if (node.depth <= 2) parent = '';
        else if (node.depth === 3 && heading && !parent) parent = heading;
        heading = text;
        anchor = slugger.slug(text);
      } else if (node.type === 'mdxJsxFlowElement' && node.name === 'Section' && attribute(node, 'title')) {
        // <Section title="…" id="…" lede="…">: a titled band (an h2) whose anchor is its id or a slug of its title.
        flush();
        heading = attribute(node, 'title') ?? '';
        parent = '';
        anchor = attribute(node, 'id') ?? sectionAnchor(heading);
        const lede = attribute(node, 'lede');
        if (lede) paragraphs.push(lede);
        walk(node.children as RootContent[]);
      } else if (node.type === 'mdxJsxFlowElement' && node.name && factComponent(node, lang) === undefined) {
        const collection =
          listComponents[node.name] ?? (node.name === 'DataCards' ? attribute(node, 'collection') : undefined);
        if (collection) listLinks[collection] ??= here();
        walk(node.children as RootContent[]);
      } else {
        paragraphs.push(...blockParagraphs([node], lang));
      }
    }
  };

  walk(children);
  flush();
  return { passages, listLinks };
}

async function mdxFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.mdx')).sort();
}

/** Every page and policy section, data entry and company fact as a passage, in both editions. */
export async function pagePassages(contentDir: string, data: ContentData): Promise<Passage[]> {
  const passages: Passage[] = [];
  const contactLinks: Record<ReplyLanguage, string> = { en: '/leadership', hi: '/hi/leadership' };
  for (const lang of ['en', 'hi'] as const) {
    const listLinks: Record<string, string> = {};
    for (const folder of ['pages', 'policies']) {
      const dir = join(contentDir, folder, passageWords(lang).idPrefix);
      for (const file of await mdxFiles(dir)) {
        const id = file.replace(/\.mdx$/, '');
        const source = await readFile(join(dir, file), 'utf8');
        const route = inEdition(routeForPage(id), lang);
        const page = mdxToPassages(source, route, `${passageWords(lang).idPrefix}${folder}/${id}`, lang);
        passages.push(...page.passages);
        for (const [collection, link] of Object.entries(page.listLinks)) listLinks[collection] ??= link;
      }
    }
    passages.push(...dataPassages(data, listLinks, lang));
    if (listLinks.contact) contactLinks[lang] = listLinks.contact;
  }
  passages.push(...sitePassages(site, founderFullName, postalAddress, contactLinks));
  return passages;
}
