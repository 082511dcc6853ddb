/**
 * What the front proxy of `npm start` (./compressing-proxy.mjs) keeps away from `netlify serve` and from its clients.
 *
 * netlify-cli 27.10.2 crashes on two requests: a path that does not percent-decode (`/%ff`: its rules proxy calls
 * decodeURIComponent unguarded) and a Host header that is not a host (`Host: a b`: `new URL` throws). Either answered
 * 502 and left the whole server refusing every later request. The proxy answers them 400 itself.
 * It also drops response headers that tell a client about the server rather than the site: Express's
 * `X-Powered-By`, the functions runtime's `X-Nf-Invocation-Metadata` and `X-Nf-Fetch-Timing` (each Blobs call of the
 * function, with the local Blobs server's address and port).
 */

/** A hostname, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?$/i;

export const STRIPPED_RESPONSE_HEADERS = ['x-powered-by', 'x-nf-invocation-metadata', 'x-nf-fetch-timing'];

/** Why the request must be refused with 400 before it reaches `netlify serve`, or null to forward it. */
export function refusalOf({ url = '', headers }) {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return 'The request path is not valid percent-encoding.';
  }
  const host = headers.host;
  if (host !== undefined && !HOST_HEADER.test(host)) return 'The Host header is not a valid host name.';
  return null;
}

/** The upstream response's headers without those in STRIPPED_RESPONSE_HEADERS. */
export function withoutServerHeaders(headers) {
  const kept = { ...headers };
  for (const name of STRIPPED_RESPONSE_HEADERS) delete kept[name];
  return kept;
}
