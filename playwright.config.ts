import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './tests/support/e2e/chromium';
import { fakeMicrophoneWav } from './tests/support/e2e/fake-microphone';
import { mailCatcherSmtpPort, mailCatcherWebPort } from './tests/support/e2e/mail-catcher';

const port = Number(process.env.E2E_PORT ?? 8899);
/** netlify-cli's internal static server: E2E_STATIC_PORT, else netlify-cli takes 3999 or any free port. */
const staticPortFlag = process.env.E2E_STATIC_PORT ? ` --static-port ${Number(process.env.E2E_STATIC_PORT)}` : '';
export const baseURL = `http://127.0.0.1:${port}`;
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
  // A hung suite stops well inside CI's 90 minutes; on a quiet 2-core machine the browser tests took 19 minutes (428 tests).
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
  webServer: {
    // The server `npm start` runs, on the built site (`npm test` builds first; alone: `npm run build` first).
    command: `node scripts/start.mjs --port ${port}${staticPortFlag} --skip-build`,
    // Its own mail catcher, beside any `npm start` running on this machine (and no SMTP_URL of the shell's).
    env: {
      SMTP_URL: '',
      MAILDEV_SMTP_PORT: String(mailCatcherSmtpPort),
      MAILDEV_WEB_PORT: String(mailCatcherWebPort),
    },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    // Seeding and starting netlify serve take longer on a shared, loaded development machine.
    timeout: (process.env.CI ? 120 : 300) * 1000,
    // start.mjs stops netlify-cli's whole process group on SIGTERM; the default SIGKILL would orphan it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
