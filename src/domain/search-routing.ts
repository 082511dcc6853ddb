// The raw JSON, not site.ts: this module ships to the browser and must not pull in zod.
import siteJson from '../../content/site.json';

/**
 * SPEC.md's header search: the lowercased query is matched by keyword, first rule wins.
 * Returns null for blank input (Enter is ignored then).
 */
export function routeForSearch(query: string, founderFirstName: string = siteJson.founder.firstName): string | null {
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
