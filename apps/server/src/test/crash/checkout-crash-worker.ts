/**
 * The worker process of the checkout crash test (`modules/commerce/checkout-crash.test.ts`): opens the given PGlite
 * data directory and pays the given orders one after another with the given card, through the app's own checkout
 * and the built-in provider; with `--crash-at=n` it kills itself (SIGKILL) right after the n-th charge was made and
 * before it is settled (the `onCharged` seam, decision 073). `recover` instead settles what a crash left in flight,
 * as the app's sweep does after a restart. Prints what it did.
 */
import pino from 'pino';
import { settleUnsettled, payOrder, type CheckoutDeps } from '../../modules/commerce/checkout.ts';
import { AppEventBus } from '../../platform/events.ts';
import { createBackground } from '../../platform/background.ts';
import { createClock } from '../../platform/clock.ts';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db.ts';
import { createMailer } from '../../platform/mail.ts';
import { createLocalProvider } from '../../platform/payments/local.ts';
import { killOnCall, workerArgs } from './kill-self.ts';

const usage = 'checkout-crash-worker.ts <data dir> (<buyer id> <card> <order id>... [--crash-at=n] | recover)';
const { positionals, crashAt } = workerArgs(usage);
const [dataDir, buyerId, card, ...orderIds] = positionals;
const recover = buyerId === 'recover';
if (!dataDir) throw new Error(`usage: ${usage}`);
const database = await openDatabase({ kind: 'pglite', dataDir });
const log = pino({ level: 'silent' });
const clock = createClock();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const deps: CheckoutDeps = {
  db: database.db,
  clock,
  config,
  events: new AppEventBus(),
  background: createBackground(log),
  mailer: createMailer({ db: database.db, from: config.MAIL_FROM, log }),
  payments: createLocalProvider({ db: database.db, clock }),
  ...(crashAt ? { onCharged: killOnCall(crashAt) } : {}),
};
let paid = 0;
let settled = 0;
if (recover) {
  settled = await settleUnsettled(deps, 0);
} else {
  for (const orderId of orderIds) {
    await payOrder(deps, buyerId!, orderId, { payment_method: card!, save_card: false });
    paid += 1;
  }
}
await deps.background.settled();
await database.close();
console.log(JSON.stringify({ paid, settled }));
