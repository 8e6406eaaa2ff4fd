import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAiWizardResponse } from '@ito/contracts/protocols/ai-wizard';
import type { TProtocolItem } from '@ito/contracts/protocols/items';
import type { TRecurringModule } from '@ito/contracts/protocols/recurring-modules';
import { protocolItems, protocolNodes, recurringModules } from '../../db/schema/protocols.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { creator } from '../../test/program-helpers.ts';
import { call, newItem, newProtocol } from '../../test/protocol-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/creator/protocols';

async function setup() {
  const me = await creator(t.app);
  const p = await newProtocol(t.app, me.headers);
  const wizard = (description: string, replace = false) =>
    call<TAiWizardResponse>(t.app, me.headers, 'POST', `${BASE}/${p.id}/ai/wizard`, { description, replace });
  const items = async (kind: string) =>
    (await call<{ data: TProtocolItem[] }>(t.app, me.headers, 'GET', `${BASE}/${p.id}/items/${kind}?per_page=100`)).body
      .data;
  const modules = async () =>
    (await call<{ data: TRecurringModule[] }>(t.app, me.headers, 'GET', `${BASE}/${p.id}/modules`)).body.data;
  return { me, p, wizard, items, modules };
}

describe('the AI wizard', () => {
  it('says nothing about frequency when the description gave none, and states the assumption', async () => {
    const { wizard } = await setup();
    const res = await wizard('Help people sleep better');
    expect(res.status).toBe(200);
    const { understood } = res.body.data;
    expect(understood).toMatchObject({ domain: 'sleep', sessions_per_week: null });
    // No model is configured here: the built-in planner drafted it, and the answer says so.
    expect(res.body.data).toMatchObject({ drafted_by: 'built-in', model: null });
    expect(understood.assumptions).toContain(
      'The description does not say how often, so the reminder repeats every day, the usual rhythm for sleep.',
    );
    expect(understood.assumptions.join(' ')).not.toMatch(/sessions a week/);
  });

  it('reports a stated frequency without an assumption about it', async () => {
    const { wizard } = await setup();
    const { understood } = (await wizard('Help people lose 5 kg with three workouts a week')).body.data;
    expect(understood.sessions_per_week).toBe(3);
    expect(understood.assumptions.join(' ')).not.toMatch(/how often/);
  });

  it('replacing removes the replaced draft’s own items and reminders, and keeps the creator’s', async () => {
    const { me, p, wizard, items, modules } = await setup();
    expect((await wizard('Help people sleep better')).status).toBe(200);
    const mine = await newItem(t.app, me.headers, p.id, 'nudge', { name: 'My own note', data: { message: 'Hi' } });

    const replaced = await wizard('Sleep better every night', true);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.understood).toMatchObject({ sessions_per_week: 7, assumptions: [] });
    expect((await items('nudge')).map((i) => i.name).sort()).toEqual(['My own note', 'Sleep reminder']);
    expect((await items('assessment')).map((i) => i.name)).toEqual(['Sleep check-in']);
    const reminders = await modules();
    expect(reminders).toHaveLength(1);
    const used = new Set([
      ...replaced.body.data.graph.nodes.map((n) => n.data.selectedItemId),
      ...reminders.map((m) => m.selected_item),
    ]);
    expect([...(await items('nudge')), ...(await items('assessment'))].filter((i) => !used.has(i.id))).toEqual([
      expect.objectContaining({ id: mine.id }),
    ]);
  });

  it('saves the items, the reminder and the graph in one transaction', async () => {
    const { p, wizard } = await setup();
    // A database-level failure on the last write (the steps) must leave none of the earlier writes behind.
    await t.app.db.execute(
      sql.raw(`create function wizard_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by test'; end $$`),
    );
    await t.app.db.execute(
      sql.raw(`create trigger wizard_test_refuse before insert on protocol_nodes for each row
        when (new.protocol_id = '${p.id}') execute function wizard_test_refuse()`),
    );
    try {
      expect((await wizard('Help people sleep better')).status).toBe(500);
    } finally {
      await t.app.db.execute(sql.raw('drop trigger wizard_test_refuse on protocol_nodes'));
      await t.app.db.execute(sql.raw('drop function wizard_test_refuse()'));
    }
    expect(await t.app.db.select().from(protocolItems).where(eq(protocolItems.protocol_id, p.id))).toEqual([]);
    expect(await t.app.db.select().from(recurringModules).where(eq(recurringModules.protocol_id, p.id))).toEqual([]);
    expect(await t.app.db.select().from(protocolNodes).where(eq(protocolNodes.protocol_id, p.id))).toEqual([]);
    expect((await wizard('Help people sleep better')).status).toBe(200);
  });
});
