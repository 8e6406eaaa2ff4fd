import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TListBookmarksResponse } from '@ito/contracts/catalogue/list-bookmarks';
import type { TFollowProgramResponse } from '@ito/contracts/catalogue/follow-program';
import { follows, programs } from '../../db/schema/programs.ts';
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
