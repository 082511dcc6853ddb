import type { AiVersion, Language, Persona } from '../../../src/domain/chat';
import { type HistoryTurn, parseHistory } from '../../../src/domain/chat-history-text';
import type { SearchResult } from '../../../src/domain/chat-schemas';
import calibration from './calibration.json' with { type: 'json' };
import { notOfferedLanguage, unsurePart, unsureReply } from './honest-replies';
import { replyLanguage } from './language';
import { momentReply, smallTalkReply } from './moment-replies';
import { readMoments } from './moments';
import { createMostAsked, type MostAskedOptions } from './most-asked';
import { personReply } from './person-reply';
import { languageNote, personaVoices } from './persona-replies';
import { askedLanguage, asksAboutFuture, questionParts } from './question-reading';
import { titledLink, topicOf } from './reply-links';
import { createRetrieval, textTerms } from './retrieval';
import { createStatements } from './site-statements';
import type { ChatIndex, ReplyLanguage } from './types';

/**
 * The embedded local assistant: answers from the site's own content (no network, no keys). Safety and small talk
 * first; then the questions asked most (most-asked.ts); then each part of the question is answered from the sentence or FAQ entry that covers it best, when the
 * confidence reaches the threshold calibrated on bench/chat-eval.json (calibration.json); otherwise Vauxa says it
 * is not sure, links the closest pages and gives the contact for the topic. See docs/ASSISTANT.md.
 */

/** The least confidence to answer, set by `npm run bench:chat -- --calibrate` on the tuning questions. */
export const ANSWER_THRESHOLD: number = calibration.threshold;

const relatedLabel = { en: 'Related:', hi: 'इससे जुड़ा:' } as const;

export interface LocalQuestion {
  message: string;
  personality: Persona;
  language: Language;
  aiVersion: AiVersion;
  useDeepAnalysis: boolean;
  useWebSearch: boolean;
  conversationHistory?: string | readonly HistoryTurn[];
}

export interface LocalAnswer {
  response: string;
  searchResults: SearchResult[];
}

/** The previous question of the conversation, for a follow-up such as "and for the premium one?". */
function previousQuestion(q: LocalQuestion): string | undefined {
  const turns = parseHistory(q.conversationHistory).filter((t) => t.role === 'user');
  const last = turns.at(-1)?.content;
  return last && last.trim() !== q.message.trim() ? last : undefined;
}

export function createLocalAssistant(
  index: ChatIndex,
  threshold: number = ANSWER_THRESHOLD,
  mostAskedOptions: MostAskedOptions = {},
) {
  const retrieval = createRetrieval(index);
  const mostAsked = createMostAsked(index, retrieval, mostAskedOptions);
  const statements = createStatements(retrieval, threshold);
  const siteTerms = new Set(index.units.flatMap((u) => u.terms.split(' ')));

  /** The reply to a question about the site, from the statements found, or undefined when none is confident. */
  function siteReply(q: LocalQuestion, question: string, lang: ReplyLanguage) {
    const opener = personaVoices[q.personality].opener[lang];

    // A language the site never names ("Bengali"): a clear no, then what the site does offer.
    const language = askedLanguage(question, siteTerms);
    if (language) {
      const offered = statements.answerPart(language.rest, lang, '');
      if (offered.said) {
        return {
          lines: [
            `${notOfferedLanguage(lang, language.name)} ${offered.said.text}`,
            titledLink(offered.said.title, offered.said.link),
          ],
        };
      }
    }

    const parts = questionParts(question);
    if (parts.length > 1) {
      const answers = parts.map((part) => ({ part, ...statements.answerPart(part, lang, '') }));
      if (answers.some((a) => a.said)) {
        const lines = answers.flatMap((a) =>
          a.said ? [a.said.text, titledLink(a.said.title, a.said.link)] : [unsurePart(lang, a.part)],
        );
        return { lines: [opener, ...lines].filter(Boolean) };
      }
    }

    let found = statements.answerPart(question, lang, opener);
    const previous = previousQuestion(q);
    if (!found.said && previous) {
      // A follow-up names only what changes ("and for the premium one?"): read it with the question before it.
      const followUp = statements.answerPart(`${previous} ${question}`, lang, opener);
      const own = new Set(textTerms(question).filter((t) => !t.startsWith('#')));
      const best = followUp.candidates[0]?.unit.terms.split(' ');
      if (followUp.said && best && [...own].some((t) => best.includes(t))) found = followUp;
    }
    if (!found.said) return { candidates: found.candidates };
    const lines = [found.said.text, titledLink(found.said.title, found.said.link)];
    const related = q.useDeepAnalysis ? statements.relatedLink(found.candidates, found.said.link, lang) : undefined;
    return { lines: related ? [...lines, `${relatedLabel[lang]} ${related}`] : lines };
  }

  function answer(q: LocalQuestion): LocalAnswer {
    const { language: lang, note } = replyLanguage(q.message, q.language);
    const moments = readMoments(q.message);
    const searchResults = q.useWebSearch ? statements.webResults(moments.rest) : [];
    // The search results point further: a page the reply already links is not listed again.
    const reply = (lines: string[]): LocalAnswer => {
      const response = [...(note ? [languageNote[lang]] : []), ...lines].join('\n');
      return { response, searchResults: searchResults.filter((result) => !response.includes(`](${result.link})`)) };
    };
    const unsure = (candidates: Parameters<typeof statements.closestLinks>[0]) => {
      const closest = statements.closestLinks(candidates, lang);
      return reply([unsureReply(lang, closest.links, topicOf(closest.first))]);
    };

    const special = momentReply(q.message, lang, moments, index);
    if (special) return reply([special]);
    if (asksAboutFuture(moments.rest)) return unsure(retrieval.search(moments.rest, 6));
    const person = personReply(moments.rest, lang);
    if (person) return reply([person]);
    // The questions asked most are matched first, on their wordings: the whole site only when none is near enough.
    const asked = mostAsked.reply(moments.rest, lang, personaVoices[q.personality].opener[lang]);
    if (asked) {
      const related =
        q.useDeepAnalysis && asked.link
          ? statements.relatedLink(retrieval.search(moments.rest, 6), asked.link, lang)
          : undefined;
      return reply(related ? [...asked.lines, `${relatedLabel[lang]} ${related}`] : asked.lines);
    }

    const site = siteReply(q, moments.rest, lang);
    if (site.lines) return reply(site.lines);
    const small = smallTalkReply(q.personality, q.aiVersion, lang, moments);
    if (small) return reply([small]);
    return unsure(site.candidates);
  }

  return { answer, relevant: statements.relevant };
}

export type LocalAssistant = ReturnType<typeof createLocalAssistant>;
