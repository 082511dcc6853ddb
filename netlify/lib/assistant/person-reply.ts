import { fact, factText } from '../../../src/content/facts';
import { ageVerdict, courseAgeRule, investorAgeRule, ruleLinks } from './honest-replies';
import { personAge } from './question-reading';
import { pathIn, titledLink } from './reply-links';
import { textTerms } from './retrieval';
import type { ReplyLanguage } from './types';

/**
 * The verdict and the rules for a question about a person of a given age ("my daughter is 9"), or undefined when the
 * question names no age: the investor age rule for a question about investing, else the course's age and consent rule.
 */
export function personReply(question: string, lang: ReplyLanguage): string | undefined {
  const age = personAge(question);
  if (age === undefined) return undefined;
  if (textTerms(question).includes('~invest')) {
    const minimum = fact('investor-minimum-age').value as number;
    return [
      `${ageVerdict(lang, age, age >= minimum)} ${investorAgeRule(lang, factText('investor-minimum-age'))}`,
      titledLink(ruleLinks.investor.title[lang], pathIn(ruleLinks.investor.path, lang)),
    ].join('\n');
  }
  const minimum = fact('minimum-age').value as number;
  return [
    `${ageVerdict(lang, age, age >= minimum)} ${courseAgeRule(lang, factText('minimum-age'), factText('consent-age'))}`,
    titledLink(ruleLinks.course.title[lang], pathIn(ruleLinks.course.path, lang)),
  ].join('\n');
}
