#!/usr/bin/env node
/**
 * `npm start`: the production site on localhost, served the way Netlify serves it.
 *
 *   1. `npm run build` (skipped with --skip-build: the existing dist/ and .netlify/v1/ are used);
 *   2. `npm run seed --if-present -- --if-empty`: demo data into the local Blobs store of `netlify serve`;
 *   3. `netlify serve --offline --internal-disable-edge-functions --port <port>` with DEMO_MODE=1 (the demo
 *      credentials work; see netlify/lib/demo-mode.ts): the static pages with the headers
 *      of netlify.toml and Astro's CSP (.netlify/v1/config.json), the functions, Blobs and the 404 page, offline.
 *      scripts/lib/survive-aborted-requests.mjs is preloaded: a client that drops an upload half-way no longer
 *      takes the server down.
 *
 * `netlify serve` runs Netlify Build, which first deletes .netlify/v1/ (the adapter's CSP headers and functions) and
 * then runs netlify.toml's build command (`npm run build`) again. To build only once, this script keeps a copy of
 * .netlify/v1/ and sets PREBUILT_NETLIFY_V1: the `build` script then restores that copy instead of rebuilding.
 *
 * Options: --port <n> (else PORT, else 8888); --skip-build; --static-port <n> (netlify-cli's internal static
 * server, else 3999 or a free port). SIGINT, SIGTERM or the death of the parent process stop the server's whole
 * process group.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** node_modules/.bin first, as in npm scripts: Node 22 and netlify-cli even when started with another `node`. */
const PATH = `${root}node_modules/.bin${delimiter}${process.env.PATH ?? ''}`;
const PREBUILT_DIR = '.netlify/prebuilt-v1';
const STOP_TIMEOUT_MS = 10_000;
const USAGE = 'Usage: node scripts/start.mjs [--port <n>] [--skip-build] [--static-port <n>]';

function parseArgs(argv) {
  const options = { port: process.env.PORT || '8888', skipBuild: false, staticPort: undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--port') options.port = value();
    else if (flag === '--static-port') options.staticPort = value();
    else throw new Error(`unknown option ${argv[i]}. ${USAGE}`);
  }
  for (const port of [options.port, options.staticPort]) {
    if (port !== undefined && !/^\d{2,5}$/.test(String(port))) throw new Error(`invalid port ${port}. ${USAGE}`);
  }
  return options;
}

/** The running child (its own process group), if any. */
let current = null;
let stopping = false;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

/** Runs a command in a process group of its own and resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, PATH, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    current = child;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  const child = current;
  const exitCode = signal === 'SIGINT' ? 130 : 0;
  if (!child) process.exit(exitCode);
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
  child.on('exit', () => {
    clearTimeout(timer);
    // Whatever the server's own children left behind goes too.
    killGroup(child, 'SIGKILL');
    process.exit(exitCode);
  });
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGHUP'));
process.on('exit', () => {
  if (current) killGroup(current, 'SIGKILL');
});
// `npm start` does not pass SIGTERM on to this script: when the parent goes away, stop as if signalled.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 1000).unref();

async function main() {
  const options = parseArgs(process.argv.slice(2));

  if (!options.skipBuild) {
    const code = await run('npm', ['run', 'build']);
    if (code !== 0) return code;
  } else if (!existsSync(`${root}dist/index.html`) || !existsSync(`${root}.netlify/v1/config.json`)) {
    console.error('start: --skip-build needs an existing build (dist/ and .netlify/v1/); run `npm run build` first.');
    return 1;
  }
  if (stopping) return 0;

  const seedCode = await run('npm', ['run', 'seed', '--if-present', '--', '--if-empty']);
  if (seedCode !== 0) return seedCode;
  if (stopping) return 0;

  rmSync(`${root}${PREBUILT_DIR}`, { recursive: true, force: true });
  cpSync(`${root}.netlify/v1`, `${root}${PREBUILT_DIR}`, { recursive: true, verbatimSymlinks: true });

  const args = ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(options.port)];
  if (options.staticPort) args.push('--staticServerPort', String(options.staticPort));
  console.log(`start: serving the production build at http://localhost:${options.port}`);
  const survive = `--import=${new URL('./lib/survive-aborted-requests.mjs', import.meta.url)}`;
  const nodeOptions = [process.env.NODE_OPTIONS, survive].filter(Boolean).join(' ');
  return run('netlify', args, {
    PREBUILT_NETLIFY_V1: PREBUILT_DIR,
    BROWSER: 'none',
    DEMO_MODE: '1',
    NODE_OPTIONS: nodeOptions,
  });
}

main().then(
  (code) => {
    if (!stopping) process.exit(code);
  },
  (error) => {
    console.error(`start: ${error.message}`);
    process.exit(1);
  },
);
