/**
 * `npm test`: lint, build, type check, vitest, then Playwright, stopping at the first failure. The browser tests'
 * server (tests/support/e2e/web-server.ts) starts as soon as the build is done, while the type check and vitest run:
 * starting it is mostly Netlify Build packaging the functions (about 35 s here, a minute on a slow machine), and the
 * type check runs on one core, so on a 2-core machine the two share the time instead of adding up. Playwright then
 * runs on that server (E2E_SERVER_STARTED=1) and it is stopped at the end. `npm run test:unit` and
 * `npm run test:e2e` stay usable alone (Playwright then starts the server itself).
 */

import { baseURL, serverCommand, serverEnv, serverStartTimeoutMs } from '../tests/support/e2e/web-server';
import { waitUntilAnswering } from './lib/local-server.mjs';
import { runCommand, spawnGroup, stopChildrenOnSignals, stopGroup, stopRequested } from './lib/run-command.mjs';

const npmRun = (script: string) => runCommand('npm', ['run', '--silent', script]);

async function main() {
  await npmRun('lint');
  await npmRun('build');
  const [command = 'node', ...args] = serverCommand;
  const server = spawnGroup(command, args, { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const answering = waitUntilAnswering({ child: server.child, base: baseURL }, { timeoutMs: serverStartTimeoutMs });
  // Awaited later; a start that fails early is reported then, not as an unhandled rejection now.
  answering.catch(() => {});
  try {
    await npmRun('check');
    await npmRun('test:unit');
    await answering;
    await runCommand('npm', ['run', '--silent', 'test:e2e'], { env: { E2E_SERVER_STARTED: '1' } });
  } finally {
    await stopGroup(server.child);
  }
}

stopChildrenOnSignals();
main().catch((error) => {
  if (stopRequested()) return;
  console.error(`test: ${error.message}`);
  process.exit(error.exitCode ?? 1);
});
