import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRunCard } from '@ito/contracts/protocols/runs/runs';
import { programs } from '../../../db/schema/programs.ts';
import { creatorFollowups, protocolRuns, runEvents } from '../../../db/schema/protocols.ts';
import { bearer, createTestApp, json, type TestApp } from '../../../test/harness.ts';
import { verifiedUser } from '../../../test/identity-helpers.ts';
import { createProgram, creator } from '../../../test/program-helpers.ts';
import { publishedProtocol } from '../../../test/run-fixture.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function follower() {
  const auth = await verifiedUser(t.app, { full_name: 'Rita Racer' });
  return { id: auth.id, headers: bearer(auth.accessToken) };
}

async function runsOf(protocolId: string, userId: string) {
  return t.app.db
    .select()
    .from(protocolRuns)
    .where(and(eq(protocolRuns.protocol_id, protocolId), eq(protocolRuns.user_id, userId)));
}

describe('one live run per follower and protocol', () => {
  it('gives two accepts of the same invitation at the same moment one run', async () => {
    const owner = await creator(t.app);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    const link = await post(`/api/creator/protocols/${protocol.id}/invitations`, owner.headers, { audience: 'link' });
    const token = json<{ data: { token: string } }>(link).data.token;
    const me = await follower();

    const answers = await Promise.all(
      [1, 2, 3].map(() => post(`/api/protocol-invitations/${token}/accept`, me.headers)),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const runs = answers.map((res) => json<{ data: { run: TRunCard; is_new: boolean } }>(res).data);
    expect(new Set(runs.map((r) => r.run.id)).size).toBe(1);
    expect(runs.filter((r) => r.is_new)).toHaveLength(1);

    const rows = await runsOf(protocol.id, me.id);
    expect(rows).toHaveLength(1);
    // The losers left nothing behind: one start, one followup.
    const started = await t.app.db
      .select()
      .from(runEvents)
      .where(and(eq(runEvents.run_id, rows[0]!.id), eq(runEvents.kind, 'started')));
    expect(started).toHaveLength(1);
    const followups = await t.app.db
      .select()
      .from(creatorFollowups)
      .where(eq(creatorFollowups.protocol_id, protocol.id));
    expect(followups).toHaveLength(1);
  });

  it('gives a program followed and its invitation accepted at once one run', async () => {
    const owner = await creator(t.app);
    const program = await createProgram(t.app, owner.headers, { title: 'Calm evenings' });
    await t.app.db.update(programs).set({ status: 'published', access: 'free' }).where(eq(programs.id, program.id));
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id, programId: program.id });
    const link = await post(`/api/creator/protocols/${protocol.id}/invitations`, owner.headers, { audience: 'link' });
    const token = json<{ data: { token: string } }>(link).data.token;
    const me = await follower();

    const [followed, accepted] = await Promise.all([
      post(`/api/programs/${program.id}/follow`, me.headers, { target: 'main' }),
      post(`/api/protocol-invitations/${token}/accept`, me.headers),
    ]);
    expect(followed.statusCode, followed.body).toBe(201);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await runsOf(protocol.id, me.id)).toHaveLength(1);
  });

  it('refuses a second live row in the database itself, but not beside an ended run', async () => {
    const owner = await creator(t.app);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    const me = await follower();
    const row = { protocol_id: protocol.id, version: 1, user_id: me.id, state: {} };
    await t.app.db.insert(protocolRuns).values({ ...row, status: 'finished' });
    await t.app.db.insert(protocolRuns).values({ ...row, status: 'waiting' });
    await expect(t.app.db.insert(protocolRuns).values({ ...row, status: 'running' })).rejects.toThrow();
    expect(await runsOf(protocol.id, me.id)).toHaveLength(2);
  });
});
