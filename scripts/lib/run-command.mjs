/**
 * Runs local commands for the Node scripts and benchmarks: node_modules/.bin first on PATH (as in npm scripts, so
 * Node 22 and netlify-cli are used even when started with another `node`), each child in a process group of its
 * own so that stopping it also stops whatever it started (netlify-cli starts several servers).
 */
import { spawn } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const PATH = `${root}node_modules/.bin${delimiter}${process.env.PATH ?? ''}`;
const STOP_TIMEOUT_MS = 10_000;

/** Children started here and still running. */
const running = new Set();

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

/**
 * Starts a command in its own process group; `exited` resolves with its exit code (1 when killed by a signal).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function spawnGroup(command, args, { env = {}, stdio = 'inherit' } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio,
    detached: true,
    env: { ...process.env, PATH, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  running.add(child);
  const exited = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return { child, exited };
}

/** Runs a command to its end; rejects, with the exit code as `exitCode`, when it fails. */
export async function runCommand(command, args, options) {
  const code = await spawnGroup(command, args, options).exited;
  if (code !== 0)
    throw Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code}`), { exitCode: code });
}

/** SIGTERM to a child's process group, SIGKILL after 10 s; also SIGKILL whatever its own children left behind. */
export async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL');
}

/** Stops every child still running. */
export function stopAll() {
  return Promise.all([...running].map(stopGroup));
}

process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

let stopping = false;

/** True once a signal asked the children to stop: their exit codes then say nothing about failure. */
export const stopRequested = () => stopping;

/**
 * On SIGINT, SIGTERM or SIGHUP (and when the parent process goes away: `npm start` does not pass SIGTERM on),
 * stops every child, then exits: 130 after SIGINT, else 0 (a requested stop is not a failure).
 */
export function stopChildrenOnSignals() {
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    void stopAll().then(() => process.exit(signal === 'SIGINT' ? 130 : 0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, 1000).unref();
}
