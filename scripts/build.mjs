#!/usr/bin/env node
/**
 * `npm run build`: the Hindi translations' freshness check (scripts/translations-status.ts), the chat index (scripts/build-chat-index.ts), `astro build`, scripts/finish-build.mjs, then the
 * search index of the built pages (scripts/build-search-index.mjs).
 *
 * When PREBUILT_NETLIFY_V1 names a directory, that copy of .netlify/v1/ is restored instead and nothing is built.
 * Why: `netlify serve` (our `npm start`, see scripts/lib/local-server.mjs) runs Netlify Build, which deletes
 * .netlify/v1/ and then runs this build command again; the local server has already built the site and keeps a
 * copy of .netlify/v1/ for this moment, so the site is built once.
 */
import { cpSync } from 'node:fs';
import { root, runCommand, stopChildrenOnSignals, stopRequested } from './lib/run-command.mjs';

async function main() {
  const prebuilt = process.env.PREBUILT_NETLIFY_V1;
  if (prebuilt) {
    cpSync(`${root}${prebuilt}`, `${root}.netlify/v1`, { recursive: true, verbatimSymlinks: true });
    console.log('build: reusing the existing build');
    return;
  }
  await runCommand('npm', ['run', 'translations:status', '--', '--check']);
  await runCommand('npm', ['run', 'build:chat-index']);
  await runCommand('astro', ['build']);
  await runCommand('node', ['scripts/finish-build.mjs']);
  await runCommand('node', ['scripts/build-search-index.mjs']);
}

stopChildrenOnSignals();
// After a signal the steps' exit codes say nothing: the signal handler exits once they have stopped.
main().catch((error) => {
  if (stopRequested()) return;
  console.error(`build: ${error.message}`);
  process.exit(error.exitCode ?? 1);
});
