import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { payments } from '../../db/schema/commerce.ts';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { card, order, paidProgram, pay } from '../../test/commerce-helpers.ts';
import { reconcile } from './reconcile.ts';

let t: TestApp;
let buyer: { id: string; token: string };
let seller: Awaited<ReturnType<typeof creator>>;
const period = () => [new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000)] as const;

beforeAll(async () => {
  t = await createTestApp();
  const auth = await verifiedUser(t.app);
  buyer = { id: auth.id, token: auth.accessToken };
  seller = await creator(t.app, 'Reconciled Seller');
});
afterAll(() => t.close());

async function sale(price: number) {
  const program = await paidProgram(t.app, seller.id, price, 'USD');
  const o = json<{ data: TOrder }>(await order(t.app, buyer.token, { item_type: 'program', item_id: program.id })).data;
  await pay(t.app, buyer.token, o.id, await card(t.app, buyer.token));
  return o;
}

describe('reconciling the ledger with the provider', () => {
  it('finds nothing when every charge and refund was recorded, and reports each kind of difference', async () => {
    const a = await sale(2000);
    await sale(3000);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/creator/sales/${a.id}/refund`,
      headers: seller.headers,
      payload: { amount_minor: 500, reason: 'A late start' },
    });
    expect(refunded.statusCode).toBe(200);
    expect(await reconcile(t.app.db, t.app.payments, ...period())).toEqual([]);

    // The provider charged a card that no payment here knows (a lost write), and refunded one charge out of band.
    const stray = await t.app.payments.charge({
      amount: 777,
      currency: 'USD',
      payment_method: await card(t.app, buyer.token),
      customer: `cus_local_${buyer.id}`,
      return_url: '/x',
      idempotency_key: 'stray-charge',
      metadata: {},
    });
    await t.app.payments.refund({ charge_ref: stray.ref, amount: 100, idempotency_key: 'stray-refund', metadata: {} });
    // A fee recorded wrong here.
    const [paid] = await t.app.db.select().from(payments).where(eq(payments.order_id, a.id));
    await t.app.db
      .update(payments)
      .set({ fee_minor: paid!.fee_minor + 1 })
      .where(eq(payments.id, paid!.id));

    const found = await reconcile(t.app.db, t.app.payments, ...period());
    expect(found.map((d) => d.kind).sort()).toEqual(['charge_mismatch', 'charge_unknown', 'refund_unknown']);
    expect(found.find((d) => d.kind === 'charge_unknown')).toMatchObject({ ref: stray.ref, amount: 777 });
    expect(found.find((d) => d.kind === 'charge_mismatch')?.detail).toContain('fee');
  });
});
