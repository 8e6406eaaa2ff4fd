import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRunCard } from '@ito/contracts/protocols/runs/runs';
import { protocolRuns } from '../../db/schema/protocols.ts';
import { WAKE_QUEUE } from '../protocols/runs/queues.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { practiceLoop, publishedProtocol } from '../../test/run-fixture.ts';

describe('POST /api/dev/clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('wakes the protocol waits that the new time has passed, without waiting for the sweep', async () => {
    // On the real clock, the wake-up job of a 60-minute wait is an hour away.
    const owner = await creator(t.app, 'Coach Carla');
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id, nodes: practiceLoop(60) });
    const link = await post(`/api/creator/protocols/${protocol.id}/invitations`, owner.headers, { audience: 'link' });
    const { token } = json<{ data: { token: string } }>(link).data;
    const me = await verifiedUser(t.app, { full_name: 'Fatima Follower' });
    const accepted = await post(`/api/protocol-invitations/${token}/accept`, bearer(me.accessToken));
    const run = json<{ data: { run: TRunCard } }>(accepted).data.run;
    expect(run).toMatchObject({ status: 'waiting', current_node_key: 'wait' });
    const currentNode = async () =>
      (await t.app.db.select().from(protocolRuns).where(eq(protocolRuns.id, run.id)))[0]!.current_node_key;

    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    expect((await post('/api/dev/clock', {}, { now: soon })).statusCode).toBe(200);
    await t.app.jobs.drain(WAKE_QUEUE);
    expect(await currentNode()).toBe('wait');

    const later = new Date(Date.now() + 61 * 60_000).toISOString();
    const moved = await post('/api/dev/clock', {}, { now: later });
    expect(json(moved)).toEqual({ data: { now: later } });
    await t.app.jobs.drain(WAKE_QUEUE);
    expect(await currentNode()).toBe('check');

    expect(json(await post('/api/dev/clock', {}, { now: null }))).toMatchObject({ data: { now: expect.any(String) } });
  });
});

describe('POST /api/dev/clock in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { now: null } });
    expect(res.statusCode).toBe(404);
  });
});
