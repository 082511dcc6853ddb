import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/functions/**/*.test.ts'],
    environment: 'node',
    // The demo credentials and the generated local session secret, as under `npm start`.
    env: { DEMO_MODE: '1' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
