import type { Passage, ReplyLanguage } from '../../../netlify/lib/assistant/types';
import { fact, factText } from '../../../src/content/facts';
import { localizedData } from '../../../src/content/hindi-data';
import { formatRupees } from '../../../src/domain/money';
import type { ContentData } from './content-data';
import { inEdition } from './edition-link';
import { passageWords } from './passage-words';
import { endSentence } from './sentences';

/**
 * The data lists of content/data (courses, plans, leaders, programmes, services, stat figures) as fact passages, in
 * either edition, each linked to the page section that shows its list. Build-time code only.
 */

/** A course, plan, leader, programme, service or figure as a fact passage, in English or Hindi. */
function courseLine(entry: ContentData['courses'][number], link: string, lang: ReplyLanguage): Passage {
  const course = localizedData('courses', entry.id, entry, lang);
  const words = passageWords(lang);
  const title = words.courseTitle(course.title);
  const fee = words.courseFee(
    title,
    formatRupees(course.price),
    formatRupees(course.originalPrice),
    course.discountPercent,
  );
  return {
    id: `${words.idPrefix}courses/${course.id}`,
    title,
    link,
    // Every sentence names the course, so a sentence found alone still says which course it is about.
    text: `${fee} ${[course.summary, ...course.highlights].map((line) => `${title}: ${endSentence(line)}`).join(' ')}`,
    keywords: words.courseKeywords,
    lang,
  };
}

function planLine(entry: ContentData['plans'][number], link: string, lang: ReplyLanguage): Passage {
  const plan = localizedData('plans', entry.id, entry, lang);
  const money = plan.monthlyReturn && {
    profit: formatRupees(plan.monthlyReturn.profit),
    loss: formatRupees(plan.monthlyReturn.loss),
  };
  const words = passageWords(lang);
  const text = [
    ...words.planLines({
      name: plan.name,
      minimum: formatRupees(plan.minimumInvestment),
      returns: plan.returns,
      money,
      payout: plan.payout,
      risk: words.risk(plan.risk),
    }),
    ...plan.features.map((feature) => `${plan.name}: ${endSentence(feature)}`),
  ];
  return {
    id: `${words.idPrefix}plans/${plan.id}`,
    title: plan.name,
    link,
    text: text.filter(Boolean).join(' '),
    keywords: words.planKeywords,
    lang,
  };
}

export function dataPassages(data: ContentData, listLinks: Record<string, string>, lang: ReplyLanguage): Passage[] {
  const link = (collection: string, fallback: string) => listLinks[collection] ?? inEdition(fallback, lang);
  const words = passageWords(lang);
  const prefix = words.idPrefix;
  return [
    ...data.courses.map((course) => courseLine(course, link('courses', '/admissions'), lang)),
    ...data.plans.map((plan) => planLine(plan, link('plans', '/investment-policy'), lang)),
    ...data.leaders.map((entry) => {
      const leader = localizedData('leaders', entry.id, entry, lang);
      return {
        id: `${prefix}leaders/${leader.id}`,
        title: `${leader.name}, ${leader.position}`,
        link: link('leaders', '/leadership'),
        text: words.leader(leader.name, leader.position, leader.description),
        keywords: words.leaderKeywords,
        lang,
      };
    }),
    ...data.programs.map((entry) => {
      const program = localizedData('programs', entry.id, entry, lang);
      return {
        id: `${prefix}programs/${program.id}`,
        title: program.title,
        link: link('programs', '/institute-voice-acting'),
        text: `${endSentence(`${program.title} (${program.duration}): ${program.summary}`)} ${words.modules}: ${program.modules.join(', ')}.`,
        keywords: words.programKeywords,
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
        keywords: words.serviceKeywords,
        lang,
      };
    }),
    ...factPassages(data.stats, lang),
  ];
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
  const words = passageWords(lang);
  return [...shownOn].map(([id, link]) => {
    const label = localizedData('facts', id, { label: fact(id).label }, lang).label;
    const value = factText(id, lang);
    return {
      id: `${words.idPrefix}facts/${id}`,
      title: `${label}: ${value}`,
      link: inEdition(link, lang),
      text: `${label}: ${value}${words.fullStop}`,
      keywords: words.factKeywords,
      lang,
    };
  });
}
