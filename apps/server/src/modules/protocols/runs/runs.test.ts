import { appDeps } from '../../../platform/deps.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskCard, TTaskDetail } from '@ito/contracts/following/tasks';
import type { TFollowup, TLiveResponse, TRunEvent } from '@ito/contracts/protocols/runs/creator-views';
import type { TRunCard } from '@ito/contracts/protocols/runs/runs';
import { tasks } from '../../../db/schema/following.ts';
import { appliedEffects, creatorFollowups, protocolRuns, protocolVersions } from '../../../db/schema/protocols.ts';
import { WAKE_QUEUE } from './queues.ts';
import { bearer, createTestApp, json, type TestApp } from '../../../test/harness.ts';
import { verifiedUser } from '../../../test/identity-helpers.ts';
import { creator } from '../../../test/program-helpers.ts';
import { practiceLoop, publishedProtocol, step } from '../../../test/run-fixture.ts';
import { requeueDueRuns } from './wake-worker.ts';

let t: TestApp;
const START = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(START);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const deps = () => appDeps(t.app);

async function follower() {
  const auth = await verifiedUser(t.app, { full_name: 'Fatima Follower' });
  return { id: auth.id, email: auth.user.email!, headers: bearer(auth.accessToken) };
}

async function linkInvitation(protocolId: string, headers: Record<string, string>) {
  const res = await post(`/api/creator/protocols/${protocolId}/invitations`, headers, { audience: 'link' });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { token: string; url: string; id: string } }>(res).data;
}

/** Lets the app's clock pass, queues what became due and runs the worker until the queue is empty. */
async function passMinutes(minutes: number) {
  t.app.clock.set(new Date(t.app.clock.now().getTime() + minutes * 60_000));
  await requeueDueRuns(deps());
  await t.app.jobs.drain(WAKE_QUEUE);
}

async function runOf(runId: string) {
  const [row] = await t.app.db.select().from(protocolRuns).where(eq(protocolRuns.id, runId));
  return row!;
}

async function pendingTask(userHeaders: Record<string, string>): Promise<TTaskCard> {
  const list = json<{ data: TTaskCard[] }>(await get('/api/tasks?view=all', userHeaders)).data;
  const pending = list.filter((task) => task.status === 'pending' && task.protocol !== null);
  expect(pending).toHaveLength(1);
  return pending[0]!;
}

describe('a protocol run entered by invitation', () => {
  it('starts on accept, waits, asks the assessment, loops on a low score and finishes on a high one', async () => {
    const owner = await creator(t.app, 'Coach Carla');
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    const invitation = await linkInvitation(protocol.id, owner.headers);
    expect(invitation.url).toMatch(new RegExp(`/protocol-invitations/${invitation.token}$`));
    const me = await follower();

    const preview = await get(`/api/protocol-invitations/${invitation.token}`, me.headers);
    expect(json(preview)).toMatchObject({
      data: { protocol: { name: 'Calm practice' }, creator: { name: 'Coach Carla' } },
    });
    const accepted = await post(`/api/protocol-invitations/${invitation.token}/accept`, me.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const run = json<{ data: { run: TRunCard; is_new: boolean } }>(accepted).data;
    expect(run).toMatchObject({ is_new: true, run: { status: 'waiting', current_node_key: 'wait', version: 1 } });
    // Accepting again is the same run.
    const again = json<{ data: { run: TRunCard; is_new: boolean } }>(
      await post(`/api/protocol-invitations/${invitation.token}/accept`, me.headers),
    ).data;
    expect(again).toMatchObject({ is_new: false, run: { id: run.run.id } });

    // The followup step is on the creator's to-do list; nothing is asked of the follower before the wait is over.
    const todo = json<{ data: TFollowup[] }>(await get('/api/creator/follow-up', owner.headers)).data;
    expect(todo).toMatchObject([{ title: 'Call the follower', follower: { id: me.id }, run_id: run.run.id }]);
    expect(json<{ data: TTaskCard[] }>(await get('/api/tasks?view=all', me.headers)).data).toEqual([]);

    // Not yet: 59 minutes in, the wake-up is not due.
    await passMinutes(59);
    expect((await runOf(run.run.id)).current_node_key).toBe('wait');
    await passMinutes(2);
    const woken = await runOf(run.run.id);
    expect(woken).toMatchObject({ status: 'waiting', current_node_key: 'check' });
    const waitingLive = json<{ data: TLiveResponse['data'] }>(await get('/api/creator/live', owner.headers)).data;
    expect(waitingLive.steps).toEqual([
      { protocol_id: protocol.id, node_key: 'check', name: 'assessment check', runs: 1 },
    ]);

    const task = await pendingTask(me.headers);
    expect(task).toMatchObject({ kind: 'assessment', title: 'Weekly check', follow_id: null, program: null });
    expect(task.protocol).toEqual({ id: protocol.id, name: 'Calm practice' });
    const detail = json<{ data: TTaskDetail }>(await get(`/api/tasks/${task.id}`, me.headers)).data;
    expect(detail.questions.map((q) => q.prompt)).toEqual(['Days you practised', 'How calm you feel']);

    // Score 2 < 3: back to the nudge, a second followup, a second wait.
    const low = await post(`/api/tasks/${task.id}/complete`, me.headers, { answers: { q1: 1, q2: 0 } });
    expect(low.statusCode, low.body).toBe(200);
    expect(json<{ data: { progress: number } }>(low).data.progress).toBe(100);
    const looped = await runOf(run.run.id);
    expect(looped).toMatchObject({ status: 'waiting', current_node_key: 'wait' });
    expect((looped.state as { iterations: Record<string, number> }).iterations).toMatchObject({ nudge: 2, wait: 2 });
    expect(json<{ data: TFollowup[] }>(await get('/api/creator/follow-up', owner.headers)).data).toHaveLength(2);

    await passMinutes(61);
    const second = await pendingTask(me.headers);
    expect(second.id).not.toBe(task.id);
    const high = await post(`/api/tasks/${second.id}/complete`, me.headers, { answers: { q1: 1, q2: 1 } });
    expect(high.statusCode, high.body).toBe(200);
    const finished = await runOf(run.run.id);
    expect(finished).toMatchObject({ status: 'finished', current_node_key: 'done' });
    expect(finished.ended_at).not.toBeNull();

    // Every effect once: 2 nudges, 2 followups, 2 waits, 2 assessments, 1 finish.
    const keys = await t.app.db.select().from(appliedEffects).where(eq(appliedEffects.run_id, run.run.id));
    expect(keys.map((k) => k.kind).sort()).toEqual(
      [...Array(2).fill(['create_followup', 'create_task', 'schedule_wake', 'send_nudge']).flat(), 'finish'].sort(),
    );
    const runTasks = await t.app.db.select().from(tasks).where(eq(tasks.run_id, run.run.id));
    expect(runTasks.map((row) => row.plan_task_id).sort()).toEqual([`${run.run.id}:check:1`, `${run.run.id}:check:2`]);

    // History: newest first, the run's whole story; live: the finished run counted, nobody at a step.
    const history = json<{ data: TRunEvent[]; meta: { total: number } }>(
      await get(`/api/creator/history?run_id=${run.run.id}&per_page=100`, owner.headers),
    );
    expect(history.data[0]).toMatchObject({
      kind: 'finished',
      node_key: 'done',
      follower: { name: 'Fatima Follower' },
    });
    expect(history.data.at(-1)).toMatchObject({ kind: 'started' });
    const kinds = history.data.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'event')).toHaveLength(4);
    // start, nudge, call, wait, check, again, nudge, call, wait, check, done.
    expect(kinds.filter((k) => k === 'step')).toHaveLength(11);
    const live = json<{ data: TLiveResponse['data'] }>(
      await get(`/api/creator/live?protocol_id=${protocol.id}`, owner.headers),
    );
    expect(live.data.totals).toEqual({ running: 0, waiting: 0, finished: 1, failed: 0 });
    expect(live.data.steps).toEqual([]);
    expect(live.data.recent[0]).toMatchObject({ kind: 'finished' });

    // A followup is marked done once; it leaves the open list.
    const done = await post(`/api/creator/follow-up/${todo[0]!.id}/done`, owner.headers);
    expect(json(done)).toMatchObject({ data: { status: 'done' } });
    expect(json<{ data: TFollowup[] }>(await get('/api/creator/follow-up', owner.headers)).data).toHaveLength(1);
  });

  it('mails an email invitation that only its address may accept, once', async () => {
    const owner = await creator(t.app);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    const me = await follower();
    const stranger = await follower();
    const res = await post(`/api/creator/protocols/${protocol.id}/invitations`, owner.headers, {
      audience: 'email',
      email: me.email.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const outbox = json<{ data: { to: string; text: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' }),
    ).data;
    const token = json<{ data: { token: string } }>(res).data.token;
    expect(outbox.find((m) => m.to === me.email.toUpperCase())?.text).toContain(`/protocol-invitations/${token}`);
    expect((await post(`/api/protocol-invitations/${token}/accept`, stranger.headers)).statusCode).toBe(403);
    expect((await post(`/api/protocol-invitations/${token}/accept`, me.headers)).statusCode).toBe(200);
    const listed = json<{ data: { status: string }[] }>(
      await get(`/api/creator/protocols/${protocol.id}/invitations`, owner.headers),
    ).data;
    expect(listed).toMatchObject([{ status: 'accepted', audience: 'email' }]);
    // A revoked link is gone.
    const link = await linkInvitation(protocol.id, owner.headers);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/creator/protocols/${protocol.id}/invitations/${link.id}`,
      headers: owner.headers,
    });
    expect(json(revoked)).toMatchObject({ data: { status: 'revoked' } });
    expect((await get(`/api/protocol-invitations/${link.token}`, me.headers)).statusCode).toBe(404);
    const missing = await post(`/api/creator/protocols/${protocol.id}/invitations`, owner.headers, {
      audience: 'email',
    });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toHaveProperty('email');
  });

  it('moves live runs to a newer version and records it; a run whose step is gone fails', async () => {
    const owner = await creator(t.app);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    const a = await follower();
    const b = await follower();
    const link = await linkInvitation(protocol.id, owner.headers);
    await post(`/api/protocol-invitations/${link.token}/accept`, a.headers);
    await post(`/api/protocol-invitations/${link.token}/accept`, b.headers);
    const runs = json<{ data: TRunCard[]; meta: { total: number } }>(
      await get(`/api/creator/protocols/${protocol.id}/runs`, owner.headers),
    );
    expect(runs.meta.total).toBe(2);
    const [runA, runB] = runs.data;
    await t.app.db.insert(protocolVersions).values([
      { protocol_id: protocol.id, version: 2, graph: { nodes: practiceLoop(30), items: [], modules: [] } },
      {
        protocol_id: protocol.id,
        version: 3,
        graph: { nodes: [step('start', 'population', null), step('end', 'finish', 'start')], items: [], modules: [] },
      },
    ]);
    const toTwo = await post(`/api/creator/protocols/${protocol.id}/runs/move`, owner.headers, {
      to_version: 2,
      run_ids: [runA!.id],
    });
    expect(json(toTwo)).toEqual({ data: { moved: 1, failed: 0, remaining: 0 } });
    expect(await runOf(runA!.id)).toMatchObject({ version: 2, status: 'waiting', current_node_key: 'wait' });
    const toThree = await post(`/api/creator/protocols/${protocol.id}/runs/move`, owner.headers, { to_version: 3 });
    expect(json(toThree)).toEqual({ data: { moved: 0, failed: 2, remaining: 0 } });
    expect(await runOf(runB!.id)).toMatchObject({ version: 3, status: 'failed' });
    const moves = json<{ data: TRunEvent[] }>(
      await get(`/api/creator/history?run_id=${runA!.id}`, owner.headers),
    ).data.filter((e) => e.kind === 'moved');
    expect(moves.map((m) => m.payload)).toEqual([
      expect.objectContaining({ from_version: 2, to_version: 3, reason: 'missing_step' }),
      expect.objectContaining({ from_version: 1, to_version: 2 }),
    ]);
    const bad = await post(`/api/creator/protocols/${protocol.id}/runs/move`, owner.headers, { to_version: 9 });
    expect(bad.statusCode).toBe(422);
  });

  it('starts the protocols a program carries when someone follows the program', async () => {
    const owner = await creator(t.app);
    const programRes = await post('/api/creator/programs', owner.headers, { title: 'Calm mornings' });
    const programId = json<{ data: { id: string } }>(programRes).data.id;
    const { programs } = await import('../../../db/schema/programs.ts');
    await t.app.db.update(programs).set({ status: 'published', access: 'free' }).where(eq(programs.id, programId));
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id, programId });
    const me = await follower();
    const followed = await post(`/api/programs/${programId}/follow`, me.headers, { target: 'main' });
    expect(followed.statusCode, followed.body).toBe(201);
    const [run] = await t.app.db
      .select()
      .from(protocolRuns)
      .where(and(eq(protocolRuns.protocol_id, protocol.id), eq(protocolRuns.user_id, me.id)));
    expect(run).toMatchObject({
      status: 'waiting',
      follow_id: json<{ data: { follow_id: string } }>(followed).data.follow_id,
    });
    const [followup] = await t.app.db.select().from(creatorFollowups).where(eq(creatorFollowups.run_id, run!.id));
    expect(followup?.owner_id).toBe(owner.id);
  });

  it('keeps each creator to their own protocols: another creator gets the same 404 as unknown ids', async () => {
    const owner = await creator(t.app);
    const other = await creator(t.app);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    const link = await linkInvitation(protocol.id, owner.headers);
    const me = await follower();
    await post(`/api/protocol-invitations/${link.token}/accept`, me.headers);
    const base = `/api/creator/protocols/${protocol.id}`;
    for (const res of [
      await get(`${base}/invitations`, other.headers),
      await post(`${base}/invitations`, other.headers, { audience: 'link' }),
      await get(`${base}/runs`, other.headers),
      await post(`${base}/runs/move`, other.headers, { to_version: 1 }),
      await get(`/api/creator/history?protocol_id=${protocol.id}`, other.headers),
      await get(`/api/creator/live?protocol_id=${protocol.id}`, other.headers),
      await get(`/api/creator/follow-up?protocol_id=${protocol.id}`, other.headers),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // Another creator's lists hold none of it.
    expect(json<{ data: unknown[] }>(await get('/api/creator/history', other.headers)).data).toEqual([]);
    expect(json<{ data: unknown[] }>(await get('/api/creator/follow-up', other.headers)).data).toEqual([]);
    const [followup] = json<{ data: TFollowup[] }>(
      await get(`/api/creator/follow-up?protocol_id=${protocol.id}`, owner.headers),
    ).data;
    expect((await post(`/api/creator/follow-up/${followup!.id}/done`, other.headers)).statusCode).toBe(404);
    // A follower is no creator; unknown ids are 404.
    expect((await get(`${base}/runs`, me.headers)).statusCode).toBe(403);
    expect((await get('/api/creator/protocols/nope/runs', owner.headers)).statusCode).toBe(404);
    expect((await get(`/api/creator/protocols/${crypto.randomUUID()}/runs`, owner.headers)).statusCode).toBe(404);
    expect((await get('/api/protocol-invitations/not-a-token', me.headers)).statusCode).toBe(404);
  });
});
