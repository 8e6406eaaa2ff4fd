import os from 'node:os';

/**
 * Each Playwright worker drives a server of its own (its own PGlite database, dev clock and mailbox), so journeys that
 * move the clock or count mails never meet another worker's. Worker i's server listens on E2E_PORT + 10 i; the next
 * port up is free for a spec's second server (security-headers.spec.ts).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * One on the 2-core machine: measured there, two workers with a browser and a server each made every axe audit take
 * 13-17 s and timed three journeys out (decision 054). Two from 4 cores up.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (os.availableParallelism() >= 4 ? 2 : 1)));

/** The port of worker `parallelIndex`'s server; in a worker process, its own (Playwright sets TEST_PARALLEL_INDEX). */
export function serverPort(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return E2E_BASE_PORT + 10 * parallelIndex;
}
