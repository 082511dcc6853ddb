import type { MatchRange } from './search-ranking';

/** A run of a snippet's text, marked when it is part of a match. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

export interface Snippet {
  /** Where the snippet starts and ends in the page's text. */
  start: number;
  end: number;
  /** The snippet starts (ends) inside a sentence: shown with an ellipsis. */
  cutBefore: boolean;
  cutAfter: boolean;
  parts: SnippetPart[];
}

/** How much of the page a result shows, and how much of it may come before the first match (in UTF-16 units). */
const LENGTH = 160;
const LEAD = 60;
/** Text segmented around the match: wider than the snippet, so its boundaries are those of the whole text. */
const MARGIN = 200;

/** Segmenters are costly to make: one of each kind per language, made on first use. */
const segmenters = new Map<string, { words: Intl.Segmenter; sentences: Intl.Segmenter }>();
function segmentersFor(locale: string) {
  let made = segmenters.get(locale);
  if (!made) {
    made = {
      words: new Intl.Segmenter(locale, { granularity: 'word' }),
      sentences: new Intl.Segmenter(locale, { granularity: 'sentence' }),
    };
    segmenters.set(locale, made);
  }
  return made;
}

interface Segment {
  start: number;
  end: number;
}

/** The segments of text[from, to) that are not blank, in the text's numbering. */
function segmentsIn(text: string, from: number, to: number, segmenter: Intl.Segmenter): Segment[] {
  return [...segmenter.segment(text.slice(from, to))]
    .filter(({ segment }) => segment.trim() !== '')
    .map(({ segment, index }) => ({ start: from + index, end: from + index + segment.length }));
}

/** Merged, in order, and cut to [start, end). */
function rangesWithin(matches: readonly MatchRange[], start: number, end: number): MatchRange[] {
  const merged: MatchRange[] = [];
  for (const match of [...matches].sort((a, b) => a.start - b.start)) {
    const clipped = { start: Math.max(match.start, start), end: Math.min(match.end, end) };
    if (clipped.start >= clipped.end) continue;
    const last = merged.at(-1);
    if (last && clipped.start <= last.end) last.end = Math.max(last.end, clipped.end);
    else merged.push(clipped);
  }
  return merged;
}

/** text[start, end) as runs, the matches marked. */
export function markedParts(text: string, matches: readonly MatchRange[], start = 0, end = text.length): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = start;
  for (const range of rangesWithin(matches, start, end)) {
    if (range.start > at) parts.push({ text: text.slice(at, range.start), mark: false });
    parts.push({ text: text.slice(range.start, range.end), mark: true });
    at = range.end;
  }
  if (at < end) parts.push({ text: text.slice(at, end), mark: false });
  return parts;
}

/**
 * The part of a page's text a result shows: from the start of the sentence holding the first match when that is
 * near, else from the start of a word shortly before it; to the end of the word that reaches the length. Word and
 * sentence boundaries are the language's (Intl.Segmenter), so a Devanagari letter is never parted from its marks.
 */
export function snippetOf(text: string, matches: readonly MatchRange[], locale: string): Snippet {
  const focus = [...matches].sort((a, b) => a.start - b.start)[0] ?? { start: 0, end: 0 };
  const from = Math.max(0, focus.start - LEAD - MARGIN);
  const to = Math.min(text.length, focus.start + LENGTH + MARGIN);
  const segmenter = segmentersFor(locale);
  const words = segmentsIn(text, from, to, segmenter.words);
  const sentences = segmentsIn(text, from, to, segmenter.sentences);
  const sentenceStarts = new Set(sentences.map((sentence) => sentence.start).filter((at) => at > from || from === 0));
  const sentenceEnds = new Set(
    sentences.map((sentence) => sentence.start + text.slice(sentence.start, sentence.end).trimEnd().length),
  );

  const earliest = focus.start - LEAD;
  const sentenceStart = [...sentenceStarts].find((at) => at >= earliest && at <= focus.start);
  const wordStart =
    words.find((word) => word.start >= earliest && word.start <= focus.start)?.start ??
    words.findLast((word) => word.start <= focus.start)?.start ??
    focus.start;
  const start = sentenceStart ?? wordStart;
  const reach = Math.max(start + LENGTH, focus.end);
  const end = words.find((word) => word.end >= reach)?.end ?? words.at(-1)?.end ?? focus.end;

  return {
    start,
    end,
    cutBefore: !sentenceStarts.has(start),
    cutAfter: end < text.trimEnd().length && !sentenceEnds.has(end),
    parts: markedParts(text, matches, start, end),
  };
}
