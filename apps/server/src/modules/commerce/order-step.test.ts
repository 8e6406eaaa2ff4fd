import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jumpRule, step } from '@ito/protocol/test/engine-fixtures';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { tasks } from '../../db/schema/following.ts';
import { protocolRuns, protocolVersions, protocols } from '../../db/schema/protocols.ts';
import { orders } from '../../db/schema/commerce.ts';
import { appDeps } from '../../platform/deps.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { card, pay } from '../../test/commerce-helpers.ts';
import { startRun } from '../protocols/runs/run-engine.ts';

/**
 * A protocol's order step opens a real order and waits for it (decision 077): paid, the run takes the step's success
 * branch; declined, the other; finishing the task by hand is no payment.
 */
let t: TestApp;
let follower: { id: string; token: string };
let coach: Awaited<ReturnType<typeof creator>>;
beforeAll(async () => {
  t = await createTestApp();
  const auth = await verifiedUser(t.app);
  follower = { id: auth.id, token: auth.accessToken };
  coach = await creator(t.app, 'Coach With A Shop');
});
afterAll(() => t.close());

const ORDER_ITEM = {
  id: '5a1f0c2e-0000-4000-8000-0000000000aa',
  kind: 'order',
  name: 'Resistance band kit',
  description: 'Three bands for the home sessions.',
  data: { amount_minor: 2500, currency: 'USD', type: 'payment' },
};

async function orderProtocol(type: 'payment' | 'confirmation') {
  const nodes = [
    step('start', 'population', null),
    step('buy', 'order', 'start', {
      selectedItemId: ORDER_ITEM.id,
      selectedItemName: ORDER_ITEM.name,
      rules: jumpRule('declined', 'paid'),
    }),
    step('paid', 'finish', 'buy'),
    step('declined', 'finish', 'buy'),
  ];
  const [protocol] = await t.app.db
    .insert(protocols)
    .values({ owner_id: coach.id, name: 'Home strength', status: 'published', version: 1, published_at: new Date() })
    .returning();
  await t.app.db.insert(protocolVersions).values({
    protocol_id: protocol!.id,
    version: 1,
    graph: { nodes, items: [{ ...ORDER_ITEM, data: { ...ORDER_ITEM.data, type } }], modules: [] },
    published_by: coach.id,
  });
  const { run } = await startRun(appDeps(t.app), { protocolId: protocol!.id, userId: follower.id });
  const [task] = await t.app.db.select().from(tasks).where(eq(tasks.run_id, run.id));
  return { run, task: task! };
}

async function runNode(runId: string) {
  await t.app.background.settled();
  const [run] = await t.app.db.select().from(protocolRuns).where(eq(protocolRuns.id, runId));
  return run!;
}

describe('a protocol order step', () => {
  it('opens an order at the item’s price, refuses a hand-made finish, and moves on when it is paid', async () => {
    const { run, task } = await orderProtocol('payment');
    const detail = json<{ data: { order: { id: string; amount_minor: number; status: string } } }>(
      await t.app.inject({ method: 'GET', url: `/api/tasks/${task.id}`, headers: bearer(follower.token) }),
    ).data;
    expect(detail.order).toMatchObject({ amount_minor: 2500, status: 'pending' });

    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}/complete`,
      headers: bearer(follower.token),
      payload: {},
    });
    expect(byHand.statusCode).toBe(422);
    expect((await runNode(run.id)).current_node_key).toBe('buy');

    const paid = await pay(t.app, follower.token, detail.order.id, await card(t.app, follower.token));
    expect(json<{ data: TOrder }>(paid).data.status).toBe('paid');
    const after = await runNode(run.id);
    expect(after).toMatchObject({ status: 'finished', current_node_key: 'paid' });
    const [done] = await t.app.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(done!.status).toBe('done');
  });

  it('waits for the seller’s confirmation, and takes the other branch when the seller declines', async () => {
    const { run, task } = await orderProtocol('confirmation');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.source_key, task.plan_task_id));
    expect(row!.status).toBe('awaiting_confirmation');
    const early = await pay(t.app, follower.token, row!.id, await card(t.app, follower.token));
    expect(early.statusCode).toBe(422);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/creator/sales/${row!.id}/decline`,
      headers: coach.headers,
    });
    expect(json<{ data: TOrder }>(declined).data.status).toBe('cancelled');
    expect(await runNode(run.id)).toMatchObject({ status: 'finished', current_node_key: 'declined' });
  });

  it('cancels the order when the follower skips the step', async () => {
    const { run, task } = await orderProtocol('payment');
    const skipped = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}/skip`,
      headers: bearer(follower.token),
    });
    expect(skipped.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.source_key, task.plan_task_id));
    expect(row!.status).toBe('cancelled');
    expect(await runNode(run.id)).toMatchObject({ status: 'finished', current_node_key: 'declined' });
  });
});
