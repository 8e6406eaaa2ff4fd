import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import { seedCatalogue, type CatalogueFixture } from '../../test/catalogue-fixture.ts';
import { bearer, createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { followPlan, tenKPlan } from '../../test/plan-fixture.ts';

let t: TestApp;
let f: CatalogueFixture;
// Monday 2 March 2026: the plans start today.
const MONDAY = new Date('2026-03-02T09:00:00Z');
const START = '2026-03-02';

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCatalogue(t.app);
  t.app.clock.set(MONDAY);
});
afterAll(() => t.close());

async function person() {
  const auth = await verifiedUser(t.app);
  const plan = tenKPlan(START);
  return { ...auth, headers: bearer(auth.accessToken), plan, ...(await followPlan(t.app, auth.id, plan)) };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/follows/by-program/:programId', () => {
  it('finds the caller’s follow of a program (the web’s dashboard route names the program)', async () => {
    const me = await person();
    const res = await get(`/api/follows/by-program/${me.program.id}`, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    const board = json<{ data: TFollowDashboard }>(res).data;
    expect(board.follow).toMatchObject({ id: me.follow.id, target: 'main', program: { id: me.program.id } });
    expect(board.plan?.title).toBe(me.plan.title);
    // The target is part of the key: `main` by default, another audience is another follow.
    expect((await get(`/api/follows/by-program/${me.program.id}?target=main`, me.headers)).statusCode).toBe(200);
    expect((await get(`/api/follows/by-program/${me.program.id}?target=elsewhere`, me.headers)).statusCode).toBe(404);
  });

  it('gives a followed catalogue program’s outline', async () => {
    const auth = await verifiedUser(t.app);
    const headers = bearer(auth.accessToken);
    const followed = await t.app.inject({
      method: 'POST',
      url: `/api/programs/${f.programs.strength.id}/follow`,
      headers,
      payload: { target: 'main' },
    });
    expect(followed.statusCode, followed.body).toBe(201);
    const board = json<{ data: TFollowDashboard }>(
      await get(`/api/follows/by-program/${f.programs.strength.id}`, headers),
    ).data;
    expect(board.plan).toBeNull();
    expect(board.curriculum.length).toBeGreaterThan(0);
    expect(board.curriculum.flatMap((m) => m.lessons).every((lesson) => lesson.task !== null)).toBe(true);
  });

  it('is 404 for a program the caller does not follow, someone else’s, or a malformed id; 401 without a session', async () => {
    const me = await person();
    const other = await person();
    expect((await get(`/api/follows/by-program/${other.program.id}`, me.headers)).statusCode).toBe(404);
    expect((await get(`/api/follows/by-program/${f.programs.calm.id}`, me.headers)).statusCode).toBe(404);
    const malformed = await get('/api/follows/by-program/not-a-uuid', me.headers);
    expect(malformed.statusCode).toBe(404);
    expect(json(malformed)).toEqual(NOT_FOUND_BODY);
    expect((await get(`/api/follows/by-program/${me.program.id}`)).statusCode).toBe(401);
  });
});
