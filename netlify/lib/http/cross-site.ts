import { refuse } from './errors';

/**
 * Cross-site request refusal for every state-changing call (login CSRF: a form on any site could otherwise post a
 * `text/plain` body that signs a browser into someone else's account). A request that changes state answers 403
 * when the browser says it comes from another site: `Sec-Fetch-Site: cross-site`, or an `Origin` that is not this
 * site's. Requests without either header (curl, server-to-server) pass: they carry no victim's cookies.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** This site's origins: the one the request reached, and the deploy URLs Netlify sets. */
function ownOrigins(req: Request): Set<string> {
  const origins = new Set([new URL(req.url).origin]);
  for (const name of ['URL', 'DEPLOY_PRIME_URL', 'DEPLOY_URL']) {
    const value = process.env[name];
    if (value && URL.canParse(value)) origins.add(new URL(value).origin);
  }
  return origins;
}

export function assertSameSite(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get('origin');
  const crossSite = req.headers.get('sec-fetch-site') === 'cross-site';
  if (crossSite || (origin !== null && !ownOrigins(req).has(origin))) throw refuse(403, 'crossSite');
}
