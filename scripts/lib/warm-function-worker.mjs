/**
 * A warm instance of one function (./warm-functions.mjs): answers calls one at a time, each as netlify-cli's own
 * per-call worker does (its dist/lib/functions/runtimes/js/worker.js: lambda-local runs the function; a streamed body
 * is served once on a local port that the main thread reads), but imports the function only on the first call.
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

// netlify-cli's own copies of what its worker uses.
const fromNetlify = createRequire(workerData.callWorkerPath);
const lambdaLocal = (await import(pathToFileURL(fromNetlify.resolve('lambda-local')).href)).default;
const { isStream } = await import(pathToFileURL(fromNetlify.resolve('is-stream')).href);
lambdaLocal.getLogger().level = 'alert';

/** Serves a streamed body once on a free local port; resolves with the port. */
function serveOnce(body) {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      body.pipe(socket).on('end', () => server.close());
    });
    server.on('error', reject);
    server.listen({ port: 0, host: 'localhost' }, () => resolve(server.address().port));
  });
}

async function answer({ clientContext, entryFilePath, environment = {}, event, timeoutMs }) {
  for (const key in environment) process.env[key] = environment[key];
  const lambdaFunc = await import(entryFilePath);
  const result = await lambdaLocal.execute({
    clientContext,
    event,
    lambdaFunc,
    region: 'dev',
    timeoutMs,
    verboseLevel: 3,
  });
  if (result == null || !isStream(result.body)) return result;
  const { body, ...rest } = result;
  return { ...rest, streamPort: await serveOnce(body) };
}

parentPort.on('message', (call) => {
  answer(call).then(
    (result) => parentPort.postMessage({ answer: result }),
    (error) => parentPort.postMessage({ error }),
  );
});
