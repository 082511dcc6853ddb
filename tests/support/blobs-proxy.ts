import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of the local Blobs server that behaves as Netlify's Blobs service does where the local
 * server does not, and can misbehave on purpose:
 * - conditional writes (If-Match / If-None-Match) of one key take turns, so each is checked and written atomically
 *   (the local server checks and then writes without a lock; Netlify's conditional writes are atomic);
 * - `failConditional(n, match?)`: the next n conditional writes (of keys containing `match`) are answered 409 with
 *   no ETag and never reach the server, the answer @netlify/blobs 11.1.1 reports as `modified: true`.
 * Point NETLIFY_BLOBS_CONTEXT at `url` to use it.
 */
export async function startBlobsProxy(upstream: string) {
  const target = new URL(upstream);
  const turns = new Map<string, Promise<unknown>>();
  let failures = 0;
  let failMatch = '';
  let failed = 0;

  const server = createServer((req, res) => {
    const conditional = req.method === 'PUT' && Boolean(req.headers['if-match'] || req.headers['if-none-match']);
    if (conditional && failures > 0 && (req.url ?? '').includes(failMatch)) {
      failures -= 1;
      failed += 1;
      req.resume();
      res.writeHead(409).end();
      return;
    }
    const forward = () =>
      new Promise<void>((resolve) => {
        const out = request(
          { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('end', resolve);
            answer.on('error', resolve);
          },
        );
        out.on('error', () => {
          res.writeHead(502).end();
          resolve();
        });
        req.pipe(out);
      });
    if (!conditional) {
      void forward();
      return;
    }
    const key = (req.url ?? '').split('?')[0] ?? '';
    const turn = (turns.get(key) ?? Promise.resolve()).then(forward);
    turns.set(key, turn);
    void turn.then(() => {
      if (turns.get(key) === turn) turns.delete(key);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failConditional(count: number, match = '') {
      failures = count;
      failMatch = match;
    },
    /** Conditional writes answered 409 so far. */
    failedCount: () => failed,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
