/**
 * The production-like local server for the benchmarks: `netlify serve --offline` (builds the site, bundles the
 * functions, local Blobs), in its own process group, with the functions' JSON log lines collected per path.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const STARTUP_LIMIT_MS = 180_000;

export function runCommand(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Starts netlify serve on `port` (static server on `staticPort`, else +3; functions on `functionsPort`, else +4)
 * and resolves once `probePath` answers `probeStatus`.
 */
export async function startLocalServer({
  port,
  probePath,
  probeStatus,
  staticPort = port + 3,
  functionsPort = port + 4,
}) {
  const args = ['netlify', 'serve', '--offline', '--internal-disable-edge-functions', '--port', String(port)];
  args.push('--staticServerPort', String(staticPort), '--functions-port', String(functionsPort));
  const child = spawn('npx', args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BROWSER: 'none' },
  });
  let output = '';
  let partial = '';
  // The functions' own log lines (one JSON line per request) give the time spent inside the handler.
  const handlerMs = new Map();
  child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{"time"')) continue;
      const { path, ms } = JSON.parse(line);
      handlerMs.set(path, [...(handlerMs.get(path) ?? []), ms]);
    }
  });
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`netlify serve exited:\n${output}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error(`netlify serve did not answer within ${STARTUP_LIMIT_MS / 1000} s:\n${output}`);
    }
    try {
      const response = await fetch(`${base}${probePath}`);
      if (response.status === probeStatus) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return { base, child, handlerMs, stop, output: () => output };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
