import { site } from '../../../src/content/site';
import type { AiVersion, Language, Persona } from '../../../src/domain/chat';
import type { SearchResult } from '../../../src/domain/chat-schemas';
import { createFaqSearch, type FaqHit, terms } from './faq-search';
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
import { createRetriever, type Hit } from './search';
import { type Intent, normalizeTerm, type TermGroup, tokenize } from './text';
import type { ChatIndex, Passage, ReplyLanguage } from './types';

/**
 * The embedded local assistant: answers from the site's own content (no network, no keys). Safety and small talk
 * first, then the FAQ (intent), then the page content; the reply is composed in the reply language, one or two
 * sentences and a titled link ("Admissions: how to apply") that the chat shows as a link. See docs/ASSISTANT.md.
 */

/** Share of the question's words an FAQ wording must contain, and the least search score, to answer from it. */
const MIN_COVERAGE = 0.5;
const MIN_SCORE = 3;

/** A titled link in the reply; the chat renders `[title](/path#anchor)` as a link. */
export function titledLink(title: string, href: string): string {
  return `[${title}](${href})`;
}

const relatedLabel = { en: 'Related:', hi: 'इससे जुड़ा:' } as const;
const gamesLink = { en: 'Voice games: practise with your microphone', hi: 'आवाज़ के खेल: माइक से प्रैक्टिस' } as const;
const pageNote = 'इसकी पूरी जानकारी इस पेज पर है:';

export interface LocalQuestion {
  message: string;
  personality: Persona;
  language: Language;
  aiVersion: AiVersion;
  useDeepAnalysis: boolean;
  useWebSearch: boolean;
}

export interface LocalAnswer {
  response: string;
  searchResults: SearchResult[];
}

/** Words that name the site itself: they never decide whether a passage is about the question. */
const softWords = new Set(
  [
    'company',
    'institute',
    'website',
    'site',
    'page',
    'awaaz',
    'vauxa',
    'organisation',
    'organization',
    'कंपनी',
    'संस्थान',
  ].map(normalizeTerm),
);

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?।])\s+(?=[\p{Lu}\p{N}₹"“(\p{Script=Devanagari}])/u))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const month =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
const monthNames = new RegExp(`\\b\\d{1,2}(st|nd|rd|th)\\b|\\b\\d{1,2}\\s+${month}\\b|\\b${month}\\s+\\d{1,4}\\b`, 'i');
const intentPatterns: Record<Intent, RegExp> = {
  amount: /₹\s?\d|\d[\d,]*\s?(rupees|%)/i,
  when: monthNames,
  who: /\b\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u,
  where: new RegExp(site.address.city, 'i'),
  contact: /@|\+\d/,
  number: /\d/,
};

/** Whether a term occurs among the words, allowing inflections (age/aged, respond/responds, invest/investment). */
function termIn(term: string, words: Set<string>): boolean {
  if (words.has(term)) return true;
  if (term.length < 3) return false;
  for (const w of words) {
    if (w.startsWith(term) && (term.length >= 4 || w.length - term.length <= 2)) return true;
    if (w.length >= 4 && term.startsWith(w)) return true;
  }
  return false;
}

type Weight = (term: string) => number;

function sentenceScore(sentence: string, groups: TermGroup[], intents: Set<Intent>, weight: Weight): number {
  const words = new Set(tokenize(sentence).map(normalizeTerm));
  let score = 0;
  for (const g of groups) {
    const matched = g.terms.filter((t) => termIn(t, words));
    if (matched.length > 0) score += (softWords.has(g.word) ? 0.25 : 1) * Math.max(...matched.map(weight));
  }
  for (const intent of intents) if (intentPatterns[intent].test(sentence)) score += 2;
  return score;
}

/**
 * Best sentences of a passage, kept in reading order; a second one only when it is nearly as good. Words of the
 * question that the passage title already explains (the topic) count less than the ones that pick the fact.
 */
function bestSentences(
  passage: Passage,
  groups: TermGroup[],
  intents: Set<Intent>,
  weight: Weight,
  count: number,
): string[] {
  const sentences = splitSentences(passage.text);
  const titleWords = new Set(tokenize(passage.title).map(normalizeTerm));
  const topical: Weight = (term) => weight(term) * (termIn(term, titleWords) ? 0.3 : 1);
  const scored = sentences.map((s, i) => ({ s, i, score: sentenceScore(s, groups, intents, topical) }));
  const top = [...scored].sort((a, b) => b.score - a.score || a.i - b.i).slice(0, count);
  const first = top[0];
  if (!first || first.score === 0) return sentences.slice(0, 1);
  return top
    .filter((t) => t.score >= first.score * 0.7)
    .sort((a, b) => a.i - b.i)
    .map((t) => t.s);
}

function snippet(s: string, max = 180): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function createLocalAssistant(index: ChatIndex) {
  const retrieve = createRetriever(index);
  // Rarer words say more about where the answer is: weight terms by inverse document frequency.
  const df = new Map<string, number>();
  for (const p of index.passages) {
    for (const w of new Set(tokenize(`${p.title} ${p.text}`).map(normalizeTerm))) df.set(w, (df.get(w) ?? 0) + 1);
  }
  const total = index.passages.length;
  const weight: Weight = (term) => Math.log(1 + total / (1 + (df.get(term) ?? 0)));
  const noWeight: Weight = () => 1;

  /** Passages that are about the question (enough of its words found), best first. */
  function relevant(question: string, limit: number) {
    const { hits, groups, intents } = retrieve(question, limit * 3);
    const hard = groups.filter((g) => !softWords.has(g.word));
    const counted = hard.length > 0 ? hard : groups;
    const need = counted.length <= 2 ? counted.length : Math.ceil(counted.length * 0.6);
    const eligible = hits
      .map((h) => {
        const all = `${h.passage.title} ${h.passage.text} ${h.passage.textHi ?? ''} ${h.passage.keywords ?? ''}`;
        const found = counted.filter((g) => sentenceScore(all, [g], new Set(), noWeight) > 0).length;
        // Relevance of the passage as a whole (BM25) and of its best sentence (where the fact would be).
        const sentence = Math.max(
          0,
          ...splitSentences(h.passage.text).map((s) =>
            sentenceScore(`${h.passage.title}: ${s}`, groups, intents, weight),
          ),
        );
        return { ...h, found, sentence, coverage: found / Math.max(counted.length, 1) };
      })
      .filter((h) => counted.length > 0 && h.found >= need);
    const topScore = Math.max(1e-9, ...eligible.map((h) => h.score));
    const topSentence = Math.max(1e-9, ...eligible.map((h) => h.sentence));
    const ranked = eligible
      .map((h) => ({ ...h, rank: (h.score / topScore + h.sentence / topSentence) * (0.5 + h.coverage) }))
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limit);
    return { hits: ranked as Hit[], groups, intents };
  }

  const findFaq = createFaqSearch(index.faq, index.search.faq);

  /** A stable choice from a list for a message, so the same question gets the same joke. */
  function pick<T>(list: readonly T[], seed: string): T | undefined {
    let hash = 0;
    for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
    return list[hash % Math.max(list.length, 1)];
  }

  // The courses and plans by name ("coding", "premium"): a question that names one is answered about that one.
  const named = new Set(
    index.passages
      .filter((p) => /^(courses|plans)\//.test(p.id))
      .flatMap((p) => terms(p.title.replace(/\b(course|plan)\b/gi, '')))
      .filter((term) => term.startsWith('~')),
  );

  /** Hits about the course or plan the question names come first; the rest keep their order. */
  function aboutWhatIsNamed(hits: FaqHit[], question: string): FaqHit[] {
    const names = terms(question).filter((term) => named.has(term));
    if (names.length === 0) return hits;
    const naming = (hit: FaqHit) => {
      const wording = new Set(terms([...hit.faq.phrasings.en, ...hit.faq.phrasings.hi].join(' ')));
      return names.every((name) => wording.has(name));
    };
    return [...hits.filter(naming), ...hits.filter((hit) => !naming(hit))];
  }

  function webResults(question: string): SearchResult[] {
    const { hits, groups, intents } = relevant(question, 3);
    return hits.map((h) => ({
      title: h.passage.title,
      link: h.passage.link,
      snippet: snippet(bestSentences(h.passage, groups, intents, weight, 1)[0] ?? h.passage.text),
    }));
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

  function answer(q: LocalQuestion): LocalAnswer {
    const { language: lang, note } = replyLanguage(q.message, q.language);
    const moments = readMoments(q.message);
    const searchResults = q.useWebSearch ? webResults(moments.rest) : [];
    const reply = (lines: string[]): LocalAnswer => ({
      response: [...(note ? [languageNote] : []), ...lines].join('\n'),
      searchResults,
    });

    const special = momentReply(q, lang, moments);
    if (special) return reply([special]);

    const [best, second] = aboutWhatIsNamed(findFaq(moments.rest, 5), moments.rest);
    if (best && best.coverage >= MIN_COVERAGE && best.score >= MIN_SCORE) {
      const opener = personaVoices[q.personality].opener[lang];
      const lines = [
        [opener, best.faq.answer[lang]].filter(Boolean).join(' '),
        titledLink(best.faq.linkTitle[lang], best.faq.link),
      ];
      if (q.useDeepAnalysis && second && second.coverage >= MIN_COVERAGE) {
        lines.push(`${relatedLabel[lang]} ${titledLink(second.faq.linkTitle[lang], second.faq.link)}`);
      }
      return reply(lines);
    }
    const small = smallTalkReply(q, lang, moments);
    if (small) return reply([small]);
    if (moments.encouragement) {
      return reply([encouragement[moments.encouragement][lang], titledLink(gamesLink[lang], '/games')]);
    }
    const page = relevant(moments.rest, 1);
    const found = page.hits[0];
    if (found) {
      const text =
        lang === 'en'
          ? bestSentences(found.passage, page.groups, page.intents, weight, q.useDeepAnalysis ? 4 : 2).join(' ')
          : pageNote;
      return reply([text, titledLink(found.passage.title, found.passage.link)]);
    }
    return reply([outOfScopeReply[lang]]);
  }

  return { answer, relevant };
}

export type LocalAssistant = ReturnType<typeof createLocalAssistant>;
