/** What the header's search dialog says about the pages matching what was typed (src/browser/site-search.ts). */
const english = {
  noMatch: (query: string) => `No pages match “${query}”.`,
  matches: (count: number) => (count === 1 ? '1 page matches.' : `${count} pages match.`),
  notLoaded: 'The list of matching pages could not be loaded.',
  /** `page`: the menu's English label (src/domain/navigation.ts), which the Hindi text names in Hindi. */
  enterOpens: (page: string) => `Enter opens ${page}.`,
};

export default english;
