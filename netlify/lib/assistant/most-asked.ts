import { batchName, type NextIntake, nextIntake } from '../../../src/content/next-intake';
import { intakeLead } from '../../../src/domain/next-intake';
import { formatDate } from '../../../src/i18n/format';
import { siteText } from '../../../src/i18n/site-text';
import { notOnSiteReply } from './honest-replies';
import { pathIn, titledLink, topicOf } from './reply-links';
import type { Retrieval } from './retrieval';
import type { ChatIndex, MostAskedAnswer, ReplyLanguage } from './types';

/**
 * The questions asked most (content/assistant/most-asked.json), matched before the whole site is searched: the
 * wording that covers the question best, when its confidence reaches the threshold, gives its entry's answer and link,
 * or, for a topic the site does not cover, the honest reply with the contact. See docs/ASSISTANT.md.
 */

/**
 * The least confidence to take a most-asked answer. The wordings are questions, not site sentences, so a match is
 * nearer than retrieval's; set on the list's own wordings, each matched with its own wording left out
 * (`npm run bench:chat -- --most-asked`), never on the held-out wordings.
 */
export const MOST_ASKED_THRESHOLD = 0.8;

const INTAKE = /\{intake\.(name|applyBy|startDate)\}/g;
const NAMES_INTAKE = /\{intake\./;

export interface MostAskedOptions {
  /** The next intake (content/next-intake.json), and the clock that tells whether it still takes applications. */
  intake?: NextIntake;
  now?: () => Date;
}

export function createMostAsked(index: ChatIndex, retrieval: Retrieval, options: MostAskedOptions = {}) {
  const intake = options.intake ?? nextIntake;
  const now = options.now ?? (() => new Date());

  /**
   * An answer with the next intake's name and dates while it takes applications; once its last date has passed (or
   * no batch is announced) the site's own undated lead instead, as the admissions page says then.
   */
  function withIntake(answer: string, lang: ReplyLanguage): string {
    if (!NAMES_INTAKE.test(answer)) return answer;
    const batch = intake.batch;
    if (!batch || intakeLead(now(), batch) !== 'batch') return siteText(lang).intake.undated;
    return answer.replace(INTAKE, (_, field: 'name' | 'applyBy' | 'startDate') =>
      field === 'name' ? batchName(batch, lang) : formatDate(batch[field], lang),
    );
  }

  /** The most-asked entry a question is, or undefined when no wording is near enough. */
  function match(question: string): MostAskedAnswer | undefined {
    const best = retrieval.searchMostAsked(question, 1)[0];
    if (!best || best.confidence < MOST_ASKED_THRESHOLD || best.unit.m === undefined) return undefined;
    return index.mostAsked[best.unit.m];
  }

  /** The reply's lines for a most-asked question (an answer after the persona's opener), or undefined. */
  function reply(question: string, lang: ReplyLanguage, opener = ''): string[] | undefined {
    const entry = match(question);
    if (!entry) return undefined;
    if (entry.kind === 'not-on-site' || !entry.answer) {
      return [notOnSiteReply(lang, entry.topic[lang], topicOf(entry.link))];
    }
    const text = [opener, withIntake(entry.answer[lang], lang)].filter(Boolean).join(' ');
    return [text, titledLink(entry.linkTitle[lang], pathIn(entry.link, lang))];
  }

  return { match, reply };
}
