import { defineConfig } from 'vitest/config';

// Two projects: fast unit/API tests, and browser tests that drive Debian's Chromium against a built site.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'workers/**/*.test.ts', 'cli/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Test databases are copies of one migrated and seeded once per run.
          globalSetup: ['server/test/database-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One retry for browser tests only: the machines are shared and noisy (a load spike can stall a
          // page for seconds); a real failure still fails twice.
          retry: 1,
        },
      },
    ],
  },
});
