import type { AsPlainObject } from 'minisearch';

/** One searchable piece of the site: a section of a page or a fact from a data file. */
export interface Passage {
  id: string;
  title: string;
  /** Route path, with `#anchor` when the passage is a heading section. */
  link: string;
  /** English (or the page's own) text. */
  text: string;
  /** A Devanagari Hindi wording of the same fact, when the builder can write one (data entries). */
  textHi?: string;
  /** Extra search words (section names, synonyms) that are not shown. */
  keywords?: string;
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

export interface ChatIndex {
  version: 3;
  faq: FaqAnswer[];
  passages: Passage[];
  /** Clean jokes and tongue twisters for the fun persona (content/data/jokes.json, tongue-twisters.json). */
  jokes: Record<ReplyLanguage, string>[];
  tongueTwisters: { lang: ReplyLanguage; text: string }[];
  /** The search indexes over `passages` and `faq` (search.ts, faq-search.ts), so a cold start only loads them. */
  search: { passages: AsPlainObject; faq: FaqIndex };
}

/** The FAQ's MiniSearch index and every term its entries use. */
export interface FaqIndex {
  index: AsPlainObject;
  vocabulary: string[];
}
