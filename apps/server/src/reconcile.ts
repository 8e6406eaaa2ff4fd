import { millisecondsInWeek } from 'date-fns/constants';
import { parseArgs } from 'node:util';
import { createClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { createPaymentProvider } from './platform/payments/payments.ts';
import { reconcile } from './modules/commerce/reconcile.ts';

/**
 * `npm run reconcile -- --from 2026-11-01 --to 2026-12-01`: compares the ledger with the payment provider's records
 * for the period (the configured provider: Stripe with STRIPE_SECRET_KEY, else the built-in one) and prints every
 * difference, one JSON object per line. Exits 1 when there is any, so a scheduled run can alert.
 */
const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
const to = values.to ? new Date(values.to) : new Date();
const from = values.from ? new Date(values.from) : new Date(to.getTime() - millisecondsInWeek);
if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) {
  console.error('usage: npm run reconcile -- [--from YYYY-MM-DD] [--to YYYY-MM-DD]  (from before to)');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const provider = await createPaymentProvider({ config, db: database.db, clock: createClock() });
  const differences = await reconcile(database.db, provider, from, to);
  for (const difference of differences) console.log(JSON.stringify(difference));
  console.error(
    `${differences.length} difference(s) between the ledger and ${provider.name} from ${from.toISOString()} to ${to.toISOString()}`,
  );
  process.exitCode = differences.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
