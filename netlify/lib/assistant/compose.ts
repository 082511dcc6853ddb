import { site } from '../../../src/content/site';
import type { AiVersion, Language, Persona, SearchResult } from '../../../src/domain/chat';
import { type ReplyLanguage, tones } from './personas';
import { createRetriever, type Hit } from './search';
import { type Intent, normalizeTerm, type TermGroup, tokenize } from './text';
import type { ChatIndex, Passage } from './types';

/**
 * The embedded local assistant: answers from the site's own content (no network, no keys). It finds the passages
 * for the question, picks the sentences that hold the fact and wraps them in the persona's words, in Hindi or
 * English, always with the page link. When nothing relevant is found it says so.
 */

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
  /** false when the assistant did not find the answer (small talk counts as known). */
  known: boolean;
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

const smallTalk = {
  who: /(who are you|what are you|your name|who is vauxa|what is vauxa|are you (a |an )?(bot|ai|human|robot)|(aap|tum) kaun|kaun ho|(aapka|tumhara) naam|(आप|तुम) कौन|कौन हो|(आपका|तुम्हारा) नाम)/u,
  how: /(how are you|how r u|kaise ho|kaisi ho|kya haal|(आप )?कैसे हो|कैसी हो|क्या हाल)/u,
  thanks: /(thank|thanks|thx|dhanyavad|dhanyawad|shukriya|धन्यवाद|शुक्रिया|थैंक)/u,
  bye: /(^|\s)(bye|goodbye|good night|alvida|अलविदा|फिर मिलेंगे|शुभ रात्रि)(\s|$|[!.])/u,
  hello:
    /^(hi+|hello+|hey+|hlo|helo|namaste|namaskar|namaskaar|नमस्ते|नमस्कार|हेलो|हाय|salaam|salam|sat sri akal|ram ram|राम राम|good (morning|afternoon|evening)|सुप्रभात)(\s|$|[!,.])/u,
} as const;
type SmallTalk = keyof typeof smallTalk;

function stripSmallTalk(text: string): { kinds: SmallTalk[]; rest: string } {
  let rest = text.toLowerCase().trim();
  const kinds: SmallTalk[] = [];
  for (const kind of Object.keys(smallTalk) as SmallTalk[]) {
    const re = smallTalk[kind];
    if (re.test(rest)) {
      kinds.push(kind);
      rest = rest.replace(re, ' ');
    }
  }
  return { kinds, rest };
}

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

function replyLanguage(language: Language): ReplyLanguage {
  return language === 'en' ? 'en' : 'hi';
}

const languageNote =
  '(नोट: स्थानीय सहायक अभी केवल हिन्दी और अंग्रेज़ी में जवाब देता है, इसलिए यह जवाब हिन्दी में है। / The local assistant answers in Hindi and English only.)';

const text = {
  en: {
    more: 'More:',
    related: 'Related:',
    unknown: `Sorry, I don't know that. My answers come from this website's content, and I found nothing about it there. Please write to ${site.email} and our team will help.`,
    who: (v: string) =>
      `I'm Vauxa ${v}, the AI assistant of ${site.name}. I answer from this website's content, in Hindi or English: ask me about courses, fees, admissions, investment plans, payment dates, policies or how to contact us.`,
    how: "I'm doing great, thanks for asking! How can I help you today?",
    thanks: "You're welcome!",
    bye: 'Goodbye, and good luck!',
    hello:
      'How can I help you? Ask me about courses, fees, admissions, investment plans, payments, policies or contacts.',
  },
  hi: {
    more: 'और जानकारी:',
    related: 'इससे जुड़ी जानकारी:',
    unknown: `माफ़ कीजिए, मुझे इसकी जानकारी नहीं है। मेरे जवाब इस वेबसाइट की जानकारी पर आधारित हैं, और वहाँ इसके बारे में कुछ नहीं मिला। कृपया ${site.email} पर लिखें, हमारी टीम आपकी मदद करेगी।`,
    who: (v: string) =>
      `मैं Vauxa ${v} हूँ, ${site.name} का AI सहायक। मेरे जवाब इस वेबसाइट की जानकारी पर आधारित होते हैं, हिन्दी या अंग्रेज़ी में: कोर्स, फीस, प्रवेश, निवेश प्लान, भुगतान की तारीख़, नीतियों या संपर्क के बारे में पूछिए।`,
    how: 'मैं बढ़िया हूँ, पूछने के लिए शुक्रिया! बताइए, आज मैं आपकी क्या मदद करूँ?',
    thanks: 'आपका स्वागत है!',
    bye: 'फिर मिलेंगे, शुभकामनाएँ!',
    hello: 'बताइए, मैं आपकी क्या मदद करूँ? कोर्स, फीस, प्रवेश, निवेश प्लान, भुगतान, नीतियों या संपर्क के बारे में पूछिए।',
  },
} as const;

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

  function answer(q: LocalQuestion): LocalAnswer {
    const lang = replyLanguage(q.language);
    const tone = tones[q.personality][lang];
    const t = text[lang];
    const note = q.language === 'en' || q.language === 'hi' ? [] : [languageNote];
    const { kinds, rest } = stripSmallTalk(q.message);
    const deep = q.useDeepAnalysis;
    const { hits, groups, intents } = relevant(rest, deep ? 3 : 3);
    const searchResults: SearchResult[] = q.useWebSearch
      ? hits.slice(0, 3).map((h) => ({
          title: h.passage.title,
          link: h.passage.link,
          snippet: snippet(bestSentences(h.passage, groups, intents, weight, 1)[0] ?? h.passage.text),
        }))
      : [];

    if (hits.length === 0) {
      if (kinds.length > 0 && groups.filter((g) => !softWords.has(g.word)).length === 0) {
        const lines = kinds.map((k) =>
          k === 'who' ? t.who(q.aiVersion) : k === 'hello' ? `${tone.hello} ${t.hello}` : t[k],
        );
        return { response: [...note, ...lines].join('\n'), searchResults, known: true };
      }
      return { response: [...note, t.unknown].join('\n'), searchResults, known: false };
    }

    const [best, ...others] = hits as [Hit, ...Hit[]];
    const lines: string[] = [...note];
    if (kinds.includes('hello')) lines.push(tone.hello);
    lines.push(tone.open);
    const useHindiFact = lang === 'hi' && best.passage.textHi !== undefined;
    const facts = useHindiFact
      ? [best.passage.textHi as string]
      : bestSentences(best.passage, groups, intents, weight, deep ? 4 : 2);
    const factText = facts.join(' ');
    lines.push(lang === 'hi' && !useHindiFact ? `वेबसाइट के अनुसार: “${factText}”` : factText);
    lines.push(`${t.more} ${best.passage.link}`);
    if (deep && others.length > 0) {
      lines.push(t.related);
      for (const h of others.slice(0, 2)) {
        const fact =
          lang === 'hi' && h.passage.textHi
            ? h.passage.textHi
            : bestSentences(h.passage, groups, intents, weight, 2).join(' ');
        lines.push(`- ${h.passage.title}: ${fact} (${h.passage.link})`);
      }
    }
    lines.push(tone.close);
    return { response: lines.join('\n'), searchResults, known: true };
  }

  return { answer, relevant };
}

export type LocalAssistant = ReturnType<typeof createLocalAssistant>;
