import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TAgentMessage, TAgentPayload } from '@ito/contracts/agent/conversations';
import { ZPlan, type TPlan } from '@ito/contracts/agent/plan';
import type { TPlanEdit } from '@ito/contracts/agent/plan-edit';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { startFakeChatCompletions, type ChatRequest, type FakeAnswer } from '../../test/fake-chat-completions.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { seedCatalogue } from '../../test/catalogue-fixture.ts';
import { listenLocal, openTab, until, type Tab } from '../../test/socket-helpers.ts';
import type { draftBrief } from './plan-edit.ts';

const TEN_K = 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes';
type Brief = ReturnType<typeof draftBrief>;

/** What the fake model answers next: a function of the brief it was sent. */
let behaviour: (brief: Brief, request: ChatRequest) => FakeAnswer;
let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
let t: TestApp;
let url: string;

beforeAll(async () => {
  fake = await startFakeChatCompletions((request) => {
    const messages = request.body.messages as { role: string; content: string }[];
    return behaviour(JSON.parse(messages.find((m) => m.role === 'user')!.content) as Brief, request);
  });
  t = await createTestApp({
    AI_BASE_URL: fake.baseURL,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'plan-model',
    AI_TIMEOUT_MS: '1000',
  });
  await seedCatalogue(t.app);
  url = await listenLocal(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An edit that changes nothing; cases override what they test. */
function edit(brief: Brief, changes: Partial<TPlanEdit> = {}): FakeAnswer {
  const base: TPlanEdit = {
    reply: 'Here is your plan, built around three runs a week.',
    understood: { domain: brief.request.domain, target: brief.request.target },
    question: null,
    title: null,
    summary: null,
    phases: [],
    sessions: [],
    checkins: [],
    kpis: [],
    recommendations: null,
    notes: [],
  };
  return { content: JSON.stringify({ ...base, ...changes }) };
}

type Proposal = { plan: TPlan; model: string; content: string; events: Tab['events'] };

async function converse(messages: string[]): Promise<Proposal> {
  const me = await verifiedUser(t.app);
  const tab = await openTab(url, { token: me.accessToken });
  try {
    let res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/conversations',
      headers: bearer(me.accessToken),
      payload: { message: messages[0] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = json<{ data: { conversation: { id: string } } }>(res).data.conversation.id;
    let reply = json<{ data: { messages: TAgentMessage[] } }>(res).data.messages[1]!;
    for (const message of messages.slice(1)) {
      res = await t.app.inject({
        method: 'POST',
        url: `/api/agent/conversations/${id}/messages`,
        headers: bearer(me.accessToken),
        payload: { message },
      });
      expect(res.statusCode, res.body).toBe(201);
      reply = json<{ data: TAgentMessage[] }>(res).data[1]!;
    }
    const payload = reply.payload as TAgentPayload;
    if (payload.kind !== 'proposal') throw new Error(`expected a proposal, got ${payload.kind}: ${reply.content}`);
    // The live reply event travels on its own; wait for it.
    await until('the reply event', () =>
      tab.events.some((e) => (e.data as { message?: { id: string } }).message?.id === reply.id) ? true : undefined,
    );
    expect(ZPlan.safeParse(payload.plan).success).toBe(true);
    return { plan: payload.plan, model: payload.model, content: reply.content, events: tab.events };
  } finally {
    tab.socket.disconnect();
  }
}

const propose = () => converse([TEN_K]);

describe('the OpenAI-compatible model path (decision 039)', () => {
  it('asks for a strict, streamed edit of a brief and applies a good one', async () => {
    let brief: Brief | undefined;
    behaviour = (b) => {
      brief = b;
      const kpi = b.kpis[0]!;
      return edit(b, {
        reply: 'Eight weeks from your first easy jog to a full 10 km: three runs a week, never longer than 40 minutes.',
        title: 'Your first 10K, step by step',
        sessions: [{ key: 's1', title: 'Easy conversational run', description: null, why: 'Builds the base.' }],
        kpis: [{ id: kpi.id, target: kpi.target_range.max, why: null }],
        recommendations: [{ id: b.candidates.at(-1)!.id, why: 'Written for new runners like you.' }],
        notes: [{ week: 2, text: 'Easy runs should feel easy: you can talk.', why: 'Most beginners run too fast.' }],
      });
    };
    const before = fake.requests.length;
    const { plan, model, content, events } = await propose();
    expect(model).toBe('openai:plan-model');
    expect(plan.title).toBe('Your first 10K, step by step');
    const s1 = brief!.sessions[0]!;
    const renamed = plan.tasks.filter((task) => task.title === 'Easy conversational run');
    expect(renamed).toHaveLength(s1.count);
    expect(renamed.every((task) => task.why === 'Builds the base.' && task.description === s1.description)).toBe(true);
    expect(plan.kpis[0]!.target).toBe(brief!.kpis[0]!.target_range.max);
    expect(plan.recommendations.map((r) => r.id)).toEqual([brief!.candidates.at(-1)!.id]);
    expect(plan.nudges.some((n) => n.id === 'model-note-1' && n.text.startsWith('Easy runs'))).toBe(true);
    expect(content).toContain('Eight weeks from your first easy jog');

    // What was sent: the brief (not the plan), a strict JSON schema that a strict server accepts, streamed.
    const request = fake.requests[before]!;
    expect(fake.requests).toHaveLength(before + 1);
    expect(fake.refusals).toEqual([]);
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body).toMatchObject({ model: 'plan-model', stream: true });
    const format = request.body.response_format as { type: string; json_schema: { strict: boolean; schema: object } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect((request.body.messages as { content: string }[]).at(-1)!.content.length).toBeLessThan(12_000);
    expect(brief!.candidates.length).toBeGreaterThanOrEqual(1);

    // The chat saw thinking, then processing with the reply growing, then the reply.
    const states = events.filter((e) => e.component === 'agent').map((e) => e.data as { state: string; text?: string });
    expect(states[0]!.state).toBe('thinking');
    const streamed = states.filter((s) => s.state === 'processing' && s.text);
    expect(streamed.length).toBeGreaterThanOrEqual(1);
    expect(content).toContain(streamed.at(-1)!.text!.slice(0, 20));
    expect(states.at(-1)!.state).toBe('reply');
  });

  it('drops a recommendation that is not among the candidates and keeps the rest of the edit', async () => {
    behaviour = (b) =>
      edit(b, {
        title: 'Ten kilometres in eight weeks',
        recommendations: [{ id: '00000000-0000-4000-8000-00000000beef', why: 'A program that does not exist.' }],
      });
    const { plan, model } = await propose();
    expect(model).toBe('openai:plan-model');
    // The goal in the person's words comes first (decision 104).
    expect(plan.title).toBe('Run a 10K: Ten kilometres in eight weeks');
    expect(plan.recommendations.map((r) => r.id)).not.toContain('00000000-0000-4000-8000-00000000beef');
    expect(plan.recommendations.length).toBeGreaterThan(0);
  });

  it('keeps the draft target when the model multiplies a KPI target by 12', async () => {
    let draftTarget = 0;
    behaviour = (b) => {
      draftTarget = b.kpis[0]!.target;
      return edit(b, { kpis: [{ id: b.kpis[0]!.id, target: draftTarget * 12, why: 'Aim high!' }] });
    };
    const { plan, model } = await propose();
    expect(model).toBe('openai:plan-model');
    expect(plan.kpis[0]!.target).toBe(draftTarget);
    expect(plan.kpis[0]!.why).toBe('Aim high!');
  });

  it('has its lengths made the tasks own and a title without the goal named again (decision 104)', async () => {
    let brief: Brief | undefined;
    behaviour = (b) => {
      brief = b;
      return edit(b, {
        title: 'Your best season yet',
        sessions: b.sessions.map((s) => ({
          key: s.key,
          title: '60-minute session',
          description: 'Run for 55 to 70 minutes, then walk 5 minutes.',
          why: null,
        })),
      });
    };
    const { plan, model } = await propose();
    expect(model).toBe('openai:plan-model');
    expect(brief!.sessions.length).toBeGreaterThan(0);
    // The title did not name the goal: the person's words are.
    expect(plan.title).toBe('Run a 10K: Your best season yet');
    const sessions = plan.tasks.filter((task) => task.kind === 'activity' && task.description.startsWith('Run for'));
    expect(sessions.length).toBeGreaterThan(3);
    for (const task of sessions) {
      // 40-minute sessions at most: every length in the words is the task's own or within it.
      expect(task.minutes).toBeLessThanOrEqual(40);
      expect(task.title).toBe(`${task.minutes}-minute session`);
      expect(task.description).toBe(`Run for ${task.minutes} minutes, then walk 5 minutes.`);
    }
  });

  it('lets no unsafe advice through: "skip meals" is dropped from sessions and from the reply', async () => {
    behaviour = (b) =>
      edit(b, {
        reply: 'To get lighter for race day, skip meals on rest days.',
        sessions: [{ key: 's1', title: null, description: 'Run easy, then skip dinner to lose weight.', why: null }],
        notes: [{ week: 1, text: 'Skip breakfast before long runs.', why: 'Fasted running burns fat.' }],
        title: 'Run and skip meals',
      });
    const { plan, model, content, events } = await propose();
    // Only the unsafe parts were dropped: the edit itself was used.
    expect(model).toBe('openai:plan-model');
    const words = JSON.stringify(plan) + content + JSON.stringify(events);
    expect(words).not.toMatch(/skip (?:meals|dinner|breakfast)/i);
    expect(plan.tasks.filter((task) => task.kind === 'activity').length).toBe(24);
  });

  it('falls back to the built-in plan on malformed JSON, an answer that is not an edit, an error or a timeout', async () => {
    behaviour = () => ({ content: '{"reply": "Here is your plan", "title": ' });
    expect((await propose()).model).toBe('planner');
    behaviour = () => ({ content: 'Sure! Here is a plan: run a lot.' });
    expect((await propose()).model).toBe('planner');
    behaviour = () => ({ content: JSON.stringify({ title: 'half an edit' }) });
    expect((await propose()).model).toBe('planner');
    behaviour = () => ({ status: 500 });
    expect((await propose()).model).toBe('planner');
    behaviour = (b) => ({ ...edit(b, { title: 'Too late' }), delayMs: 3000 });
    const started = Date.now();
    const late = await propose();
    expect(late.model).toBe('planner');
    expect(late.plan.title).not.toBe('Too late');
    expect(Date.now() - started).toBeLessThan(2800);
  });

  it('accepts an answer after a multi-turn dialogue whose target keys come back reordered', async () => {
    const orders: string[][] = [];
    behaviour = (b) => {
      // The same target, its keys in the other order than the brief's (the dialogue state went through jsonb).
      const reordered = Object.fromEntries(Object.entries(b.request.target!).reverse()) as {
        value: number;
        unit: string;
      };
      orders.push(Object.keys(b.request.target!), Object.keys(reordered));
      return edit(b, {
        understood: { domain: b.request.domain, target: reordered },
        title: 'Ten kilometres, your way',
      });
    };
    // Which days comes last, once every question was answered (decision 118).
    const turns = ['I want to run a 10K', 'in 8 weeks', '3 times a week', '40 minutes', 'any day'];
    const { plan, model } = await converse(turns);
    expect(orders[0]).not.toEqual(orders[1]);
    expect(model).toBe('openai:plan-model');
    // The goal in the person's words comes first (decision 104).
    expect(plan.title).toBe('Run a 10K: Ten kilometres, your way');
    expect(plan.intent.target).toEqual({ value: 10, unit: 'km' });

    // A model that read another goal is not used.
    behaviour = (b) => edit(b, { understood: { domain: b.request.domain, target: { unit: 'km', value: 42 } } });
    expect((await converse(turns)).model).toBe('planner');
  });
});

describe('the fake chat-completions server', () => {
  it('refuses a schema with optional fields in strict mode, as OpenAI does', async () => {
    const res = await fetch(`${fake.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'plan-model',
        messages: [{ role: 'user', content: 'hi' }],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'plan', strict: true, schema: z.toJSONSchema(ZPlan, { target: 'draft-7' }) },
        },
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /Invalid schema for response_format 'plan'.*missing .*language/,
    );
  });
});
