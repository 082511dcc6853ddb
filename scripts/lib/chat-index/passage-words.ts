import type { ReplyLanguage } from '../../../netlify/lib/assistant/types';
import { inLocale, type PerLocale } from '../../../src/i18n/per-locale';
import { endSentence } from './sentences';

/**
 * How the chat index words the data lists' passages in each edition (./data-passages.ts): the sentences built from
 * a course's, plan's or leader's fields, the search keywords of each list, and an edition's passage id prefix.
 * Build-time only; the assistant's replies quote these sentences.
 */

interface PlanFigures {
  name: string;
  minimum: string;
  returns: string;
  money: { profit: string; loss: string } | undefined;
  payout: string;
  risk: string;
}

interface PassageWords {
  idPrefix: string;
  fullStop: string;
  courseTitle: (title: string) => string;
  courseFee: (title: string, price: string, was: string, percent: number) => string;
  courseKeywords: string;
  planLines: (plan: PlanFigures) => string[];
  risk: (risk: string) => string;
  planKeywords: string;
  leader: (name: string, position: string, description: string) => string;
  leaderKeywords: string;
  modules: string;
  programKeywords: string;
  serviceKeywords: string;
  factKeywords: string;
}

const riskHi: Record<string, string> = { Low: 'कम', Medium: 'मध्यम', High: 'ज़्यादा' };

const WORDS: PerLocale<PassageWords> = {
  en: {
    idPrefix: '',
    fullStop: '.',
    courseTitle: (title) => (/course/i.test(title) ? title : `${title} course`),
    courseFee: (title, price, was, percent) => `${title} fee: ${price} (was ${was}, ${percent}% off).`,
    courseKeywords: 'course fee price cost admission discount',
    planLines: ({ name, minimum, returns, money, payout, risk }) => [
      `${name} minimum investment: ${minimum}.`,
      endSentence(`${name} returns: ${returns}`),
      money
        ? `${name} monthly return: ${money.profit} in a month that closes in profit, ${money.loss} in a month that closes in loss.`
        : '',
      endSentence(`${name} payout: ${payout}`),
      `${name} risk: ${risk}.`,
    ],
    risk: (risk) => risk,
    planKeywords: 'investment plan minimum invest returns profit loss payment payout date monthly risk',
    leader: (name, position, description) => `${name} is the ${position}. ${name}: ${description}`,
    leaderKeywords: 'leadership team leader who',
    modules: 'Modules',
    programKeywords: 'program programme training institute voice acting',
    serviceKeywords: 'service services offer',
    factKeywords: 'figures numbers statistics facts',
  },
  hi: {
    idPrefix: 'hi/',
    fullStop: '।',
    courseTitle: (title) => `${title} कोर्स`,
    courseFee: (title, price, was, percent) => `${title} की फीस ${price} है (पहले ${was}, ${percent}% की छूट)।`,
    courseKeywords: 'कोर्स फीस दाख़िला छूट',
    planLines: ({ name, minimum, returns, money, payout, risk }) => [
      `${name} में कम से कम निवेश: ${minimum}।`,
      `${name} का रिटर्न: ${returns}।`,
      money ? `${name} में हर महीने: मुनाफ़े वाले महीने में ${money.profit}, घाटे वाले महीने में ${money.loss}।` : '',
      `${name} का भुगतान: ${payout}।`,
      `${name} का जोखिम: ${risk}।`,
    ],
    risk: (risk) => riskHi[risk] ?? risk,
    planKeywords: 'निवेश प्लान न्यूनतम रिटर्न मुनाफ़ा घाटा भुगतान तारीख जोखिम',
    leader: (name, position, description) => `${name}: ${position}। ${name}: ${description}`,
    leaderKeywords: 'नेतृत्व टीम कौन',
    modules: 'मॉड्यूल',
    programKeywords: 'प्रोग्राम ट्रेनिंग संस्थान वॉइस एक्टिंग',
    serviceKeywords: 'सेवा सेवाएँ',
    factKeywords: 'आँकड़े संख्या',
  },
};

export const passageWords = (lang: ReplyLanguage): PassageWords => inLocale(lang, WORDS);
