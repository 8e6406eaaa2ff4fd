import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProgramDetail } from '@ito/contracts/catalogue/get-program';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { seedCatalogue, type CatalogueFixture } from '../../test/catalogue-fixture.ts';

let t: TestApp;
let f: CatalogueFixture;
let visitorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCatalogue(t.app);
  visitorToken = (await verifiedUser(t.app)).accessToken;
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const detail = (res: { json(): unknown }) => (res.json() as { data: TProgramDetail }).data;

describe('GET /api/programs/:id', () => {
  it('shows a listed program with its outline, creator card and no lesson content to a visitor', async () => {
    const res = await get(`/api/programs/${f.programs.strength.id}`);
    expect(res.statusCode).toBe(200);
    const program = detail(res);
    expect(program).toMatchObject({
      title: 'Strength Foundations',
      is_owner: false,
      is_bookmarked: false,
      is_following: false,
      has_content: false,
    });
    expect(program.curriculum.map((m) => [m.title, m.lessons.map((l) => [l.title, l.kind, l.question_count])])).toEqual(
      [
        [
          'Week 1',
          [
            ['Welcome', 'video', 0],
            ['Squat basics', 'text', 0],
          ],
        ],
        ['Week 2', [['Check-in', 'quiz', 2]]],
      ],
    );
    expect(program.curriculum.flatMap((m) => m.lessons).every((l) => l.content === null && l.video_url === null)).toBe(
      true,
    );
    expect(program.creator_card).toMatchObject({
      username: 'ana-fit',
      program_count: 3,
      followers: 450,
      rating: 4.8,
    });
    expect(program.creator_card.bio!.length).toBeLessThanOrEqual(200);
  });

  it('shows lesson content to a follower and to the owner', async () => {
    const follow = await t.app.inject({
      method: 'POST',
      url: `/api/programs/${f.programs.strength.id}/follow`,
      headers: bearer(visitorToken),
      payload: {},
    });
    expect(follow.statusCode).toBe(201);
    const asFollower = detail(await get(`/api/programs/${f.programs.strength.id}`, visitorToken));
    expect(asFollower).toMatchObject({ is_following: true, has_content: true });
    expect(asFollower.curriculum[0]!.lessons[1]!.content).toBe('Feet shoulder-width apart.');
    const asOwner = detail(await get(`/api/programs/${f.programs.strength.id}`, f.anaToken));
    expect(asOwner).toMatchObject({ is_owner: true, has_content: true });
    expect(asOwner.curriculum[0]!.lessons[0]!.video_url).toBe('https://video.test/1');
  });

  it('shows a draft only to its owner; private, unknown and malformed ids are 404', async () => {
    expect((await get(`/api/programs/${f.hidden.draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/programs/${f.hidden.draft.id}`, visitorToken)).statusCode).toBe(404);
    const own = await get(`/api/programs/${f.hidden.draft.id}`, f.anaToken);
    expect(own.statusCode).toBe(200);
    expect(detail(own).status).toBe('draft');
    expect((await get(`/api/programs/${f.hidden.privateRetreat.id}`, visitorToken)).statusCode).toBe(404);
    expect((await get('/api/programs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/programs/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET /api/t/:secret', () => {
  it('opens a private published program by its secret', async () => {
    const res = await get(`/api/t/${f.hidden.privateRetreat.secret}`);
    expect(res.statusCode).toBe(200);
    expect(detail(res)).toMatchObject({ id: f.hidden.privateRetreat.id, access: 'private' });
    expect(detail(await get(`/api/t/${f.programs.calm.secret}`)).id).toBe(f.programs.calm.id);
  });

  it('404s for a draft, an archived program or an unknown secret', async () => {
    expect((await get(`/api/t/${f.hidden.draft.secret}`)).statusCode).toBe(404);
    expect((await get(`/api/t/${f.hidden.archived.secret}`)).statusCode).toBe(404);
    expect((await get('/api/t/nope')).statusCode).toBe(404);
    // A shortcode is not a secret.
    expect((await get(`/api/t/${f.hidden.privateRetreat.shortcode}`)).statusCode).toBe(404);
  });
});

describe('GET /api/s/:shortcode', () => {
  it('resolves a program shortcode, then a username', async () => {
    const program = await get(`/api/s/${f.programs.kitchen.shortcode}`);
    expect(json(program)).toEqual({ data: { type: 'program', id: f.programs.kitchen.id } });
    expect(json(await get('/api/s/ben-eats'))).toEqual({ data: { type: 'profile', username: 'ben-eats' } });
  });

  it('404s for unknown codes and for private or draft programs', async () => {
    expect((await get('/api/s/zzz-unknown')).statusCode).toBe(404);
    expect((await get(`/api/s/${f.hidden.privateRetreat.shortcode}`)).statusCode).toBe(404);
    expect((await get(`/api/s/${f.hidden.draft.shortcode}`)).statusCode).toBe(404);
  });
});
