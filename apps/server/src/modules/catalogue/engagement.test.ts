import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { TListBookmarksResponse } from '@ito/contracts/catalogue/list-bookmarks';
import type { TFollowProgramResponse } from '@ito/contracts/catalogue/follow-program';
import { tasks } from '../../db/schema/following.ts';
import { follows, lessons, programs } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { registerUser, verifiedUser } from '../../test/identity-helpers.ts';
import { seedCatalogue, type CatalogueFixture } from '../../test/catalogue-fixture.ts';

let t: TestApp;
let f: CatalogueFixture;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCatalogue(t.app);
  alice = (await verifiedUser(t.app)).accessToken;
  bob = (await verifiedUser(t.app)).accessToken;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(method === 'POST' ? { payload: {} } : {}) });
const bookmarked = async (token: string) =>
  json<TListBookmarksResponse>(await call('GET', '/api/bookmarks', token)).data.map((p) => p.title);
const popularity = async (id: string) =>
  (await t.app.db.select({ n: programs.popularity }).from(programs).where(eq(programs.id, id)))[0]!.n;

describe('bookmarks', () => {
  it('keeps each user to their own bookmarks, newest first', async () => {
    expect((await call('PUT', `/api/bookmarks/${f.programs.strength.id}`, alice)).statusCode).toBe(200);
    expect((await call('PUT', `/api/bookmarks/${f.programs.calm.id}`, alice)).statusCode).toBe(200);
    // Idempotent: a second PUT keeps one bookmark.
    const again = await call('PUT', `/api/bookmarks/${f.programs.strength.id}`, alice);
    expect(json(again)).toEqual({ data: { program_id: f.programs.strength.id, is_bookmarked: true } });
    expect((await call('PUT', `/api/bookmarks/${f.programs.kitchen.id}`, bob)).statusCode).toBe(200);

    expect(await bookmarked(alice)).toEqual(['Calm Mind', 'Strength Foundations']);
    expect(await bookmarked(bob)).toEqual(['Plant Kitchen']);
    const page = json<TListBookmarksResponse>(await call('GET', '/api/bookmarks?per_page=1&page=3', alice));
    expect(page.data).toEqual([]);
    expect(page.meta.total).toBe(2);

    // Bob deleting Alice's bookmark touches nothing of hers.
    expect((await call('DELETE', `/api/bookmarks/${f.programs.strength.id}`, bob)).statusCode).toBe(200);
    expect(await bookmarked(alice)).toEqual(['Calm Mind', 'Strength Foundations']);
    const detail = await call('GET', `/api/programs/${f.programs.calm.id}`, alice);
    expect(json<{ data: { is_bookmarked: boolean } }>(detail).data.is_bookmarked).toBe(true);

    expect((await call('DELETE', `/api/bookmarks/${f.programs.calm.id}`, alice)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/bookmarks/${f.programs.calm.id}`, alice)).statusCode).toBe(200);
    expect(await bookmarked(alice)).toEqual(['Strength Foundations']);
  });

  it('refuses programs the caller cannot see, and anonymous or unverified callers', async () => {
    expect((await call('PUT', `/api/bookmarks/${f.hidden.draft.id}`, alice)).statusCode).toBe(404);
    expect((await call('PUT', `/api/bookmarks/${f.hidden.privateRetreat.id}`, alice)).statusCode).toBe(404);
    expect((await call('PUT', '/api/bookmarks/not-a-uuid', alice)).statusCode).toBe(404);
    // The owner may bookmark their own draft.
    expect((await call('PUT', `/api/bookmarks/${f.hidden.draft.id}`, f.anaToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/bookmarks')).statusCode).toBe(401);
    const unverified = (await registerUser(t.app)).accessToken;
    expect((await call('GET', '/api/bookmarks', unverified)).statusCode).toBe(403);
  });
});

describe('following', () => {
  it('follows a free program once and counts it in popularity', async () => {
    const before = await popularity(f.programs.calm.id);
    const first = await call('POST', `/api/programs/${f.programs.calm.id}/follow`, alice);
    expect(first.statusCode).toBe(201);
    const follow = json<TFollowProgramResponse>(first).data;
    expect(follow).toMatchObject({ program_id: f.programs.calm.id, status: 'active' });
    const second = await call('POST', `/api/programs/${f.programs.calm.id}/follow`, alice);
    expect(second.statusCode).toBe(200);
    expect(json<TFollowProgramResponse>(second).data.follow_id).toBe(follow.follow_id);
    expect(await popularity(f.programs.calm.id)).toBe(before + 1);

    expect((await call('DELETE', `/api/programs/${f.programs.calm.id}/follow`, alice)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/programs/${f.programs.calm.id}/follow`, alice)).statusCode).toBe(200);
    expect(await popularity(f.programs.calm.id)).toBe(before);
    expect(await t.app.db.select().from(follows).where(eq(follows.program_id, f.programs.calm.id))).toEqual([]);
  });

  it("makes one task per lesson on the caller's weekdays, and unfollowing removes them", async () => {
    // Wednesday 4 March 2026 for the caller (UTC). Strength Foundations: 4 weeks, two modules (two lessons, then a
    // quiz): module 1 in the first week, module 2 two weeks later as the modules spread over the four weeks.
    t.app.clock.set(new Date('2026-03-04T10:00:00Z'));
    try {
      const carol = (await verifiedUser(t.app)).accessToken;
      const res = await call('POST', `/api/programs/${f.programs.strength.id}/follow`, carol);
      expect(res.statusCode).toBe(201);
      const followId = json<TFollowProgramResponse>(res).data.follow_id;
      const rows = await t.app.db
        .select()
        .from(tasks)
        .where(eq(tasks.follow_id, followId))
        .orderBy(asc(tasks.due_on), asc(tasks.created_at));
      expect(rows.map((r) => [r.due_on, r.title, r.kind, r.minutes, r.description])).toEqual([
        ['2026-03-04', 'Welcome', 'activity', 5, 'Week 1'],
        ['2026-03-06', 'Squat basics', 'activity', 15, 'Week 1'],
        ['2026-03-18', 'Check-in', 'assessment', 15, 'Week 2'],
      ]);
      const [quiz] = await t.app.db.select().from(lessons).where(eq(lessons.title, 'Check-in'));
      expect(rows[2]!.plan_task_id).toBe(quiz!.id);
      expect(rows.every((r) => r.status === 'pending' && r.why.length > 0)).toBe(true);

      // Following again makes no second set.
      expect((await call('POST', `/api/programs/${f.programs.strength.id}/follow`, carol)).statusCode).toBe(200);
      expect(await t.app.db.select().from(tasks).where(eq(tasks.follow_id, followId))).toHaveLength(3);
      // A follow made before tasks existed gets them when followed again.
      const dave = await verifiedUser(t.app);
      const [old] = await t.app.db
        .insert(follows)
        .values({ user_id: dave.id, program_id: f.programs.strength.id })
        .returning();
      expect((await call('POST', `/api/programs/${f.programs.strength.id}/follow`, dave.accessToken)).statusCode).toBe(
        200,
      );
      expect(await t.app.db.select().from(tasks).where(eq(tasks.follow_id, old!.id))).toHaveLength(3);

      expect((await call('DELETE', `/api/programs/${f.programs.strength.id}/follow`, carol)).statusCode).toBe(200);
      expect(await t.app.db.select().from(tasks).where(eq(tasks.follow_id, followId))).toEqual([]);
    } finally {
      t.app.clock.set(null);
    }
  });

  it('sends paid and subscription programs to a purchase, and hides drafts', async () => {
    for (const program of [f.programs.marathon, f.programs.mobility]) {
      const res = await call('POST', `/api/programs/${program.id}/follow`, bob);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe('This program needs a purchase');
    }
    expect(await popularity(f.programs.marathon.id)).toBe(80);
    expect((await call('POST', `/api/programs/${f.hidden.draft.id}/follow`, bob)).statusCode).toBe(404);
    expect((await call('POST', '/api/programs/nope/follow', bob)).statusCode).toBe(404);
    expect((await call('POST', `/api/programs/${f.programs.calm.id}/follow`)).statusCode).toBe(401);
    // A free private program (its id is only shown behind its secret link) can be followed.
    // Also: the body is optional (target defaults to main).
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/programs/${f.hidden.privateRetreat.id}/follow`,
      headers: bearer(bob),
    });
    expect(noBody.statusCode, noBody.body).toBe(201);
  });
});
