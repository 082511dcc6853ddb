/**
 * The local production server (scripts/lib/local-server.mjs) for the benchmarks, on `port` with netlify-cli's
 * static and functions servers on ports the system chooses (never another server's), with the functions' JSON log
 * lines collected per path. Ready once the investor session answers 200 (the functions and Blobs are up, not only the static pages).
 */
import { freePort, startLocalServer, waitUntilAnswering } from '../../scripts/lib/local-server.mjs';

export async function startBenchServer({ port, build }) {
  const server = await startLocalServer({
    port,
    staticPort: await freePort(),
    functionsPort: await freePort(),
    build,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let partial = '';
  // The functions' own log lines (one JSON line per request) give the time spent inside the handler.
  const handlerMs = new Map();
  server.child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{"time"')) continue;
      const { path, ms } = JSON.parse(line);
      handlerMs.set(path, [...(handlerMs.get(path) ?? []), ms]);
    }
  });
  server.child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  try {
    await waitUntilAnswering(server, { path: '/api/investor/session', status: 200 });
  } catch (error) {
    await server.stop();
    throw new Error(`${error.message}:\n${output}`);
  }
  return { ...server, handlerMs, output: () => output };
}
