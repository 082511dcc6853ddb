import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Passage, ReplyLanguage } from '../../../netlify/lib/assistant/types';
import { fact, factText, isFactId } from '../../../src/content/facts';
import { hindiWords, localizedData } from '../../../src/content/hindi-data';
import { batchName, nextIntake } from '../../../src/content/next-intake';
import { basePageSchema } from '../../../src/content/schemas';
import { founderFullName, postalAddress, type Site, site } from '../../../src/content/site';
import { formatRupees } from '../../../src/domain/money';
import { formatDate } from '../../../src/i18n/format';
import { siteText } from '../../../src/i18n/site-text';
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
  // The Hindi edition writes its own label ("अंतिम अपडेट"), so any text.
  dateLabel: z.string().optional(),
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

/** The page decides "open" or "closed" when it is viewed; an answer states the date itself. */
const deadlineSentence: Record<ReplyLanguage, () => string> = {
  en: () =>
    `Admissions for the current batch: apply until ${factText('admissions-deadline')}, the last date; later applications are for the next intake.`,
  hi: () =>
    `मौजूदा बैच में दाख़िले के लिए आख़िरी तारीख ${factText('admissions-deadline', 'hi')} है; इसके बाद के आवेदन अगले बैच के लिए हैं।`,
};

export function expandFactComponents(mdx: string, language: ReplyLanguage = 'en'): string {
  return mdx
    .replace(/<SiteFact\s+field=["']([\w]+)["']\s*\/>/g, (_, field: string) => siteFact(field))
    .replace(/<Fact\s+id=["']([\w-]+)["']\s*\/>/g, (_, id: string) => (isFactId(id) ? factText(id, language) : ''))
    .replace(/<AdmissionsDeadline\s*\/>/g, deadlineSentence[language])
    .replace(/<IntakeLead\s*\/>/g, () => intakeLeadPassage(language));
}

/** The intake lead as an answer states it: the announced batch with its dates, then the undated next batch. */
function intakeLeadPassage(language: ReplyLanguage): string {
  const text = siteText(language).intake;
  const { batch } = nextIntake;
  if (!batch) return text.undated;
  const lead = text.batch(
    formatDate(batch.startDate, language),
    batchName(batch, language),
    formatDate(batch.applyBy, language),
  );
  return `${lead} ${text.undated}`;
}

/** Ends a list item or table row with a full stop, so each becomes its own sentence. */
const endSentence = (s: string): string =>
  /[.!?।:;,]$|\b(or|and)$/.test(s.trim()) || !s.trim() ? s : `${s.trimEnd()}.`;

/** Removes ESM, JSX and Markdown syntax from one MDX line range, leaving readable plain text. */
export function mdxToPlainText(mdx: string, language: ReplyLanguage = 'en'): string {
  return (
    expandFactComponents(mdx, language)
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
export function mdxToPassages(
  source: string,
  route: string,
  idPrefix: string,
  lang: ReplyLanguage = 'en',
): MdxPassages {
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
    const text = mdxToPlainText(lines.join('\n'), lang);
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
          lang,
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
      const text = mdxToPlainText(h[2], lang);
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

/** The link of a list in an edition: the Hindi page of an English route. */
const inEdition = (link: string, lang: ReplyLanguage): string =>
  lang === 'hi' ? `/hi${link === '/' ? '' : link}` : link;

const riskHi: Record<string, string> = { Low: 'कम', Medium: 'मध्यम', High: 'ज़्यादा' };

/** A course, plan, leader, programme, service or figure as a fact passage, in English or Hindi. */
function courseLine(entry: ContentData['courses'][number], link: string, lang: ReplyLanguage): Passage {
  const course = localizedData('courses', entry.id, entry, lang);
  const [price, was] = [formatRupees(course.price), formatRupees(course.originalPrice)];
  const title =
    lang === 'hi' ? `${course.title} कोर्स` : /course/i.test(course.title) ? course.title : `${course.title} course`;
  const fee =
    lang === 'hi'
      ? `${title} की फीस ${price} है (पहले ${was}, ${course.discountPercent}% की छूट)।`
      : `${title} fee: ${price} (was ${was}, ${course.discountPercent}% off).`;
  return {
    id: `${lang === 'hi' ? 'hi/' : ''}courses/${course.id}`,
    title,
    link,
    // Every sentence names the course, so a sentence found alone still says which course it is about.
    text: `${fee} ${[course.summary, ...course.highlights].map((line) => `${title}: ${endSentence(line)}`).join(' ')}`,
    keywords: lang === 'hi' ? 'कोर्स फीस दाख़िला छूट' : 'course fee price cost admission discount',
    lang,
  };
}

function planLine(entry: ContentData['plans'][number], link: string, lang: ReplyLanguage): Passage {
  const plan = localizedData('plans', entry.id, entry, lang);
  const money = plan.monthlyReturn && {
    profit: formatRupees(plan.monthlyReturn.profit),
    loss: formatRupees(plan.monthlyReturn.loss),
  };
  const minimum = formatRupees(plan.minimumInvestment);
  const text =
    lang === 'hi'
      ? [
          `${plan.name} में कम से कम निवेश: ${minimum}।`,
          `${plan.name} का रिटर्न: ${plan.returns}।`,
          money ? `${plan.name} में हर महीने: मुनाफ़े वाले महीने में ${money.profit}, घाटे वाले महीने में ${money.loss}।` : '',
          `${plan.name} का भुगतान: ${plan.payout}।`,
          `${plan.name} का जोखिम: ${riskHi[plan.risk] ?? plan.risk}।`,
          ...plan.features.map((feature) => `${plan.name}: ${endSentence(feature)}`),
        ]
      : [
          `${plan.name} minimum investment: ${minimum}.`,
          endSentence(`${plan.name} returns: ${plan.returns}`),
          money
            ? `${plan.name} monthly return: ${money.profit} in a month that closes in profit, ${money.loss} in a month that closes in loss.`
            : '',
          endSentence(`${plan.name} payout: ${plan.payout}`),
          `${plan.name} risk: ${plan.risk}.`,
          ...plan.features.map((feature) => `${plan.name}: ${endSentence(feature)}`),
        ];
  return {
    id: `${lang === 'hi' ? 'hi/' : ''}plans/${plan.id}`,
    title: plan.name,
    link,
    text: text.filter(Boolean).join(' '),
    keywords:
      lang === 'hi'
        ? 'निवेश प्लान न्यूनतम रिटर्न मुनाफ़ा घाटा भुगतान तारीख जोखिम'
        : 'investment plan minimum invest returns profit loss payment payout date monthly risk',
    lang,
  };
}

export function dataPassages(data: ContentData, listLinks: Record<string, string>, lang: ReplyLanguage): Passage[] {
  const link = (collection: string, fallback: string) => listLinks[collection] ?? inEdition(fallback, lang);
  const prefix = lang === 'hi' ? 'hi/' : '';
  return [
    ...data.courses.map((course) => courseLine(course, link('courses', '/admissions'), lang)),
    ...data.plans.map((plan) => planLine(plan, link('plans', '/investment-policy'), lang)),
    ...data.leaders.map((entry) => {
      const leader = localizedData('leaders', entry.id, entry, lang);
      return {
        id: `${prefix}leaders/${leader.id}`,
        title: `${leader.name}, ${leader.position}`,
        link: link('leaders', '/leadership'),
        text:
          lang === 'hi'
            ? `${leader.name}: ${leader.position}। ${leader.name}: ${leader.description}`
            : `${leader.name} is the ${leader.position}. ${leader.name}: ${leader.description}`,
        keywords: lang === 'hi' ? 'नेतृत्व टीम कौन' : 'leadership team leader who',
        lang,
      };
    }),
    ...data.programs.map((entry) => {
      const program = localizedData('programs', entry.id, entry, lang);
      return {
        id: `${prefix}programs/${program.id}`,
        title: program.title,
        link: link('programs', '/institute-voice-acting'),
        text: `${endSentence(`${program.title} (${program.duration}): ${program.summary}`)} ${lang === 'hi' ? 'मॉड्यूल' : 'Modules'}: ${program.modules.join(', ')}.`,
        keywords:
          lang === 'hi' ? 'प्रोग्राम ट्रेनिंग संस्थान वॉइस एक्टिंग' : 'program programme training institute voice acting',
        lang,
      };
    }),
    ...data.services.map((entry) => {
      const service = localizedData('services', entry.id, entry, lang);
      return {
        id: `${prefix}services/${service.id}`,
        title: service.title,
        link: link('services', '/services'),
        text: [service.summary, ...service.points].map((line) => `${service.title}: ${endSentence(line)}`).join(' '),
        keywords: lang === 'hi' ? 'सेवा सेवाएँ' : 'service services offer',
        lang,
      };
    }),
    ...factPassages(data.stats, lang),
  ];
}

/** The company facts of content/site.json, each as its own passage in both editions. */
export function sitePassages(
  site: Site,
  founder: string,
  address: string,
  contactLinks: Record<ReplyLanguage, string>,
): Passage[] {
  const facts: {
    id: string;
    title: Record<ReplyLanguage, string>;
    link?: string;
    text: Record<ReplyLanguage, string>;
    keywords: string;
  }[] = [
    {
      id: 'contact',
      title: { en: 'Contact', hi: 'संपर्क' },
      text: {
        en: `Contact ${site.name} by e-mail at ${site.email} or by phone on ${site.phone}. Office hours: ${factText('office-hours')}. Support team hours: ${factText('support-hours')}.`,
        hi: `आप ${site.name} से ई-मेल ${site.email} या फ़ोन ${site.phone} पर संपर्क कर सकते हैं। ऑफ़िस का समय: ${factText('office-hours', 'hi')}। सपोर्ट टीम का समय: ${factText('support-hours', 'hi')}।`,
      },
      keywords: 'contact email address e-mail mail phone call number reach support hours office',
    },
    {
      id: 'address',
      title: { en: 'Address', hi: 'पता' },
      text: {
        en: `${site.name} is based in ${site.address.city}. Address: ${address}.`,
        hi: `${site.name} ${site.address.city} में है। पता: ${address}।`,
      },
      keywords: 'address location office where located city visit',
    },
    {
      id: 'founder',
      title: { en: 'Founder', hi: 'संस्थापक' },
      link: '/founder',
      text: {
        en: `${site.name} was founded in ${factText('founded')} by ${founder}, ${site.founder.title}.`,
        hi: `${site.name} की स्थापना ${factText('founded')} में ${founder} (${site.hi.founderTitle}) ने की।`,
      },
      keywords: 'founder founded started established who owner year since company',
    },
    {
      id: 'investors',
      title: { en: 'Investor contact', hi: 'निवेशकों के लिए संपर्क' },
      link: '/investment-policy',
      text: {
        en: `Investor questions: write to ${site.investorEmail}.`,
        hi: `निवेशक अपने सवाल ${site.investorEmail} पर भेज सकते हैं।`,
      },
      keywords: 'investor contact email investment questions',
    },
    {
      id: 'privacy',
      title: { en: 'Privacy contact', hi: 'निजता के लिए संपर्क' },
      link: '/privacy-policy',
      text: {
        en: `Privacy requests: write to ${site.privacyEmail}.`,
        hi: `निजता (प्राइवेसी) से जुड़े अनुरोध ${site.privacyEmail} पर भेजें।`,
      },
      keywords: 'privacy contact email data request',
    },
    {
      id: 'accessibility',
      title: { en: 'Accessibility contact', hi: 'सुगम्यता के लिए संपर्क' },
      link: '/accessibility',
      text: {
        en: `Accessibility feedback: write to ${site.accessibilityEmail}.`,
        hi: `सुगम्यता (एक्सेसिबिलिटी) से जुड़ी प्रतिक्रिया ${site.accessibilityEmail} पर भेजें।`,
      },
      keywords: 'accessibility feedback contact email',
    },
  ];
  return (['en', 'hi'] as const).flatMap((lang) =>
    facts.map((f) => ({
      id: `${lang === 'hi' ? 'hi/' : ''}site/${f.id}`,
      title: f.title[lang],
      link: f.link ? inEdition(f.link, lang) : contactLinks[lang],
      text: f.text[lang],
      keywords: f.keywords,
      lang,
    })),
  );
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
      const dir = join(contentDir, folder, lang === 'hi' ? 'hi' : '');
      for (const file of await mdxFiles(dir)) {
        const id = file.replace(/\.mdx$/, '');
        const source = await readFile(join(dir, file), 'utf8');
        const route = inEdition(routeForPage(id), lang);
        const page = mdxToPassages(source, route, `${lang === 'hi' ? 'hi/' : ''}${folder}/${id}`, lang);
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
export function factPassages(stats: ContentData['stats'], lang: ReplyLanguage = 'en'): Passage[] {
  const shownOn = new Map<string, string>();
  for (const stat of stats) if (!shownOn.has(stat.fact)) shownOn.set(stat.fact, statPageRoutes[stat.page]);
  return [...shownOn].map(([id, link]) => {
    const label = (lang === 'hi' ? hindiWords('facts', id)?.label : undefined) ?? fact(id).label;
    const value = factText(id, lang);
    return {
      id: `${lang === 'hi' ? 'hi/' : ''}facts/${id}`,
      title: `${label}: ${value}`,
      link: inEdition(link, lang),
      text: `${label}: ${value}${lang === 'hi' ? '।' : '.'}`,
      keywords: lang === 'hi' ? 'आँकड़े संख्या' : 'figures numbers statistics facts',
      lang,
    };
  });
}
