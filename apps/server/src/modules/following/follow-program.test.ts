import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TConversation } from '@ito/contracts/agent/conversations';
import { agentConversations } from '../../db/schema/agent.ts';
import { tasks } from '../../db/schema/following.ts';
import { follows, lessons, programModules, programs } from '../../db/schema/programs.ts';
import { protocolRuns } from '../../db/schema/protocols.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { publishedProtocol } from '../../test/run-fixture.ts';
import { LIVE_COMPONENT } from '../protocols/runs/run-engine.ts';

/**
 * Following a program starts its protocols in one transaction with the follow (decision 041): through
 * the catalogue's Follow button and through accepting the agent's plan, the follow, its tasks and its runs exist
 * together or not at all, and following again changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await t.app.db.execute(sql`drop trigger if exists refuse_run on protocol_runs`);
});

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** A free published program with one lesson, carrying two published protocols. */
async function programWithProtocols() {
  const owner = await creator(t.app);
  const created = await post('/api/creator/programs', owner.headers, { title: 'Calm mornings' });
  expect(created.statusCode, created.body).toBe(201);
  const programId = json<{ data: { id: string } }>(created).data.id;
  await t.app.db.update(programs).set({ status: 'published', access: 'free' }).where(eq(programs.id, programId));
  const [module] = await t.app.db
    .insert(programModules)
    .values({ program_id: programId, position: 1, title: 'Week one' })
    .returning();
  await t.app.db
    .insert(lessons)
    .values({ program_id: programId, module_id: module!.id, position: 1, title: 'Breathe', kind: 'text' });
  const first = await publishedProtocol(t.app.db, { ownerId: owner.id, programId, name: 'First' });
  const second = await publishedProtocol(t.app.db, { ownerId: owner.id, programId, name: 'Second' });
  return { programId, protocolIds: [first.id, second.id] };
}

async function follower() {
  const auth = await verifiedUser(t.app, { full_name: 'Fatima Follower' });
  return { id: auth.id, headers: bearer(auth.accessToken) };
}

/** What the follower holds: their follows, their tasks and their runs (with the follow each run belongs to). */
async function holdings(userId: string) {
  const followRows = await t.app.db.select().from(follows).where(eq(follows.user_id, userId));
  const [taskCount] = await t.app.db.select({ n: count() }).from(tasks).where(eq(tasks.user_id, userId));
  const runs = await t.app.db
    .select({ id: protocolRuns.id, protocol_id: protocolRuns.protocol_id, follow_id: protocolRuns.follow_id })
    .from(protocolRuns)
    .where(eq(protocolRuns.user_id, userId));
  return { follows: followRows, tasks: taskCount!.n, runs };
}

/** Makes the database refuse a run of `protocolId`: a failure in the middle of starting the program's runs. */
async function refuseRunsOf(protocolId: string) {
  await t.app.db.execute(sql`
    create or replace function refuse_run() returns trigger language plpgsql as $$
    begin
      if new.protocol_id = ${sql.raw(`'${protocolId}'`)} then raise exception 'refused for the test'; end if;
      return new;
    end $$`);
  await t.app.db.execute(sql`create trigger refuse_run before insert on protocol_runs
    for each row execute function refuse_run()`);
}

/** How many events the creator's live view was sent since `publish` started watching. */
const liveEvents = (publish: { mock: { calls: unknown[][] } }) =>
  publish.mock.calls.filter((call) => call[1] === LIVE_COMPONENT).length;

describe('following a program from the catalogue', () => {
  it('makes the follow, its tasks and a run of every protocol the program carries together, once', async () => {
    const { programId, protocolIds } = await programWithProtocols();
    const me = await follower();
    const publish = vi.spyOn(t.app.realtime, 'publish');

    const first = await post(`/api/programs/${programId}/follow`, me.headers, { target: 'main' });
    expect(first.statusCode, first.body).toBe(201);
    const followId = json<{ data: { follow_id: string } }>(first).data.follow_id;
    const after = await holdings(me.id);
    expect(after.follows.map((f) => f.id)).toEqual([followId]);
    expect(after.tasks).toBeGreaterThan(0);
    expect(after.runs.map((r) => r.protocol_id).sort()).toEqual([...protocolIds].sort());
    expect(after.runs.every((r) => r.follow_id === followId)).toBe(true);
    // The creator's live view hears of the runs once they are committed.
    expect(liveEvents(publish)).toBeGreaterThan(0);

    publish.mockClear();
    const again = await post(`/api/programs/${programId}/follow`, me.headers, { target: 'main' });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<{ data: { follow_id: string } }>(again).data.follow_id).toBe(followId);
    expect(await holdings(me.id)).toEqual(after);
    expect(liveEvents(publish)).toBe(0);
    const [program] = await t.app.db.select().from(programs).where(eq(programs.id, programId));
    expect(program!.popularity).toBe(1);
  });

  it('leaves no follow, task or run behind when starting a run fails, and follows cleanly afterwards', async () => {
    const { programId, protocolIds } = await programWithProtocols();
    const me = await follower();
    // The first protocol's run is written, then the second one's is refused: the first must go too.
    await refuseRunsOf(protocolIds[1]!);
    const publish = vi.spyOn(t.app.realtime, 'publish');

    const failed = await post(`/api/programs/${programId}/follow`, me.headers, { target: 'main' });
    expect(failed.statusCode, failed.body).toBe(500);
    expect(await holdings(me.id)).toEqual({ follows: [], tasks: 0, runs: [] });
    expect(liveEvents(publish)).toBe(0);
    const [program] = await t.app.db.select().from(programs).where(eq(programs.id, programId));
    expect(program!.popularity).toBe(0);

    await t.app.db.execute(sql`drop trigger refuse_run on protocol_runs`);
    const followed = await post(`/api/programs/${programId}/follow`, me.headers, { target: 'main' });
    expect(followed.statusCode, followed.body).toBe(201);
    const after = await holdings(me.id);
    expect(after.follows).toHaveLength(1);
    expect(after.runs).toHaveLength(2);
  });
});

describe("accepting the agent's plan", () => {
  const TEN_K = 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes';

  /** A guest's conversation with a plan ready to accept; its own program carries one published protocol. */
  async function proposal() {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/guest/start',
      payload: { session_key: randomUUID().replaceAll('-', '').slice(0, 24) },
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const guest = json<{ data: { accessToken: string; id: string } }>(started).data;
    const headers = bearer(guest.accessToken);
    const res = await post('/api/agent/conversations', { ...headers, 'x-time-zone': 'UTC' }, { message: TEN_K });
    expect(res.statusCode, res.body).toBe(201);
    const conversation = json<{ data: { conversation: TConversation } }>(res).data.conversation;
    const owner = await creator(t.app);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id, programId: conversation.program_id! });
    return { userId: guest.id, headers, conversation, protocolId: protocol.id };
  }

  it('starts the protocols its program carries with the follow, once', async () => {
    const { userId, headers, conversation, protocolId } = await proposal();
    const accept = () => post(`/api/agent/conversations/${conversation.id}/accept`, headers);
    const first = await accept();
    expect(first.statusCode, first.body).toBe(200);
    const followId = json<{ data: { follow_id: string } }>(first).data.follow_id;
    const after = await holdings(userId);
    expect(after.follows.map((f) => f.id)).toEqual([followId]);
    expect(after.tasks).toBeGreaterThan(0);
    expect(after.runs).toEqual([expect.objectContaining({ protocol_id: protocolId, follow_id: followId })]);

    expect((await accept()).statusCode).toBe(200);
    expect(await holdings(userId)).toEqual(after);
  });

  it('accepts nothing when starting a run fails: no follow, tasks or runs, the conversation still open', async () => {
    const { userId, headers, conversation, protocolId } = await proposal();
    await refuseRunsOf(protocolId);
    const failed = await post(`/api/agent/conversations/${conversation.id}/accept`, headers);
    expect(failed.statusCode, failed.body).toBe(500);
    expect(await holdings(userId)).toEqual({ follows: [], tasks: 0, runs: [] });
    const [row] = await t.app.db
      .select({ status: agentConversations.status, follow_id: agentConversations.follow_id })
      .from(agentConversations)
      .where(eq(agentConversations.id, conversation.id));
    expect(row).toEqual({ status: 'open', follow_id: null });
  });
});
