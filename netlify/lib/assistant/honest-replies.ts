import { site } from '../../../src/content/site';
import type { ReplyLanguage } from './types';

/**
 * What Vauxa says when it does not know (no passage answers the question confidently), and the verdicts it adds to
 * an answer about a person or about a language the site does not offer. Texts only; the choice is in compose.ts.
 */

type Texts = Record<ReplyLanguage, string>;

/** The topic of a question that Vauxa could not answer, told by the closest pages: whom to write to. */
export type ContactTopic = 'admissions' | 'investors' | 'privacy';

export const topicContact: Record<ContactTopic, { email: string; name: Texts }> = {
  admissions: { email: site.email, name: { en: 'admissions and general', hi: 'दाख़िले और बाकी' } },
  investors: { email: site.investorEmail, name: { en: 'investment', hi: 'निवेश' } },
  privacy: { email: site.privacyEmail, name: { en: 'privacy and personal data', hi: 'निजता और निजी जानकारी' } },
};

/** The first words of every not-sure reply: the bench and the page recognise an abstention by them. */
export const unsureOpening: Texts = {
  en: "I'm not sure:",
  hi: 'मुझे पक्का नहीं पता:',
};

export function unsureReply(lang: ReplyLanguage, closest: string[], topic: ContactTopic): string {
  const contact = topicContact[topic];
  if (lang === 'hi') {
    return [
      `${unsureOpening.hi} हमारी साइट पर मुझे ऐसा कोई हिस्सा नहीं मिला जो इस सवाल का जवाब देता हो।`,
      closest.length > 0 ? `सबसे पास के पेज: ${closest.join(', ')}।` : '',
      `${contact.name.hi} के सवालों के लिए ${contact.email} पर लिखिए।`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return [
    `${unsureOpening.en} I could not find a part of our site that answers this question.`,
    closest.length > 0 ? `The closest pages: ${closest.join(', ')}.` : '',
    `For ${contact.name.en} questions, write to ${contact.email}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A most-asked question the site does not answer (class timings, a hostel, a job guarantee): said plainly, with whom
 * to write to or call, instead of a nearby sentence that answers another question.
 */
export function notOnSiteReply(lang: ReplyLanguage, topic: string, contactTopic: ContactTopic): string {
  const contact = topicContact[contactTopic];
  return lang === 'hi'
    ? `${unsureOpening.hi} हमारी साइट पर ${topic} की जानकारी नहीं है। ${contact.name.hi} के सवालों के लिए ${contact.email} पर लिखिए या ${site.phone} पर फ़ोन कीजिए।`
    : `${unsureOpening.en} our site does not say anything about ${topic}. For ${contact.name.en} questions, write to ${contact.email} or call ${site.phone}.`;
}

/** One part of a question with several parts that Vauxa could not answer. */
export function unsurePart(lang: ReplyLanguage, part: string): string {
  return lang === 'hi'
    ? `“${part}”: ${unsureOpening.hi} इसका जवाब साइट पर नहीं मिला।`
    : `“${part}”: ${unsureOpening.en} the site does not say.`;
}

/** A question about a language the site does not offer: a clear no, then what is offered. */
export function notOfferedLanguage(lang: ReplyLanguage, language: string): string {
  return lang === 'hi' ? `नहीं, ${language} भाषा नहीं मिलती।` : `No, ${language} is not offered.`;
}

/** The verdict on a person's age against an age rule (the rule itself follows, from the site). */
export function ageVerdict(lang: ReplyLanguage, age: number, allowed: boolean): string {
  if (lang === 'hi') return allowed ? `हाँ, ${age} साल की उम्र में यह हो सकता है।` : `नहीं, ${age} साल की उम्र में अभी नहीं।`;
  return allowed ? `Yes, at ${age} that is possible.` : `No, not at ${age}.`;
}

/** The course's age rule and consent rule, with the site's figures, after the verdict on a person's age. */
export function courseAgeRule(lang: ReplyLanguage, minimumAge: string, consentAge: string): string {
  return lang === 'hi'
    ? `मुफ़्त वॉइस एक्टिंग कोर्स में ${minimumAge} साल या उससे बड़ी लड़कियाँ आ सकती हैं; ${consentAge} साल से कम उम्र में माता-पिता या अभिभावक की सहमति ज़रूरी है।`
    : `Girls aged ${minimumAge} or over can join the free voice-acting course; under ${consentAge}, a parent or guardian must give consent.`;
}

export function investorAgeRule(lang: ReplyLanguage, investorAge: string): string {
  return lang === 'hi'
    ? `निवेश ${investorAge} साल या उससे ज़्यादा उम्र के भारतीय निवासी (या भारतीय बैंक खाते वाले NRI) ही कर सकते हैं; नाबालिग और विद्यार्थी निवेश नहीं कर सकते।`
    : `Only Indian residents aged ${investorAge} or over (or NRIs with an Indian bank account) may invest; minors and students cannot.`;
}

export const ruleLinks = {
  course: { title: { en: 'Admissions: who can join', hi: 'दाख़िला: कौन आ सकता है' }, path: '/admissions' },
  investor: {
    title: { en: 'Investment Policy: eligibility', hi: 'निवेश नीति: कौन निवेश कर सकता है' },
    path: '/investment-policy',
  },
} as const;
