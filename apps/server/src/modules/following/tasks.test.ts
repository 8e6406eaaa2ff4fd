import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TTaskActionResponse, TTaskCard, TTaskDetail } from '@ito/contracts/following/tasks';
import type { TPageMeta } from '@ito/contracts/common/paging';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { follows } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { getData, registerUser, verifiedUser } from '../../test/identity-helpers.ts';
import { followPlan, tenKPlan } from '../../test/plan-fixture.ts';

let t: TestApp;
// Monday 2 March 2026, 09:00 UTC: the plans below start today.
const MONDAY = new Date('2026-03-02T09:00:00Z');
const START = '2026-03-02';

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(MONDAY);
});
afterAll(() => t.close());

type Page = { data: TTaskCard[]; meta: TPageMeta; links: { next: string | null } };

async function person() {
  const auth = await verifiedUser(t.app);
  const plan = tenKPlan(START);
  const followed = await followPlan(t.app, auth.id, plan);
  return { ...auth, headers: bearer(auth.accessToken), plan, ...followed };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const page = async (url: string, headers: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json<Page>(res);
};
const allTasks = async (headers: Record<string, string>) =>
  (await page('/api/tasks?view=all&per_page=100', headers)).data;
const detail = async (id: string, headers: Record<string, string>) => {
  const res = await get(`/api/tasks/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TTaskDetail }>(res).data;
};

describe('task views', () => {
  it("lists today's, upcoming and overdue tasks by the caller's calendar day, paged", async () => {
    const me = await person();
    const today = await page('/api/tasks', me.headers);
    expect(today.data.map((c) => c.due_on)).toEqual([START, START, START]);
    expect(today.data.map((c) => c.kind).sort()).toEqual(['activity', 'kpi', 'kpi']);
    expect(today.data[0]!.program).toEqual({ id: me.program.id, title: me.plan.title });
    expect(today.data.every((c) => c.follow_id === me.follow.id && c.status === 'pending')).toBe(true);

    const upcoming = await page('/api/tasks?view=upcoming&per_page=100', me.headers);
    expect(upcoming.meta.total).toBe(me.taskCount - 3);
    const days = upcoming.data.map((c) => c.due_on);
    expect(days).toEqual([...days].sort());
    expect(days[0]! > START).toBe(true);
    expect((await page('/api/tasks?view=overdue', me.headers)).data).toEqual([]);

    // Paged: 5 a page, the pages together are the whole view, in the same order.
    const first = await page('/api/tasks?view=upcoming&per_page=5', me.headers);
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(upcoming.meta.total / 5),
      per_page: 5,
      total: upcoming.meta.total,
    });
    expect(first.links.next).toContain('page=2');
    const second = await page('/api/tasks?view=upcoming&per_page=5&page=2', me.headers);
    expect([...first.data, ...second.data].map((c) => c.id)).toEqual(upcoming.data.slice(0, 10).map((c) => c.id));
    expect((await get('/api/tasks?per_page=101', me.headers)).statusCode).toBe(422);
    expect((await get('/api/tasks?view=later', me.headers)).statusCode).toBe(422);

    // Where it is already Tuesday (UTC+14 at 12:00 UTC), Monday's tasks are overdue and today has none.
    t.app.clock.set(new Date('2026-03-02T12:00:00Z'));
    try {
      const kiritimati = { ...me.headers, 'x-time-zone': 'Pacific/Kiritimati' };
      expect((await page('/api/tasks', kiritimati)).data).toEqual([]);
      const overdue = await page('/api/tasks?view=overdue', kiritimati);
      expect(overdue.data.map((c) => c.id).sort()).toEqual(today.data.map((c) => c.id).sort());
      // An unknown zone falls back to UTC.
      expect((await page('/api/tasks', { ...me.headers, 'x-time-zone': 'Mars/Olympus' })).meta.total).toBe(3);
    } finally {
      t.app.clock.set(MONDAY);
    }
  });

  it('narrows to one of the caller’s follows and hides everyone else’s', async () => {
    const me = await person();
    const other = await person();
    const mine = await page(`/api/tasks?view=all&per_page=100&follow_id=${me.follow.id}`, me.headers);
    expect(mine.meta.total).toBe(me.taskCount);
    expect((await get(`/api/tasks?follow_id=${other.follow.id}`, me.headers)).statusCode).toBe(404);
    expect((await get('/api/tasks?follow_id=nope', me.headers)).statusCode).toBe(422);

    const theirs = (await page('/api/tasks', other.headers)).data[0]!;
    expect((await get(`/api/tasks/${theirs.id}`, me.headers)).statusCode).toBe(404);
    expect((await post(`/api/tasks/${theirs.id}/complete`, me.headers, { kpi_value: 3 })).statusCode).toBe(404);
    expect((await post(`/api/tasks/${theirs.id}/skip`, me.headers)).statusCode).toBe(404);
    expect((await get('/api/tasks/not-a-task', me.headers)).statusCode).toBe(404);
    expect((await detail(theirs.id, other.headers)).status).toBe('pending');
  });

  it('refuses anonymous and unverified callers but lets a guest see their tasks', async () => {
    expect((await get('/api/tasks')).statusCode).toBe(401);
    const unverified = await registerUser(t.app);
    expect((await get('/api/tasks', bearer(unverified.accessToken))).statusCode).toBe(403);

    const key = `guest${Math.random().toString(36).slice(2)}key`;
    const started = await t.app.inject({ method: 'POST', url: '/api/guest/start', payload: { session_key: key } });
    const guest = json<{ data: { id: string; accessToken: string } }>(started).data;
    await followPlan(t.app, guest.id, tenKPlan(START));
    const guestToday = await page('/api/tasks', bearer(guest.accessToken));
    expect(guestToday.meta.total).toBe(3);
    const done = await post(
      `/api/tasks/${guestToday.data.find((c) => c.kind === 'activity')!.id}/complete`,
      bearer(guest.accessToken),
    );
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('finishing tasks', () => {
  it('asks a KPI task for its value and an assessment for every answer, then records them', async () => {
    const me = await person();
    const all = await allTasks(me.headers);
    const kpiCard = all.find((c) => c.kind === 'kpi')!;
    const kpiTask = await detail(kpiCard.id, me.headers);
    const planTask = me.plan.tasks.find(
      (task) => task.kind === 'kpi' && task.date === kpiCard.due_on && task.title === kpiCard.title,
    )!;
    const kpi = me.plan.kpis.find((k) => k.id === planTask.kpi_id)!;
    expect(kpiTask.kpi).toEqual({
      id: kpi.id,
      name: kpi.name,
      unit: kpi.unit,
      target: kpi.target,
      direction: kpi.direction,
    });
    expect(kpiTask.questions).toEqual([]);

    const missing = await post(`/api/tasks/${kpiCard.id}/complete`, me.headers, { notes: 'forgot the value' });
    expect(missing.statusCode).toBe(422);
    expect(json(missing)).toEqual({
      message: 'Enter the value you measured.',
      code: 'tasks.kpi_value',
      params: {},
      errors: { kpi_value: ['Enter the value you measured.'] },
      codes: { kpi_value: [{ code: 'tasks.kpi_value', params: {} }] },
    });
    expect((await post(`/api/tasks/${kpiCard.id}/complete`, me.headers, { kpi_value: 'ten' })).statusCode).toBe(422);

    const done = await post(`/api/tasks/${kpiCard.id}/complete`, me.headers, { kpi_value: 12, notes: '  felt good ' });
    expect(done.statusCode, done.body).toBe(200);
    const body = json<TTaskActionResponse>(done).data;
    expect(body.task).toMatchObject({ id: kpiCard.id, status: 'done', completed_at: MONDAY.toISOString() });
    expect(body.task.result).toEqual({
      answers: null,
      score: null,
      max_score: null,
      kpi_value: 12,
      notes: 'felt good',
      completed_on: START,
    });
    expect(body.progress).toBe(Math.floor(100 / me.taskCount));

    // Finishing twice is refused: the first answers stand.
    const again = await post(`/api/tasks/${kpiCard.id}/complete`, me.headers, { kpi_value: 99 });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toEqual({
      message: 'This task is already done.',
      code: 'tasks.done',
      params: {},
      errors: { status: ['This task is already done.'] },
      codes: { status: [{ code: 'tasks.done', params: {} }] },
    });
    expect((await post(`/api/tasks/${kpiCard.id}/skip`, me.headers)).statusCode).toBe(422);
    expect((await detail(kpiCard.id, me.headers)).result?.kpi_value).toBe(12);

    const checkIn = all.find((c) => c.kind === 'assessment')!;
    const assessment = await detail(checkIn.id, me.headers);
    expect(assessment.questions.length).toBeGreaterThan(0);
    // A check-in's scores are a scale, shown up front.
    expect(assessment.questions.every((q) => q.options.every((o) => typeof o.score === 'number'))).toBe(true);
    const [firstQ, ...restQ] = assessment.questions;
    const partial = await post(`/api/tasks/${checkIn.id}/complete`, me.headers, { answers: { [firstQ!.id]: 9 } });
    expect(partial.statusCode).toBe(422);
    const errors = json<{ errors: Record<string, string[]> }>(partial).errors;
    expect(errors[`answers.${firstQ!.id}`]).toEqual(['Choose one of the options.']);
    for (const q of restQ) expect(errors[`answers.${q.id}`]).toEqual(['Answer this question.']);

    // The best answer to every question: score = max_score.
    const best = (options: { score: number | null }[]) =>
      options.findIndex((o) => o.score === Math.max(...options.map((x) => x.score ?? 0)));
    const answers = Object.fromEntries(assessment.questions.map((q) => [q.id, best(q.options)]));
    const answered = await post(`/api/tasks/${checkIn.id}/complete`, me.headers, { answers });
    expect(answered.statusCode, answered.body).toBe(200);
    const result = json<TTaskActionResponse>(answered).data.task.result!;
    expect(result.answers).toEqual(answers);
    expect(result.score).toBe(result.max_score);
    expect(result.max_score).toBeGreaterThan(0);
  });

  it('skips a task, keeps progress to done ones, and lists finished tasks newest first', async () => {
    const me = await person();
    const today = (await page('/api/tasks', me.headers)).data;
    const run = today.find((c) => c.kind === 'activity')!;
    const kpis = today.filter((c) => c.kind === 'kpi');

    const skipped = await post(`/api/tasks/${run.id}/skip`, me.headers);
    expect(skipped.statusCode, skipped.body).toBe(200);
    const skip = json<TTaskActionResponse>(skipped).data;
    expect(skip.task.status).toBe('skipped');
    expect(skip.task.result?.completed_on).toBe(START);
    expect(skip.progress).toBe(0);

    t.app.clock.set(new Date('2026-03-02T10:00:00Z'));
    await post(`/api/tasks/${kpis[0]!.id}/complete`, me.headers, { kpi_value: 10 });
    t.app.clock.set(new Date('2026-03-02T11:00:00Z'));
    const last = json<TTaskActionResponse>(
      await post(`/api/tasks/${kpis[1]!.id}/complete`, me.headers, { kpi_value: 3 }),
    ).data;
    t.app.clock.set(MONDAY);
    expect(last.progress).toBe(Math.floor((2 * 100) / me.taskCount));
    const [stored] = await t.app.db
      .select({ progress: follows.progress })
      .from(follows)
      .where(eq(follows.id, me.follow.id));
    expect(stored!.progress).toBe(last.progress);

    const finished = await page('/api/tasks?view=done', me.headers);
    expect(finished.data.map((c) => c.id)).toEqual([kpis[1]!.id, kpis[0]!.id, run.id]);
    expect(finished.data.map((c) => c.status)).toEqual(['done', 'done', 'skipped']);
    expect((await page('/api/tasks', me.headers)).data).toEqual([]);
  });
});

describe('assignedTasks in the current user', () => {
  it('counts pending tasks due today or earlier, in the caller’s time zone', async () => {
    const me = await person();
    const assigned = async (headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/get-data',
        headers: { ...me.headers, ...headers },
      });
      return json<{ data: TCurrentUser }>(res).data.assignedTasks;
    };
    expect(await assigned()).toBe(3);
    const run = (await page('/api/tasks', me.headers)).data.find((c) => c.kind === 'activity')!;
    await post(`/api/tasks/${run.id}/complete`, me.headers);
    expect(await assigned()).toBe(2);

    t.app.clock.set(new Date('2026-03-04T09:00:00Z'));
    try {
      const due = me.plan.tasks.filter((task) => task.date <= '2026-03-04').length;
      expect(await assigned()).toBe(due - 1);
    } finally {
      t.app.clock.set(MONDAY);
    }
    // Someone with no tasks.
    const other = await verifiedUser(t.app);
    expect(json<{ data: TCurrentUser }>(await getData(t.app, other.accessToken)).data.assignedTasks).toBe(0);
  });
});
