/**
 * The front proxy of `npm start` (./compressing-proxy.mjs) reads each request's body whole before it forwards the
 * request to `netlify serve`, with Netlify's limits:
 *
 * - at most BODY_LIMIT_BYTES (6,000,000 bytes, Netlify's limit for a function's request): refused 413 at once when
 *   Content-Length says more, and when a chunked body grows past it, as the bytes arrive (nothing more is kept);
 * - the whole body within BODY_TIMEOUT_MS (10 s) of the request's headers: refused 408 otherwise.
 *
 * Why: netlify-cli reads every body itself and does not handle its own refusals (a body over 6,000,000 bytes, or
 * one still arriving after 30 s, rejects a promise nobody awaits and the whole local server exits), and a call
 * queued for a function slot (./call-queue.mjs) would hold that slot for as long as its body takes: six slow
 * uploads held every slot. Read here first, a request reaches the queue and netlify-cli only once it is complete.
 */

export const BODY_LIMIT_BYTES = 6_000_000;
export const BODY_TIMEOUT_MS = 10_000;

/** True when the request announces a body (a length, or chunks), as HTTP/1.1 says. */
export const hasBody = ({ headers }) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/** True when the request's Content-Length alone is over the limit. */
export const declaresTooMuch = ({ headers }, limitBytes = BODY_LIMIT_BYTES) =>
  Number(headers['content-length'] ?? 0) > limitBytes;

/**
 * Reads `req`'s body: resolves { body } (a Buffer, empty when there is none), or { status: 413 } past `limitBytes`,
 * or { status: 408 } when the body has not ended `timeoutMs` after this call. After a refusal nothing more is read.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ body: Buffer } | { status: 408 | 413 }>}
 */
export function readWholeBody(req, { limitBytes = BODY_LIMIT_BYTES, timeoutMs = BODY_TIMEOUT_MS } = {}) {
  if (declaresTooMuch(req, limitBytes)) return Promise.resolve({ status: 413 });
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let bytes = 0;
    const settle = (outcome) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      resolve(outcome);
    };
    const onData = (chunk) => {
      bytes += chunk.length;
      if (bytes > limitBytes) settle({ status: 413 });
      else chunks.push(chunk);
    };
    const onEnd = () => settle({ body: Buffer.concat(chunks, bytes) });
    // The client went away before the end: nobody is left to answer, and nothing is forwarded.
    const onGone = () => settle({ status: 408 });
    const timer = setTimeout(() => settle({ status: 408 }), timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}
