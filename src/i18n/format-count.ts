/**
 * A count in either edition, with the Indian grouping of digits (1,00,000). Its own module, so that a page that shows
 * counts and no dates (/ai-tools) does not load the date formatters of ./format.ts.
 */
export function formatCount(n: number): string {
  return n.toLocaleString('en-IN');
}
