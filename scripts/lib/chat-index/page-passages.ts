import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Passage } from '../../../netlify/lib/assistant/types';
import { fact, factText, isFactId } from '../../../src/content/facts';
import { nextIntake } from '../../../src/content/next-intake';
import { basePageSchema, policySchema } from '../../../src/content/schemas';
import { founderFullName, postalAddress, type Site, site } from '../../../src/content/site';
import { formatRupees } from '../../../src/domain/money';
import { formatDate } from '../../../src/i18n/format';
import type { ContentData } from './content-data';

/**
 * The page-content half of the chat index: content/ (MDX pages, policies, data lists, site.json) as short passages
 * {title, link, text}, each data file parsed with its collection schema. Build-time code only.
 */

/** content/pages/<id>.mdx is served at `/<id>`, except the home page. */
export function routeForPage(id: string): string {
  return id === 'home' ? '/' : `/${id}`;
}

/** Heading ids as Astro writes them (github-slugger rules: lowercase, drop punctuation, spaces to dashes). */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

/** The anchor the Section component gives a band without an id. */
export function sectionAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The frontmatter fields the index reads, from either page schema. */
const frontmatterSchema = basePageSchema.partial().extend({
  heading: z.string().optional(),
  lede: z.string().optional(),
  dateLabel: policySchema.shape.dateLabel.optional(),
  date: z.coerce.date().optional(),
});
type Frontmatter = z.output<typeof frontmatterSchema>;

/** Reads the flat `key: value` lines of YAML frontmatter and checks them with the page schemas. */
export function splitFrontmatter(source: string): { data: Frontmatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (kv?.[1] && kv[2] !== undefined) data[kv[1]] = kv[2].replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return { data: frontmatterSchema.parse(data), body: source.slice(match[0].length) };
}

/** The MDX components that put a site fact or an amount into text (see the SiteFact, Fact and AdmissionsDeadline components). */
function siteFact(field: string): string {
  if (field === 'address') return postalAddress;
  if (field === 'founder' || field === 'founderName') return founderFullName;
  const value = (site as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function expandFactComponents(mdx: string): string {
  return (
    mdx
      .replace(/<SiteFact\s+field=["']([\w]+)["']\s*\/>/g, (_, field: string) => siteFact(field))
      .replace(/<Fact\s+id=["']([\w-]+)["']\s*\/>/g, (_, id: string) => (isFactId(id) ? factText(id) : ''))
      // The page decides "open" or "closed" when it is viewed; an answer states the date itself.
      .replace(
        /<AdmissionsDeadline\s*\/>/g,
        `Admissions for the current batch: apply until ${factText('admissions-deadline')}, the last date; later applications are for the next intake.`,
      )
      .replace(/<IntakeLead\s*\/>/g, intakeLeadPassage)
  );
}

/** The intake lead as an answer states it: the announced batch with its dates, or the undated next batch. */
function intakeLeadPassage(): string {
  const { batch } = nextIntake;
  const undated = 'Applications are open for the next batch; we will write to you with its dates.';
  if (!batch) return undated;
  return `The next batch, the ${batch.name}, starts on ${formatDate(batch.startDate, 'en')}; the last date to apply for it is ${formatDate(batch.applyBy, 'en')}. After that date, ${undated.charAt(0).toLowerCase()}${undated.slice(1)}`;
}

/** Ends a list item or table row with a full stop, so each becomes its own sentence. */
const endSentence = (s: string): string =>
  /[.!?।:;,]$|\b(or|and)$/.test(s.trim()) || !s.trim() ? s : `${s.trimEnd()}.`;

/** Removes ESM, JSX and Markdown syntax from one MDX line range, leaving readable plain text. */
export function mdxToPlainText(mdx: string): string {
  return (
    expandFactComponents(mdx)
      // ESM import/export statements (MDX allows them at the top level)
      .replace(/^(import|export)\s[\s\S]*?(?:;\s*$|\n\s*\n)/gm, '')
      // JSX expressions and comments: {…} (one level of nesting)
      .replace(/\{(?:[^{}]|\{[^{}]*\})*\}/g, '')
      // JSX/HTML tags, self-closing or not, keeping their children
      .replace(/<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g, ' ')
      // images and links
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // table separator rows, then table cells (one sentence per row)
      .replace(/^[ \t]*\|?[ \t]*:?-{3,}.*$/gm, '')
      .replace(/^[ \t]*\|(.*)\|[ \t]*$/gm, (_, row: string) =>
        endSentence(
          row
            .split('|')
            .map((c) => c.trim())
            .filter(Boolean)
            .join(': '),
        ),
      )
      // block markers: blockquote, list bullets and numbers (one sentence per item)
      .replace(/^[ \t]*>[ \t]?/gm, '')
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(.*)$/gm, (_, item: string) => endSentence(item))
      // emphasis and inline code
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(\*|_)(\S.*?\S|\S)\1/g, '$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/&nbsp;/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Splits long text into paragraph groups so each passage stays about one topic. */
function chunk(text: string, max = 700): string[] {
  const paragraphs = text.split(/\n{2,}/).map((p) => p.replace(/\n/g, ' ').trim());
  const chunks: string[] = [];
  let current = '';
  for (const p of paragraphs) {
    if (!p) continue;
    if (current && current.length + p.length + 1 > max && !current.endsWith(':')) {
      chunks.push(current);
      current = p;
    } else {
      // A paragraph that ends with a colon introduces the next one (usually a list): keep them one sentence.
      current = current ? `${current}${current.endsWith(':') ? ' ' : '\n'}${p}` : p;
    }
  }
  if (current) chunks.push(current);
  return chunks;
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

/** One MDX file to passages: the page intro, then one passage (or a few) per heading section. */
export function mdxToPassages(source: string, route: string, idPrefix: string): MdxPassages {
  const { data, body } = splitFrontmatter(source);
  const pageTitle = data.heading || data.title || idPrefix;
  const slug = createSlugger();
  const passages: Passage[] = [];
  const listLinks: Record<string, string> = {};
  const intro = [data.lede, data.description].filter(Boolean).join('\n\n');
  const dated =
    data.dateLabel && data.date
      ? `${data.dateLabel}: ${data.date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}.`
      : '';

  let heading = '';
  let parent = '';
  let anchor = '';
  let lines: string[] = [];
  let sectionNo = 0;
  const flush = () => {
    const text = mdxToPlainText(lines.join('\n'));
    const parts = [...(heading ? [] : [intro, dated].filter(Boolean)), ...(text ? [text] : [])];
    const joined = parts.join('\n\n');
    if (joined.trim()) {
      chunk(joined).forEach((part, i) => {
        passages.push({
          id: `${idPrefix}#${sectionNo}.${i}`,
          title: heading ? `${pageTitle}: ${heading}` : pageTitle,
          link: anchor ? `${route}#${anchor}` : route,
          text: part,
          keywords: [pageTitle, parent, heading].filter(Boolean).join(' '),
        });
      });
    }
    lines = [];
    sectionNo += 1;
  };

  let inFence = false;
  for (const line of body.split(/\r?\n/)) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const h = inFence ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    const band = inFence ? null : /<Section\s([^>]*\btitle="([^"]+)"[^>]*)>/.exec(line);
    if (band?.[1] && band[2]) {
      // <Section title="…" id="…" lede="…">: a titled band (an h2) whose anchor is its id or a slug of its title.
      flush();
      const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(band[1] ?? '')?.[1];
      heading = band[2];
      parent = '';
      anchor = attribute('id') ?? sectionAnchor(heading);
      const lede = attribute('lede');
      if (lede) lines.push(lede, '');
    } else if (h?.[1] && h[2]) {
      flush();
      const level = h[1].length;
      const text = mdxToPlainText(h[2]);
      if (level <= 2) parent = '';
      else if (level === 3 && heading && !parent) parent = heading;
      heading = text;
      anchor = slug(text);
    } else {
      const here = anchor ? `${route}#${anchor}` : route;
      for (const [component, collection] of Object.entries(listComponents)) {
        if (line.includes(`<${component}`)) listLinks[collection] ??= here;
      }
      // <DataCards collection="programs" /> renders whichever data list it names.
      const dataCards = /<DataCards\s+collection="(\w+)"/.exec(line);
      if (dataCards?.[1]) listLinks[dataCards[1]] ??= here;
      lines.push(line);
    }
  }
  flush();
  return { passages, listLinks };
}

/** A course, plan, leader, programme, service or figure as a fact passage, in English and (where useful) Hindi. */
function courseLine(course: ContentData['courses'][number], link: string): Passage {
  const title = /course/i.test(course.title) ? course.title : `${course.title} course`;
  const extra = [course.summary, ...course.highlights].map(endSentence).join(' ');
  return {
    id: `courses/${course.id}`,
    title,
    link,
    text: `${title} fee: ${formatRupees(course.price)} (was ${formatRupees(course.originalPrice)}, ${course.discountPercent}% off). ${extra}`,
    textHi: `${title} की फीस ${formatRupees(course.price)} है (पहले ${formatRupees(course.originalPrice)}, ${course.discountPercent}% की छूट)।`,
    keywords: 'course fee price cost admission discount',
  };
}

function planLine(plan: ContentData['plans'][number], link: string): Passage {
  const monthly = plan.monthlyReturn
    ? `Monthly return: ${formatRupees(plan.monthlyReturn.profit)} in a month that closes in profit, ${formatRupees(plan.monthlyReturn.loss)} in a month that closes in loss.`
    : '';
  return {
    id: `plans/${plan.id}`,
    title: plan.name,
    link,
    text: [
      `${plan.name}: minimum investment ${formatRupees(plan.minimumInvestment)}.`,
      endSentence(`Returns: ${plan.returns}`),
      monthly,
      endSentence(`Payout: ${plan.payout}`),
      `Risk: ${plan.risk}.`,
      plan.features.map(endSentence).join(' '),
    ]
      .filter(Boolean)
      .join(' '),
    keywords: 'investment plan minimum invest returns profit loss payment payout date monthly risk',
  };
}

export function dataPassages(data: ContentData, listLinks: Record<string, string>): Passage[] {
  const link = (collection: string, fallback: string) => listLinks[collection] ?? fallback;
  return [
    ...data.courses.map((course) => courseLine(course, link('courses', '/admissions'))),
    ...data.plans.map((plan) => planLine(plan, link('plans', '/investment-policy'))),
    ...data.leaders.map((leader) => ({
      id: `leaders/${leader.id}`,
      title: `${leader.name}, ${leader.position}`,
      link: link('leaders', '/leadership'),
      text: `${leader.name} is the ${leader.position}. ${leader.description}`,
      keywords: 'leadership team leader who',
    })),
    ...data.programs.map((program) => ({
      id: `programs/${program.id}`,
      title: program.title,
      link: link('programs', '/institute-voice-acting'),
      text: `${endSentence(`${program.title} (${program.duration}): ${program.summary}`)} Modules: ${program.modules.join(', ')}.`,
      keywords: 'program programme training institute voice acting',
    })),
    ...data.services.map((service) => ({
      id: `services/${service.id}`,
      title: service.title,
      link: link('services', '/services'),
      text: `${endSentence(`${service.title}: ${service.summary}`)} ${service.points.map(endSentence).join(' ')}`,
      keywords: 'service services offer',
    })),
    ...factPassages(data.stats),
  ];
}
/** The company facts of content/site.json, each as its own passage. */
export function sitePassages(site: Site, founder: string, address: string, contactLink: string): Passage[] {
  return [
    {
      id: 'site/contact',
      title: 'Contact',
      link: contactLink,
      text: `Contact ${site.name} by e-mail at ${site.email} or by phone on ${site.phone}. Office hours: ${factText('office-hours')}. Support team hours: ${factText('support-hours')}.`,
      textHi: `आप ${site.name} से ई-मेल ${site.email} या फ़ोन ${site.phone} पर संपर्क कर सकते हैं। ऑफ़िस का समय: ${factText('office-hours')}।`,
      keywords: 'contact email address e-mail mail phone call number reach support hours office',
    },
    {
      id: 'site/address',
      title: 'Address',
      link: contactLink,
      text: `${site.name} is based in ${site.address.city}. Address: ${address}.`,
      textHi: `${site.name} ${site.address.city} में है। पता: ${address}।`,
      keywords: 'address location office where located city visit',
    },
    {
      id: 'site/founder',
      title: 'Founder',
      link: '/founder',
      text: `${site.name} was founded in ${factText('founded')} by ${founder}, ${site.founder.title}.`,
      textHi: `${site.name} की स्थापना ${factText('founded')} में ${founder} (${site.founder.title}) ने की।`,
      keywords: 'founder founded started established who owner year since company',
    },
    {
      id: 'site/investors',
      title: 'Investor contact',
      link: '/investment-policy',
      text: `Investor questions: write to ${site.investorEmail}.`,
      textHi: `निवेशक अपने सवाल ${site.investorEmail} पर भेज सकते हैं।`,
      keywords: 'investor contact email investment questions',
    },
    {
      id: 'site/privacy',
      title: 'Privacy contact',
      link: '/privacy-policy',
      text: `Privacy requests: write to ${site.privacyEmail}.`,
      textHi: `निजता (प्राइवेसी) से जुड़े अनुरोध ${site.privacyEmail} पर भेजें।`,
      keywords: 'privacy contact email data request',
    },
    {
      id: 'site/accessibility',
      title: 'Accessibility contact',
      link: '/accessibility',
      text: `Accessibility feedback: write to ${site.accessibilityEmail}.`,
      textHi: `सुगम्यता (एक्सेसिबिलिटी) से जुड़ी प्रतिक्रिया ${site.accessibilityEmail} पर भेजें।`,
      keywords: 'accessibility feedback contact email',
    },
  ];
}

async function mdxFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.mdx')).sort();
}

/** Every page and policy section, data entry and company fact as a passage. */
export async function pagePassages(contentDir: string, data: ContentData): Promise<Passage[]> {
  const passages: Passage[] = [];
  const listLinks: Record<string, string> = {};
  for (const folder of ['pages', 'policies']) {
    for (const file of await mdxFiles(join(contentDir, folder))) {
      const id = file.replace(/\.mdx$/, '');
      const source = await readFile(join(contentDir, folder, file), 'utf8');
      const page = mdxToPassages(source, routeForPage(id), `${folder}/${id}`);
      passages.push(...page.passages);
      for (const [collection, link] of Object.entries(page.listLinks)) listLinks[collection] ??= link;
    }
  }
  passages.push(...dataPassages(data, listLinks));
  passages.push(...sitePassages(site, founderFullName, postalAddress, listLinks.contact ?? '/leadership'));
  return passages;
}

/** The route of each page that shows stat tiles (content/data/stats.json). */
const statPageRoutes: Record<ContentData['stats'][number]['page'], string> = {
  home: '/',
  about: '/about',
  founder: '/founder',
  institute: '/institute-voice-acting',
  'investor-portal': '/investor-portal',
};

/**
 * The facts that stat tiles show (stats.json entries {page, fact}) as passages of their own, with the label that says
 * what each counts, linked to the first page that shows it. Facts in page text reach the index with that text.
 */
export function factPassages(stats: ContentData['stats']): Passage[] {
  const shownOn = new Map<string, string>();
  for (const stat of stats) if (!shownOn.has(stat.fact)) shownOn.set(stat.fact, statPageRoutes[stat.page]);
  return [...shownOn].map(([id, link]) => ({
    id: `facts/${id}`,
    title: `${fact(id).label}: ${factText(id)}`,
    link,
    text: `${fact(id).label}: ${factText(id)}.`,
    keywords: 'figures numbers statistics facts',
  }));
}
