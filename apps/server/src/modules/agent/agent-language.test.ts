import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TAgentMessage, TAgentPayload, TConversation } from '@ito/contracts/agent/conversations';
import { ZPlan } from '@ito/contracts/agent/plan';
import type { DialogueState } from '@ito/planner/api';
import { agentConversations } from '../../db/schema/agent.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';

/** Decision 034 through the real API: out-of-scope and unsupported-language answers, and the person's language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Started = { conversation: TConversation; messages: TAgentMessage[] };
const newKey = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2, 10);

async function guest() {
  const res = await t.app.inject({ method: 'POST', url: '/api/guest/start', payload: { session_key: newKey() } });
  return bearer(json<{ data: { accessToken: string } }>(res).data.accessToken);
}

async function start(headers: Record<string, string>, message: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/agent/conversations', headers, payload: { message } });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: Started }>(res).data;
}

async function say(headers: Record<string, string>, id: string, message: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/agent/conversations/${id}/messages`,
    headers,
    payload: { message },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: TAgentMessage[] }>(res).data;
}

async function history(headers: Record<string, string>, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/agent/conversations/${id}/messages`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TAgentMessage[] }>(res).data;
}

const payloadOf = (message: TAgentMessage | undefined) => message?.payload as TAgentPayload;

describe('the agent’s understanding and language', () => {
  it('answers an out-of-scope request with what it does, stores it, and plans on the next message', async () => {
    const me = await guest();
    const started = await start(me, "what's the weather tomorrow?");
    const answer = started.messages.at(-1);
    expect(payloadOf(answer)).toMatchObject({ kind: 'message', reason: 'out_of_scope' });
    expect(answer?.content).toMatch(/step-by-step plan/);
    const [row] = await t.app.db
      .select()
      .from(agentConversations)
      .where(eq(agentConversations.id, started.conversation.id));
    expect(row?.proposal).toBeNull();
    // The stored history (newest first) returns the same kind, so the chat shows it after a reload.
    const stored = await history(me, started.conversation.id);
    expect(payloadOf(stored[0])).toMatchObject({ kind: 'message', reason: 'out_of_scope' });

    const next = await say(
      me,
      started.conversation.id,
      'I want to run a 10K in 8 weeks, 3 times a week for 40 minutes',
    );
    expect(payloadOf(next.at(-1)).kind).toBe('proposal');
  });

  it('answers a language it does not speak in English, with no plan', async () => {
    const me = await guest();
    const started = await start(me, 'Bonjour, je voudrais courir un marathon cette année');
    const answer = started.messages.at(-1);
    expect(payloadOf(answer)).toMatchObject({ kind: 'message', reason: 'unsupported_language' });
    expect(answer?.content).toMatch(/English, Arabic .* Spanish .* or German/);
  });

  it('asks and proposes in Spanish, and the plan’s intent carries the language', async () => {
    const me = await guest();
    const started = await start(me, 'Quiero dormir mejor');
    const question = started.messages.at(-1);
    expect(payloadOf(question)).toMatchObject({ kind: 'question', slot: 'horizon_weeks' });
    expect(question?.content).toMatch(/¿Para cuándo/);
    const reply = payloadOf(question);
    if (reply.kind !== 'question') return;
    expect(reply.quick_replies[0]?.label).toBe('4 semanas');
    const next = await say(me, started.conversation.id, reply.quick_replies[0]!.value);
    const proposal = payloadOf(next.at(-1));
    expect(proposal.kind).toBe('proposal');
    if (proposal.kind !== 'proposal') return;
    const plan = ZPlan.parse(proposal.plan);
    expect(plan.intent).toMatchObject({ domain: 'sleep', horizon_weeks: 4, language: 'es' });
    expect(next.at(-1)?.content).toMatch(/^Aquí tienes tu plan: /);
    const [row] = await t.app.db
      .select()
      .from(agentConversations)
      .where(eq(agentConversations.id, started.conversation.id));
    expect((row?.state as DialogueState).language).toBe('es');
  });
});
