import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TAgentMessage, TAgentPayload, TConversation } from '@ito/contracts/agent/conversations';
import { agentConversations } from '../../db/schema/agent.ts';
import { tasks } from '../../db/schema/following.ts';
import { guests, users } from '../../db/schema/auth.ts';
import { follows } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { openVerificationLink, registerUser, uniqueEmail, verifiedUser } from '../../test/identity-helpers.ts';
import { listenLocal, openTab, until } from '../../test/socket-helpers.ts';

/** Decision 037: a guest who registers keeps the plan, the conversation and the tasks, whatever the order. */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listenLocal(t.app);
});
afterAll(() => t.close());

const newKey = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2, 10);
const payloadOf = (message: TAgentMessage | undefined) => message?.payload as TAgentPayload;
type Accepted = { program_id: string; follow_id: string; tasks: number };

async function startGuest(key = newKey()) {
  const res = await t.app.inject({ method: 'POST', url: '/api/guest/start', payload: { session_key: key } });
  expect(res.statusCode).toBe(201);
  const data = json<{ data: { accessToken: string; id: string } }>(res).data;
  return { key, id: data.id, token: data.accessToken };
}

/** A guest states an intent and answers each question with its first quick reply until a plan is proposed. */
async function guestWithProposal() {
  const guest = await startGuest();
  const headers = bearer(guest.token);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/agent/conversations',
    headers,
    payload: { message: 'I want to sleep better' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const body = json<{ data: { conversation: TConversation; messages: TAgentMessage[] } }>(started).data;
  let reply = body.messages.at(-1);
  for (let asked = 0; payloadOf(reply).kind === 'question' && asked < 4; asked += 1) {
    const question = payloadOf(reply);
    const answer = question.kind === 'question' ? question.quick_replies[0]!.value : '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/agent/conversations/${body.conversation.id}/messages`,
      headers,
      payload: { message: answer },
    });
    reply = json<{ data: TAgentMessage[] }>(res).data.at(-1);
  }
  expect(payloadOf(reply).kind).toBe('proposal');
  return { ...guest, conversationId: body.conversation.id, programId: body.conversation.program_id! };
}

async function accept(token: string, conversationId: string): Promise<Accepted> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/agent/conversations/${conversationId}/accept`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: Accepted }>(res).data;
}

/** The signed-in guest finishes registration from the agent page (the web's register dialog). */
async function finishRegistration(token: string, email = uniqueEmail('guest')) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/finish-registration',
    headers: bearer(token),
    payload: { full_name: 'Gia Guest', email, password: 'sleep well tonight' },
  });
  return { res, email };
}

/** Opens the mailed link in the browser that registered (signed in with `token`). */
async function verify(email: string, token: string): Promise<void> {
  const res = await openVerificationLink(t.app, email, token);
  expect(res.headers.location).toBe('/verification/successfully');
}

/** What the person reads of their plan: the conversation, the follow's dashboard and the follow's tasks. */
async function readPlan(token: string, programId: string, followId: string) {
  const headers = bearer(token);
  return Promise.all([
    t.app.inject({ method: 'GET', url: `/api/agent/programs/${programId}/conversation`, headers }),
    t.app.inject({ method: 'GET', url: `/api/follows/by-program/${programId}`, headers }),
    t.app.inject({ method: 'GET', url: `/api/follows/${followId}`, headers }),
    t.app.inject({ method: 'GET', url: `/api/tasks?follow_id=${followId}&view=all`, headers }),
  ]);
}

async function expectOwnedBy(userId: string, found: { conversationId: string } & Accepted) {
  const [conversation] = await t.app.db
    .select()
    .from(agentConversations)
    .where(eq(agentConversations.id, found.conversationId));
  expect(conversation).toMatchObject({ user_id: userId, status: 'accepted', program_id: found.program_id });
  const [follow] = await t.app.db.select().from(follows).where(eq(follows.id, found.follow_id));
  expect(follow).toMatchObject({ user_id: userId, program_id: found.program_id });
  const rows = await t.app.db.select().from(tasks).where(eq(tasks.follow_id, found.follow_id));
  expect(rows).toHaveLength(found.tasks);
  expect(rows.every((row) => row.user_id === userId)).toBe(true);
}

async function expectHiddenFromOthers(programId: string, followId: string, conversationId: string) {
  const stranger = await verifiedUser(t.app);
  const otherGuest = await startGuest();
  for (const token of [stranger.accessToken, otherGuest.token]) {
    const [conversation, byProgram, follow, followTasks] = await readPlan(token, programId, followId);
    for (const res of [conversation, byProgram, follow]) expect(res!.statusCode, res!.body).toBe(404);
    // The task list answers the caller's own tasks only: none of the guest's.
    if (followTasks!.statusCode === 200) expect(json<{ data: unknown[] }>(followTasks!).data).toEqual([]);
    else expect(followTasks!.statusCode).toBe(404);
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/agent/conversations/${conversationId}/messages`,
      headers: bearer(token),
    });
    expect(messages.statusCode).toBe(404);
  }
}

describe('a guest who registers keeps the plan', () => {
  it('accepted first, then registered: the same user keeps the conversation, the follow and the tasks', async () => {
    const guest = await guestWithProposal();
    const accepted = await accept(guest.token, guest.conversationId);
    expect(accepted.program_id).toBe(guest.programId);
    expect(accepted.tasks).toBeGreaterThan(0);

    const { res, email } = await finishRegistration(guest.token);
    expect(res.statusCode, res.body).toBe(200);
    const auth = json<{ data: { id: string; accessToken: string } }>(res).data;
    expect(auth.id).toBe(guest.id);
    await verify(email, auth.accessToken);

    await expectOwnedBy(guest.id, { conversationId: guest.conversationId, ...accepted });
    const [conversation, byProgram, follow] = await readPlan(auth.accessToken, accepted.program_id, accepted.follow_id);
    expect(json<{ data: TConversation }>(conversation!).data.id).toBe(guest.conversationId);
    expect(json<{ data: { follow: { id: string } } }>(byProgram!).data.follow.id).toBe(accepted.follow_id);
    expect(follow!.statusCode).toBe(200);
    // Accepting again after registering answers the same program: nothing is made twice.
    expect(await accept(auth.accessToken, guest.conversationId)).toEqual(accepted);
    await expectHiddenFromOthers(accepted.program_id, accepted.follow_id, guest.conversationId);
  });

  it('registered first, verified, then accepted: the plan becomes the registered person’s program', async () => {
    const guest = await guestWithProposal();
    const { res, email } = await finishRegistration(guest.token);
    expect(res.statusCode, res.body).toBe(200);
    const auth = json<{ data: { id: string; accessToken: string } }>(res).data;
    expect(auth.id).toBe(guest.id);
    await verify(email, auth.accessToken);

    const accepted = await accept(auth.accessToken, guest.conversationId);
    expect(accepted.program_id).toBe(guest.programId);
    await expectOwnedBy(guest.id, { conversationId: guest.conversationId, ...accepted });
    const [, byProgram] = await readPlan(auth.accessToken, accepted.program_id, accepted.follow_id);
    expect(byProgram!.statusCode).toBe(200);
    await expectHiddenFromOthers(accepted.program_id, accepted.follow_id, guest.conversationId);
  });

  it('registered before accepting: the plan waits in the list My programs reads, and accepted days later starts then', async () => {
    t.app.clock.set(new Date('2026-03-02T09:00:00Z'));
    const guest = await guestWithProposal();
    const { res } = await finishRegistration(guest.token);
    expect(res.statusCode, res.body).toBe(200);
    const token = json<{ data: { accessToken: string } }>(res).data.accessToken;
    const waiting = async (who = token) => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/agent/conversations?waiting=1',
        headers: bearer(who),
      });
      expect(list.statusCode, list.body).toBe(200);
      return json<{ data: TConversation[]; meta: { total: number } }>(list);
    };
    const before = await waiting();
    expect(before.meta.total).toBe(1);
    const [shown] = before.data;
    expect(shown).toMatchObject({ id: guest.conversationId, program_id: guest.programId, status: 'open' });
    expect(shown!.proposal).toMatchObject({ start_date: '2026-03-02', title: expect.any(String) });
    expect(shown!.proposal!.tasks).toBeGreaterThan(0);
    expect(shown!.proposal!.weeks).toBeGreaterThan(0);
    // The conversation itself says the same.
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/agent/conversations/${guest.conversationId}`,
      headers: bearer(token),
    });
    expect(json<{ data: TConversation }>(one).data.proposal).toEqual(shown!.proposal);
    // Nobody else sees it waiting.
    expect((await waiting((await verifiedUser(t.app)).accessToken)).data).toEqual([]);

    // Ten days later, with no weekdays set, the plan starts on the day it is accepted.
    t.app.clock.set(new Date('2026-03-12T09:00:00Z'));
    const accepted = await accept(token, guest.conversationId);
    const rows = await t.app.db.select().from(tasks).where(eq(tasks.follow_id, accepted.follow_id));
    const first = rows.map((row) => row.due_on).sort()[0];
    expect(first! >= '2026-03-12').toBe(true);
    expect(first! < '2026-03-19').toBe(true);
    expect((await waiting()).data).toEqual([]);
    const all = await t.app.inject({ method: 'GET', url: '/api/agent/conversations', headers: bearer(token) });
    expect(json<{ data: TConversation[] }>(all).data[0]).toMatchObject({ status: 'accepted', proposal: null });
  });

  it('a retried registration changes nothing: one user, one follow, the same tasks', async () => {
    const guest = await guestWithProposal();
    const accepted = await accept(guest.token, guest.conversationId);
    const email = uniqueEmail('retry');
    const first = await finishRegistration(guest.token, email);
    expect(first.res.statusCode).toBe(200);
    const again = await finishRegistration(guest.token, email);
    expect(again.res.statusCode).toBe(403);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, guest.id));
    expect(user).toMatchObject({ email, is_temporary: false });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await t.app.db.select().from(follows).where(eq(follows.user_id, guest.id))).toHaveLength(1);
    await expectOwnedBy(guest.id, { conversationId: guest.conversationId, ...accepted });
  });

  it('registering with the guest key (the register page) converts the same user too', async () => {
    const guest = await guestWithProposal();
    const accepted = await accept(guest.token, guest.conversationId);
    const auth = await registerUser(t.app, { guest_key: guest.key });
    expect(auth.id).toBe(guest.id);
    await expectOwnedBy(guest.id, { conversationId: guest.conversationId, ...accepted });
  });

  it('a spent guest key never resumes the registered account', async () => {
    const guest = await startGuest();
    const auth = await registerUser(t.app, { guest_key: guest.key });
    // A row left behind (as a conversion interrupted between its two writes once could) must not sign anyone in.
    await t.app.db.insert(guests).values({ session_key: guest.key, user_id: auth.id });
    const again = await startGuest(guest.key);
    expect(again.id).not.toBe(auth.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, again.id));
    expect(row?.is_temporary).toBe(true);
  });

  it("tells the person's open tabs when the mailed link verified the address", async () => {
    const guest = await startGuest();
    const { res, email } = await finishRegistration(guest.token);
    const auth = json<{ data: { accessToken: string } }>(res).data;
    const tab = await openTab(url, { token: auth.accessToken });
    try {
      await verify(email, auth.accessToken);
      const event = await until('the account event', () => tab.events.find((e) => e.component === 'account'));
      expect(event.data).toEqual({ email_verified: true });
    } finally {
      tab.socket.disconnect();
    }
  });
});
