/**
 * The one local production server, shared by `npm start` (scripts/start.mjs), the Playwright tests (through
 * start.mjs) and the benchmarks:
 *
 *   1. `npm run build`, unless `build: false` (then the existing dist/ and .netlify/v1/ are used);
 *   2. `npm run seed --if-present -- --if-empty`: demo data into the local Blobs store of `netlify serve`;
 *   3. `netlify serve --offline --internal-disable-edge-functions` on a free internal port with DEMO_MODE=1 (the
 *      demo credentials work; netlify/lib/security/demo-mode.ts): the static pages with the headers of netlify.toml and
 *      Astro's CSP (.netlify/v1/config.json), the functions, Blobs and the 404 page, offline.
 *      survive-aborted-requests.mjs is preloaded, so a client that drops an upload half-way does not take the
 *      server down, listen-on-loopback.mjs keeps netlify-cli's own servers on 127.0.0.1, and warm-functions.mjs
 *      keeps each function warm between calls as Netlify does (netlify-cli alone imports the function anew in a fresh
 *      worker for every call: about 250 ms of CPU per call; warm, a session check answers in 25 to 50 ms). Node's
 *      compile cache (NODE_COMPILE_CACHE, .netlify/compile-cache) keeps the compiled code of a function's modules for
 *      its first call;
 *   4. on <host>:<port> (127.0.0.1 unless told), a proxy that compresses text responses as Netlify's CDN does,
 *      answers 400 to requests that would crash netlify-cli, reads each body whole within Netlify's limits (413 above
 *      6,000,000 bytes, 408 after 10 s: ./whole-body.mjs) before forwarding it, forwards at most six function calls at
 *      once (./compressing-proxy.mjs, ./call-queue.mjs), so a rush waits its turn instead of timing out, and answers
 *      the immutable files from memory after their first request, as the CDN's edge does (./immutable-cache.mjs).
 *
 * `netlify serve` runs Netlify Build, which first deletes .netlify/v1/ (the adapter's CSP headers and functions) and
 * then runs netlify.toml's build command (`npm run build`) again. To build only once, a copy of .netlify/v1/ is kept
 * and PREBUILT_NETLIFY_V1 names it: scripts/build.mjs then restores that copy instead of rebuilding.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCompressingProxy } from './compressing-proxy.mjs';
import { immutableRules } from './immutable-cache.mjs';
import { root, runCommand, spawnGroup, stopGroup } from './run-command.mjs';

const PREBUILT_DIR = '.netlify/prebuilt-v1';
const COMPILE_CACHE_DIR = '.netlify/compile-cache';

/** A port nothing listens on right now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Builds (unless `build` is false), seeds and starts `netlify serve` behind the compressing proxy on `host`:`port`
 * (host 127.0.0.1 unless told); `staticPort` and `functionsPort` pin netlify-cli's internal servers (else it picks
 * them); `stdio` is the server's, as for child_process.spawn.
 * @param {{ port: number, host?: string, staticPort?: number, functionsPort?: number, build?: boolean,
 *   stdio?: import('node:child_process').StdioOptions }} options
 */
export async function startLocalServer({
  port,
  host = '127.0.0.1',
  staticPort,
  functionsPort,
  build = true,
  stdio = 'inherit',
}) {
  if (build) await runCommand('npm', ['run', 'build']);
  else if (!existsSync(`${root}dist/index.html`) || !existsSync(`${root}.netlify/v1/config.json`)) {
    throw new Error('serving without building needs an existing build (dist/ and .netlify/v1/); run `npm run build`');
  }
  await runCommand('npm', ['run', 'seed', '--if-present', '--', '--if-empty']);

  rmSync(`${root}${PREBUILT_DIR}`, { recursive: true, force: true });
  cpSync(`${root}.netlify/v1`, `${root}${PREBUILT_DIR}`, { recursive: true, verbatimSymlinks: true });

  const upstreamPort = await freePort();
  const args = ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(upstreamPort)];
  if (staticPort) args.push('--staticServerPort', String(staticPort));
  if (functionsPort) args.push('--functions-port', String(functionsPort));
  const preloads = ['./survive-aborted-requests.mjs', './listen-on-loopback.mjs', './warm-functions.mjs'].map(
    (file) => `--import=${new URL(file, import.meta.url)}`,
  );
  const { child, exited } = spawnGroup('netlify', args, {
    env: {
      PREBUILT_NETLIFY_V1: PREBUILT_DIR,
      BROWSER: 'none',
      DEMO_MODE: '1',
      NODE_COMPILE_CACHE: `${root}${COMPILE_CACHE_DIR}`,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, ...preloads].filter(Boolean).join(' '),
    },
    stdio,
  });
  const immutable = immutableRules(readFileSync(`${root}netlify.toml`, 'utf8'));
  const proxy = await startCompressingProxy({ port, upstreamPort, host, immutable }).catch(async (error) => {
    await stopGroup(child);
    throw error;
  });
  const closeProxy = () => {
    const closed = new Promise((resolve) => proxy.close(() => resolve()));
    proxy.closeAllConnections();
    return closed;
  };
  exited.then(closeProxy);
  const stop = async () => {
    await stopGroup(child);
    await closeProxy();
  };
  return { base: `http://127.0.0.1:${port}`, child, exited, stop };
}

/** Resolves once `path` answers `status`; rejects when the server exits first or after `timeoutMs`. */
export async function waitUntilAnswering(server, { path = '/', status = 200, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error('the local server exited before it answered');
    if (Date.now() > deadline) throw new Error(`the local server did not answer ${path} within ${timeoutMs / 1000} s`);
    try {
      const response = await fetch(`${server.base}${path}`);
      await response.body?.cancel();
      if (response.status === status) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
}
