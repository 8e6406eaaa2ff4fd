import os from 'node:os';
import { defaultExclude, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machine, which then idles a third of the
    // time while tests wait on PostgreSQL, child processes and sockets. Two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...defaultExclude, 'packages/planner/**'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // One module graph per worker: Fastify, Drizzle, PGlite and zod load once, not once per file (the project
          // took 363 s isolated, 154 s shared, on PostgreSQL on the 2-core machine). The first setup file evaluates
          // the project's own modules again for each file (decision 066).
          isolate: false,
          setupFiles: ['apps/server/src/test/fresh-modules.ts', 'packages/planner/src/test/use-model-cache.ts'],
          // Generous: a test that waits is a stuck test, and on a loaded 2-core machine a cold path takes 30 s+.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The planner is pure (no database, no clock): its tests need none of the server's setup.
        test: {
          name: 'planner',
          include: [
            'packages/planner/src/**/*.test.ts',
            'eval/agent/safety-set.test.ts',
            'eval/plan-quality/*.test.ts',
          ],
          environment: 'node',
          // Pure modules, so one module graph per worker serves every file: the classifier trains once per worker
          // instead of once per file (the project took 86 s isolated, 26 s shared, on the 2-core machine).
          isolate: false,
          setupFiles: ['packages/planner/src/test/use-model-cache.ts'],
          // The request classifier trains on first use (about 2 s for English on a quiet machine, over 30 s when the
          // machine is saturated).
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // React, Mantine and jsdom load once per worker (98 s isolated, 20 s shared); the setup file resets the
          // app's modules, the window's storage and the mocks before each file (decision 066).
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A component test that types into a form takes 5 s+ when the machine is saturated (the default is 5 s).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
