import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { invoices, ledgerTransactions, orders, payments } from '../../db/schema/commerce.ts';
import { localCharges } from '../../db/schema/local-payments.ts';
import { programs } from '../../db/schema/programs.ts';
import { createClock } from '../../platform/clock.ts';
import { openDatabase, type Database } from '../../platform/db.ts';
import { createLocalProvider } from '../../platform/payments/local.ts';

/**
 * Exactly once across kill -9 (DESIGN section 10): a real worker process pays orders one after another and is killed
 * (SIGKILL) right after the provider charged one and before the charge was settled here. After a restart the sweep
 * settles it, and the rest are paid: every order paid once, one charge at the provider per order, one ledger payment
 * per order, and the seller's receipt numbers without a gap.
 */
const ORDERS = 5;
const CRASH_AT = 3;
const WORKER = fileURLToPath(new URL('../../test/crash/checkout-crash-worker.ts', import.meta.url));

let dir: string;
let buyerId = '';
let sellerId = '';
let card = '';
const orderIds: string[] = [];

async function withDatabase<T>(use: (database: Database) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

function worker(args: string[], crashAt?: number) {
  const extra = crashAt === undefined ? [] : [`--crash-at=${crashAt}`];
  return spawnSync(process.execPath, [WORKER, dir, ...args, ...extra], { encoding: 'utf8', timeout: 120_000 });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-checkout-crash-'));
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  await withDatabase(async ({ db }) => {
    const [seller, buyer] = await db
      .insert(users)
      .values([
        { full_name: 'Seller', email: 'seller@crash.test', referral_code: 'CHKS01', roles: ['user', 'expert'] },
        { full_name: 'Buyer', email: 'buyer@crash.test', referral_code: 'CHKB01' },
      ])
      .returning();
    sellerId = seller!.id;
    buyerId = buyer!.id;
    for (let i = 0; i < ORDERS; i += 1) {
      const [program] = await db
        .insert(programs)
        .values({
          creator_id: sellerId,
          title: `Program ${i}`,
          slug: `crash-program-${i}`,
          shortcode: `crash${i}`,
          secret: `crash-secret-${i}`,
          status: 'published',
          access: 'paid',
          price_minor: 1000 + i * 100,
          currency: 'USD',
        })
        .returning();
      const [order] = await db
        .insert(orders)
        .values({
          buyer_id: buyerId,
          seller_id: sellerId,
          item_type: 'program',
          item_id: program!.id,
          item_title: program!.title,
          type: 'payment',
          status: 'pending',
          currency: 'USD',
          subtotal_minor: program!.price_minor,
          amount_minor: program!.price_minor,
          platform_fee_bps: 1000,
        })
        .returning();
      orderIds.push(order!.id);
    }
    const provider = createLocalProvider({ db, clock: createClock() });
    card = (
      await provider.createPaymentMethod(buyerId, {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      })
    ).ref;
  }, template);
}, 120_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('checkout killed between the charge and its fulfilment', () => {
  it('loses no payment and grants each order exactly once after a restart', async () => {
    const crashed = worker([buyerId, card, ...orderIds], CRASH_AT);
    expect(crashed.signal, crashed.stderr).toBe('SIGKILL');

    // The third charge was made at the provider and not settled here: its order still waits.
    await withDatabase(async ({ db }) => {
      const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
      const status = new Map(rows.map((r) => [r.id, r.status]));
      expect(orderIds.map((id) => status.get(id))).toEqual(['paid', 'paid', 'pending', 'pending', 'pending']);
      expect(await db.select().from(localCharges)).toHaveLength(CRASH_AT);
    });

    const recovered = worker(['recover']);
    expect(recovered.status, recovered.stderr).toBe(0);
    expect(JSON.parse(recovered.stdout.trim().split('\n').at(-1)!)).toMatchObject({ settled: 1 });
    // The buyer goes on with the two orders never charged.
    const rest = worker([buyerId, card, ...orderIds.slice(CRASH_AT)]);
    expect(rest.status, rest.stderr).toBe(0);

    await withDatabase(async ({ db }) => {
      const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
      expect(rows.every((r) => r.status === 'paid')).toBe(true);
      const charges = await db.select().from(localCharges);
      expect(charges.map((c) => c.metadata.order_id).sort()).toEqual([...orderIds].sort());
      const attempts = await db.select().from(payments).where(inArray(payments.order_id, orderIds));
      expect(attempts.filter((p) => p.status === 'succeeded')).toHaveLength(ORDERS);
      const txs = await db
        .select()
        .from(ledgerTransactions)
        .where(
          inArray(
            ledgerTransactions.payment_id,
            attempts.map((p) => p.id),
          ),
        );
      expect(txs.filter((tx) => tx.kind === 'payment')).toHaveLength(ORDERS);
      const numbers = await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.seller_key, sellerId))
        .orderBy(asc(invoices.number));
      expect(numbers.map((n) => n.number)).toEqual([1, 2, 3, 4, 5]);
    });
  }, 240_000);
});
