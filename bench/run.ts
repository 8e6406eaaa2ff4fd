/**
 * `npm run bench`: checks the budgets of DESIGN.md section 12 against the real server on this machine.
 *
 *   --strict     exit 1 when a budget is missed (default: print the miss, exit 0, so a noisy CI box does not flake)
 *   --build      rebuild the web app before measuring its JS (default: build only when apps/web/dist is missing)
 *   --no-build   never build; the JS row is N/A without a dist
 *   --catalogue-only   only the catalogue benches (skips the JS and API rows)
 *   --commerce-only    only the checkout and balances benches (need BENCH_POSTGRES=1)
 *
 * Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_LOGOUT_SESSIONS (2000),
 * BENCH_REGISTER_REQUESTS (300), BENCH_POSTGRES=1 (also run the reads and the catalogue on a throwaway PostgreSQL
 * database), BENCH_PG_ADMIN_URL, BENCH_CATALOGUE_ROWS (100000, PostgreSQL), BENCH_CATALOGUE_PGLITE_ROWS (20000, 0 skips),
 * BENCH_CATALOGUE_SECONDS (4), BENCH_CATALOGUE_CONNECTIONS (10), BENCH_ENGINE_SECONDS (5), BENCH_FANOUT_SOCKETS (2000),
 * BENCH_FANOUT_ROOM_SIZE (20), BENCH_FANOUT_MESSAGES (200), BENCH_FANOUT_RATE (5 per second), BENCH_LIGHTHOUSE_RUNS
 * (1 per page, 0 skips), BENCH_AGENT_EVAL (1; 0 skips the agent evaluation), BENCH_CHECKOUT_BUYERS (500),
 * BENCH_CHECKOUT_PROGRAMS (200), BENCH_CHECKOUT_CREATORS (20), BENCH_LEDGER_ENTRIES (1000000). See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { READ_BUDGET_MS, runReadBenches } from './api-reads.ts';
import { runAgentEvalBench } from './agent-eval.ts';
import { runLogoutBench, runRegisterBenches } from './api-writes.ts';
import { CATALOGUE_BUDGET_MS, runCatalogueBench } from './catalogue.ts';
import { BALANCES_BUDGET_MS, balancesName, CHECKOUT_BUDGET_MS, checkoutName, runCommerceBenches } from './commerce.ts';
import { prepareCatalogue } from './catalogue-data.ts';
import { measureInitialJs } from './initial-js.ts';
import { LIGHTHOUSE_BUDGET, runLighthouseBench } from './lighthouse.ts';
import { createThrowawayDatabase } from './postgres.ts';
import { applyHealthRatio, errorRow, isMiss, printTable, writeResults, type BenchRow } from './report.ts';
import { runPlannerBench } from './planner.ts';
import { runEngineBench } from './protocol-engine.ts';
import { runProtocolWorkerBench } from './protocol-worker.ts';
import { runFanoutBench } from './realtime-fanout.ts';
import { runWriteStallBench } from './write-stall.ts';
import { startServer, type RunningServer } from './server-process.ts';

const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));
const AGENT_EVAL_RESULTS_FILE = fileURLToPath(new URL('../eval/agent/results.json', import.meta.url));
// A hard stop for the whole run, far above a normal run (about 2 minutes at the defaults), so a hang cannot eat CI.
const WATCHDOG_MS = 30 * 60_000;

const args = new Set(process.argv.slice(2));
const isStrict = args.has('--strict');
const isCatalogueOnly = args.has('--catalogue-only');
const isCommerceOnly = args.has('--commerce-only');
const build = args.has('--build') ? 'always' : args.has('--no-build') ? 'never' : 'if-missing';

function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

const settings = {
  connections: envInt('BENCH_CONNECTIONS', 50, 1, 1000),
  seconds: envInt('BENCH_SECONDS', 10, 1, 300),
  warmupSeconds: envInt('BENCH_WARMUP_SECONDS', 2, 0, 60),
  sessions: envInt('BENCH_LOGOUT_SESSIONS', 2000, 200, 100_000),
  registerRequests: envInt('BENCH_REGISTER_REQUESTS', 300, 1, 10_000),
  withPostgres: process.env.BENCH_POSTGRES === '1',
  catalogue: {
    postgresRows: envInt('BENCH_CATALOGUE_ROWS', 100_000, 1000, 5_000_000),
    pgliteRows: envInt('BENCH_CATALOGUE_PGLITE_ROWS', 20_000, 0, 5_000_000),
    seconds: envInt('BENCH_CATALOGUE_SECONDS', 4, 1, 300),
    connections: envInt('BENCH_CATALOGUE_CONNECTIONS', 10, 1, 1000),
  },
  commerce: {
    buyers: envInt('BENCH_CHECKOUT_BUYERS', 500, 10, 60_000),
    programs: envInt('BENCH_CHECKOUT_PROGRAMS', 200, 1, 100_000),
    creators: envInt('BENCH_CHECKOUT_CREATORS', 20, 1, 10_000),
    ledgerEntries: envInt('BENCH_LEDGER_ENTRIES', 1_000_000, 1000, 20_000_000),
  },
};

/** Everything to undo if the run is interrupted: running servers, temp dirs, throwaway databases. */
const cleanups = new Set<() => Promise<void>>();

async function cleanUp(): Promise<void> {
  for (const undo of [...cleanups].reverse()) {
    cleanups.delete(undo);
    await undo().catch((err: unknown) => console.error('cleanup failed:', err));
  }
}

async function withServer<T>(
  options: { databaseUrl?: string; dataDir?: string },
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(options);
  cleanups.add(server.stop);
  try {
    return await use(server);
  } finally {
    cleanups.delete(server.stop);
    await server.stop();
  }
}

async function benchPglite(): Promise<BenchRow[]> {
  console.log('\nAPI on PGlite (fresh temp DATA_DIR)');
  try {
    return await withServer({}, async (server) => {
      const rows = await runReadBenches(server.url, settings, 'pglite');
      console.log('  writes: minting sessions for GET /api/logout ...');
      rows.push(await runLogoutBench(server.url, settings, 'pglite'));
      console.log(`  ${rows.at(-1)?.name}: ${rows.at(-1)?.measured} ${rows.at(-1)?.status}`);
      rows.push(...(await runRegisterBenches(server.url, settings, 'pglite')));
      rows.push(await runWriteStallBench(server.url, 'pglite'));
      console.log(`  ${rows.at(-1)?.name}: ${rows.at(-1)?.measured} ${rows.at(-1)?.status}`);
      // The writes show their ratio to this run's health row too (the reads were judged on theirs already).
      applyHealthRatio(rows, () => false);
      return rows;
    });
  } catch (err) {
    return [errorRow('API [pglite]', `p95 <= ${READ_BUDGET_MS} ms`, err)];
  }
}

/** Lighthouse on a simulated phone against the built app served by the real server (fresh PGlite, seed data). */
async function benchLighthouse(): Promise<BenchRow[]> {
  const runs = envInt('BENCH_LIGHTHOUSE_RUNS', 1, 0, 9);
  if (runs === 0) return [];
  console.log(`\nLighthouse (simulated phone, ${runs} run${runs > 1 ? 's' : ''} per page)`);
  try {
    return await withServer({}, (server) => runLighthouseBench(server.url, runs));
  } catch (err) {
    const budget = `perf >= ${LIGHTHOUSE_BUDGET.performance}, a11y ${LIGHTHOUSE_BUDGET.accessibility}`;
    return [errorRow('Lighthouse', budget, err)];
  }
}

/** The agent's evaluation over the labelled set (eval/agent, decision 033); BENCH_AGENT_EVAL=0 skips it. */
async function benchAgentEval(): Promise<BenchRow[]> {
  if (process.env.BENCH_AGENT_EVAL === '0') return [];
  console.log('\nAgent evaluation (real server, fresh PGlite, labelled set of eval/agent)');
  try {
    return await withServer({}, (server) => runAgentEvalBench(server.url, AGENT_EVAL_RESULTS_FILE));
  } catch (err) {
    return [errorRow('agent eval', 'floors of eval/agent/floors.json', err)];
  }
}

async function benchPostgres(): Promise<BenchRow[]> {
  if (!settings.withPostgres) {
    return [
      {
        name: 'API reads [postgres]',
        budget: `p95 <= ${READ_BUDGET_MS} ms`,
        measured: '-',
        status: 'N/A',
        note: 'skipped: set BENCH_POSTGRES=1 to run the reads on a throwaway PostgreSQL database',
      },
    ];
  }
  console.log('\nAPI on PostgreSQL (throwaway database)');
  try {
    const database = await createThrowawayDatabase();
    cleanups.add(database.drop);
    try {
      return await withServer({ databaseUrl: database.url }, async (server) => [
        ...(await runReadBenches(server.url, settings, 'postgres')),
        await runWriteStallBench(server.url, 'postgres'),
      ]);
    } finally {
      cleanups.delete(database.drop);
      await database.drop();
    }
  } catch (err) {
    return [errorRow('API reads [postgres]', `p95 <= ${READ_BUDGET_MS} ms`, err)];
  }
}

/** Checkout and a creator's balances on a throwaway PostgreSQL database (the budgets are stated for PostgreSQL). */
async function benchCommerce(): Promise<BenchRow[]> {
  const names = [
    { name: checkoutName(settings), budget: `p95 <= ${CHECKOUT_BUDGET_MS} ms` },
    { name: balancesName(settings.commerce), budget: `p95 <= ${BALANCES_BUDGET_MS} ms` },
  ];
  if (!settings.withPostgres) {
    return names.map(({ name, budget }) => ({
      name,
      budget,
      measured: '-',
      status: 'N/A' as const,
      note: 'skipped: the budget is for PostgreSQL; set BENCH_POSTGRES=1',
    }));
  }
  console.log("\nCommerce on PostgreSQL (throwaway database): checkout, then a creator's balances");
  try {
    const database = await createThrowawayDatabase();
    cleanups.add(database.drop);
    try {
      return await withServer({ databaseUrl: database.url }, (server) =>
        runCommerceBenches(server, database.url, {
          connections: settings.connections,
          seconds: settings.seconds,
          warmupSeconds: settings.warmupSeconds,
          ...settings.commerce,
        }),
      );
    } finally {
      cleanups.delete(database.drop);
      await database.drop();
    }
  } catch (err) {
    return names.map(({ name, budget }) => errorRow(name, budget, err));
  }
}

const catalogueLoad = () => ({
  connections: settings.catalogue.connections,
  seconds: settings.catalogue.seconds,
  warmupSeconds: Math.min(settings.warmupSeconds, 1),
});

/**
 * Catalogue on PGlite: bulk-seeded in this process into a temp folder (PGlite allows one process per folder), then
 * served by the real server from it. The budget is stated for PostgreSQL only, so these rows are INFO; 20,000 rows
 * by default because at 100,000 each catalogue request takes seconds on PGlite (queries run one at a time in the
 * server's event loop) and the load runs would only time out.
 */
async function benchCataloguePglite(): Promise<BenchRow[]> {
  const rows = settings.catalogue.pgliteRows;
  if (rows === 0) return [];
  console.log(`\nCatalogue on PGlite: seeding ${rows.toLocaleString('en-US')} programs ...`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-bench-catalogue-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  cleanups.add(removeDir);
  try {
    const { samples, seconds } = await prepareCatalogue({ kind: 'pglite', dataDir }, rows);
    console.log(`  seeded in ${seconds.toFixed(1)} s`);
    return await withServer({ dataDir }, (server) =>
      runCatalogueBench(server.url, samples, catalogueLoad(), 'pglite', rows),
    );
  } catch (err) {
    return [errorRow('catalogue [pglite]', `p95 <= ${CATALOGUE_BUDGET_MS} ms`, err)];
  } finally {
    cleanups.delete(removeDir);
    await removeDir();
  }
}

async function benchCataloguePostgres(): Promise<BenchRow[]> {
  const rows = settings.catalogue.postgresRows;
  const name = `catalogue query, 10 filters, ${rows.toLocaleString('en-US')} programs [postgres]`;
  if (!settings.withPostgres) {
    return [
      {
        name,
        budget: `p95 <= ${CATALOGUE_BUDGET_MS} ms`,
        measured: '-',
        status: 'N/A',
        note: 'skipped: the budget is for PostgreSQL; set BENCH_POSTGRES=1',
      },
    ];
  }
  console.log(`\nCatalogue on PostgreSQL (throwaway database): seeding ${rows.toLocaleString('en-US')} programs ...`);
  try {
    const database = await createThrowawayDatabase();
    cleanups.add(database.drop);
    try {
      const { samples, seconds } = await prepareCatalogue({ kind: 'postgres', url: database.url }, rows);
      console.log(`  seeded in ${seconds.toFixed(1)} s`);
      return await withServer({ databaseUrl: database.url }, (server) =>
        runCatalogueBench(server.url, samples, catalogueLoad(), 'postgres', rows),
      );
    } finally {
      cleanups.delete(database.drop);
      await database.drop();
    }
  } catch (err) {
    return [errorRow(name, `p95 <= ${CATALOGUE_BUDGET_MS} ms`, err)];
  }
}

async function main(): Promise<number> {
  console.log(
    `Benchmarks (DESIGN.md section 12): ${settings.connections} connections, ${settings.seconds} s per endpoint ` +
      `after ${settings.warmupSeconds} s warm-up${isStrict ? ', strict' : ''}`,
  );
  const [load1] = os.loadavg();
  if ((load1 ?? 0) > os.cpus().length / 2) {
    // The server and the load generator share this machine's cores: other work skews every latency.
    console.log(
      `WARNING: load average ${load1?.toFixed(1)} on ${os.cpus().length} cores before start; figures will be noisy`,
    );
  }
  const rows: BenchRow[] = [];
  const isAll = !isCatalogueOnly && !isCommerceOnly;
  if (isAll) {
    console.log('\nInitial JS');
    rows.push(measureInitialJs({ build }));
    rows.push(...(await benchLighthouse()));
    rows.push(...(await benchPglite()));
    rows.push(...(await benchPostgres()));
  }
  if (!isCatalogueOnly) rows.push(...(await benchCommerce()));
  if (!isCommerceOnly) {
    rows.push(...(await benchCataloguePglite()));
    rows.push(...(await benchCataloguePostgres()));
  }
  if (isAll) {
    console.log('\nPlanner (in process)');
    rows.push(runPlannerBench(envInt('BENCH_PLANNER_ROUNDS', 20, 1, 1000)));
    console.log(`  ${rows.at(-1)?.name}: ${rows.at(-1)?.measured} ${rows.at(-1)?.status}`);
    for (const row of await benchAgentEval()) {
      rows.push(row);
      console.log(`  ${row.name}: ${row.measured} ${row.status}`);
    }
    console.log('\nProtocol engine (in process)');
    rows.push(runEngineBench(envInt('BENCH_ENGINE_SECONDS', 5, 1, 300)));
    console.log(`  ${rows.at(-1)?.name}: ${rows.at(-1)?.measured} ${rows.at(-1)?.status}`);
    console.log('\nProtocol worker (pg-boss wake-ups drained in process)');
    for (const row of await runProtocolWorkerBench(
      envInt('BENCH_WORKER_RUNS', 10_000, 10, 1_000_000),
      settings.withPostgres,
    )) {
      rows.push(row);
      console.log(`  ${row.name}: ${row.measured} ${row.status}`);
    }
    console.log('\nRealtime fan-out (real server, socket.io clients in this process)');
    rows.push(
      await runFanoutBench({
        sockets: envInt('BENCH_FANOUT_SOCKETS', 2000, 20, 20_000),
        roomSize: envInt('BENCH_FANOUT_ROOM_SIZE', 20, 2, 50),
        messages: envInt('BENCH_FANOUT_MESSAGES', 200, 10, 100_000),
        ratePerSecond: envInt('BENCH_FANOUT_RATE', 5, 1, 1000),
      }),
    );
    console.log(`  ${rows.at(-1)?.name}: ${rows.at(-1)?.measured} ${rows.at(-1)?.status}`);
  }

  printTable(rows);
  writeResults(RESULTS_FILE, rows, {
    ...settings,
    strict: isStrict,
    catalogue_only: isCatalogueOnly,
    commerce_only: isCommerceOnly,
    load_average_at_start: load1,
  });
  console.log(`\nWrote ${RESULTS_FILE}`);
  return isStrict && rows.some(isMiss) ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing temp data ...`);
    void cleanUp().finally(() => process.exit(130));
  });
}
setTimeout(() => {
  console.error(`bench did not finish within ${WATCHDOG_MS / 60_000} minutes; giving up`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS).unref();

main().then(
  (code) => process.exit(code),
  async (err: unknown) => {
    console.error(err);
    await cleanUp();
    process.exit(1);
  },
);
