/**
 * Where one local API call's time goes, phase by phase. `netlify serve` starts a fresh worker thread for every call
 * and imports the function's bundle in it (netlify-cli's lib/functions/runtimes/js), so every local call is a cold
 * start. This replays that outside the server, for the bundles the bench server just built
 * (.netlify/functions-serve/.unzipped/<name>/), against a Blobs server over a copy of its data:
 *
 * - boot: the worker is created and runs its first line;
 * - import: the function's bundle and the packages it loads (zod, @netlify/blobs);
 * - cold call: the handler's first call in that worker (what the bench's "handler" column measures);
 * - first request: in a second set of workers, one plain request to the Blobs server right after the import: what
 *   the first HTTP request of a fresh thread costs (Node's fetch sets up its client and HTTP parser on first use);
 * - cold call after it: the handler's first call in those workers, so cold call minus this is that set-up's share;
 * - warm call: a second call in the same worker, what a warm Netlify instance spends on a call.
 *
 * The import here is without the compile cache the local server gives its workers (scripts/lib/local-server.mjs).
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BlobsServer } from '@netlify/blobs/server';
import { percentile } from './percentile.mjs';

const BLOBS_DIR = '.netlify/blobs-serve';

/** The worker: what `netlify serve` runs per call, with a timestamp at each phase's end. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const booted = performance.now();
process.env.NETLIFY_BLOBS_CONTEXT = workerData.blobsContext;
process.env.DEMO_MODE = '1';
const call = async (handler) => {
  const request = new Request(workerData.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(workerData.url).origin },
    body: workerData.body,
  });
  const started = performance.now();
  const response = await handler(request, { ip: '127.0.0.1', params: {}, requestId: 'bench' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(workerData.url + ' answered ' + response.status);
  return performance.now() - started;
};
(async () => {
  const imported = await import(workerData.entry);
  const importMs = performance.now() - booted;
  let firstRequestMs;
  if (workerData.firstRequest) {
    const started = performance.now();
    await (await fetch(workerData.firstRequest)).arrayBuffer();
    firstRequestMs = performance.now() - started;
  }
  const coldMs = await call(imported.default);
  const warmMs = await call(imported.default);
  parentPort.postMessage({ importMs, firstRequestMs, coldMs, warmMs });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

function runWorker(workerData) {
  const created = performance.now();
  return new Promise((resolvePhases, reject) => {
    // The functions' log lines stay out of the bench's output.
    const worker = new Worker(WORKER, { eval: true, workerData, stdout: true });
    worker.once('online', () => {
      const bootMs = performance.now() - created;
      worker.once('message', (phases) => {
        void worker.terminate();
        if (phases.error) reject(new Error(phases.error));
        else resolvePhases({ bootMs, ...phases });
      });
    });
    worker.once('error', reject);
  });
}

/**
 * Medians (and p90) of each phase over `runs` fresh workers per call.
 * @param {{ calls: { name: string, path: string, body: object }[], runs?: number }} options
 */
export async function handlerPhases({ calls, runs = 20 }) {
  const directory = mkdtempSync(join(tmpdir(), 'bench-blobs-'));
  cpSync(BLOBS_DIR, directory, { recursive: true });
  const [siteID] = readdirSync(join(directory, 'entries'));
  const token = 'bench';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const edge = `http://127.0.0.1:${port}`;
  const blobsContext = Buffer.from(JSON.stringify({ siteID, token, edgeURL: edge, uncachedEdgeURL: edge })).toString(
    'base64',
  );
  try {
    const rows = [];
    for (const { name, path, body } of calls) {
      const entry = pathToFileURL(
        resolve(`.netlify/functions-serve/.unzipped/${name}/netlify/functions/${name}.mjs`),
      ).href;
      const workerData = { entry, blobsContext, url: `http://localhost${path}`, body: JSON.stringify(body) };
      const samples = [];
      const warmedSamples = [];
      for (let i = 0; i < runs; i++) {
        samples.push(await runWorker(workerData));
        warmedSamples.push(await runWorker({ ...workerData, firstRequest: edge }));
      }
      const stat = (key, from = samples) => {
        const sorted = from.map((s) => s[key]).sort((a, b) => a - b);
        return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 90).toFixed(1)}`;
      };
      rows.push({
        call: `POST ${path}`,
        'boot ms': stat('bootMs'),
        'import ms': stat('importMs'),
        'cold call ms': stat('coldMs'),
        'first request ms': stat('firstRequestMs', warmedSamples),
        'cold call after it ms': stat('coldMs', warmedSamples),
        'warm call ms': stat('warmMs'),
      });
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}
