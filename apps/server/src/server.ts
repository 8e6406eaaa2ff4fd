import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import type { Config } from './platform/config.ts';
import { checkDependencies } from './platform/dependency-check.ts';
import { openDatabase, type Database } from './platform/db.ts';
import { seed } from './db/seed/seed.ts';
import { createStorage } from './platform/storage.ts';
import { MODULES } from './modules.ts';
import { renameDerivableNames } from './modules/files/rename-stored.ts';
import { PLAN_LANGUAGES } from '@ito/contracts/agent/plan';
import { classifierFor, useModelCache } from '@ito/planner/nlu/classifier';
import { fileModelCache } from '@ito/planner/nlu/model-cache';
import { trainRiskClassifier } from '@ito/planner/safety/risk-classifier';

export type Running = {
  app: FastifyInstance;
  database: Database;
  url: string;
  accounts: Awaited<ReturnType<typeof seed>>['accounts'];
};

/**
 * Checks DATABASE_URL and REDIS_URL, opens and migrates the database, seeds demo content, builds the app, listens.
 * `build` passes the crash tests' seams to the app (`test/crash/`, decision 073); `main.ts` passes none.
 */
export async function startServer(
  config: Config,
  build: Pick<BuildOptions, 'idempotencyHooks'> = {},
): Promise<Running> {
  await checkDependencies(config);
  // Trained classifiers are read from disk when this training was done before (decision 058).
  useModelCache(fileModelCache());
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  // Files stored before decision 062 under names derived from their ids get random names, before anyone can ask.
  await renameDerivableNames(database.db, createStorage(config));
  const { accounts } =
    config.SEED === 'true' ? await seed(database.db, { storage: createStorage(config) }) : { accounts: [] };
  const app = await buildApp({ ...build, config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  // The queues' workers poll from now on; each module starts its own background work (decision 071).
  await app.jobs.startWorkers();
  for (const module of MODULES.filter((m) => m.when?.(config) ?? true)) await module.start?.(app);
  // The agent's request and safety classifiers train on first use (a second or two each): do it now, not on a
  // person's first message. One at a time, each on its own turn of the event loop, so requests that arrive meanwhile
  // wait for one training at most. Processes that never reach the agent turn it off (`AGENT_WARMUP=false`): eight
  // trainings on a busy machine held the two-process chat test's first requests past its minute.
  if (config.AGENT_WARMUP === 'true') warmClassifiers();
  return { app, database, url: listenUrl(config.HOST, port), accounts };
}

function warmClassifiers(): void {
  const steps = PLAN_LANGUAGES.flatMap((language) => [
    () => classifierFor(language),
    () => trainRiskClassifier(language),
  ]);
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setImmediate(next);
  };
  setImmediate(next);
}

/**
 * The address the server really listens on, for the start banner: `HOST=127.0.0.1` is not
 * "localhost", which may resolve to ::1 first and find nothing there.
 */
export function listenUrl(host: string, port: string): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
