/**
 * Preloaded into `netlify serve` by ./local-server.mjs (NODE_OPTIONS=--import). netlify-cli runs every call of a v2
 * function in a new worker thread that imports the function anew: a cold start per call, about 250 ms of CPU on a
 * 2-core machine before our code runs (the thread, Netlify's bootstrap, zod and the rest of the bundle). Netlify keeps
 * a function's instance warm between calls, its modules loaded once, as AWS Lambda does; this does the same here: the
 * worker netlify-cli asks for is answered by a warm worker of that function (./warm-function-worker.mjs) that imports
 * it once and answers one call at a time, with the same code netlify-cli's worker runs (lambda-local), so a call costs
 * what the function itself does. A function gets a second warm worker when a call comes while the first is busy; a
 * worker idle for five minutes ends, and one that fails is replaced. Any other worker is left as it was.
 */
import { EventEmitter } from 'node:events';
import { syncBuiltinESMExports } from 'node:module';
import { fileURLToPath } from 'node:url';
import workerThreads from 'node:worker_threads';

const { Worker } = workerThreads;
/** netlify-cli's per-call worker (dist/lib/functions/runtimes/js/worker.js), the one this replaces. */
const NETLIFY_CALL_WORKER = /netlify-cli[\\/]dist[\\/]lib[\\/]functions[\\/]runtimes[\\/]js[\\/]worker\.js$/;
const IDLE_MS = 5 * 60_000;
const warmWorkerUrl = new URL('./warm-function-worker.mjs', import.meta.url);

/** The idle warm workers of each function, by the file netlify-cli imports for it. */
const idle = new Map();

function forget(entry, worker) {
  const workers = idle.get(entry) ?? [];
  if (workers.includes(worker)) workers.splice(workers.indexOf(worker), 1);
  clearTimeout(worker.idleTimer);
}

function warmWorker(entry, callWorkerPath, env) {
  const worker = new Worker(warmWorkerUrl, { env, workerData: { callWorkerPath } });
  worker.unref();
  // A worker that fails or ends between calls is not reused (a call in progress is told through its own listeners).
  worker.on('error', () => forget(entry, worker));
  worker.on('exit', () => forget(entry, worker));
  return worker;
}

function takeIdle(entry) {
  const workers = idle.get(entry) ?? [];
  const worker = workers.pop();
  if (worker) clearTimeout(worker.idleTimer);
  return worker;
}

function putIdle(entry, worker) {
  const workers = idle.get(entry) ?? [];
  idle.set(entry, workers);
  workers.push(worker);
  worker.idleTimer = setTimeout(() => {
    forget(entry, worker);
    void worker.terminate();
  }, IDLE_MS);
  worker.idleTimer.unref();
}

/** One call, answered by a warm worker: emits 'message' with netlify-cli's worker's answer, or 'error'. */
function warmCall(callWorkerPath, options) {
  const call = new EventEmitter();
  const entry = options.workerData.entryFilePath;
  const worker = takeIdle(entry) ?? warmWorker(entry, callWorkerPath, options.env);
  const settle = (event, value) => {
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    call.emit(event, value);
  };
  const onMessage = ({ error, answer }) => {
    putIdle(entry, worker);
    if (error) settle('error', error);
    else settle('message', answer);
  };
  const onError = (error) => settle('error', error);
  const onExit = (code) => settle('error', new Error(`the function's worker stopped (exit code ${code})`));
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  worker.postMessage(options.workerData);
  return call;
}

workerThreads.Worker = function WarmOrNewWorker(url, options) {
  const path = url instanceof URL || String(url).startsWith('file:') ? fileURLToPath(url) : String(url);
  if (!NETLIFY_CALL_WORKER.test(path) || !options?.workerData?.entryFilePath) return new Worker(url, options);
  return warmCall(path, options);
};
// ES modules importing { Worker } from 'worker_threads' (netlify-cli's) see the replacement.
syncBuiltinESMExports();
