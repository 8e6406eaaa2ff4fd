import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_RUNS_MAX, ZLiveResponse, type TLiveResponse } from '@ito/contracts/protocols/runs/creator-views';
import { users } from '../../../db/schema/auth.ts';
import { protocolRuns } from '../../../db/schema/protocols.ts';
import { bearer, createTestApp, json, type TestApp } from '../../../test/harness.ts';
import { verifiedUser } from '../../../test/identity-helpers.ts';
import { creator } from '../../../test/program-helpers.ts';
import { publishedProtocol } from '../../../test/run-fixture.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const live = async (headers: Record<string, string>, protocolId?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/creator/live${protocolId ? `?protocol_id=${protocolId}` : ''}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<TLiveResponse>(res).data;
};

async function accept(protocolId: string, owner: Record<string, string>) {
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/creator/protocols/${protocolId}/invitations`,
    headers: owner,
    payload: { audience: 'link' },
  });
  const token = json<{ data: { token: string } }>(link).data.token;
  const me = await verifiedUser(t.app, { full_name: 'Lena Live' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/protocol-invitations/${token}/accept`,
    headers: bearer(me.accessToken),
  });
  return json<{ data: { run: { id: string } } }>(res).data.run.id;
}

describe('GET /api/creator/live: the active runs', () => {
  it('lists the caller’s active runs with their step, newest first, and nobody else’s', async () => {
    const owner = await creator(t.app);
    const other = await creator(t.app);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    const elsewhere = await publishedProtocol(t.app.db, { ownerId: other.id });
    const first = await accept(protocol.id, owner.headers);
    t.app.clock.set(new Date(t.app.clock.now().getTime() + 60_000));
    const second = await accept(protocol.id, owner.headers);
    const foreign = await accept(elsewhere.id, other.headers);
    // An ended run is not active.
    t.app.clock.set(new Date(t.app.clock.now().getTime() + 60_000));
    const ended = await accept(protocol.id, owner.headers);
    await t.app.db.update(protocolRuns).set({ status: 'finished' }).where(eq(protocolRuns.id, ended));

    const view = await live(owner.headers);
    expect(view.runs).toEqual([
      { id: second, protocol_id: protocol.id, current_node_key: 'wait', status: 'waiting' },
      { id: first, protocol_id: protocol.id, current_node_key: 'wait', status: 'waiting' },
    ]);
    expect((await live(other.headers)).runs.map((r) => r.id)).toEqual([foreign]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/creator/live?protocol_id=${elsewhere.id}`,
      headers: owner.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('is bounded: at most LIVE_RUNS_MAX runs, the newest', async () => {
    const owner = await creator(t.app);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    const total = LIVE_RUNS_MAX + 1;
    const followers = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: total }, (_, i) => ({ full_name: `F${i}`, referral_code: `LIVE${i}X${Date.now()}` })),
      )
      .returning({ id: users.id });
    const start = t.app.clock.now().getTime();
    const rows = await t.app.db
      .insert(protocolRuns)
      .values(
        followers.map((f, i) => ({
          protocol_id: protocol.id,
          version: 1,
          user_id: f.id,
          state: {},
          status: 'waiting' as const,
          current_node_key: 'wait',
          created_at: new Date(start + i * 1000),
        })),
      )
      .returning({ id: protocolRuns.id });

    const view = await live(owner.headers, protocol.id);
    expect(() => ZLiveResponse.parse({ data: view })).not.toThrow();
    expect(view.runs).toHaveLength(LIVE_RUNS_MAX);
    expect(view.runs[0]!.id).toBe(rows.at(-1)!.id);
    expect(view.runs.map((r) => r.id)).not.toContain(rows[0]!.id);
    // The counts are not bounded by the list.
    expect(view.steps).toEqual([expect.objectContaining({ node_key: 'wait', runs: total })]);
  });
});
