/**
 * A reverse proxy that compresses text responses the way Netlify's CDN does (brotli, else gzip, as the request's
 * Accept-Encoding allows), in front of `netlify serve`, which sends everything uncompressed. Without it a page
 * measured locally loads several times the bytes a visitor's phone loads.
 *
 * Left as they are: responses already encoded, partial content (206) and answers to Range requests, event
 * streams (the chat's SSE: each event must reach the browser when it is written), HEAD, 204 and 304, and every
 * type that is not text (audio, PDF, fonts, images). Streamed bodies (CSV, speech) stay streamed: the compressor
 * flushes after every chunk the upstream writes. Set-Cookie and every other header pass through, but for the few
 * that ./local-request-guard.mjs drops; requests that would crash `netlify serve` get 400 here (same module).
 * Files the site marks immutable are answered from memory after their first request, as the CDN's edge does
 * (./immutable-cache.mjs). Each request's body is read whole, within Netlify's limits, before the request is
 * forwarded (./whole-body.mjs): 413 or 408 otherwise, in the site's JSON error shape (./proxy-refusal.ts).
 */
import { createServer, request as httpRequest } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { createCallQueue } from './call-queue.mjs';
import { createImmutableCache } from './immutable-cache.mjs';
import { refusalOf, withoutServerHeaders } from './local-request-guard.mjs';
import { BODY_TIMEOUT_MS, declaresTooMuch, hasBody, readWholeBody } from './whole-body.mjs';

/** @type {typeof import('./proxy-refusal.ts')} The functions' own error helpers are TypeScript. */
const { proxyRefusal } = await tsImport('./proxy-refusal.ts', import.meta.url);

/** Function calls forwarded at once (./call-queue.mjs says why); static files are never held back. */
const FUNCTION_CALLS_IN_FLIGHT = 6;
const isFunctionCall = (url = '') => url.startsWith('/api/') || url.startsWith('/.netlify/functions/');

const COMPRESSIBLE_TYPE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;
/** Brotli 5 is what CDNs use on the fly: most of quality 11's gain at a small part of its cost. */
const BROTLI_QUALITY = 5;

/** The encoding to use for a response, or null to pass it through unchanged. */
export function chosenEncoding({ method, requestHeaders, status, responseHeaders }) {
  if (method === 'HEAD' || status === 204 || status === 206 || status === 304) return null;
  if (requestHeaders.range || responseHeaders['content-encoding']) return null;
  if (!COMPRESSIBLE_TYPE.test(responseHeaders['content-type'] ?? '')) return null;
  const accepted = String(requestHeaders['accept-encoding'] ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';')[0].toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

function compressor(encoding) {
  if (encoding === 'br') {
    return createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
  }
  return createGzip({ flush: constants.Z_SYNC_FLUSH });
}

/**
 * Answers a body refused by ./whole-body.mjs. After a 408 the connection closes with the answer. After a 413 a client
 * may still be sending its body and would fail on a closed connection (EPIPE) before it reads the answer, so the rest
 * is read and dropped, never kept, for at most `timeoutMs`; then the connection is cut.
 */
async function refuseBody(req, res, status, timeoutMs) {
  const { headers, body } = await proxyRefusal(status, req.headers['accept-language']);
  const closeNow = status === 408;
  res.writeHead(status, {
    ...headers,
    'content-length': Buffer.byteLength(body),
    ...(closeNow && { connection: 'close' }),
  });
  res.end(body);
  if (closeNow || req.complete) return;
  const cutOff = setTimeout(() => req.socket.destroy(), timeoutMs);
  req.once('end', () => clearTimeout(cutOff));
  req.socket.once('close', () => clearTimeout(cutOff));
}

/** The request's headers for `netlify serve`: the body now has a known length, and has been read already. */
function forwardedHeaders(req, body) {
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const { 'transfer-encoding': _chunked, expect: _expect, ...headers } = req.headers;
  if (hasBody(req)) headers['content-length'] = String(body.length);
  return { ...headers, 'x-forwarded-for': forwardedFor };
}

function varyWithAcceptEncoding(vary) {
  if (!vary) return 'Accept-Encoding';
  return /accept-encoding|\*/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/**
 * Starts the proxy on `host`:`port` (127.0.0.1 unless told), forwarding to 127.0.0.1:`upstreamPort`; resolves with
 * the listening server. `immutable`: the site's header rules for immutable files (./immutable-cache.mjs).
 * `bodyTimeoutMs`: the time a request's body has to arrive whole (BODY_TIMEOUT_MS unless told).
 * @param {{ port: number, upstreamPort: number, host?: string, immutable?: { for: string, cacheControl: string }[],
 *   bodyTimeoutMs?: number }} options
 */
export function startCompressingProxy({
  port,
  upstreamPort,
  host = '127.0.0.1',
  immutable = [],
  bodyTimeoutMs = BODY_TIMEOUT_MS,
}) {
  const calls = createCallQueue(FUNCTION_CALLS_IN_FLIGHT);
  const edge = createImmutableCache(immutable);
  const server = createServer(async (req, res) => {
    const refusal = refusalOf(req);
    if (refusal) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      res.end(`${refusal}\n`);
      return;
    }
    const immutableFile = edge.fileOf(req);
    if (edge.answer(immutableFile?.key, res)) return;
    // The body first, whole: a call waits for a function slot only once it can use it at once.
    const read = await readWholeBody(req, { timeoutMs: bodyTimeoutMs });
    if ('status' in read) {
      await refuseBody(req, res, read.status, bodyTimeoutMs);
      return;
    }
    // A call's turn ends when its answer starts: a long stream (the chat, a CSV export) holds no slot.
    const release = isFunctionCall(req.url) ? await calls.acquire() : () => undefined;
    res.on('close', release);
    // The client left while it waited for its turn: the slot goes to the next call.
    if (req.socket.destroyed) {
      release();
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req, read.body),
      },
      (upstreamRes) => {
        release();
        const headers = withoutServerHeaders(upstreamRes.headers);
        if (immutableFile && upstreamRes.statusCode === 200) headers['cache-control'] = immutableFile.cacheControl;
        const encoding = chosenEncoding({
          method: req.method,
          requestHeaders: req.headers,
          status: upstreamRes.statusCode,
          responseHeaders: headers,
        });
        const keep = immutableFile?.key;
        if (!encoding) {
          res.writeHead(upstreamRes.statusCode ?? 502, headers);
          edge.keep(keep, upstreamRes.statusCode, headers, upstreamRes);
          upstreamRes.pipe(res);
          return;
        }
        delete headers['content-length'];
        headers['content-encoding'] = encoding;
        headers.vary = varyWithAcceptEncoding(headers.vary);
        // The compressed body is another representation: a strong validator would claim byte equality.
        if (headers.etag && !headers.etag.startsWith('W/')) headers.etag = `W/${headers.etag}`;
        res.writeHead(upstreamRes.statusCode ?? 502, headers);
        const compressed = upstreamRes.pipe(compressor(encoding));
        edge.keep(keep, upstreamRes.statusCode, headers, compressed);
        compressed.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      release();
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The local server did not answer: ${error.message}\n`);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(read.body);
  });
  // `Expect: 100-continue` (curl's way with a large upload): a body declared too large is refused before it is sent.
  server.on('checkContinue', (req, res) => {
    if (!declaresTooMuch(req)) res.writeContinue();
    server.emit('request', req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
