import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TAgentMessage, TAgentPayload, TConversation } from '@ito/contracts/agent/conversations';
import { ZPlan, type TPlan } from '@ito/contracts/agent/plan';
import { planIn, programIn, taskTextIn } from '@ito/contracts/agent/plan-texts';
import { GLOBAL_CATEGORY_SLUGS } from '@ito/contracts/categories/global-categories';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import type { TFollowCard, TTaskCard, TTaskDetail } from '@ito/contracts/following/tasks';
import { MARKETPLACE_CATEGORIES } from '../../db/seed/marketplace-people.ts';
import { categories } from '../../db/schema/categories.ts';
import { programs } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { creator } from '../../test/program-helpers.ts';

/**
 * Decision 085 through the real API: a plan made in Arabic is Arabic, its tasks carry their English texts too (and the
 * English plan its Arabic ones), so the web can show either; and the global categories the web names by slug are
 * exactly the seeded ones, whose slugs no creator can take.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

type Started = { conversation: TConversation; messages: TAgentMessage[] };
const ARABIC = /\p{Script=Arabic}/u;
const newKey = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2, 10);

async function guest() {
  const res = await t.app.inject({ method: 'POST', url: '/api/guest/start', payload: { session_key: newKey() } });
  return bearer(json<{ data: { accessToken: string } }>(res).data.accessToken);
}

const payloadOf = (message: TAgentMessage | undefined) => message?.payload as TAgentPayload;

/** Starts a conversation and answers each question with its first quick reply until the agent proposes a plan. */
async function proposal(headers: Record<string, string>, message: string): Promise<{ id: string; plan: TPlan }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/agent/conversations', headers, payload: { message } });
  expect(res.statusCode, res.body).toBe(201);
  const started = json<{ data: Started }>(res).data;
  let last = payloadOf(started.messages.at(-1));
  for (let asked = 0; asked < 4 && last.kind === 'question'; asked += 1) {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/agent/conversations/${started.conversation.id}/messages`,
      headers,
      payload: { message: last.quick_replies[0]!.value },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    last = payloadOf(json<{ data: TAgentMessage[] }>(answer).data.at(-1));
  }
  if (last.kind !== 'proposal') throw new Error(`no proposal: ${last.kind}`);
  return { id: started.conversation.id, plan: ZPlan.parse(last.plan) };
}

async function accept(headers: Record<string, string>, id: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/agent/conversations/${id}/accept`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { program_id: string; follow_id: string; tasks: number } }>(res).data;
}

async function get<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: T }>(res).data;
}

describe('a plan in the language it was made in, and in the other', () => {
  it('proposes an Arabic plan in Arabic, keeps its English beside it, and gives every task both', async () => {
    const me = await guest();
    const { id, plan } = await proposal(me, 'أريد أن أجري 10 كيلومترات خلال 8 أسابيع، 3 مرات في الأسبوع لمدة 40 دقيقة');
    expect(plan.intent.language).toBe('ar');
    expect(Object.keys(plan.texts ?? {}).sort()).toEqual(['ar', 'en']);
    expect(plan.title).toMatch(ARABIC);
    expect(plan.summary).toMatch(ARABIC);
    expect(plan.tasks.every((task) => ARABIC.test(task.title) && ARABIC.test(task.why))).toBe(true);
    // Read in English: the planner's words are English; what stays Arabic is the person's own goal at most.
    const english = planIn(plan, 'en');
    expect(english.summary).not.toBe(plan.summary);
    expect(english.phases.every((phase) => !ARABIC.test(phase.title) && !ARABIC.test(phase.why))).toBe(true);
    expect(english.tasks.every((task) => !ARABIC.test(task.why))).toBe(true);

    const accepted = await accept(me, id);
    const list = await get<TTaskCard[]>(`/api/tasks?view=all&per_page=100&follow_id=${accepted.follow_id}`, me);
    expect(list.length).toBeGreaterThan(10);
    for (const task of list) {
      expect(task.texts?.ar).toEqual({ title: task.title, description: task.description, why: task.why });
      expect(task.texts?.en?.why).not.toMatch(ARABIC);
      expect(taskTextIn(task, 'en')).toEqual(task.texts?.en);
      expect(taskTextIn(task, 'ar').title).toBe(task.title);
    }

    // A check-in's questions and a measurement's KPI are in both languages too.
    const checkin = list.find((task) => task.kind === 'assessment')!;
    const asked = await get<TTaskDetail>(`/api/tasks/${checkin.id}`, me);
    expect(asked.questions.length).toBeGreaterThan(0);
    expect(asked.questions[0]!.prompt).toMatch(ARABIC);
    expect(asked.asks_in?.ar?.questions[0]?.prompt).toBe(asked.questions[0]!.prompt);
    expect(asked.asks_in?.en?.questions[0]?.prompt).not.toMatch(ARABIC);
    expect(asked.asks_in?.en?.questions[0]?.options).toHaveLength(asked.questions[0]!.options.length);
    const measure = list.find((task) => task.kind === 'kpi')!;
    const measured = await get<TTaskDetail>(`/api/tasks/${measure.id}`, me);
    expect(measured.kpi?.name).toMatch(ARABIC);
    expect(measured.asks_in?.en?.kpi?.name).not.toMatch(ARABIC);

    // The dashboard's plan keeps its texts, so the web can show it in English.
    const board = await get<TFollowDashboard>(`/api/follows/${accepted.follow_id}`, me);
    expect(board.plan?.texts?.en?.title).toBe(english.title);

    // Lists name the plan's program in both languages (decision 090): My programs' card and every task's source.
    const [card] = await get<TFollowCard[]>('/api/follows?target=main', me);
    expect(card?.program.title).toBe(plan.title);
    expect(programIn(card!.program, 'en').title).toBe(english.title);
    expect(programIn(card!.program, 'en').summary).toBe(english.summary);
    expect(programIn(card!.program, 'ar').title).toBe(plan.title);
    expect(programIn(list[0]!.program!, 'en').title).toBe(english.title);

    // Once the person renames their program, it is their words in every language.
    const renamed = await t.app.db
      .update(programs)
      .set({ title: 'برنامجي للجري' })
      .where(eq(programs.id, accepted.program_id))
      .returning();
    expect(renamed).toHaveLength(1);
    const [after] = await get<TFollowCard[]>('/api/follows?target=main', me);
    expect(after?.program.texts).toBeUndefined();
    expect(programIn(after!.program, 'en').title).toBe('برنامجي للجري');
  });

  it('gives an English plan its Arabic texts, the same way', async () => {
    const me = await guest();
    const { id, plan } = await proposal(me, 'I want to sleep better in 4 weeks, 5 times a week for 20 minutes');
    expect(plan.intent.language).toBe('en');
    expect(planIn(plan, 'ar').summary).toMatch(ARABIC);
    const accepted = await accept(me, id);
    const list = await get<TTaskCard[]>(`/api/tasks?view=all&per_page=100&follow_id=${accepted.follow_id}`, me);
    expect(list.every((task) => task.texts?.en?.title === task.title && ARABIC.test(task.texts.ar?.title ?? ''))).toBe(
      true,
    );
  });
});

describe('global categories', () => {
  it('are the seeded ones, which the web names by slug, and no creator can take one of their slugs', async () => {
    expect(MARKETPLACE_CATEGORIES.map((c) => c.slug).sort()).toEqual([...GLOBAL_CATEGORY_SLUGS].sort());
    await t.app.db
      .insert(categories)
      .values(MARKETPLACE_CATEGORIES.map((c) => ({ ...c, owner_id: null })))
      .onConflictDoNothing();
    const { headers } = await creator(t.app);
    const listed = await get<TCategory[]>('/api/categories', headers);
    expect(
      listed
        .filter((c) => c.is_global)
        .map((c) => c.slug)
        .sort(),
    ).toEqual([...GLOBAL_CATEGORY_SLUGS].sort());
    // "Nutrition" would be slug `nutrition`: a global one's, so refused, and its name stays the platform's.
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/creator/categories',
      headers,
      payload: { name: 'Nutrition' },
    });
    expect(taken.statusCode, taken.body).toBe(422);
  });
});
