import { fact, factText } from '../../../src/content/facts';
import type { AiVersion, Language, Persona } from '../../../src/domain/chat';
import { type HistoryTurn, parseHistory } from '../../../src/domain/chat-history-text';
import type { SearchResult } from '../../../src/domain/chat-schemas';
import calibration from './calibration.json' with { type: 'json' };
import {
  ageVerdict,
  type ContactTopic,
  courseAgeRule,
  investorAgeRule,
  notOfferedLanguage,
  ruleLinks,
  unsurePart,
  unsureReply,
} from './honest-replies';
import { replyLanguage } from './language';
import { type Moments, readMoments } from './moments';
import {
  distressReply,
  encouragement,
  jokeIntro,
  languageNote,
  outOfScopeReply,
  personalSafetyReply,
  personaVoices,
  romanceReply,
  smallTalkReplies,
  twisterIntro,
} from './persona-replies';
import { askedLanguage, asksAboutFuture, personAge, questionParts } from './question-reading';
import { type Candidate, createRetrieval, textTerms } from './retrieval';
import type { ChatIndex, ReplyLanguage } from './types';

/**
 * The embedded local assistant: answers from the site's own content (no network, no keys). Safety and small talk
 * first; then each part of the question is answered from the sentence or FAQ entry that covers it best, when the
 * confidence reaches the threshold calibrated on bench/chat-eval.json (calibration.json); otherwise Vauxa says it
 * is not sure, links the closest pages and gives the contact for the topic. See docs/ASSISTANT.md.
 */

/** The least confidence to answer, set by `npm run bench:chat -- --calibrate` on the tuning questions. */
export const ANSWER_THRESHOLD: number = calibration.threshold;

/** A titled link in the reply; the chat renders `[title](/path#anchor)` as a link. */
export function titledLink(title: string, href: string): string {
  return `[${title}](${href})`;
}

const relatedLabel = { en: 'Related:', hi: 'इससे जुड़ा:' } as const;
const gamesLink = { en: 'Voice games: practise with your microphone', hi: 'आवाज़ के खेल: माइक से प्रैक्टिस' } as const;

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

function snippet(s: string, max = 180): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The edition of a site path: Hindi replies link the Hindi pages. */
export function pathIn(path: string, lang: ReplyLanguage): string {
  if (lang === 'en' || path.startsWith('/hi/') || path === '/hi') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/** Whom to write to about a question, told by the page that came closest. */
function topicOf(link: string | undefined): ContactTopic {
  if (!link) return 'admissions';
  if (/\/(investment-policy|investor-portal|payment-schedule)/.test(link)) return 'investors';
  if (/\/privacy-policy/.test(link)) return 'privacy';
  return 'admissions';
}

export function createLocalAssistant(index: ChatIndex, threshold: number = ANSWER_THRESHOLD) {
  const retrieval = createRetrieval(index);
  const siteTerms = new Set(index.units.flatMap((u) => u.terms.split(' ')));

  /** What a unit says, in the reply language, with its titled link. */
  function statement(candidate: Candidate, lang: ReplyLanguage, question: string) {
    const faq = retrieval.faqOf(candidate.unit);
    if (faq) return { text: faq.answer[lang], title: faq.linkTitle[lang], link: pathIn(faq.link, lang) };
    const found = retrieval.sentenceIn(candidate.unit, lang, question);
    if (!found) return undefined;
    const heading = (found.passage.title.split(': ').slice(1).join(': ') || found.passage.title).replace(/[.।]$/, '');
    // A short line (a table row, a list item) says more with its heading in front.
    const text =
      found.text.length < 70 && !found.text.toLowerCase().includes(heading.toLowerCase())
        ? `${heading}: ${found.text}`
        : found.text;
    return { text, title: found.passage.title, link: found.passage.link };
  }

  /** Passages close to a question, distinct, for the provider's prompt and the "web results". */
  function relevant(question: string, limit: number) {
    const seen = new Set<string>();
    const hits: { passage: ChatIndex['passages'][number]; confidence: number }[] = [];
    for (const candidate of retrieval.search(question, limit * 4)) {
      const faq = retrieval.faqOf(candidate.unit);
      const passage = retrieval.passageOf(candidate.unit);
      const found =
        passage ??
        (faq && {
          id: `faq/${faq.id}`,
          title: faq.linkTitle.en,
          link: faq.link,
          text: `${faq.answer.en}\n${faq.answer.hi}`,
          lang: 'en' as const,
        });
      if (!found || seen.has(found.id)) continue;
      seen.add(found.id);
      hits.push({ passage: found, confidence: candidate.confidence });
      if (hits.length >= limit) break;
    }
    return { hits, confident: (hits[0]?.confidence ?? 0) >= threshold };
  }

  function webResults(question: string): SearchResult[] {
    return relevant(question, 3).hits.map((h) => ({
      title: h.passage.title,
      link: h.passage.link,
      snippet: snippet(h.passage.text),
    }));
  }

  /** The closest pages, as titled links in the reply language, for a not-sure reply. */
  function closestLinks(candidates: Candidate[], lang: ReplyLanguage): { links: string[]; first: string | undefined } {
    const seen = new Set<string>();
    const links: string[] = [];
    let first: string | undefined;
    for (const candidate of candidates) {
      const said = statement(candidate, lang, '');
      if (!said) continue;
      const page = said.link.split('#')[0] ?? said.link;
      first ??= page;
      if (seen.has(page)) continue;
      seen.add(page);
      links.push(titledLink(said.title, said.link));
      if (links.length === 2) break;
    }
    return { links, first };
  }

  /** The best answer to one question (or part), or undefined when no unit reaches the threshold. */
  function answerPart(question: string, lang: ReplyLanguage, opener: string) {
    const candidates = retrieval.search(question, 6);
    const best = candidates[0];
    if (!best || best.confidence < threshold) return { candidates };
    const said = statement(best, lang, question);
    if (!said) return { candidates };
    return { candidates, said: { ...said, text: [opener, said.text].filter(Boolean).join(' ') } };
  }

  /** With deep analysis, a confident answer from another page as a related link. */
  function relatedLink(candidates: Candidate[], shown: string, lang: ReplyLanguage): string | undefined {
    const page = (link: string) => link.split('#')[0];
    for (const candidate of candidates.slice(1)) {
      if (candidate.confidence < threshold) break;
      const said = statement(candidate, lang, '');
      if (said && page(said.link) !== page(shown)) return titledLink(said.title, said.link);
    }
    return undefined;
  }

  /** The previous question of the conversation, for a follow-up such as "and for the premium one?". */
  function previousQuestion(q: LocalQuestion): string | undefined {
    const turns = parseHistory(q.conversationHistory).filter((t) => t.role === 'user');
    const last = turns.at(-1)?.content;
    return last && last.trim() !== q.message.trim() ? last : undefined;
  }

  /** A stable choice from a list for a message, so the same question gets the same joke. */
  function pick<T>(list: readonly T[], seed: string): T | undefined {
    let hash = 0;
    for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
    return list[hash % Math.max(list.length, 1)];
  }

  /** The reply to a message that is not a question about the site, or undefined for a question. */
  function momentReply(q: LocalQuestion, lang: ReplyLanguage, moments: Moments): string | undefined {
    if (moments.distress) return distressReply[lang];
    if (moments.personalSafety) return personalSafetyReply[lang];
    if (moments.romance) return romanceReply[lang];
    if (moments.outOfScope) return outOfScopeReply[lang];
    if (moments.joke) {
      const joke = pick(index.jokes, q.message);
      if (joke) return `${jokeIntro[lang]} ${joke[lang]}`;
    }
    if (moments.twister) {
      const twister = pick(
        index.tongueTwisters.filter((t) => t.lang === lang),
        q.message,
      );
      if (twister) return `${twisterIntro[lang]} ${twister.text}`;
    }
    if (moments.encouragement === 'nerves' || moments.encouragement === 'voiceCare') {
      return `${encouragement[moments.encouragement][lang]}\n${titledLink(gamesLink[lang], '/games')}`;
    }
    return undefined;
  }

  /** Greetings, thanks and "who are you", when the message asks nothing the FAQ answers. */
  function smallTalkReply(q: LocalQuestion, lang: ReplyLanguage, moments: Moments): string | undefined {
    const voice = personaVoices[q.personality];
    if (moments.smallTalk.length > 0) {
      return moments.smallTalk
        .map((kind) =>
          kind === 'who'
            ? voice.who(q.aiVersion)[lang]
            : kind === 'hello'
              ? voice.hello[lang]
              : smallTalkReplies[kind][lang],
        )
        .join(' ');
    }
    return undefined;
  }

  /** The verdict and the rules for a question about a person of a given age ("my daughter is 9"). */
  function personReply(question: string, lang: ReplyLanguage): string | undefined {
    const age = personAge(question);
    if (age === undefined) return undefined;
    const aboutInvesting = textTerms(question).includes('~invest');
    if (aboutInvesting) {
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

  function answer(q: LocalQuestion): LocalAnswer {
    const { language: lang, note } = replyLanguage(q.message, q.language);
    const moments = readMoments(q.message);
    const searchResults = q.useWebSearch ? webResults(moments.rest) : [];
    // The search results point further: a page the reply already links is not listed again.
    const reply = (lines: string[]): LocalAnswer => {
      const response = [...(note ? [languageNote] : []), ...lines].join('\n');
      return { response, searchResults: searchResults.filter((result) => !response.includes(`](${result.link})`)) };
    };

    const special = momentReply(q, lang, moments);
    if (special) return reply([special]);
    const opener = personaVoices[q.personality].opener[lang];

    if (asksAboutFuture(moments.rest)) {
      const closest = closestLinks(retrieval.search(moments.rest, 6), lang);
      return reply([unsureReply(lang, closest.links, topicOf(closest.first))]);
    }

    const person = personReply(moments.rest, lang);
    if (person) return reply([person]);

    // A language the site never names ("Bengali"): a clear no, then what the site does offer.
    const language = askedLanguage(moments.rest, siteTerms);
    if (language) {
      const offered = answerPart(language.rest, lang, '');
      if (offered.said) {
        return reply([
          `${notOfferedLanguage(lang, language.name)} ${offered.said.text}`,
          titledLink(offered.said.title, offered.said.link),
        ]);
      }
    }

    const parts = questionParts(moments.rest);
    if (parts.length > 1) {
      const answers = parts.map((part) => ({ part, ...answerPart(part, lang, '') }));
      if (answers.some((a) => a.said)) {
        const lines = answers.flatMap((a) =>
          a.said ? [a.said.text, titledLink(a.said.title, a.said.link)] : [unsurePart(lang, a.part)],
        );
        return reply([opener, ...lines].filter(Boolean));
      }
    }

    let found = answerPart(moments.rest, lang, opener);
    const previous = previousQuestion(q);
    if (!found.said && previous) {
      // A follow-up names only what changes ("and for the premium one?"): read it with the question before it.
      const followUp = answerPart(`${previous} ${moments.rest}`, lang, opener);
      const own = new Set(textTerms(moments.rest).filter((t) => !t.startsWith('#')));
      if (
        followUp.said &&
        followUp.candidates[0] &&
        [...own].some((t) => followUp.candidates[0]?.unit.terms.split(' ').includes(t))
      ) {
        found = followUp;
      }
    }
    if (found.said) {
      const lines = [found.said.text, titledLink(found.said.title, found.said.link)];
      const related = q.useDeepAnalysis ? relatedLink(found.candidates, found.said.link, lang) : undefined;
      return reply(related ? [...lines, `${relatedLabel[lang]} ${related}`] : lines);
    }

    const small = smallTalkReply(q, lang, moments);
    if (small) return reply([small]);
    if (moments.encouragement) {
      return reply([encouragement[moments.encouragement][lang], titledLink(gamesLink[lang], pathIn('/games', lang))]);
    }
    const closest = closestLinks(found.candidates, lang);
    return reply([unsureReply(lang, closest.links, topicOf(closest.first))]);
  }

  return { answer, relevant };
}

export type LocalAssistant = ReturnType<typeof createLocalAssistant>;
