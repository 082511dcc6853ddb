/**
 * The header search: the lowercased query is matched by keyword, first rule wins; the founder's first name
 * (content/site.json, given by the page) also leads to /founder. Returns null for blank input (Enter is ignored then).
 */
export function routeForSearch(query: string, founderFirstName: string): string | null {
  const text = query.trim().toLowerCase();
  if (text === '') return null;
  if (text.includes('voice') || text.includes('acting')) return '/institute-voice-acting';
  if (text.includes('ai') || text.includes('tools')) return '/ai-tools';
  if (text.includes('founder') || text.includes(founderFirstName.toLowerCase())) return '/founder';
  if (text.includes('investor')) return '/investor-portal';
  if (text.includes('about')) return '/about';
  return '/services';
}

/** The words of the search hint; the dialog shows each as a button that runs that search. */
export const SEARCH_SUGGESTIONS = ['Voice Acting', 'AI Tools', 'Founder', 'Services', 'Investor Portal'] as const;

/** A built page's address as the site links it: "/about.html" -> "/about", "/index.html" -> "/". */
export function pageAddress(builtUrl: string): string {
  const [path = '/', anchor] = builtUrl.split('#');
  const clean = path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '') || '/';
  return anchor ? `${clean}#${anchor}` : clean;
}
