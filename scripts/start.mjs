#!/usr/bin/env node
/**
 * `npm start`: the production site on localhost, served the way Netlify serves it (build, demo data,
 * `netlify serve`; see scripts/lib/local-server.mjs), with the daily clean-up of expired keys run at start and then
 * every 24 hours (`npm run cleanup:expired`, Netlify's scheduled function cleanup-expired), the daily encrypted
 * snapshot at start (unless today's is there) and every 24 hours (`npm run backup -- --snapshot`, the scheduled function
 * backup-snapshot), the outbox job every
 * OUTBOX_RETRY_SECONDS (5, so a mail reaches the catcher within seconds; `npm run outbox:retry`, the scheduled
 * function outbox-retry) and, unless SMTP_URL is set, the mail catcher MailDev (scripts/lib/mail-catcher.mjs: MAILDEV_SMTP_PORT 1025, MAILDEV_WEB_PORT 1080).
 *
 * Options: --port <n> (else PORT, else 8888); --host <address> (else 127.0.0.1: only this machine can reach the
 * server; `--host 0.0.0.0` offers it to the network, with the demo credentials and every caller counted as this
 * machine); --skip-build (serve the existing dist/ and .netlify/v1/); --static-port <n> (netlify-cli's internal
 * static server, else 3999 or a free port). SIGINT, SIGTERM or the death
 * of the parent process stop the server's whole process group.
 */
import { startLocalServer } from './lib/local-server.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { runCommand, spawnGroup, stopChildrenOnSignals, stopRequested } from './lib/run-command.mjs';

/** The daily clean-up of expired keys (netlify/lib/jobs/cleanup-job.ts), which Netlify runs as a scheduled function. */
const CLEANUP_EVERY_MS = 24 * 60 * 60 * 1000;
const cleanUp = () =>
  runCommand('npm', ['run', '--silent', 'cleanup:expired']).catch((error) => console.error(`start: ${error.message}`));

/** The daily snapshot of every store of records (netlify/lib/backup/snapshots.ts): one a day, so a restart takes none. */
const takeSnapshot = () =>
  runCommand('npm', ['run', '--silent', 'backup', '--', '--snapshot']).catch((error) =>
    console.error(`start: ${error.message}`),
  );

/** The outbox job (Netlify's scheduled function outbox-retry) runs this often, in one process kept running. */
const OUTBOX_EVERY_SECONDS = Number(process.env.OUTBOX_RETRY_SECONDS || 5);
const runOutboxJob = () =>
  spawnGroup('npm', ['run', '--silent', 'outbox:retry', '--', '--every', String(OUTBOX_EVERY_SECONDS)]);

const USAGE = 'Usage: node scripts/start.mjs [--port <n>] [--host <address>] [--skip-build] [--static-port <n>]';

function parseArgs(argv) {
  const options = { port: process.env.PORT || '8888', host: '127.0.0.1', skipBuild: false, staticPort: undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--port') options.port = value();
    else if (flag === '--host') options.host = value();
    else if (flag === '--static-port') options.staticPort = value();
    else throw new Error(`unknown option ${argv[i]}. ${USAGE}`);
  }
  for (const port of [options.port, options.staticPort]) {
    if (port !== undefined && !/^\d{2,5}$/.test(String(port))) throw new Error(`invalid port ${port}. ${USAGE}`);
  }
  return options;
}

async function main() {
  if (process.platform === 'win32') {
    throw new Error('npm start needs a POSIX system (Linux, macOS, or WSL2 on Windows: see README, Set-up).');
  }
  const options = parseArgs(process.argv.slice(2));
  await startMailCatcher();
  const server = await startLocalServer({
    port: options.port,
    host: options.host,
    staticPort: options.staticPort,
    build: !options.skipBuild,
  });
  const shown = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  const reach = options.host === '127.0.0.1' ? ' (this machine only; --host 0.0.0.0 to offer it to the network)' : '';
  console.log(`start: serving the production build at http://${shown}:${options.port}${reach}`);
  void cleanUp().then(takeSnapshot);
  runOutboxJob();
  const daily = setInterval(() => void cleanUp().then(takeSnapshot), CLEANUP_EVERY_MS);
  daily.unref();
  return server.exited;
}

stopChildrenOnSignals();
// After a signal the children's exit codes say nothing: the signal handler exits once they have stopped.
main().then(
  (code) => {
    if (!stopRequested()) process.exit(code);
  },
  (error) => {
    if (stopRequested()) return;
    console.error(`start: ${error.message}`);
    process.exit(error.exitCode ?? 1);
  },
);
