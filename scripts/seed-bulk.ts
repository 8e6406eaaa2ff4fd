/**
 * `npm run seed:bulk -- 100000 [--replace]`: adds N synthetic published programs for benchmarks.
 *
 * Target: DATABASE_URL (PostgreSQL) when set, else PGlite in DATA_DIR (default ./data); stop the server first when
 * it uses the same PGlite folder (PGlite allows one process). Migrates and runs the demo seed first (idempotent).
 * Synthetic rows have shortcodes `bulk0000001`...: a rerun adds N more numbered after them; `--replace` deletes the
 * earlier synthetic rows first (programs with follows cannot be deleted; the run then fails and changes nothing).
 */
import path from 'node:path';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { seedBulkPrograms } from '../apps/server/src/db/seed/marketplace-bulk.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const countArg = args.find((a) => !a.startsWith('--')) ?? '100000';
const total = Number(countArg);
if (!Number.isInteger(total) || total < 1 || total > 5_000_000) {
  console.error(`usage: npm run seed:bulk -- <count 1..5000000> [--replace]   (got "${countArg}")`);
  process.exit(1);
}

const url = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir });
console.log(`seed:bulk: ${total} programs into ${url ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);
try {
  await database.migrate();
  let lastReport = 0;
  const result = await database.db.transaction((tx) =>
    seedBulkPrograms(tx as unknown as typeof database.db, total, {
      replace,
      onProgress: (done) => {
        if (done - lastReport >= 10_000 || done === total) {
          lastReport = done;
          console.log(`  ${done} / ${total}`);
        }
      },
    }),
  );
  const seconds = result.ms / 1000;
  console.log(
    `inserted ${result.inserted} (bulk${String(result.first).padStart(7, '0')}..bulk${String(result.last).padStart(7, '0')})` +
      `${replace ? `, replaced ${result.replaced}` : ''} in ${seconds.toFixed(1)} s (${Math.round(result.inserted / seconds)} rows/s)`,
  );
} finally {
  await database.close();
}
