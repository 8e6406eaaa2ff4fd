/**
 * Each Playwright worker drives a server of its own (its own PGlite database, dev clock and mailbox), so journeys that
 * move the clock or count mails never meet another worker's. Worker i's server listens on E2E_PORT + 10 i; the next
 * port up is free for a spec's second server (security-headers.spec.ts).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Two on the 2-core machine: the browser waits on the server often enough that two keep both cores busy. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The port of worker `parallelIndex`'s server; in a worker process, its own (Playwright sets TEST_PARALLEL_INDEX). */
export function serverPort(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return E2E_BASE_PORT + 10 * parallelIndex;
}
