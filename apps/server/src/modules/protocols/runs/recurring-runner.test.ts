import { appDeps } from '../../../platform/deps.ts';
import { millisecondsInDay } from 'date-fns/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskActionResponse, TTaskCard, TTaskDetail } from '@ito/contracts/following/tasks';
import type { TFollowup, TLiveResponse, TRunEvent } from '@ito/contracts/protocols/runs/creator-views';
import type { TRunCard } from '@ito/contracts/protocols/runs/runs';
import type { FlowNode } from '@ito/protocol/model';
import type { RecurringModule } from '@ito/protocol/recurring';
import { buildApp } from '../../../app.ts';
import { protocolRuns, protocolVersions, protocols } from '../../../db/schema/protocols.ts';
import { RECURRING_QUEUE } from './queues.ts';
import { bearer, createTestApp, json, testConfig, type TestApp } from '../../../test/harness.ts';
import { verifiedUser } from '../../../test/identity-helpers.ts';
import { creator } from '../../../test/program-helpers.ts';
import { call, newItem, newProtocol, node } from '../../../test/protocol-helpers.ts';
import { ITEMS, step } from '../../../test/run-fixture.ts';
import { sweepRecurring } from './recurring-runner.ts';

let t: TestApp;
/** Monday 26 October 2026, 08:00 in New York (EDT); clocks there go back on Sunday 1 November. */
const START = new Date('2026-10-26T12:00:00Z');
const DAY_MS = millisecondsInDay;

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(START);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

function module(id: string, fields: Partial<RecurringModule>): RecurringModule & { id: string } {
  return {
    id,
    target: 'follower',
    role: null,
    protocol_id: null,
    selected_module: null,
    selected_item: null,
    at_week_days: [],
    run_every: null,
    at_time: null,
    every_hour: null,
    start_after: null,
    stop_after: null,
    repeat: null,
    prevent_finish: false,
    settings: {},
    ...fields,
  };
}

/** A published version 1 with recurring modules frozen in, as publishing writes it. */
async function published(ownerId: string, name: string, nodes: FlowNode[], modules: RecurringModule[]) {
  const [row] = await t.app.db
    .insert(protocols)
    .values({ owner_id: ownerId, name, status: 'published', version: 1, has_draft_changes: false })
    .returning();
  await t.app.db.insert(protocolVersions).values({
    protocol_id: row!.id,
    version: 1,
    graph: { nodes, items: Object.values(ITEMS), modules },
    published_by: ownerId,
  });
  return row!;
}

async function enter(protocolId: string, owner: Headers, follower: Headers): Promise<TRunCard> {
  const link = await send('POST', `/api/creator/protocols/${protocolId}/invitations`, owner, { audience: 'link' });
  const token = json<{ data: { token: string } }>(link).data.token;
  const accepted = await send('POST', `/api/protocol-invitations/${token}/accept`, follower);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return json<{ data: { run: TRunCard } }>(accepted).data.run;
}

async function recurringEvents(runId: string, owner: Headers): Promise<TRunEvent[]> {
  const res = await get(`/api/creator/history?run_id=${runId}&per_page=100`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TRunEvent[] }>(res).data.filter((e) => e.node_key?.startsWith('recurring:'));
}

const times = (events: TRunEvent[]) => events.map((e) => e.at).sort();

async function runStatus(runId: string) {
  const [row] = await t.app.db.select().from(protocolRuns).where(eq(protocolRuns.id, runId));
  return row!.status;
}

/** One scheduler pass of an app: what became due is queued and run. */
async function pass(app: TestApp['app']) {
  const deps = appDeps(app);
  await sweepRecurring(deps);
  await app.jobs.drain(RECURRING_QUEUE);
}

describe('recurring modules run for a follower', () => {
  it(
    'runs each occurrence once, on local time across a DST change, and holds a prevent_finish run open',
    { timeout: 120_000 },
    async () => {
      const owner = await creator(t.app, 'Coach Rana');
      const me = await verifiedUser(t.app, { full_name: 'Nadia Follower' });
      const headers = bearer(me.accessToken);
      const budget = await send('PUT', '/api/notifications/settings', headers, { hourly_budget: 50 });
      expect(budget.statusCode, budget.body).toBe(200);
      // The follower's zone is on their profile (decision 072).
      const zone = await send('PUT', '/api/user/profile', headers, { time_zone: 'America/New_York' });
      expect(zone.statusCode, zone.body).toBe(200);

      // Weekly: a long wait keeps the run going; Monday, Wednesday, Friday 09:00 check-ins, a weekly creator call.
      const weekly = await published(
        owner.id,
        'Weekly check-ins',
        [step('start', 'population', null), step('wait', 'wait', 'start', { waitMinutes: 60 * 24 * 60 })],
        [
          module('0b7a0c55-0000-4000-8000-00000000000a', {
            selected_module: 'assessment',
            selected_item: ITEMS.check.id,
            at_week_days: ['MON', 'WED', 'FRI'],
            at_time: '09:00',
          }),
          module('0b7a0c55-0000-4000-8000-00000000000b', {
            target: 'system',
            selected_module: 'nudge',
            selected_item: ITEMS.nudge.id,
            run_every: 7,
            at_time: '10:00',
          }),
        ],
      );
      // Held: the flow ends at once; three evening nudges hold it open, a plain module stops with the flow.
      const held = await published(
        owner.id,
        'Evening nudges',
        [step('start', 'population', null), step('nudge', 'nudge', 'start', { selectedItemId: ITEMS.nudge.id })],
        [
          module('0b7a0c55-0000-4000-8000-00000000000c', {
            selected_module: 'nudge',
            selected_item: ITEMS.nudge.id,
            at_time: '20:00',
            repeat: 3,
            prevent_finish: true,
          }),
          module('0b7a0c55-0000-4000-8000-00000000000d', {
            selected_module: 'challenge',
            selected_item: ITEMS.check.id,
            at_time: '08:30',
          }),
        ],
      );
      const weeklyRun = await enter(weekly.id, owner.headers, headers);
      const heldRun = await enter(held.id, owner.headers, headers);
      expect(heldRun.status).toBe('waiting');

      // Two weeks pass at once (a server that was down): two app instances on one database catch up together.
      t.app.clock.set(new Date(START.getTime() + 14 * DAY_MS));
      const other = await buildApp({ config: testConfig(), database: t.database, logger: false });
      await other.ready();
      other.clock.set(t.app.clock.now());
      try {
        await Promise.all([pass(t.app), pass(other)]);
      } finally {
        await other.close();
      }

      const expectWeekly = async () => {
        const events = await recurringEvents(weeklyRun.id, owner.headers);
        // 09:00 local is 13:00 UTC before the change and 14:00 after; the creator's call at 10:00 likewise.
        expect(times(events.filter((e) => e.payload.type === 'create_task'))).toEqual([
          '2026-10-26T13:00:00.000Z',
          '2026-10-28T13:00:00.000Z',
          '2026-10-30T13:00:00.000Z',
          '2026-11-02T14:00:00.000Z',
          '2026-11-04T14:00:00.000Z',
          '2026-11-06T14:00:00.000Z',
        ]);
        expect(times(events.filter((e) => e.payload.type === 'create_followup'))).toEqual([
          '2026-10-26T14:00:00.000Z',
          '2026-11-02T15:00:00.000Z',
        ]);
        const tasks = json<{ data: TTaskCard[] }>(await get('/api/tasks?view=all&per_page=100', headers)).data;
        const checks = tasks.filter((task) => task.title === ITEMS.check.name);
        expect(checks.map((task) => task.due_on).sort()).toEqual([
          '2026-10-26',
          '2026-10-28',
          '2026-10-30',
          '2026-11-02',
          '2026-11-04',
          '2026-11-06',
        ]);
        const followups = json<{ data: TFollowup[] }>(await get('/api/creator/follow-up?per_page=100', owner.headers));
        expect(followups.data.filter((f) => f.protocol.id === weekly.id)).toHaveLength(2);
      };
      const expectHeld = async () => {
        const events = await recurringEvents(heldRun.id, owner.headers);
        // 20:00 in New York, three times; the plain module stopped when the flow ended (08:00 on day one).
        expect(times(events)).toEqual([
          '2026-10-27T00:00:00.000Z',
          '2026-10-28T00:00:00.000Z',
          '2026-10-29T00:00:00.000Z',
        ]);
        expect(events.every((e) => e.payload.type === 'send_nudge')).toBe(true);
        expect(await runStatus(heldRun.id)).toBe('finished');
        const res = await get(`/api/creator/history?run_id=${heldRun.id}&per_page=100`, owner.headers);
        const closing = json<{ data: TRunEvent[] }>(res).data.filter((e) => e.payload.reason === 'recurring_done');
        expect(closing).toHaveLength(1);
      };
      await expectWeekly();
      await expectHeld();
      expect(await runStatus(weeklyRun.id)).toBe('waiting');

      // Another pass (a retry, a duplicate job) adds nothing.
      await pass(t.app);
      await expectWeekly();
      await expectHeld();

      // A recurring check-in asks its item's questions, and answering them finishes it with a score.
      const cards = json<{ data: TTaskCard[] }>(await get('/api/tasks?view=all&per_page=100', headers)).data;
      const firstCheck = cards.find((task) => task.title === ITEMS.check.name)!;
      const detail = json<{ data: TTaskDetail }>(await get(`/api/tasks/${firstCheck.id}`, headers)).data;
      expect(detail.questions.map((q) => q.prompt)).toEqual(['Days you practised', 'How calm you feel']);
      const answered = await send('POST', `/api/tasks/${firstCheck.id}/complete`, headers, {
        answers: { q1: 1, q2: 1 },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(json<TTaskActionResponse>(answered).data.task.result).toMatchObject({ score: 4, max_score: 4 });

      // The creator's live view shows the occurrences among the newest events.
      const live = json<TLiveResponse>(await get(`/api/creator/live?protocol_id=${weekly.id}`, owner.headers));
      expect(live.data.recent.some((e) => e.node_key?.startsWith('recurring:'))).toBe(true);

      // A week later the chain goes on: three more check-ins, one more call, nothing twice.
      t.app.clock.set(new Date(START.getTime() + 21 * DAY_MS));
      await pass(t.app);
      const later = await recurringEvents(weeklyRun.id, owner.headers);
      expect(later.filter((e) => e.payload.type === 'create_task')).toHaveLength(9);
      expect(later.filter((e) => e.payload.type === 'create_followup')).toHaveLength(3);
      const nudges = await get('/api/notifications?per_page=100', headers);
      const nudgeTitles = json<{ data: { type: string }[] }>(nudges).data.filter((n) => n.type === 'protocol_nudge');
      // One from the flow's nudge step, three from the held module.
      expect(nudgeTitles).toHaveLength(4);
    },
  );

  it('keeps a held run open when the creator moves it to a newer version, and runs its occurrences once', async () => {
    const owner = await creator(t.app, 'Coach Lina');
    const me = await verifiedUser(t.app, { full_name: 'Huda Follower' });
    const headers = bearer(me.accessToken);
    const nodes = [
      step('start', 'population', null),
      step('nudge', 'nudge', 'start', { selectedItemId: ITEMS.nudge.id }),
    ];
    const nudges = [
      module('0b7a0c55-0000-4000-8000-00000000000f', {
        selected_module: 'nudge',
        selected_item: ITEMS.nudge.id,
        at_time: '20:00',
        repeat: 3,
        prevent_finish: true,
      }),
    ];
    const protocol = await published(owner.id, 'Held nudges', nodes, nudges);
    const run = await enter(protocol.id, owner.headers, headers);
    expect(await runStatus(run.id)).toBe('waiting');

    await t.app.db
      .insert(protocolVersions)
      .values({ protocol_id: protocol.id, version: 2, graph: { nodes, items: Object.values(ITEMS), modules: nudges } });
    const moved = await send('POST', `/api/creator/protocols/${protocol.id}/runs/move`, owner.headers, {
      to_version: 2,
    });
    expect(json(moved)).toEqual({ data: { moved: 1, failed: 0, remaining: 0 } });
    // Still held open by the module: moving is not finishing.
    expect(await runStatus(run.id)).toBe('waiting');

    t.app.clock.set(new Date(t.app.clock.now().getTime() + 5 * DAY_MS));
    await pass(t.app);
    await pass(t.app);
    const events = await recurringEvents(run.id, owner.headers);
    expect(events.filter((e) => e.payload.type === 'send_nudge')).toHaveLength(3);
    expect(await runStatus(run.id)).toBe('finished');
  });

  it("runs on the follower's device zone when they never chose one, and never replaces a zone they chose", async () => {
    const owner = await creator(t.app, 'Coach Huda');
    const monday = new Date(START.getTime() + 28 * DAY_MS); // Monday 23 November 2026, 12:00 UTC
    t.app.clock.set(monday);
    const protocol = await published(
      owner.id,
      'Monday review',
      [step('start', 'population', null), step('wait', 'wait', 'start', { waitMinutes: 60 * 24 * 30 })],
      [
        module('0b7a0c55-0000-4000-8000-00000000000f', {
          selected_module: 'challenge',
          selected_item: ITEMS.check.id,
          at_week_days: ['MON'],
          at_time: '12:00',
        }),
        module('0b7a0c55-0000-4000-8000-000000000010', {
          selected_module: 'challenge',
          selected_item: ITEMS.check.id,
          at_week_days: ['MON'],
          at_time: '01:00',
        }),
      ],
    );
    const zoneOf = async (headers: Headers) =>
      json<{ data: { time_zone: string | null } }>(await get('/api/user/profile', headers)).data.time_zone;

    // Dubai's device, no saved zone: Mondays at 12:00 in Dubai are 08:00 UTC, not 12:00 UTC.
    const dubai = bearer((await verifiedUser(t.app, { full_name: 'Mona Follower' })).accessToken);
    const run = await enter(protocol.id, owner.headers, { ...dubai, 'x-time-zone': 'Asia/Dubai' });
    expect(await zoneOf(dubai)).toBe('Asia/Dubai');
    // A saved zone stays, whatever device the follower starts from; a zone that does not exist changes nothing.
    const saved = bearer((await verifiedUser(t.app, { full_name: 'Sara Follower' })).accessToken);
    const put = await send('PUT', '/api/user/profile', saved, { time_zone: 'America/New_York' });
    expect(put.statusCode, put.body).toBe(200);
    await enter(protocol.id, owner.headers, { ...saved, 'x-time-zone': 'Asia/Dubai' });
    expect(await zoneOf(saved)).toBe('America/New_York');
    const nowhere = bearer((await verifiedUser(t.app, { full_name: 'Nour Follower' })).accessToken);
    await enter(protocol.id, owner.headers, { ...nowhere, 'x-time-zone': 'Mars/Olympus' });
    expect(await zoneOf(nowhere)).toBeNull();

    t.app.clock.set(new Date(monday.getTime() + 7 * DAY_MS - 3 * 60 * 60_000)); // 09:00 UTC a week later
    await pass(t.app);
    // 01:00 and 12:00 on Monday in Dubai; both tasks are due on the follower's Monday, although 01:00 is Sunday in UTC.
    expect(times(await recurringEvents(run.id, owner.headers))).toEqual([
      '2026-11-29T21:00:00.000Z',
      '2026-11-30T08:00:00.000Z',
    ]);
    const tasks = json<{ data: TTaskCard[] }>(await get('/api/tasks?view=all&per_page=100', dubai)).data;
    expect(tasks.filter((task) => task.title === ITEMS.check.name).map((task) => task.due_on)).toEqual([
      '2026-11-30',
      '2026-11-30',
    ]);
  });

  it('shows nothing of them to other people', async () => {
    const owner = await creator(t.app, 'Coach Sami');
    const me = await verifiedUser(t.app, { full_name: 'Omar Follower' });
    const protocol = await published(
      owner.id,
      'Daily check',
      [step('start', 'population', null), step('wait', 'wait', 'start', { waitMinutes: 60 * 24 * 30 })],
      [module('0b7a0c55-0000-4000-8000-00000000000e', { selected_module: 'kpi', selected_item: ITEMS.check.id })],
    );
    const run = await enter(protocol.id, owner.headers, bearer(me.accessToken));
    t.app.clock.set(new Date(t.app.clock.now().getTime() + 3 * DAY_MS));
    await pass(t.app);
    expect(await recurringEvents(run.id, owner.headers)).toHaveLength(4);

    const stranger = await creator(t.app, 'Coach Other');
    const theirs = await get(`/api/creator/history?protocol_id=${protocol.id}`, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    const byRun = await get(`/api/creator/history?run_id=${run.id}`, stranger.headers);
    expect(json<{ data: TRunEvent[] }>(byRun).data).toEqual([]);
    const someone = await verifiedUser(t.app, { full_name: 'Someone Else' });
    const tasks = json<{ data: TTaskCard[] }>(await get('/api/tasks?view=all', bearer(someone.accessToken))).data;
    expect(tasks).toEqual([]);
  });

  // An activity is the most natural thing to repeat, made through the API the studio uses.
  it('repeats an activity item as an activity task each day, from a module made and published through the API', async () => {
    const owner = await creator(t.app, 'Coach Maya');
    const me = await verifiedUser(t.app, { full_name: 'Lea Follower' });
    const base = `/api/creator/protocols`;
    const protocol = await newProtocol(t.app, owner.headers, { name: 'Daily stretch' });
    const stretch = await newItem(t.app, owner.headers, protocol.id, 'activity', {
      name: 'Ten-minute stretch',
      description: 'Hips and shoulders.',
      data: { instructions: 'Slowly, without pain.', minutes: 10 },
    });
    const made = await call<{ data: { id: string; next_run_times: string[] } }>(
      t.app,
      owner.headers,
      'POST',
      `${base}/${protocol.id}/modules`,
      { selected_module: 'activity', selected_item: stretch.id, at_time: '07:00' },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.next_run_times).toHaveLength(5);
    await call(t.app, owner.headers, 'PUT', `${base}/${protocol.id}/graph`, {
      nodes: [
        node('start', null, 'population'),
        node('wait', 'start', 'wait', { waitMinutes: 60 * 24 * 30 }),
        node('done', 'wait', 'finish'),
      ],
    });
    const publish = await call(t.app, owner.headers, 'POST', `${base}/${protocol.id}/publish`);
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);

    const headers = bearer(me.accessToken);
    const run = await enter(protocol.id, owner.headers, headers);
    t.app.clock.set(new Date(t.app.clock.now().getTime() + 3 * DAY_MS));
    await pass(t.app);
    const events = await recurringEvents(run.id, owner.headers);
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((e) => e.payload.type === 'create_task')).toBe(true);
    const tasks = json<{ data: TTaskCard[] }>(await get('/api/tasks?view=all&per_page=100', headers)).data;
    const stretches = tasks.filter((task) => task.title === 'Ten-minute stretch');
    expect(stretches).toHaveLength(events.length);
    expect(stretches.every((task) => task.kind === 'activity')).toBe(true);
  });
});
