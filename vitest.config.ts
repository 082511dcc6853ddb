import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/functions/**/*.test.ts'],
    environment: 'node',
    // The demo credentials and the generated local session secret, as under `npm start`.
    // Mail to a port nothing listens on unless a test starts its own SMTP server (tests/support/smtp.ts): never to
    // the catcher of a developer's `npm start`.
    env: { DEMO_MODE: '1', SMTP_URL: 'smtp://127.0.0.1:9' },
    // Texts load on demand in the browser; the stores' tests find them loaded, as an island's root leaves them.
    setupFiles: ['tests/support/loaded-words.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
