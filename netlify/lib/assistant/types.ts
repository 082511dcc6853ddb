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

export interface ChatIndex {
  version: 1;
  passages: Passage[];
}
