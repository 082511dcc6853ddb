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

export const SEARCH_HINT = 'Try searching for: Voice Acting, AI Tools, Founder, Services, Investor Portal';
