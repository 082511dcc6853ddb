import type { SearchResult } from '../../../src/domain/chat-schemas';
import { pathIn, titledLink } from './reply-links';
import type { Candidate, Retrieval } from './retrieval';
import type { ChatIndex, ReplyLanguage } from './types';

/** What the site says, for the units retrieval finds: the sentence with its titled link, in the reply language. */

/** A sentence the site states, its page section's title and the link to it. */
export interface Statement {
  text: string;
  title: string;
  link: string;
}

const pageOf = (link: string): string => link.split('#')[0] ?? link;

function snippet(s: string, max = 180): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function createStatements(retrieval: Retrieval, threshold: number) {
  /** What a unit says, in the reply language, with its titled link. */
  function statement(candidate: Candidate, lang: ReplyLanguage, question: string): Statement | undefined {
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

  /** The best answer to one question (or part), or no `said` when no unit reaches the threshold. */
  function answerPart(question: string, lang: ReplyLanguage, opener: string) {
    const candidates = retrieval.search(question, 6);
    const best = candidates[0];
    if (!best || best.confidence < threshold) return { candidates };
    const said = statement(best, lang, question);
    if (!said) return { candidates };
    return { candidates, said: { ...said, text: [opener, said.text].filter(Boolean).join(' ') } };
  }

  /** The closest pages, as titled links in the reply language, for a not-sure reply. */
  function closestLinks(candidates: Candidate[], lang: ReplyLanguage): { links: string[]; first: string | undefined } {
    const seen = new Set<string>();
    const links: string[] = [];
    let first: string | undefined;
    for (const candidate of candidates) {
      const said = statement(candidate, lang, '');
      if (!said) continue;
      const page = pageOf(said.link);
      first ??= page;
      if (seen.has(page)) continue;
      seen.add(page);
      links.push(titledLink(said.title, said.link));
      if (links.length === 2) break;
    }
    return { links, first };
  }

  /** With deep analysis, a confident answer from another page as a related link. */
  function relatedLink(candidates: Candidate[], shown: string, lang: ReplyLanguage): string | undefined {
    for (const candidate of candidates.slice(1)) {
      if (candidate.confidence < threshold) break;
      const said = statement(candidate, lang, '');
      if (said && pageOf(said.link) !== pageOf(shown)) return titledLink(said.title, said.link);
    }
    return undefined;
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

  return { answerPart, closestLinks, relatedLink, relevant, webResults };
}
