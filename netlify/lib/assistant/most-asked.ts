import { batchName, type NextIntake, nextIntake } from '../../../src/content/next-intake';
import { intakeLead } from '../../../src/domain/next-intake';
import { formatDate } from '../../../src/i18n/format';
import { siteText } from '../../../src/i18n/site-text';
import { notOnSiteReply } from './honest-replies';
import { type QuestionKind, questionKinds } from './question-reading';
import { pathIn, titledLink, topicOf } from './reply-links';
import { type Retrieval, textTerms } from './retrieval';
import type { ChatIndex, MostAskedAnswer, ReplyLanguage, Unit } from './types';
import { createWordingClassifier } from './wording-classifier';

/**
 * The questions asked most (content/assistant/most-asked.json), matched before the whole site is searched: the
 * nearest wording, when its nearness reaches the threshold, gives its entry's answer and link, or, for a topic the
 * site does not cover, the honest reply with the contact. See docs/ASSISTANT.md.
 */

/**
 * The least nearness to take a most-asked answer: the threshold with the highest right - 4 x wrong over the list's
 * own wordings, each matched with itself left out, and the tuning questions of bench/chat-eval.json
 * (`npm run bench:chat -- --most-asked` prints the table), among those that add no wrong answer to the tuning
 * questions of `npm run bench:chat`: the list answers before the whole site, so a lower threshold that takes other
 * questions for most-asked ones costs answers the site gives right. Never set on the held-out wordings.
 */
export const MOST_ASKED_THRESHOLD = 0.95;

/**
 * A second, agreeing reading: a question less near any one wording (a new way of saying it) is still taken when the
 * entry's wordings together cover most of it (AGREED_COVER) and choose the same entry as its nearest wording, which
 * must reach AGREED_NEARNESS. Set like the threshold, on the list's wordings each left out and the tuning questions.
 */
export const AGREED_NEARNESS = 0.7;
export const AGREED_COVER = 0.8;

/**
 * A third reading, of all an entry's wordings together (wording-classifier.ts): a question none of the wordings is
 * near is still taken when the classifier gives its entry at least CLASSIFIED_PROBABILITY, the words of the entry's
 * wordings cover at least CLASSIFIED_COVER of it (a question about something else is given an entry too: it uses words
 * no wording of that entry uses, "How risky is the premium plan?" of the Premium payout's), and it asks the kind of question the entry's wordings ask. Set like the others, on the list's wordings each
 * left out and the tuning questions (`npm run bench:chat -- --most-asked` prints the table).
 */
export const CLASSIFIED_PROBABILITY = 0.9;
export const CLASSIFIED_COVER = 0.9;

/**
 * An entry's vocabulary keeps the terms at least this many of its wordings share: a word one wording happens to use
 * ("COO", "loss") would let a short question about something else be covered whole. 2 still added wrong answers to
 * the tuning questions of `npm run bench:chat`; 3 added none.
 */
const SHARED_BY = 3;

/** What asking the same kind of question (when, how, who, where, how long, how much) adds to the nearness. */
const KIND_WEIGHT = 0.1;

/**
 * 1 when two questions ask the same kind of question, 0 when either does not say, and -1 when both ask and differ:
 * then the wording answers another question ("who can clone" is not "how do I clone") and is not taken at all.
 */
function sameKind(a: ReadonlySet<QuestionKind>, b: ReadonlySet<QuestionKind>): number {
  if (a.size === 0 || b.size === 0) return 0;
  return [...a].some((kind) => b.has(kind)) ? 1 : -1;
}

/** The wordings that cover most of a question, of which the nearest is taken. */
const CANDIDATES = 12;

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

  /** How many of each entry's wordings have each term, from which its vocabulary is read (SHARED_BY). */
  const vocabularies = index.mostAsked.map((entry) => {
    const counts = new Map<string, number>();
    for (const wording of [...entry.phrasings.en, ...entry.phrasings.hi])
      for (const term of new Set(textTerms(wording))) counts.set(term, (counts.get(term) ?? 0) + 1);
    return counts;
  });

  const wordingOf = (unit: Unit) => {
    const entry = index.mostAsked[unit.m ?? -1];
    return entry ? ([...entry.phrasings.en, ...entry.phrasings.hi][unit.s] ?? '') : '';
  };

  /**
   * How near a question is to each wording: the share of the question the wording covers and the share of the wording
   * the question covers, averaged. A question says more or less than a wording ("When is the upcoming batch
   * starting?" and "When does the next batch start?"): the two shares together weigh what they have in common.
   */
  function nearest(
    question: string,
    leaveOut: (unit: Unit) => boolean = () => false,
  ): { entry: MostAskedAnswer; nearness: number; unit: Unit } | undefined {
    const asked = new Set(textTerms(question));
    const kinds = questionKinds(question);
    let best: { entry: MostAskedAnswer; nearness: number; unit: Unit } | undefined;
    for (const candidate of retrieval.searchMostAsked(question, CANDIDATES)) {
      const entry = index.mostAsked[candidate.unit.m ?? -1];
      if (!entry || leaveOut(candidate.unit)) continue;
      const wording = wordingOf(candidate.unit);
      const shared = sameKind(kinds, questionKinds(wording));
      if (shared < 0) continue;
      const nearness = (candidate.confidence + retrieval.coverage(wording, asked)) / 2 + KIND_WEIGHT * shared;
      if (!best || nearness > best.nearness) best = { entry, nearness, unit: candidate.unit };
    }
    return best;
  }

  /**
   * How much of a question entry m's vocabulary covers: the terms at least `sharedBy` of its wordings use; `leaveOut`
   * takes one wording out of it, as `nearest` does.
   */
  function coverBy(question: string, m: number, sharedBy: number, leaveOut?: Unit): number {
    const left = leaveOut?.m === m ? new Set(textTerms(wordingOf(leaveOut))) : new Set<string>();
    const counts = vocabularies[m] ?? new Map<string, number>();
    const own = (term: string) => (left.has(term) ? 1 : 0);
    return retrieval.coverage(
      question,
      new Set([...counts].filter(([term, n]) => n - own(term) >= sharedBy).map(([term]) => term)),
    );
  }

  /** The entry whose wordings together cover the most of a question (by the weight of its words), with that share. */
  function widest(question: string, leaveOut?: Unit): { entry: MostAskedAnswer; cover: number } | undefined {
    let best: { entry: MostAskedAnswer; cover: number } | undefined;
    index.mostAsked.forEach((entry, m) => {
      const cover = coverBy(question, m, SHARED_BY, leaveOut);
      if (!best || cover > best.cover) best = { entry, cover };
    });
    return best;
  }

  const classifier = createWordingClassifier(
    index.mostAsked.map((entry) => [...entry.phrasings.en, ...entry.phrasings.hi]),
  );

  /** Whether a question asks what some of an entry's wordings ask (when, how, who…), or either does not say. */
  function asksLike(question: string, entry: MostAskedAnswer): boolean {
    const kinds = questionKinds(question);
    const stated = [...entry.phrasings.en, ...entry.phrasings.hi].map(questionKinds).filter((k) => k.size > 0);
    return kinds.size === 0 || stated.length === 0 || stated.some((k) => sameKind(kinds, k) > 0);
  }

  /** The classifier's entry for a question, with its probability and how much of the question the entry covers. */
  function classified(
    question: string,
    leaveOut?: Unit,
  ): { entry: MostAskedAnswer; probability: number; cover: number; asksLike: boolean } | undefined {
    const found = classifier.classify(question, leaveOut && { group: leaveOut.m ?? -1, wording: leaveOut.s });
    const entry = found && index.mostAsked[found.group];
    if (!found || !entry) return undefined;
    return {
      entry,
      probability: found.probability,
      cover: coverBy(question, found.group, 1, leaveOut),
      asksLike: asksLike(question, entry),
    };
  }

  /**
   * The most-asked entry a question is: its nearest wording is near enough, or near and the widest entry agrees, or
   * the classifier is sure of an entry that covers the question and asks as it does.
   */
  function decide(question: string, leaveOut?: Unit): { entry: MostAskedAnswer } | undefined {
    const best = nearest(question, leaveOut ? (unit) => unit.m === leaveOut.m && unit.s === leaveOut.s : undefined);
    if (best && best.nearness >= MOST_ASKED_THRESHOLD) return best;
    if (best && best.nearness >= AGREED_NEARNESS) {
      const wide = widest(question, leaveOut);
      if (wide && wide.entry === best.entry && wide.cover >= AGREED_COVER) return best;
    }
    const read = classified(question, leaveOut);
    return read && read.probability >= CLASSIFIED_PROBABILITY && read.cover >= CLASSIFIED_COVER && read.asksLike
      ? read
      : undefined;
  }

  /** The most-asked entry a question is, or undefined when no wording is near enough. */
  function match(question: string): MostAskedAnswer | undefined {
    return decide(question)?.entry;
  }

  /** An entry's reply: its answer after the persona's opener, and its link; or the honest reply with the contact. */
  function entryReply(entry: MostAskedAnswer, lang: ReplyLanguage, opener = ''): string[] {
    if (entry.kind === 'not-on-site' || !entry.answer) {
      return [notOnSiteReply(lang, entry.topic[lang], topicOf(entry.link))];
    }
    const text = [opener, withIntake(entry.answer[lang], lang)].filter(Boolean).join(' ');
    return [text, titledLink(entry.linkTitle[lang], pathIn(entry.link, lang))];
  }

  /** The reply's lines for a most-asked question and the link it gives (none for the honest reply), or undefined. */
  function reply(
    question: string,
    lang: ReplyLanguage,
    opener = '',
  ): { lines: string[]; link: string | undefined } | undefined {
    const entry = match(question);
    if (!entry) return undefined;
    const link = entry.kind === 'answer' ? pathIn(entry.link, lang) : undefined;
    return { lines: entryReply(entry, lang, opener), link };
  }

  return { nearest, widest, classified, decide, match, entryReply, reply };
}
