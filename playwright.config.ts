import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './tests/support/e2e/chromium';
import { fakeMicrophoneWav } from './tests/support/e2e/fake-microphone';
import {
  baseURL,
  serverCommand,
  serverEnv,
  serverStartedOutside,
  serverStartTimeoutMs,
} from './tests/support/e2e/web-server';

/** games.spec.ts runs only in the games-fake-mic project: a microphone that hums 220 Hz, permission granted. */
const gamesSpec = /games\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try is a race to fix, in the test or in the site.
  retries: 0,
  // CI logs stay short (one character per test) so they end with the summaries of vitest and Playwright.
  // The JSON report keeps each test's duration, to find what makes the suite slow.
  reporter: process.env.CI ? [['dot'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : [['list']],
  timeout: 30_000,
  // A hung suite stops well inside CI's 90 minutes; on a quiet 2-core machine the whole of `npm test` took about 12 minutes.
  // A developer's machine shared with other builds may take longer without anything being wrong.
  globalTimeout: (process.env.CI ? 40 : 45) * 60_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: gamesSpec, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'games-fake-mic',
      testMatch: gamesSpec,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        permissions: ['microphone'],
        launchOptions: {
          executablePath: headlessShellPath,
          args: [
            ...chromiumArgs,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${fakeMicrophoneWav()}`,
          ],
        },
      },
    },
  ],
  // The server `npm start` runs (tests/support/e2e/web-server.ts), unless `npm test` has started it already.
  ...(serverStartedOutside
    ? {}
    : {
        webServer: {
          command: serverCommand.join(' '),
          env: serverEnv,
          url: `${baseURL}/`,
          reuseExistingServer: !process.env.CI,
          timeout: serverStartTimeoutMs,
          // start.mjs stops netlify-cli's whole process group on SIGTERM; the default SIGKILL would orphan it.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
          stdout: 'ignore',
          stderr: 'pipe',
        },
      }),
});
