import { vi } from 'vitest';

/*
 * The server project shares one module graph per worker between its files (isolate: false): the libraries (Fastify,
 * Drizzle, PGlite, zod) load once instead of once per file. The project's own modules are evaluated again for each
 * file, so no store, cache or configuration read at load time carries over from the file before; mocks and globals a
 * file replaced are put back.
 */
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
vi.useRealTimers();
