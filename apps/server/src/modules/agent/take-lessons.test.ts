import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TAgentMessage, TConversation } from '@ito/contracts/agent/conversations';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import { tasks } from '../../db/schema/following.ts';
import { follows } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { seedCatalogue, type CatalogueFixture } from '../../test/catalogue-fixture.ts';

// Decision 115: the lessons of a program the plan suggests, taken into the plan as its tasks.

let t: TestApp;
let fixture: CatalogueFixture;
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(new Date('2026-11-23T09:00:00Z'));
  fixture = await seedCatalogue(t.app);
});
afterAll(() => t.close());

const STRENGTH = 'I want to get stronger at the gym as a beginner, 3 times a week for 45 minutes, for 8 weeks';
const MARATHON = 'I want to run my first marathon in 12 weeks, 4 times a week for 60 minutes, I am a beginner';

type Started = { conversation: TConversation; messages: TAgentMessage[] };

async function person() {
  const me = await verifiedUser(t.app);
  return { id: me.id, headers: bearer(me.accessToken) };
}

async function start(headers: Record<string, string>, message: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/agent/conversations', headers, payload: { message } });
  expect(res.statusCode, res.body).toBe(201);
  const data = json<{ data: Started }>(res).data;
  const payload = data.messages[1]?.payload;
  if (payload?.kind !== 'proposal') throw new Error(`expected a proposal: ${data.messages[1]?.content}`);
  return { conversation: data.conversation, plan: payload.plan };
}

const take = (headers: Record<string, string>, conversationId: string, programId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/agent/conversations/${conversationId}/lessons`,
    headers,
    payload: { program_id: programId },
  });

const errorCode = (body: string) => JSON.stringify(JSON.parse(body));

describe('taking a suggested program’s lessons into the plan', () => {
  it('puts the lessons of a free program on the plan’s session days; accepting follows it, each lesson asked once', async () => {
    const me = await person();
    const { conversation, plan } = await start(me.headers, STRENGTH);
    const strength = fixture.programs.strength;
    expect(plan.recommendations.map((r) => r.id)).toContain(strength.id);

    // Someone else cannot touch this conversation.
    const stranger = await person();
    expect((await take(stranger.headers, conversation.id, strength.id)).statusCode).toBe(404);

    const res = await take(me.headers, conversation.id, strength.id);
    expect(res.statusCode, res.body).toBe(201);
    const [reply] = json<{ data: TAgentMessage[] }>(res).data;
    expect(reply?.content).toContain('The 3 lessons of “Strength Foundations”');
    if (reply?.payload?.kind !== 'proposal') throw new Error('expected the new proposal');
    const lessons = reply.payload.plan.tasks.filter((task) => task.lesson);
    expect(lessons.map((task) => task.title)).toEqual(['Welcome', 'Squat basics', 'Check-in']);
    const sessionDays = new Set(plan.tasks.filter((task) => task.kind === 'activity').map((task) => task.date));
    expect(lessons.every((task) => sessionDays.has(task.date))).toBe(true);

    // The catalogue's own follow would have made a task per lesson: here the plan holds them instead.
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/agent/conversations/${conversation.id}/accept`,
      headers: me.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [strengthFollow] = await t.app.db
      .select()
      .from(follows)
      .where(and(eq(follows.user_id, me.id), eq(follows.program_id, strength.id)));
    expect(strengthFollow).toBeDefined();
    const lessonRows = await t.app.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.user_id, me.id), isNotNull(tasks.lesson_id)));
    expect(lessonRows).toHaveLength(3);
    expect(lessonRows.every((row) => row.follow_id !== strengthFollow!.id)).toBe(true);
    const programOwn = await t.app.db.select().from(tasks).where(eq(tasks.follow_id, strengthFollow!.id));
    expect(programOwn).toHaveLength(0);

    // The task says which lesson it opens; the program's course shows the plan's task beside its lesson.
    const list = await t.app.inject({ method: 'GET', url: '/api/tasks?view=all&per_page=100', headers: me.headers });
    const cards = json<{ data: TTaskCard[] }>(list).data.filter((card) => card.lesson);
    expect(cards.map((card) => card.lesson?.program_id)).toEqual([strength.id, strength.id, strength.id]);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/follows/${strengthFollow!.id}`,
      headers: me.headers,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const outline = json<{ data: TFollowDashboard }>(dashboard).data.curriculum;
    expect(outline.flatMap((m) => m.lessons.map((l) => l.task?.id)).sort()).toEqual(
      lessonRows.map((row) => row.id).sort(),
    );

    // Once accepted, the plan is the person's program: lessons are no longer taken through the proposal.
    const late = await take(me.headers, conversation.id, strength.id);
    expect(late.statusCode).toBe(422);
    expect(errorCode(late.body)).toContain('agent.plan_accepted');
  });

  it('takes only a program the plan suggests, and a paid one only once bought', async () => {
    const me = await person();
    const { conversation } = await start(me.headers, MARATHON);
    const notSuggested = await take(me.headers, conversation.id, fixture.programs.calm.id);
    expect(notSuggested.statusCode).toBe(422);
    expect(errorCode(notSuggested.body)).toContain('agent.not_suggested');
    const paid = await take(me.headers, conversation.id, fixture.programs.marathon.id);
    expect(paid.statusCode).toBe(422);
    expect(errorCode(paid.body)).toContain('tasks.needs_purchase');
    const missing = await take(me.headers, '00000000-0000-4000-8000-000000000000', fixture.programs.marathon.id);
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/agent/conversations/${conversation.id}/lessons`,
      headers: me.headers,
      payload: { program_id: 'not-an-id' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('moves the lessons of a program already followed into the plan, keeping those already done', async () => {
    const me = await person();
    const strength = fixture.programs.strength;
    const followed = await t.app.inject({
      method: 'POST',
      url: `/api/programs/${strength.id}/follow`,
      headers: me.headers,
    });
    expect(followed.statusCode, followed.body).toBeLessThan(300);
    const own = await t.app.db.select().from(tasks).where(eq(tasks.user_id, me.id)).orderBy(tasks.created_at);
    expect(own).toHaveLength(3);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/${own[0]!.id}/complete`,
      headers: me.headers,
      payload: {},
    });
    expect(done.statusCode, done.body).toBe(200);

    const { conversation } = await start(me.headers, STRENGTH);
    expect((await take(me.headers, conversation.id, strength.id)).statusCode).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/agent/conversations/${conversation.id}/accept`,
      headers: me.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await t.app.db.select().from(tasks).where(eq(tasks.follow_id, own[0]!.follow_id!));
    expect(after.map((row) => row.id)).toEqual([own[0]!.id]);
  });
});
