import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListCreatorsResponse } from '@ito/contracts/catalogue/list-creators';
import type { TGetProfileResponse } from '@ito/contracts/catalogue/get-profile';
import type { THomeSearchResponse } from '@ito/contracts/catalogue/home-search';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import { seedCatalogue, type CatalogueFixture } from '../../test/catalogue-fixture.ts';

let t: TestApp;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCatalogue(t.app);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = async (query = '') =>
  json<TListCreatorsResponse>(await get(`/api/creators${query}`)).data.map((c) => c.username);

describe('GET /api/creators', () => {
  it('lists experts with a listed program, best rated first, with their counts', async () => {
    const res = await get('/api/creators');
    expect(res.statusCode).toBe(200);
    const body = json<TListCreatorsResponse>(res);
    expect(body.data.map((c) => c.username)).toEqual(['ana-fit', 'cleo-calm', 'ben-eats']);
    expect(body.meta.total).toBe(3);
    expect(body.data[0]).toMatchObject({ program_count: 3, followers: 450, profession: 'Personal Trainer' });
    expect(body.data[2]).toMatchObject({ program_count: 2, followers: 140 });
  });

  it('filters by category, rating, role and popular', async () => {
    expect(await names('?category=mindfulness')).toEqual(['cleo-calm']);
    expect(await names('?category=fitness')).toEqual(['ana-fit']);
    expect(await names('?category=unknown')).toEqual([]);
    expect(await names('?rating=4')).toEqual(['ana-fit', 'cleo-calm']);
    expect(await names('?rating=5')).toEqual([]);
    expect(await names('?role=NUTRITIONIST')).toEqual(['ben-eats']);
    expect(await names('?role=personal-trainer')).toEqual(['ana-fit']);
    expect(await names('?popular=1')).toEqual(['ana-fit', 'ben-eats']);
    expect(await names('?popular=1&rating=4&category=fitness')).toEqual(['ana-fit']);
  });

  it('sorts by every order and pages', async () => {
    expect(await names('?order=popular')).toEqual(['ana-fit', 'ben-eats', 'cleo-calm']);
    expect(await names('?order=newest')).toEqual(['cleo-calm', 'ben-eats', 'ana-fit']);
    expect(await names('?order=name')).toEqual(['ana-fit', 'ben-eats', 'cleo-calm']);
    const past = json<TListCreatorsResponse>(await get('/api/creators?per_page=2&page=5'));
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: 3, last_page: 2 });
    expect((await get('/api/creators?rating=6')).statusCode).toBe(422);
    expect((await get('/api/creators?order=best')).statusCode).toBe(422);
  });
});

describe('GET /api/u/:username', () => {
  it('shows the profile and only listed programs', async () => {
    const res = await get('/api/u/ana-fit');
    expect(res.statusCode).toBe(200);
    const body = json<TGetProfileResponse>(res);
    expect(body.profile).toMatchObject({ full_name: 'Ana Silva', program_count: 3 });
    expect(body.data.map((p) => p.title)).toEqual(['Mobility Daily', 'Marathon Build', 'Strength Foundations']);
    expect(body.meta.total).toBe(3);
    const cleo = json<TGetProfileResponse>(await get('/api/u/cleo-calm'));
    expect(cleo.data.map((p) => p.id)).toEqual([f.programs.calm.id]);
  });

  it('404s for an unknown username', async () => {
    expect((await get('/api/u/nobody-here')).statusCode).toBe(404);
  });
});

describe('GET /api/search', () => {
  it('finds programs by full text and creators by name, profession or username', async () => {
    const body = json<THomeSearchResponse>(await get('/api/search?q=strength'));
    expect(body.data.programs.map((p) => p.title)).toEqual(['Strength Foundations', 'Plant Kitchen']);
    const byProfession = json<THomeSearchResponse>(await get('/api/search?q=nutri'));
    expect(byProfession.data.creators.map((c) => c.username)).toEqual(['ben-eats']);
    expect(byProfession.data.programs).toEqual([]);
    const byName = json<THomeSearchResponse>(await get('/api/search?q=cleo&limit=1'));
    expect(byName.data.creators.map((c) => c.username)).toEqual(['cleo-calm']);
    // Wildcards are literal; the draft-only creator is not a creator yet.
    expect(json<THomeSearchResponse>(await get('/api/search?q=%25')).data.creators).toEqual([]);
    expect(json<THomeSearchResponse>(await get('/api/search?q=dan')).data.creators).toEqual([]);
    expect((await get('/api/search?q=a&limit=21')).statusCode).toBe(422);
    expect((await get('/api/search?q=')).statusCode).toBe(422);
  });
});
