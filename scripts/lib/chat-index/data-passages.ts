import type { Passage, ReplyLanguage } from '../../../netlify/lib/assistant/types';
import { fact, factText } from '../../../src/content/facts';
import { hindiWords, localizedData } from '../../../src/content/hindi-data';
import { formatRupees } from '../../../src/domain/money';
import type { ContentData } from './content-data';
import { inEdition } from './edition-link';
import { endSentence } from './sentences';

/**
 * The data lists of content/data (courses, plans, leaders, programmes, services, stat figures) as fact passages, in
 * either edition, each linked to the page section that shows its list. Build-time code only.
 */

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
