import type { Call } from './handler';

/**
 * The site's address for links in mails: Netlify's URL (the site's main address, set in every function), else the
 * address the request came to (`npm start`, the tests).
 */
export const siteOrigin = (call: Pick<Call, 'url'>): string => process.env.URL?.replace(/\/+$/, '') || call.url.origin;
