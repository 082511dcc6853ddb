import { defineConfig } from 'vitest/config';

/**
 * Bursts from dozens of simulated Netlify instances at once, each racing the others on one key: they measure that
 * every caller gets through within the counter's wait, which holds on Netlify but not on a 2-core machine that is
 * running the other test files beside them. They run last, after the other files have finished.
 */
const bursts = ['tests/functions/counter-burst.test.ts', 'tests/functions/admissions-rush.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'tests',
          include: ['tests/unit/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          exclude: bursts,
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: 'bursts', include: bursts, sequence: { groupOrder: 1 }, fileParallelism: false } },
    ],
    environment: 'node',
    // The demo credentials and the generated local session secret, as under `npm start`.
    // Mail to a port nothing listens on unless a test starts its own SMTP server (tests/support/smtp.ts): never to
    // the catcher of a developer's `npm start`.
    env: { DEMO_MODE: '1', SMTP_URL: 'smtp://127.0.0.1:9' },
    // Texts load on demand in the browser; the stores' tests find them loaded, as an island's root leaves them.
    setupFiles: ['tests/support/loaded-words.ts'],
    // Most files wait on local servers (Blobs, SMTP, fake providers) and scrypt rather than on the CPU: vitest's
    // default of one worker fewer than the cores ran one file at a time on a 2-core machine (280 s; 180 s with 3).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
