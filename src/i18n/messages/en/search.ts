/** What the header's search dialog says about the pages matching what was typed (src/browser/site-search.ts). */
const english = {
  noResults: (query: string) => `No results for “${query}”.`,
  matches: (count: number) => (count === 1 ? '1 page matches.' : `${count} pages match.`),
  notLoaded: 'The list of matching pages could not be loaded.',
  /** `title`: the title of the first result, the page Enter opens. */
  enterOpens: (title: string) => `Enter opens “${title}”.`,
};

export default english;
