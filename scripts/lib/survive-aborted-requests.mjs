/**
 * Preloaded into `netlify serve` by scripts/lib/local-server.mjs (NODE_OPTIONS=--import). netlify-cli 27.10.2 reads every
 * request body in its proxy (utils/proxy.js, onRequest -> createStreamPromise) without handling the rejection:
 * a client that declares a large body, sends part of it and disconnects ("Error: aborted", ECONNRESET) makes Node
 * raise an unhandled rejection and the whole local server exits. This handler logs that one case and keeps
 * serving; any other unhandled rejection is re-thrown, so it still ends the process as before.
 */
process.on('unhandledRejection', (reason) => {
  const error = /** @type {NodeJS.ErrnoException | null} */ (reason);
  if (error?.code === 'ECONNRESET' && error.message === 'aborted') {
    console.error('start: a client disconnected before sending its whole request body; request dropped.');
    return;
  }
  throw reason;
});
