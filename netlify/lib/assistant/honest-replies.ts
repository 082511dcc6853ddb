import { site } from '../../../src/content/site';
import english from '../../../src/i18n/messages/en/assistant';
import hindi from '../../../src/i18n/messages/hi/assistant';
import { inLocale } from '../../../src/i18n/per-locale';
import type { ReplyLanguage } from './types';

/**
 * What Vauxa says when it does not know (no passage answers the question confidently), and the verdicts it adds to
 * an answer about a person or about a language the site does not offer. The words are the catalogue's `assistant`
 * namespace; the choice is in compose.ts.
 */

const wordsIn = (lang: ReplyLanguage) => inLocale(lang, { en: english, hi: hindi });

/** The topic of a question that Vauxa could not answer, told by the closest pages: whom to write to. */
export type ContactTopic = 'admissions' | 'investors' | 'privacy';

const contactEmail: Record<ContactTopic, string> = {
  admissions: site.email,
  investors: site.investorEmail,
  privacy: site.privacyEmail,
};

/** The first words of every not-sure reply: the bench and the page recognise an abstention by them. */
export const unsureOpening: Record<ReplyLanguage, string> = {
  en: english.unsureOpening,
  hi: hindi.unsureOpening,
};

export function unsureReply(lang: ReplyLanguage, closest: string[], topic: ContactTopic): string {
  const words = wordsIn(lang);
  return [
    `${words.unsureOpening} ${words.nothingAnswers}`,
    closest.length > 0 ? words.closestPages(closest.join(', ')) : '',
    words.writeTo(words.contactTopics[topic], contactEmail[topic]),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A most-asked question the site does not answer (class timings, a hostel, a job guarantee): said plainly, with whom
 * to write to or call, instead of a nearby sentence that answers another question.
 */
export function notOnSiteReply(lang: ReplyLanguage, subject: string, contactTopic: ContactTopic): string {
  const words = wordsIn(lang);
  const said = words.notOnSite(subject, words.contactTopics[contactTopic], contactEmail[contactTopic], site.phone);
  return `${words.unsureOpening} ${said}`;
}

/** One part of a question with several parts that Vauxa could not answer. */
export function unsurePart(lang: ReplyLanguage, part: string): string {
  const words = wordsIn(lang);
  return `“${part}”: ${words.unsureOpening} ${words.partNotOnSite}`;
}

/** A question about a language the site does not offer: a clear no, then what is offered. */
export const notOfferedLanguage = (lang: ReplyLanguage, language: string): string =>
  wordsIn(lang).notOfferedLanguage(language);

/** The verdict on a person's age against an age rule (the rule itself follows, from the site). */
export function ageVerdict(lang: ReplyLanguage, age: number, allowed: boolean): string {
  const words = wordsIn(lang);
  return allowed ? words.ageAllowed(age) : words.ageNotAllowed(age);
}

/** The course's age rule and consent rule, with the site's figures, after the verdict on a person's age. */
export const courseAgeRule = (lang: ReplyLanguage, minimumAge: string, consentAge: string): string =>
  wordsIn(lang).courseAgeRule(minimumAge, consentAge);

export const investorAgeRule = (lang: ReplyLanguage, investorAge: string): string =>
  wordsIn(lang).investorAgeRule(investorAge);

/** The pages that state the age rules, with the link's title in each language. */
export const ruleLinks = {
  course: { title: { en: english.ruleLinkTitles.course, hi: hindi.ruleLinkTitles.course }, path: '/admissions' },
  investor: {
    title: { en: english.ruleLinkTitles.investor, hi: hindi.ruleLinkTitles.investor },
    path: '/investment-policy',
  },
} as const;
