import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { TAgentMessage } from '@ito/contracts/agent/conversations';
import type { TAdaptFollowResponse } from '@ito/contracts/following/follows';
import { ZPlan, type TPlan } from '@ito/contracts/agent/plan';
import { checkPlanLimits } from '@ito/planner/adapt';
import { agentMessages } from '../../db/schema/agent.ts';
import { follows } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { TEN_K_INTENT, followPlan, tenKPlan } from '../../test/plan-fixture.ts';

/** Adaptation that coaches (decision 038) through the real app: its questions in the chat, the answers acting. */
let t: TestApp;
const MONDAY = new Date('2026-03-02T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(MONDAY);
});
afterAll(() => t.close());

async function person(plan: TPlan = tenKPlan('2026-03-02')) {
  const auth = await verifiedUser(t.app);
  return { headers: bearer(auth.accessToken), plan, ...(await followPlan(t.app, auth.id, plan)) };
}
type Person = Awaited<ReturnType<typeof person>>;

async function adapt(me: Person) {
  const res = await t.app.inject({ method: 'POST', url: `/api/follows/${me.follow.id}/adapt`, headers: me.headers });
  expect(res.statusCode, res.body).toBe(200);
  return json<TAdaptFollowResponse>(res).data.changes;
}
async function say(me: Person, message: string): Promise<TAgentMessage[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/agent/conversations/${me.conversation.id}/messages`,
    headers: me.headers,
    payload: { message },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: TAgentMessage[] }>(res).data;
}
const messagesOf = (me: Person) =>
  t.app.db
    .select()
    .from(agentMessages)
    .where(eq(agentMessages.conversation_id, me.conversation.id))
    .orderBy(asc(agentMessages.created_at));
async function savedPlan(me: Person): Promise<TPlan> {
  const [row] = await t.app.db.select({ plan: follows.plan }).from(follows).where(eq(follows.id, me.follow.id));
  return ZPlan.parse(row!.plan);
}

describe('adaptation that coaches', () => {
  it('asks why sessions were missed in the chat, and a tapped answer shortens the coming sessions', async () => {
    const me = await person();
    try {
      // Thursday: Monday's and Wednesday's runs were missed.
      t.app.clock.set(new Date('2026-03-05T09:00:00Z'));
      const changes = await adapt(me);
      const asked = changes.find((c) => c.kind === 'asked');
      expect(asked).toMatchObject({ question: 'miss_reason', task_ids: ['t-w1-1', 't-w1-2'] });
      expect(asked?.quick_replies?.map((r) => r.value)).toContain('I had no time');

      // The question is the agent's own message, with the same quick replies the dialogue's questions carry.
      const question = (await messagesOf(me)).at(-1)!;
      expect(question.role).toBe('agent');
      expect(question.content).toBe(asked?.why);
      expect(question.payload).toEqual({ kind: 'question', slot: 'miss_reason', quick_replies: asked?.quick_replies });

      const before = await savedPlan(me);
      const [mine, reply] = await say(me, 'I had no time');
      expect(mine?.payload).toEqual({ kind: 'answer', question: 'miss_reason', value: 'no_time' });
      expect(reply?.content).toBe('Thanks for telling me. Your plan is adjusted; the changes are listed above.');

      // The answer acted at once: the next two weeks' sessions are shorter, and the chat says why.
      const after = await savedPlan(me);
      expect(checkPlanLimits(after)).toEqual([]);
      const shortened = before.tasks.filter((task) => {
        const now = after.tasks.find((a) => a.id === task.id);
        return task.kind === 'activity' && now !== undefined && now.minutes < task.minutes;
      });
      expect(shortened.length).toBeGreaterThan(0);
      const note = (await messagesOf(me)).findLast((m) => m.role === 'system');
      expect(note?.content).toMatch(/^You said time was short/);

      // Answered: the same words again are a plain note, and adapting again changes nothing.
      const [, again] = await say(me, 'I had no time');
      expect(again?.content).toMatch(/^Noted/);
      expect(await adapt(me)).toEqual([]);
    } finally {
      t.app.clock.set(MONDAY);
    }
  });

  it('offers to change an off-track plan, and "make it easier" lowers the load, in the plan’s language', async () => {
    const me = await person(tenKPlan('2026-03-02', { ...TEN_K_INTENT, language: 'es' }));
    try {
      // Thursday of week 2: five sessions missed, none done.
      t.app.clock.set(new Date('2026-03-12T09:00:00Z'));
      const changes = await adapt(me);
      expect(changes.map((c) => c.kind)).toEqual(expect.arrayContaining(['asked', 'offered']));
      const offer = changes.find((c) => c.kind === 'offered');
      expect(offer?.why).toMatch(/^El plan parece desviado/);
      expect(offer?.quick_replies?.map((r) => r.label)).toEqual([
        'Hacerlo más fácil',
        'Cambiar el objetivo',
        'Seguir así',
      ]);
      expect((await messagesOf(me)).at(-1)?.payload).toMatchObject({ kind: 'question', slot: 'goal_change' });

      const before = await savedPlan(me);
      const [mine, reply] = await say(me, 'Hacerlo más fácil');
      expect(mine?.payload).toEqual({ kind: 'answer', question: 'goal_change', value: 'easier' });
      expect(reply?.content).toMatch(/^Gracias por contármelo\. Ajusté tu plan/);
      const after = await savedPlan(me);
      const upcoming = after.tasks.filter((task) => task.kind === 'activity' && task.date >= '2026-03-12');
      expect(upcoming.length).toBeGreaterThan(0);
      for (const task of upcoming) {
        const was = before.tasks.find((b) => b.id === task.id)!;
        expect(task.load).toBeLessThanOrEqual(was.load);
      }
      expect(upcoming.some((task) => task.load < before.tasks.find((b) => b.id === task.id)!.load)).toBe(true);
    } finally {
      t.app.clock.set(MONDAY);
    }
  });

  it('reads an answer only while its question is open, and only in the follower’s own conversation', async () => {
    const me = await person();
    // Nothing asked yet: a reply-shaped message is just a note.
    const [mine, reply] = await say(me, 'I lost motivation');
    expect(mine?.payload).toBeNull();
    expect(reply?.content).toMatch(/^Noted/);
    const other = await person();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/agent/conversations/${me.conversation.id}/messages`,
      headers: other.headers,
      payload: { message: 'I lost motivation' },
    });
    expect(res.statusCode).toBe(404);
  });
});
