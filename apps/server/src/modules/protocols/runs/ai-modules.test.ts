import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskCard, TTaskDetail } from '@ito/contracts/following/tasks';
import type { TRunEvent } from '@ito/contracts/protocols/runs/creator-views';
import type { TRunCard } from '@ito/contracts/protocols/runs/runs';
import { tasks } from '../../../db/schema/following.ts';
import { users } from '../../../db/schema/auth.ts';
import { appliedEffects } from '../../../db/schema/protocols.ts';
import { AI_MODULE_QUEUE } from './queues.ts';
import { startFakeChatCompletions, type ChatRequest, type FakeAnswer } from '../../../test/fake-chat-completions.ts';
import { bearer, createTestApp, json, type TestApp } from '../../../test/harness.ts';
import { verifiedUser } from '../../../test/identity-helpers.ts';
import { creator } from '../../../test/program-helpers.ts';
import { call, newItem, newProtocol, newQuestion, node } from '../../../test/protocol-helpers.ts';
import { guidanceKey, type AiModuleJob } from './ai-module-queue.ts';

const BASE = '/api/creator/protocols';
const BRANCH_PROMPT = 'Praise the effort, then suggest one small change for the coming week.';
const MAIN_PROMPT = 'A calm, encouraging sleep coach for busy parents.';

type Guided = { type: string; title: string; text: string; source: string; fallback?: string; key: string };

/**
 * Through the real app: a creator builds a protocol (check-in -> KPI -> coaching nudge -> finish) with a main AI
 * module and a branch placed on the nudge (place 0.0.0.0: the start's child's child's child), publishes it and
 * invites a follower, who answers the check-in and the KPI; the branch then runs at the nudge.
 */
async function scenario(t: TestApp) {
  const { app } = t;
  const owner = await creator(app, 'Coach Carla');
  const p = await newProtocol(app, owner.headers, { name: 'Sleep reset' });
  const nudge = await newItem(app, owner.headers, p.id, 'nudge', { name: 'Coach', data: { message: 'Keep going.' } });
  const check = await newItem(app, owner.headers, p.id, 'assessment', { name: 'Weekly check', data: {} });
  await newQuestion(app, owner.headers, p.id, check.id, {
    text: 'How rested are you?',
    options: [
      { label: 'Not at all', score: 0 },
      { label: 'Very', score: 3 },
    ],
  });
  const kpi = await newItem(app, owner.headers, p.id, 'kpi', {
    name: 'Hours slept',
    data: { unit: 'h', target: 8, direction: 'up' },
  });
  const graph = await call(app, owner.headers, 'PUT', `${BASE}/${p.id}/graph`, {
    nodes: [
      node('start', null, 'population'),
      node('check', 'start', 'assessment', { selectedItemId: check.id }),
      node('sleep', 'check', 'kpi', { selectedItemId: kpi.id }),
      node('coach', 'sleep', 'nudge', { name: 'Coaching', selectedItemId: nudge.id }),
      node('done', 'coach', 'finish'),
    ],
  });
  expect(graph.status, JSON.stringify(graph.body)).toBe(200);
  const modules = `${BASE}/${p.id}/ai-modules`;
  expect((await call(app, owner.headers, 'POST', modules, { kind: 'main', prompt: MAIN_PROMPT })).status).toBe(201);
  const branch = await call<{ data: { id: string } }>(app, owner.headers, 'POST', modules, {
    kind: 'branch',
    name: 'Your weekly coaching',
    hierarchy: '0.0.0',
    index: 0,
    prompt: BRANCH_PROMPT,
  });
  expect(branch.status).toBe(201);
  const published = await call(app, owner.headers, 'POST', `${BASE}/${p.id}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);

  const link = await call<{ data: { token: string } }>(app, owner.headers, 'POST', `${BASE}/${p.id}/invitations`, {
    audience: 'link',
  });
  const me = await verifiedUser(app, { full_name: 'Fatima Follower' });
  const headers = bearer(me.accessToken);
  const accepted = await call<{ data: { run: TRunCard } }>(
    app,
    headers,
    'POST',
    `/api/protocol-invitations/${link.body.data.token}/accept`,
  );
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const runId = accepted.body.data.run.id;

  const pending = async () =>
    json<{ data: TTaskCard[] }>(await app.inject({ method: 'GET', url: '/api/tasks?view=all', headers })).data.filter(
      (task) => task.status === 'pending',
    );
  const complete = (id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/tasks/${id}/complete`, headers, payload });

  const [checkTask] = await pending();
  expect(checkTask).toMatchObject({ kind: 'assessment' });
  expect((await complete(checkTask!.id, { answers: { [(await questionId(checkTask!.id))!]: 1 } })).statusCode).toBe(
    200,
  );
  const [kpiTask] = await pending();
  expect(kpiTask).toMatchObject({ kind: 'kpi' });
  expect((await complete(kpiTask!.id, { kpi_value: 6.5 })).statusCode).toBe(200);
  // A retried submission of the step that led to the AI module changes nothing.
  expect((await complete(kpiTask!.id, { kpi_value: 6.5 })).statusCode).toBe(422);

  async function questionId(taskId: string) {
    const res = await app.inject({ method: 'GET', url: `/api/tasks/${taskId}`, headers });
    return json<{ data: TTaskDetail }>(res).data.questions[0]?.id;
  }

  const guidanceTasks = async () => (await pending()).filter((task) => task.kind === 'activity');
  const history = async (who: Record<string, string> = owner.headers) =>
    json<{ data: TRunEvent[] }>(
      await app.inject({ method: 'GET', url: `/api/creator/history?run_id=${runId}&per_page=100`, headers: who }),
    ).data;
  const guided = async () =>
    (await history()).map((e) => e.payload as Guided).filter((payload) => payload.type === 'ai_guidance');
  const job: AiModuleJob = { runId, nodeId: 'coach', iteration: 1, moduleId: branch.body.data.id };
  return { owner, headers, followerId: me.id, runId, job, guidanceTasks, history, guided };
}

describe('AI modules without a model (the built-in path)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs the branch at its step with the follower’s answers and KPI value, once, for follower and creator', async () => {
    const s = await scenario(t);
    // Queued with the step visit, written by the worker.
    expect(await s.guidanceTasks()).toEqual([]);
    expect(await t.app.jobs.drain(AI_MODULE_QUEUE)).toBe(1);

    const [task] = await s.guidanceTasks();
    expect(task).toMatchObject({ title: 'Your weekly coaching', protocol: { name: 'Sleep reset' } });
    const detail = json<{ data: TTaskDetail }>(
      await t.app.inject({ method: 'GET', url: `/api/tasks/${task!.id}`, headers: s.headers }),
    ).data;
    expect(detail.description).toBe(
      [
        BRANCH_PROMPT,
        MAIN_PROMPT,
        'Your last check-in scored 3 of 3.',
        'You answered: How rested are you?: Very.',
        'Your latest measurement is 6.5.',
        'So far you have finished 2 of 2 tasks in Sleep reset.',
      ].join('\n'),
    );
    const [event] = await s.guided();
    expect(event).toMatchObject({ title: 'Your weekly coaching', text: detail.description, source: 'built-in' });
    expect(event!.fallback).toBeUndefined();

    // The same job again (a redelivery, a worker that died after writing): nothing new.
    await t.app.jobs.sendMany(AI_MODULE_QUEUE, [{ data: s.job }]);
    expect(await t.app.jobs.drain(AI_MODULE_QUEUE)).toBe(1);
    expect(await s.guidanceTasks()).toHaveLength(1);
    expect(await s.guided()).toHaveLength(1);
    const ledger = await t.app.db
      .select()
      .from(appliedEffects)
      .where(eq(appliedEffects.key, guidanceKey(s.job)));
    expect(ledger).toHaveLength(1);
    const rows = await t.app.db
      .select()
      .from(tasks)
      .where(eq(tasks.plan_task_id, guidanceKey(s.job)));
    expect(rows).toHaveLength(1);

    // Another creator reads nothing of this run; another follower cannot open the guidance.
    const stranger = await creator(t.app, 'Other Coach');
    expect(await s.history(stranger.headers)).toEqual([]);
    const other = await verifiedUser(t.app);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${task!.id}`,
      headers: bearer(other.accessToken),
    });
    expect(peek.statusCode).toBe(404);
  });

  it('writes in the follower’s language', async () => {
    const s = await scenario(t);
    await t.app.db.update(users).set({ locale: 'ar' }).where(eq(users.id, s.followerId));
    await t.app.jobs.drain(AI_MODULE_QUEUE);
    const [event] = await s.guided();
    expect(event!.text).toMatch(/حصلت في آخر تقييم على 3 من 3/);
  });
});

describe('AI modules with a configured model', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
  let behaviour: (request: ChatRequest) => FakeAnswer;
  beforeAll(async () => {
    fake = await startFakeChatCompletions((request) => behaviour(request));
    t = await createTestApp({
      AI_BASE_URL: fake.baseURL,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'guide-model',
      AI_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const answer = (title: string, guidance: string): FakeAnswer => ({ content: JSON.stringify({ title, guidance }) });

  it('uses the model’s answer, asked with the prompts and the follower’s data under a strict schema', async () => {
    behaviour = () => answer('A good week', 'Six and a half hours is a start: try lights out 20 minutes earlier.');
    const s = await scenario(t);
    const before = fake.requests.length;
    await t.app.jobs.drain(AI_MODULE_QUEUE);
    const [task] = await s.guidanceTasks();
    expect(task).toMatchObject({ title: 'A good week' });
    const [event] = await s.guided();
    expect(event).toMatchObject({ source: 'openai:guide-model', text: expect.stringContaining('lights out') });

    const request = fake.requests[before]!;
    expect(fake.requests).toHaveLength(before + 1);
    expect(fake.refusals).toEqual([]);
    const format = request.body.response_format as { type: string; json_schema: { strict: boolean } };
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    const brief = JSON.parse((request.body.messages as { content: string }[]).at(-1)!.content) as {
      main_prompt: string;
      branch_prompt: string;
      kpi_values: number[];
      answers: { answers: { question: string; answer: string }[] }[];
    };
    expect(brief).toMatchObject({ main_prompt: MAIN_PROMPT, branch_prompt: BRANCH_PROMPT, kpi_values: [6.5] });
    expect(brief.answers.flatMap((a) => a.answers)).toEqual([{ question: 'How rested are you?', answer: 'Very' }]);
  });

  it('falls back to the built-in guidance, and says why, on an oversized, unsafe, failed or late answer', async () => {
    const cases: [FakeAnswer, RegExp][] = [
      [answer('Too long', 'x'.repeat(5000)), /out of bounds/],
      [answer('Lighter', 'Skip meals on rest days to lose weight.'), /unsafe/],
      [{ status: 500 }, /error/i],
      [{ ...answer('Late', 'Too late.'), delayMs: 3000 }, /timeout/],
      [{ content: 'Sure! Sleep more.' }, /malformed/],
    ];
    for (const [reply, reason] of cases) {
      behaviour = () => reply;
      const s = await scenario(t);
      await t.app.jobs.drain(AI_MODULE_QUEUE);
      const [event] = await s.guided();
      expect(event).toMatchObject({ source: 'built-in', title: 'Your weekly coaching' });
      expect(event!.text.startsWith(BRANCH_PROMPT)).toBe(true);
      expect(event!.fallback).toMatch(reason);
      expect(await s.guidanceTasks()).toHaveLength(1);
    }
  });
});
