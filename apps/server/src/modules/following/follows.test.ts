import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { TAgentMessage, TAgentPayload } from '@ito/contracts/agent/conversations';
import type { TAdaptFollowResponse, TFollowDashboard } from '@ito/contracts/following/follows';
import { ZPlan } from '@ito/contracts/agent/plan';
import type { TFollowCard, TTaskActionResponse, TTaskCard, TTaskDetail } from '@ito/contracts/following/tasks';
import { checkPlanLimits } from '@ito/planner/adapt';
import { agentMessages } from '../../db/schema/agent.ts';
import { tasks } from '../../db/schema/following.ts';
import { follows } from '../../db/schema/programs.ts';
import { seedCatalogue, type CatalogueFixture } from '../../test/catalogue-fixture.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { followPlan, tenKPlan } from '../../test/plan-fixture.ts';

let t: TestApp;
let url: string;
let f: CatalogueFixture;
// Monday 2 March 2026: the plans start today.
const MONDAY = new Date('2026-03-02T09:00:00Z');
const START = '2026-03-02';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  f = await seedCatalogue(t.app);
  t.app.clock.set(MONDAY);
});
afterAll(() => t.close());

async function person() {
  const auth = await verifiedUser(t.app);
  const plan = tenKPlan(START);
  return { ...auth, headers: bearer(auth.accessToken), plan, ...(await followPlan(t.app, auth.id, plan)) };
}

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });
const post = (path: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: path, headers, payload });
async function ok<T>(res: Awaited<ReturnType<typeof get>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return json<T>(res);
}
const adapt = async (followId: string, headers: Record<string, string>) =>
  (await ok<TAdaptFollowResponse>(await post(`/api/follows/${followId}/adapt`, headers))).data.changes;
const dashboard = async (followId: string, headers: Record<string, string>) =>
  (await ok<{ data: TFollowDashboard }>(await get(`/api/follows/${followId}`, headers))).data;
const messagesOf = (conversationId: string) =>
  t.app.db
    .select()
    .from(agentMessages)
    .where(eq(agentMessages.conversation_id, conversationId))
    .orderBy(asc(agentMessages.created_at));

async function listen(token: string): Promise<{ socket: Socket; events: { component: string; data: unknown }[] }> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  await new Promise((resolve, reject) => {
    socket.once('subscribed', resolve);
    socket.once('connect_error', reject);
  });
  const events: { component: string; data: unknown }[] = [];
  socket.on('NewEvent', (event: { component: string; data: unknown }) => events.push(event));
  return { socket, events };
}

describe('follows', () => {
  it('lists the caller’s follows with progress, the next task and the agent conversation', async () => {
    const me = await person();
    const other = await person();
    const list = await ok<{ data: TFollowCard[]; meta: { total: number } }>(await get('/api/follows', me.headers));
    expect(list.meta.total).toBe(1);
    const card = list.data[0]!;
    expect(card).toMatchObject({
      id: me.follow.id,
      target: 'main',
      status: 'active',
      progress: 0,
      program: { id: me.program.id, title: me.plan.title, cover: null },
      conversation_id: me.conversation.id,
      tasks_done: 0,
      tasks_total: me.taskCount,
    });
    expect(card.next_task?.due_on).toBe(START);

    const today = await ok<{ data: TTaskCard[] }>(await get('/api/tasks', me.headers));
    for (const task of today.data) {
      await post(`/api/tasks/${task.id}/complete`, me.headers, task.kind === 'kpi' ? { kpi_value: 20 } : {});
    }
    const after = (await ok<{ data: TFollowCard[] }>(await get('/api/follows?target=main', me.headers))).data[0]!;
    expect(after.tasks_done).toBe(3);
    expect(after.progress).toBe(Math.floor((3 * 100) / after.tasks_total));
    expect(after.next_task!.due_on > START).toBe(true);
    expect((await ok<{ data: TFollowCard[] }>(await get('/api/follows?target=elsewhere', me.headers))).data).toEqual(
      [],
    );

    // Someone else's follow does not exist for me.
    expect((await get(`/api/follows/${other.follow.id}`, me.headers)).statusCode).toBe(404);
    expect((await post(`/api/follows/${other.follow.id}/adapt`, me.headers)).statusCode).toBe(404);
    expect((await get('/api/follows/nope', me.headers)).statusCode).toBe(404);
    expect((await get('/api/follows')).statusCode).toBe(401);
  });

  it('shows a plan’s dashboard with the KPI values recorded so far', async () => {
    const me = await person();
    const kpiTasks = (await ok<{ data: TTaskCard[] }>(await get('/api/tasks', me.headers))).data.filter(
      (c) => c.kind === 'kpi',
    );
    const first = await ok<{ data: TTaskDetail }>(await get(`/api/tasks/${kpiTasks[0]!.id}`, me.headers));
    await post(`/api/tasks/${kpiTasks[0]!.id}/complete`, me.headers, { kpi_value: 7.5 });

    const board = await dashboard(me.follow.id, me.headers);
    expect(board.follow.id).toBe(me.follow.id);
    expect(board.plan?.title).toBe(me.plan.title);
    expect(board.plan?.tasks.length).toBe(me.plan.tasks.length);
    expect(board.curriculum).toEqual([]);
    expect(board.kpis.map((k) => k.id)).toEqual(me.plan.kpis.map((k) => k.id));
    const recorded = board.kpis.find((k) => k.id === first.data.kpi!.id)!;
    expect(recorded.values).toEqual([{ task_id: kpiTasks[0]!.id, on: START, value: 7.5 }]);
    expect(board.kpis.filter((k) => k.id !== recorded.id).every((k) => k.values.length === 0)).toBe(true);
  });
});

describe('adaptation', () => {
  it('moves or bridges missed sessions once the days have passed, explains why, and is idempotent', async () => {
    const me = await person();
    const { socket, events } = await listen(me.accessToken);
    try {
      // Nothing has happened yet: nothing to change.
      expect(await adapt(me.follow.id, me.headers)).toEqual([]);

      // Thursday: Monday's and Wednesday's runs were missed.
      t.app.clock.set(new Date('2026-03-05T09:00:00Z'));
      const changes = await adapt(me.follow.id, me.headers);
      expect(changes.length).toBeGreaterThan(0);
      const missed = me.plan.tasks.filter((task) => task.kind === 'activity' && task.date < '2026-03-05');
      expect(missed.map((task) => task.id)).toEqual(['t-w1-1', 't-w1-2']);
      expect(changes.flatMap((c) => c.task_ids)).toEqual(expect.arrayContaining(missed.map((task) => task.id)));
      expect(changes.every((c) => c.why.length > 0)).toBe(true);

      // The adapted plan is saved, still keeps its limits, and the task rows follow it.
      const [row] = await t.app.db.select({ plan: follows.plan }).from(follows).where(eq(follows.id, me.follow.id));
      const saved = ZPlan.parse(row!.plan);
      expect(checkPlanLimits(saved)).toEqual([]);
      const rows = await t.app.db.select().from(tasks).where(eq(tasks.follow_id, me.follow.id));
      expect(rows.map((r) => r.plan_task_id).sort()).toEqual(saved.tasks.map((task) => task.id).sort());
      for (const task of saved.tasks) {
        const stored = rows.find((r) => r.plan_task_id === task.id)!;
        expect([stored.due_on, stored.minutes]).toEqual([task.date, task.minutes]);
      }
      const overdueRuns = (
        await ok<{ data: TTaskCard[] }>(await get('/api/tasks?view=overdue', me.headers))
      ).data.filter((c) => c.kind === 'activity');
      expect(overdueRuns).toEqual([]);

      // The follow's conversation explains it, and the person's channel hears it.
      const messages = await messagesOf(me.conversation.id);
      // The changes as a system note; the question about the missed runs follows as the agent's (decision 038).
      const note = messages.findLast((m) => m.role === 'system')!;
      const plain = changes.filter((c) => !c.question);
      expect(note.content).toBe(plain.map((c) => c.why).join('\n'));
      expect(note.payload).toEqual({ kind: 'changes', changes: plain } satisfies TAgentPayload);
      expect(messages.at(-1)?.payload).toMatchObject({ kind: 'question', slot: 'miss_reason' });
      await expect.poll(() => events.length).toBeGreaterThan(0);
      const event = events.find((e) => e.component === 'agent')!;
      expect(event.data).toMatchObject({ conversation_id: me.conversation.id, state: 'reply' });
      expect((event.data as { message: TAgentMessage }).message.id).toBe(note.id);
      const board = await dashboard(me.follow.id, me.headers);
      expect(board.plan?.tasks.map((task) => task.id)).toEqual(saved.tasks.map((task) => task.id));
      expect(board.follow.progress).toBe(0);

      // A second run with nothing new changes nothing and says nothing.
      expect(await adapt(me.follow.id, me.headers)).toEqual([]);
      expect((await messagesOf(me.conversation.id)).length).toBe(messages.length);
      const [again] = await t.app.db.select({ plan: follows.plan }).from(follows).where(eq(follows.id, me.follow.id));
      expect(again!.plan).toEqual(row!.plan);
    } finally {
      socket.disconnect();
      t.app.clock.set(MONDAY);
    }
  });

  it('adapts the coming load after a poor check-in, from the completion itself', async () => {
    const me = await person();
    const checkIn = me.plan.tasks.find((task) => task.kind === 'assessment')!;
    const ownRow = (await t.app.db.select().from(tasks).where(eq(tasks.follow_id, me.follow.id))).find(
      (r) => r.plan_task_id === checkIn.id,
    )!;
    // The worst answer everywhere but the pain question (pain pauses the load instead: decision 036).
    const worst = Object.fromEntries(
      checkIn.questions!.map((q) => {
        const scores = q.options.map((x) => x.score);
        const wanted = q.id === 'pain' ? Math.max(...scores) : Math.min(...scores);
        return [q.id, q.options.findIndex((o) => o.score === wanted)];
      }),
    );
    const res = await post(`/api/tasks/${ownRow.id}/complete`, me.headers, { answers: worst });
    const body = (await ok<TTaskActionResponse>(res)).data;
    expect(body.task.result?.score).toBe(2);
    expect(body.changes.map((c) => c.kind)).toContain('load_lowered');
    const [saved] = await t.app.db.select({ plan: follows.plan }).from(follows).where(eq(follows.id, me.follow.id));
    const plan = ZPlan.parse(saved!.plan);
    const lowered = body.changes.find((c) => c.kind === 'load_lowered')!;
    const before = me.plan.tasks.find((task) => task.id === lowered.task_ids[0])!;
    expect(plan.tasks.find((task) => task.id === before.id)!.load).toBeLessThan(before.load);
    // The same check-in is not applied twice.
    expect(await adapt(me.follow.id, me.headers)).toEqual([]);
  });

  it('leaves a catalogue program alone', async () => {
    const me = await verifiedUser(t.app);
    const headers = bearer(me.accessToken);
    const followed = await post(`/api/programs/${f.programs.strength.id}/follow`, headers);
    const followId = json<{ data: { follow_id: string } }>(followed).data.follow_id;
    t.app.clock.set(new Date('2026-03-30T09:00:00Z'));
    try {
      expect(await adapt(followId, headers)).toEqual([]);
    } finally {
      t.app.clock.set(MONDAY);
    }
  });
});

describe('a catalogue program’s tasks', () => {
  it('asks a quiz lesson’s questions, hides its answers until done, and outlines the course', async () => {
    const me = await verifiedUser(t.app);
    const headers = bearer(me.accessToken);
    const followed = await post(`/api/programs/${f.programs.strength.id}/follow`, headers);
    expect(followed.statusCode, followed.body).toBe(201);
    const followId = json<{ data: { follow_id: string } }>(followed).data.follow_id;

    const all = (await ok<{ data: TTaskCard[] }>(await get(`/api/tasks?view=all&follow_id=${followId}`, headers))).data;
    const quizCard = all.find((c) => c.kind === 'assessment')!;
    expect(quizCard.title).toBe('Check-in');
    const quiz = (await ok<{ data: TTaskDetail }>(await get(`/api/tasks/${quizCard.id}`, headers))).data;
    expect(quiz.questions.map((q) => q.prompt)).toEqual(['Knees over toes?', 'Breathe?']);
    expect(quiz.questions.flatMap((q) => q.options)).toEqual([
      { label: 'Yes', score: null },
      { label: 'Always', score: null },
    ]);
    expect(quiz.kpi).toBeNull();

    const missing = await post(`/api/tasks/${quizCard.id}/complete`, headers, {
      answers: { [quiz.questions[0]!.id]: 0 },
    });
    expect(missing.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(missing).errors).toEqual({
      [`answers.${quiz.questions[1]!.id}`]: ['Answer this question.'],
    });
    const answers = Object.fromEntries(quiz.questions.map((q) => [q.id, 0]));
    const done = (await ok<TTaskActionResponse>(await post(`/api/tasks/${quizCard.id}/complete`, headers, { answers })))
      .data;
    expect(done.task.result).toMatchObject({ answers, score: 2, max_score: 2 });
    expect(done.task.questions.flatMap((q) => q.options.map((o) => o.score))).toEqual([1, 1]);
    expect(done.changes).toEqual([]);
    expect(done.progress).toBe(33);

    const board = await dashboard(followId, headers);
    expect(board.plan).toBeNull();
    expect(board.kpis).toEqual([]);
    expect(board.follow.program).toMatchObject({ id: f.programs.strength.id, title: 'Strength Foundations' });
    expect(board.follow.conversation_id).toBeNull();
    expect(
      board.curriculum.map((m) => [m.title, m.lessons.map((l) => [l.title, l.kind, l.task?.status ?? null])]),
    ).toEqual([
      [
        'Week 1',
        [
          ['Welcome', 'video', 'pending'],
          ['Squat basics', 'text', 'pending'],
        ],
      ],
      ['Week 2', [['Check-in', 'quiz', 'done']]],
    ]);
  });
});
