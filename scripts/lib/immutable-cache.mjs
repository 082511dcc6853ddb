/**
 * The CDN's edge cache for immutable files, in front of `netlify serve`. netlify.toml marks the content-hashed
 * /_astro/ files and /fonts/ `Cache-Control: …immutable`; Netlify's CDN sends that header and answers repeat
 * requests from its edge. `netlify serve` sends `public, max-age=0` for every static file instead, and spends about
 * 7 ms of CPU on each (its rules, headers and static server): a page load asks for twenty, a third of the local
 * server's work in the browser tests. Here such a file gets the site's own Cache-Control and, once sent whole, is
 * kept in memory per encoding and answered from there.
 *
 * Only plain GETs are answered from the cache: a conditional or Range request, and an answer that sets a cookie or
 * is not a 200, go through as before.
 */
import { parse } from 'smol-toml';

/** One response of at most this size is kept; the whole cache holds at most MAX_TOTAL_BYTES. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/**
 * netlify.toml's header rules whose Cache-Control says immutable, as { for, cacheControl }: `for` is a path, or a
 * prefix when it ends in `/*`.
 * @param {string} netlifyToml
 */
export function immutableRules(netlifyToml) {
  const { headers = [] } = parse(netlifyToml);
  return headers
    .filter((rule) => /\bimmutable\b/i.test(String(rule.values?.['Cache-Control'] ?? '')))
    .map((rule) => ({ for: String(rule.for), cacheControl: String(rule.values['Cache-Control']) }));
}

/** The rule for a request's path (query left out), or undefined. */
function ruleFor(rules, url = '') {
  const path = url.split('?')[0];
  return rules.find((rule) => (rule.for.endsWith('/*') ? path.startsWith(rule.for.slice(0, -1)) : path === rule.for));
}

/** The encoding the request accepts, as the proxy chooses it (brotli, else gzip, else none). */
function acceptedEncoding(headers) {
  const accepted = String(headers['accept-encoding'] ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';')[0].toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/** @param {{ for: string, cacheControl: string }[]} rules */
export function createImmutableCache(rules) {
  /** @type {Map<string, { status: number, headers: Record<string, unknown>, body: Buffer }>} */
  const entries = new Map();
  let totalBytes = 0;
  return {
    /** The immutable file a request asks for, as { key, cacheControl }, or null. */
    fileOf(req) {
      const rule = ruleFor(rules, req.url);
      if (!rule) return null;
      const plainGet = req.method === 'GET' && !req.headers.range && !req.headers['if-none-match'];
      const key = plainGet && !req.headers['if-modified-since'] ? `${acceptedEncoding(req.headers)} ${req.url}` : null;
      return { key, cacheControl: rule.cacheControl };
    },
    /** Answers `res` from memory when it holds `key`; says whether it did. */
    answer(key, res) {
      const entry = key && entries.get(key);
      if (!entry) return false;
      res.writeHead(entry.status, { ...entry.headers, 'content-length': entry.body.length });
      res.end(entry.body);
      return true;
    },
    /** Keeps what `body` (the stream the client receives) carries, once it has ended whole. */
    keep(key, status, headers, body) {
      if (!key || status !== 200 || headers['set-cookie'] || entries.has(key)) return;
      const chunks = [];
      let bytes = 0;
      body.on('data', (chunk) => {
        bytes += chunk.length;
        if (bytes <= MAX_ENTRY_BYTES) chunks.push(chunk);
      });
      body.on('end', () => {
        if (bytes > MAX_ENTRY_BYTES || totalBytes + bytes > MAX_TOTAL_BYTES || entries.has(key)) return;
        // The length is set anew for the whole body; hop-by-hop headers belonged to the first answer's connection.
        const {
          'content-length': _length,
          'transfer-encoding': _transfer,
          connection: _connection,
          'keep-alive': _keepAlive,
          ...kept
        } = headers;
        entries.set(key, { status, headers: kept, body: Buffer.concat(chunks) });
        totalBytes += bytes;
      });
    },
  };
}
