/** One searchable piece of the site: a section of a page or a fact from a data file. */
export interface Passage {
  id: string;
  title: string;
  /** Route path, with `#anchor` when the passage is a heading section. */
  link: string;
  /** English (or the page's own) text. */
  text: string;
  /** Extra search words (section names, synonyms) that are not shown. */
  keywords?: string;
  /** The edition the passage is from: Hindi passages link to /hi/… pages. */
  lang: ReplyLanguage;
}

/**
 * One thing the assistant can answer from: a sentence of a passage (`p`, sentence `s`), a wording of an FAQ entry
 * (`f`, wording `s`) or of a most-asked question (`m`, wording `s`), with the terms of its own words and of its
 * context (title and heading, or the answer), space-separated (netlify/lib/assistant/retrieval.ts).
 */
export interface Unit {
  p?: number;
  f?: number;
  m?: number;
  s: number;
  terms: string;
  context: string;
}

export type ReplyLanguage = 'en' | 'hi';

/** An FAQ entry of content/faq/ with its facts filled in: what the assistant answers first. */
export interface FaqAnswer {
  id: string;
  audience: 'parent' | 'student' | 'tools' | 'investor';
  link: string;
  /** "Admissions: how to apply" */
  linkTitle: Record<ReplyLanguage, string>;
  answer: Record<ReplyLanguage, string>;
  /** The question and its alternative wordings; Hindi includes Roman-script Hindi. */
  phrasings: Record<ReplyLanguage, string[]>;
}

/**
 * A most-asked question of content/assistant/most-asked.json, its wordings and what answers it: an answer (its own or
 * its FAQ entry's) with the facts filled in, except the next intake's, filled when the chat answers; or, when the
 * site does not say (`not-on-site`), the topic the honest reply names.
 */
export interface MostAskedAnswer {
  id: string;
  kind: 'answer' | 'not-on-site';
  link: string;
  linkTitle: Record<ReplyLanguage, string>;
  answer?: Record<ReplyLanguage, string>;
  topic: Record<ReplyLanguage, string>;
  /** English wordings; Hindi wordings with the Roman-script ones. */
  phrasings: Record<ReplyLanguage, string[]>;
}

export interface ChatIndex {
  version: 4;
  faq: FaqAnswer[];
  /** Matched before the whole site is searched, over their own units (`mostAskedUnits`). */
  mostAsked: MostAskedAnswer[];
  mostAskedUnits: Unit[];
  passages: Passage[];
  /** Clean jokes and tongue twisters for the fun persona (content/data/jokes.json, tongue-twisters.json). */
  jokes: Record<ReplyLanguage, string>[];
  tongueTwisters: { lang: ReplyLanguage; text: string }[];
  /** Every sentence and FAQ wording with its terms, computed at build time so a cold start only reads them. */
  units: Unit[];
}
