import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAiWizardResponse } from '@ito/contracts/protocols/ai-wizard';
import type { TListItemsResponse, TProtocolItem } from '@ito/contracts/protocols/items';
import type { TRecurringModule } from '@ito/contracts/protocols/recurring-modules';
import { validateProtocol } from '@ito/protocol/validate';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { creator } from '../../test/program-helpers.ts';
import { call, newItem, newProtocol, newQuestion, node } from '../../test/protocol-helpers.ts';
import { UTCDate } from '@date-fns/utc';
import { getISODay } from 'date-fns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/creator/protocols';

async function setup() {
  const me = await creator(t.app);
  const p = await newProtocol(t.app, me.headers);
  return { app: t.app, me, p, items: `${BASE}/${p.id}/items` };
}

describe('protocol items', () => {
  it('validates each kind’s data with its own schema and applies defaults', async () => {
    const { app, me, p, items } = await setup();
    const order = await newItem(app, me.headers, p.id, 'order', { name: 'Join confirmation', data: {} });
    expect(order.data).toEqual({ type: 'confirmation', amount_minor: 0, currency: 'USD' });
    const payment = await call(app, me.headers, 'POST', `${items}/order`, { name: 'Pay', data: { type: 'payment' } });
    expect(payment.body).toEqual({
      message: 'A payment needs an amount above zero.',
      code: 'protocols.payment_amount',
      params: {},
      errors: { 'data.amount_minor': ['A payment needs an amount above zero.'] },
      codes: { 'data.amount_minor': [{ code: 'protocols.payment_amount', params: {} }] },
    });
    const kpi = await call(app, me.headers, 'POST', `${items}/kpi`, {
      name: 'Weight',
      data: { unit: 'kg', target: 70 },
    });
    expect(kpi.status).toBe(422);
    expect(Object.keys((kpi.body as { errors: object }).errors)).toEqual(['data.direction']);
    const nudge = await call(app, me.headers, 'POST', `${items}/nudge`, { name: 'Hi', data: { message: '' } });
    expect(nudge.body).toMatchObject({ errors: { 'data.message': ['Write the message.'] } });

    const activity = await newItem(app, me.headers, p.id, 'activity', { name: 'Stretch', data: { minutes: 10 } });
    expect(activity).toMatchObject({ kind: 'activity', data: { instructions: '', minutes: 10 }, uses_count: 0 });
    await newItem(app, me.headers, p.id, 'service', { name: 'Coaching call', data: { duration_min: 30, price: 5000 } });
    await newItem(app, me.headers, p.id, 'challenge', { name: '7 early nights', data: { goal: 'Bed by 11', days: 7 } });
    await newItem(app, me.headers, p.id, 'ai', { name: 'Coach voice', data: { prompt: 'Be kind and brief.' } });

    // Each kind lists only its own items; an item is not found under another kind.
    const activities = await call<TListItemsResponse>(app, me.headers, 'GET', `${items}/activity`);
    expect(activities.body.data.map((i) => i.name)).toEqual(['Stretch']);
    expect((await call(app, me.headers, 'GET', `${items}/nudge/${activity.id}`)).status).toBe(404);
    expect((await call(app, me.headers, 'GET', `${items}/activity/${activity.id}`)).status).toBe(200);

    const edited = await call<{ data: TProtocolItem }>(app, me.headers, 'PUT', `${items}/activity/${activity.id}`, {
      data: { instructions: 'Slowly', minutes: 15 },
    });
    expect(edited.body.data).toMatchObject({ name: 'Stretch', data: { instructions: 'Slowly', minutes: 15 } });
  });

  it('pages and searches items', async () => {
    const { app, me, p, items } = await setup();
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      await newItem(app, me.headers, p.id, 'nudge', { name, data: { message: name } });
    const page = await call<TListItemsResponse>(app, me.headers, 'GET', `${items}/nudge?per_page=2&page=2`);
    expect(page.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(page.body.data.map((i) => i.name)).toEqual(['Gamma']);
    const found = await call<TListItemsResponse>(app, me.headers, 'GET', `${items}/nudge?search=et`);
    expect(found.body.data.map((i) => i.name)).toEqual(['Beta']);
  });

  it('refuses to delete an item a step or a recurring module uses (423, with the steps named)', async () => {
    const { app, me, p, items } = await setup();
    const nudge = await newItem(app, me.headers, p.id, 'nudge', { name: 'Reminder', data: { message: 'Go' } });
    await call(app, me.headers, 'PUT', `${BASE}/${p.id}/graph`, {
      nodes: [node('start', null, 'population'), node('Morning nudge', 'start', 'nudge', { selectedItemId: nudge.id })],
    });
    await call(app, me.headers, 'POST', `${BASE}/${p.id}/modules`, {
      selected_module: 'nudge',
      selected_item: nudge.id,
    });

    expect(
      (await call<{ data: TProtocolItem }>(app, me.headers, 'GET', `${items}/nudge/${nudge.id}`)).body.data.uses_count,
    ).toBe(2);
    const res = await call(app, me.headers, 'DELETE', `${items}/nudge/${nudge.id}`);
    expect(res).toEqual({
      status: 423,
      body: {
        message: "Can't delete this item such as its in use",
        code: 'errors.locked_delete',
        params: {},
        errors: { used: ['Morning nudge', 'Recurring module 1 (nudge)'], update: false },
      },
    });

    const unused = await newItem(app, me.headers, p.id, 'nudge', { name: 'Spare', data: { message: 'x' } });
    expect((await call(app, me.headers, 'DELETE', `${items}/nudge/${unused.id}`)).status).toBe(200);
    expect((await call(app, me.headers, 'DELETE', `${items}/nudge/${unused.id}`)).status).toBe(404);
  });

  it('keeps an assessment’s questions with their option scores, and sums the best score', async () => {
    const { app, me, p, items } = await setup();
    const check = await newItem(app, me.headers, p.id, 'assessment', { name: 'Check-in', data: {} });
    expect(check.data).toEqual({ pass_score: null });
    const url = `${items}/assessment/${check.id}/questions`;
    const one = await newQuestion(app, me.headers, p.id, check.id, {
      text: 'Energy?',
      kind: 'scale',
      options: [1, 2, 3, 4, 5].map((score) => ({ label: String(score), score })),
    });
    expect(one.max_score).toBe(5);
    await newQuestion(app, me.headers, p.id, check.id, {
      text: 'Which did you do?',
      kind: 'multiple',
      options: [
        { label: 'Walk', score: 2 },
        { label: 'Stretch', score: 1 },
        { label: 'Skipped', score: -2 },
      ],
    });
    const text = await newQuestion(app, me.headers, p.id, check.id, {
      text: 'Anything else?',
      kind: 'text',
      is_required: false,
    });

    const tooFew = await call(app, me.headers, 'POST', url, { text: 'Yes?', options: [{ label: 'Yes', score: 1 }] });
    expect(tooFew.body).toEqual({
      message: 'Give at least two options.',
      code: 'protocols.options_min',
      params: {},
      errors: { options: ['Give at least two options.'] },
      codes: { options: [{ code: 'protocols.options_min', params: {} }] },
    });
    const badSwitch = await call(app, me.headers, 'PUT', `${url}/${text.id}`, { kind: 'single' });
    expect(badSwitch.body).toMatchObject({ errors: { options: ['Give at least two options.'] } });

    const item = await call<{ data: TProtocolItem }>(app, me.headers, 'GET', `${items}/assessment/${check.id}`);
    expect(item.body.data).toMatchObject({ question_count: 3, max_score: 8 });

    await call(app, me.headers, 'PUT', `${url}/${one.id}`, { position: 9, text: 'Energy today?' });
    const list = await call<{ data: { text: string; position: number }[] }>(app, me.headers, 'GET', url);
    expect(list.body.data.map((q) => q.text)).toEqual(['Which did you do?', 'Anything else?', 'Energy today?']);
    expect((await call(app, me.headers, 'DELETE', `${url}/${text.id}`)).status).toBe(200);
    // Questions live under an assessment only.
    const nudge = await newItem(app, me.headers, p.id, 'nudge', { name: 'N', data: { message: 'm' } });
    expect((await call(app, me.headers, 'GET', `${items}/assessment/${nudge.id}/questions`)).status).toBe(404);
  });
});

describe('recurring modules, AI modules and the wizard', () => {
  it('creates recurring modules with the SPEC defaults, lists next run times and resets them', async () => {
    const { app, me, p } = await setup();
    const url = `${BASE}/${p.id}/modules`;
    const reminder = await newItem(app, me.headers, p.id, 'nudge', { name: 'Breathe', data: { message: 'Breathe.' } });
    const made = await call<{ data: TRecurringModule }>(app, me.headers, 'POST', url, {
      selected_module: 'nudge',
      selected_item: reminder.id,
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      target: 'follower',
      prevent_finish: false,
      at_week_days: [],
      run_every: null,
      repeat: null,
      protocol_id: p.id,
      selected_item_name: 'Breathe',
    });

    const now = Date.now();
    const edited = await call<{ data: TRecurringModule }>(app, me.headers, 'PUT', `${url}/${made.body.data.id}`, {
      at_week_days: ['FRI', 'MON'],
      at_time: '08:30',
      repeat: 3,
    });
    const data = edited.body.data;
    expect(data.at_week_days).toEqual(['MON', 'FRI']);
    expect(data.next_run_times).toHaveLength(3);
    for (const at of data.next_run_times) {
      const d = new Date(at);
      expect([1, 5]).toContain(getISODay(new UTCDate(d)));
      expect([d.getUTCHours(), d.getUTCMinutes()]).toEqual([8, 30]);
      expect(d.getTime()).toBeGreaterThan(now - 1000);
    }
    const bad = await call(app, me.headers, 'PUT', `${url}/${made.body.data.id}`, { start_after: 5, stop_after: 2 });
    expect(bad.body).toMatchObject({ errors: { stop_after: ['It must stop after it starts.'] } });
    const badTime = await call(app, me.headers, 'POST', url, { at_time: '25:00' });
    expect(badTime.status).toBe(422);

    // The reset brings the schedule back to the defaults and keeps what the module repeats.
    const reset = await call<{ data: TRecurringModule }>(app, me.headers, 'POST', `${url}/${made.body.data.id}/reset`);
    expect(reset.body.data).toMatchObject({
      id: made.body.data.id,
      target: 'follower',
      selected_module: 'nudge',
      selected_item: reminder.id,
      at_week_days: [],
      at_time: null,
      repeat: null,
    });
    const list = await call<{ data: TRecurringModule[]; meta: { total: number } }>(app, me.headers, 'GET', url);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]!.next_run_times.length).toBe(5);
  });

  // The API accepted a module that repeats nothing, and it silently never ran.
  it('refuses a recurring module that could never run, on create and on edit', async () => {
    const { app, me, p } = await setup();
    const url = `${BASE}/${p.id}/modules`;
    const other = await setup();
    const stretch = await newItem(app, me.headers, p.id, 'activity', { name: 'Stretch', data: { minutes: 10 } });
    const reminder = await newItem(app, me.headers, p.id, 'nudge', { name: 'Breathe', data: { message: 'Breathe.' } });
    const foreign = await newItem(app, other.me.headers, other.p.id, 'activity', { name: 'Theirs', data: {} });
    const nothing =
      'Choose what the module repeats: an activity, a nudge, a challenge, an assessment, a KPI or an order.';
    const refusals: [string, Record<string, unknown>, string, string][] = [
      ['nothing at all', {}, 'selected_module', nothing],
      ['only a schedule', { at_time: '08:00', run_every: 1 }, 'selected_module', nothing],
      ['a flow-only kind', { selected_module: 'wait' }, 'selected_module', nothing],
      ['another flow-only kind', { selected_module: 'finish', selected_item: stretch.id }, 'selected_module', nothing],
      [
        'a kind without its item',
        { selected_module: 'activity' },
        'selected_item',
        'Choose one of this protocol’s items.',
      ],
      [
        'an item of another kind',
        { selected_module: 'activity', selected_item: reminder.id },
        'selected_item',
        'Choose one of this protocol’s items.',
      ],
      [
        "another protocol's item",
        { selected_module: 'activity', selected_item: foreign.id },
        'selected_item',
        'Choose one of this protocol’s items.',
      ],
    ];
    for (const [why, body, field, message] of refusals) {
      const res = await call<{ errors?: Record<string, string[]> }>(app, me.headers, 'POST', url, body);
      expect(res.status, why).toBe(422);
      expect(res.body.errors?.[field], why).toEqual([message]);
    }
    expect((await call<{ meta: { total: number } }>(app, me.headers, 'GET', url)).body.meta.total).toBe(0);

    const made = await call<{ data: TRecurringModule }>(app, me.headers, 'POST', url, {
      selected_module: 'activity',
      selected_item: stretch.id,
    });
    expect(made.status).toBe(201);
    const emptied = await call(app, me.headers, 'PUT', `${url}/${made.body.data.id}`, { selected_module: null });
    expect(emptied.status).toBe(422);
    const unpicked = await call(app, me.headers, 'PUT', `${url}/${made.body.data.id}`, { selected_item: null });
    expect(unpicked.status).toBe(422);
    // A "system" module makes the creator a follow-up whatever it names.
    const forMe = await call(app, me.headers, 'POST', url, { target: 'system', run_every: 7 });
    expect(forMe.status).toBe(201);
  });

  it('keeps one main AI module and places branches by hierarchy and index', async () => {
    const { app, me, p } = await setup();
    const url = `${BASE}/${p.id}/ai-modules`;
    const main = await call<{ data: { id: string } }>(app, me.headers, 'POST', url, {
      kind: 'main',
      prompt: 'You coach sleep.',
    });
    expect(main.status).toBe(201);
    expect((await call(app, me.headers, 'POST', url, { kind: 'main' })).body).toMatchObject({
      errors: { kind: ['This protocol already has a main AI module.'] },
    });
    await call(app, me.headers, 'POST', url, { kind: 'branch', hierarchy: '0', index: 1, name: 'Second' });
    const first = await call<{ data: { id: string } }>(app, me.headers, 'POST', url, {
      kind: 'branch',
      hierarchy: '0',
      index: 0,
      name: 'First',
    });
    expect((await call(app, me.headers, 'POST', url, { kind: 'branch', hierarchy: '0', index: 0 })).status).toBe(422);
    expect((await call(app, me.headers, 'POST', url, { kind: 'branch' })).body).toMatchObject({
      errors: { hierarchy: ['A branch needs its place (hierarchy), such as 0.'] },
    });
    expect((await call(app, me.headers, 'POST', url, { kind: 'branch', hierarchy: 'a.b' })).status).toBe(422);

    const list = await call<{ data: { kind: string; name: string }[] }>(app, me.headers, 'GET', url);
    expect(list.body.data.map((m) => m.name || m.kind)).toEqual(['main', 'First', 'Second']);
    const moved = await call(app, me.headers, 'PUT', `${url}/${first.body.data.id}`, { hierarchy: '0.1', index: 0 });
    expect(moved.body).toMatchObject({ data: { hierarchy: '0.1', index: 0 } });
    const branches = await call<{ data: unknown[] }>(app, me.headers, 'GET', `${url}?kind=branch&hierarchy=0`);
    expect(branches.body.data).toHaveLength(1);
    expect((await call(app, me.headers, 'DELETE', `${url}/${main.body.data.id}`)).status).toBe(200);
    expect((await call(app, me.headers, 'GET', `${url}/${main.body.data.id}`)).status).toBe(404);
  });

  it('drafts a protocol from a description that passes validation and can be published', async () => {
    const { app, me, p } = await setup();
    const url = `${BASE}/${p.id}/ai/wizard`;
    const res = await call<TAiWizardResponse>(app, me.headers, 'POST', url, {
      description: 'Help people lose 5 kg with three workouts a week',
    });
    expect(res.status).toBe(200);
    const { graph, items, understood } = res.body.data;
    expect(understood).toMatchObject({ domain: 'weight', sessions_per_week: 3 });
    expect(graph.errors).toEqual([]);
    expect(validateProtocol(graph.nodes)).toEqual([]);
    expect(graph.nodes.map((n) => n.data.type)).toEqual(['population', 'nudge', 'wait', 'kpi', 'assessment', 'finish']);
    const check = graph.nodes.find((n) => n.data.type === 'assessment')!;
    expect(check.data.questionCount).toBeGreaterThan(0);
    expect(check.data.rules.jumpRule).toEqual({ target: 'nudge', targetSuccess: 'done' });
    expect(items.map((i) => i.kind).sort()).toEqual(['assessment', 'kpi', 'nudge']);
    expect(items.find((i) => i.kind === 'kpi')!.data).toEqual({ unit: 'kg', target: 5, direction: 'up' });

    const modules = await call<{ data: TRecurringModule[] }>(app, me.headers, 'GET', `${BASE}/${p.id}/modules`);
    expect(modules.body.data[0]).toMatchObject({ selected_module: 'nudge', at_week_days: ['MON', 'WED', 'FRI'] });

    expect((await call(app, me.headers, 'POST', url, { description: 'Sleep better every night' })).body).toMatchObject({
      errors: { replace: ['The draft already has steps: confirm to replace them with the drafted protocol.'] },
    });
    const replaced = await call<TAiWizardResponse>(app, me.headers, 'POST', url, {
      description: 'Sleep better every night',
      replace: true,
    });
    expect(replaced.body.data.understood.domain).toBe('sleep');
    expect(replaced.body.data.graph.errors).toEqual([]);
    expect((await call(app, me.headers, 'POST', `${BASE}/${p.id}/publish`)).status).toBe(200);
    expect((await call(app, me.headers, 'POST', url, { description: 'short' })).status).toBe(422);
  });
});
