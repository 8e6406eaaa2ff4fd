import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgentMessage, TAgentPayload } from '@ito/contracts/agent/conversations';
import type { TPlan } from '@ito/contracts/agent/plan';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { startFakeChatCompletions, type ChatRequest } from '../../test/fake-chat-completions.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';

const TEN_K = 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes';

/** What the fake model answers next: a function of the draft plan it was sent. */
let behaviour: (draft: TPlan, request: ChatRequest) => { content?: string; status?: number; delayMs?: number };
let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeChatCompletions((request) => {
    const messages = request.body.messages as { role: string; content: string }[];
    const draft = JSON.parse(messages.find((m) => m.role === 'user')!.content) as TPlan;
    return behaviour(draft, request);
  });
  t = await createTestApp({
    AI_BASE_URL: fake.baseURL,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'plan-model',
    AI_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function propose(): Promise<{ plan: TPlan; model: string }> {
  const me = await verifiedUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agent/conversations',
    headers: bearer(me.accessToken),
    payload: { message: TEN_K },
  });
  expect(res.statusCode, res.body).toBe(201);
  const reply = json<{ data: { messages: TAgentMessage[] } }>(res).data.messages[1]!;
  const payload = reply.payload as TAgentPayload;
  if (payload.kind !== 'proposal') throw new Error(`expected a proposal, got ${payload.kind}`);
  return { plan: payload.plan, model: payload.model };
}

describe('the OpenAI-compatible model path', () => {
  it('sends the built-in draft with a JSON schema and uses the improved plan', async () => {
    behaviour = (draft) => ({
      content: JSON.stringify({
        ...draft,
        title: 'Your first 10K, step by step',
        tasks: draft.tasks.map((task) => ({ ...task, why: `${task.why} (explained by the model)` })),
      }),
    });
    const before = fake.requests.length;
    const { plan, model } = await propose();
    expect(model).toBe('openai:plan-model');
    expect(plan.title).toBe('Your first 10K, step by step');
    expect(plan.tasks.every((task) => task.why.endsWith('(explained by the model)'))).toBe(true);

    const request = fake.requests[before]!;
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('plan-model');
    const format = request.body.response_format as { type: string; json_schema?: { schema?: unknown } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema?.schema).toBeTruthy();
  });

  it('falls back to the built-in plan when the answer is not a valid plan', async () => {
    behaviour = () => ({ content: '{"title": "half a plan"}' });
    expect((await propose()).model).toBe('planner');
    behaviour = () => ({ content: 'Sure! Here is a plan: run a lot.' });
    expect((await propose()).model).toBe('planner');
  });

  it('falls back when the model moves tasks or breaks a limit', async () => {
    behaviour = (draft) => ({
      content: JSON.stringify({
        ...draft,
        tasks: draft.tasks.map((task, i) => (i === 0 ? { ...task, minutes: 90 } : task)),
      }),
    });
    const { plan, model } = await propose();
    expect(model).toBe('planner');
    expect(plan.tasks.every((task) => task.minutes <= 40)).toBe(true);
  });

  it('falls back on a server error and on a timeout', async () => {
    behaviour = () => ({ status: 500 });
    expect((await propose()).model).toBe('planner');
    behaviour = (draft) => ({ content: JSON.stringify(draft), delayMs: 3000 });
    const started = Date.now();
    expect((await propose()).model).toBe('planner');
    expect(Date.now() - started).toBeLessThan(2800);
  });
});
