import { defaultExclude, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...defaultExclude, 'packages/planner/**'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Generous: a test that waits is a stuck test, and on a loaded 2-core machine a cold path takes 30 s+.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The planner is pure (no database, no clock): its tests need none of the server's setup.
        test: {
          name: 'planner',
          include: ['packages/planner/src/**/*.test.ts'],
          environment: 'node',
          // The request classifier trains on first use in each test file (about 2 s for English on a quiet machine,
          // over 30 s when the machine is saturated).
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A component test that types into a form takes 5 s+ when the machine is saturated (the default is 5 s).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
