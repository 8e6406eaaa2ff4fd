import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../../db/schema/programs.ts';
import type { TCreatorProgram } from '@ito/contracts/programs/get-creator-program';
import type { TListCreatorProgramsResponse } from '@ito/contracts/programs/list-creator-programs';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import {
  completeFields,
  createProgram,
  creator,
  follow,
  globalCategory,
  imageFile,
  SAMPLE_CONTENT,
} from '../../test/program-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = { data: TCreatorProgram; message?: string; errors?: Record<string, string[]> };

describe('creator programs: lifecycle', () => {
  it('creates a draft, edits it, fills the curriculum, publishes after listing what is missing, archives', async () => {
    const { app } = t;
    const me = await creator(app);
    const category = await globalCategory(app);

    const created = await createProgram(app, me.headers, { title: 'Mindful Mornings: a 4-Week Reset!' });
    expect(created).toMatchObject({ status: 'draft', slug: 'mindful-mornings-a-4-week-reset', modules: [] });
    expect(created.shortcode).toMatch(/^[0-9a-z]{7}$/);
    expect(created.secret.length).toBeGreaterThanOrEqual(40);

    // Publishing an empty draft names every missing part.
    const early = await app.inject({
      method: 'POST',
      url: `/api/creator/programs/${created.id}/publish`,
      headers: me.headers,
    });
    expect(early.statusCode).toBe(422);
    const missing = json<Body>(early);
    expect(missing.message).toBe('The program is not ready to publish.');
    expect(Object.keys(missing.errors!).sort()).toEqual(
      ['category_id', 'description', 'duration_weeks', 'modules', 'summary'].sort(),
    );

    const cover = await imageFile(app, me.id);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${created.id}`,
      headers: me.headers,
      payload: {
        ...completeFields(category.id),
        title: 'Mindful Mornings',
        tags: ['Focus', 'focus ', 'routine'],
        signs: ['Stress'],
        level: 'beginner',
        access: 'paid',
        price_minor: 0,
        currency: 'eur',
        cover_file_id: cover.id,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(json<Body>(edit).data).toMatchObject({
      slug: 'mindful-mornings',
      tags: ['focus', 'routine'],
      signs: ['stress'],
      currency: 'EUR',
      cover: cover.name,
      category: { id: category.id, name: category.name, slug: category.slug },
    });

    const content = await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${created.id}/content`,
      headers: me.headers,
      payload: SAMPLE_CONTENT,
    });
    expect(content.statusCode).toBe(200);
    const modules = json<Body>(content).data.modules;
    expect(modules.map((m) => [m.position, m.title])).toEqual([
      [0, 'Week 1: foundations'],
      [1, 'Week 2: habits'],
    ]);
    expect(modules[0]!.lessons.map((l) => l.kind)).toEqual(['video', 'text', 'quiz']);
    expect(modules[0]!.lessons[2]!.questions[0]).toMatchObject({
      prompt: 'When does cortisol peak?',
      allows_multiple: false,
    });

    // Paid with no price is the one thing left.
    const paid = await app.inject({
      method: 'POST',
      url: `/api/creator/programs/${created.id}/publish`,
      headers: me.headers,
    });
    expect(paid.statusCode).toBe(422);
    expect(json<Body>(paid).errors).toEqual({ price_minor: ['Set a price above zero for a paid program.'] });

    await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${created.id}`,
      headers: me.headers,
      payload: { price_minor: 2900 },
    });
    const published = await app.inject({
      method: 'POST',
      url: `/api/creator/programs/${created.id}/publish`,
      headers: me.headers,
    });
    expect(published.statusCode).toBe(200);
    const body = json<Body & { recommendations: unknown[] }>(published);
    expect(body.data.status).toBe('published');
    expect(body.data.published_at).not.toBeNull();
    expect(body.recommendations).toEqual([]);

    const archived = await app.inject({
      method: 'POST',
      url: `/api/creator/programs/${created.id}/archive`,
      headers: me.headers,
    });
    expect(json<Body>(archived).data.status).toBe('archived');
    const back = await app.inject({
      method: 'POST',
      url: `/api/creator/programs/${created.id}/unarchive`,
      headers: me.headers,
    });
    expect(json<Body>(back).data.status).toBe('draft');
    const again = await app.inject({
      method: 'POST',
      url: `/api/creator/programs/${created.id}/unarchive`,
      headers: me.headers,
    });
    expect(again.statusCode).toBe(422);
  });

  it('names empty modules, empty quizzes and a free program with a price', async () => {
    const { app } = t;
    const me = await creator(app);
    const category = await globalCategory(app);
    const p = await createProgram(app, me.headers, {
      ...completeFields(category.id),
      access: 'free',
      price_minor: 500,
    });
    await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${p.id}/content`,
      headers: me.headers,
      payload: { modules: [{ title: 'Intro', lessons: [{ title: 'Final check', kind: 'quiz' }] }, { title: 'Empty' }] },
    });
    const res = await app.inject({ method: 'POST', url: `/api/creator/programs/${p.id}/publish`, headers: me.headers });
    expect(res.statusCode).toBe(422);
    expect(json<Body>(res).errors).toEqual({
      modules: ['Module "Empty" has no lessons.'],
      quizzes: ['Quiz "Final check" has no questions.'],
      price_minor: ['A free program has no price: set it to 0.'],
    });
  });

  it('publishes a program without a cover and recommends one by catalogue code', async () => {
    const { app } = t;
    const me = await creator(app);
    const category = await globalCategory(app);
    const p = await createProgram(app, me.headers, { ...completeFields(category.id), access: 'free', price_minor: 0 });
    await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${p.id}/content`,
      headers: me.headers,
      payload: { modules: [{ title: 'Intro', lessons: [{ title: 'Welcome', kind: 'text' }] }] },
    });
    const res = await app.inject({ method: 'POST', url: `/api/creator/programs/${p.id}/publish`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(json<{ recommendations: unknown }>(res).recommendations).toEqual([
      { code: 'programs.recommend_cover', params: {} },
    ]);
  });

  it('lists the caller’s programs newest first, with counts and a status filter', async () => {
    const { app } = t;
    const me = await creator(app);
    const other = await creator(app);
    await createProgram(app, other.headers, { title: 'Not mine' });
    const first = await createProgram(app, me.headers, { title: 'First program' });
    const second = await createProgram(app, me.headers, { title: 'Second program' });
    await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${first.id}/content`,
      headers: me.headers,
      payload: SAMPLE_CONTENT,
    });
    const follower = await verifiedUser(app);
    await follow(app, follower.id, first.id);
    await app.inject({ method: 'POST', url: `/api/creator/programs/${second.id}/archive`, headers: me.headers });

    const all = json<TListCreatorProgramsResponse>(
      await app.inject({ method: 'GET', url: '/api/creator/programs?per_page=1', headers: me.headers }),
    );
    expect(all.meta).toEqual({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect(all.data.map((p) => p.title)).toEqual(['Second program']);
    const page2 = json<TListCreatorProgramsResponse>(
      await app.inject({ method: 'GET', url: '/api/creator/programs?per_page=1&page=2', headers: me.headers }),
    );
    expect(page2.data[0]).toMatchObject({
      title: 'First program',
      modules_count: 2,
      lessons_count: 4,
    });

    const drafts = json<TListCreatorProgramsResponse>(
      await app.inject({ method: 'GET', url: '/api/creator/programs?status=draft', headers: me.headers }),
    );
    expect(drafts.data.map((p) => p.title)).toEqual(['First program']);
    const bad = await app.inject({ method: 'GET', url: '/api/creator/programs?status=gone', headers: me.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('counts followers from the one number the public page shows, as people follow and leave', async () => {
    const { app } = t;
    const me = await creator(app);
    const category = await globalCategory(app);
    const p = await createProgram(app, me.headers, { ...completeFields(category.id), access: 'free' });
    const put = { method: 'PUT' as const, url: `/api/creator/programs/${p.id}/content`, headers: me.headers };
    expect((await app.inject({ ...put, payload: SAMPLE_CONTENT })).statusCode).toBe(200);
    const publish = `/api/creator/programs/${p.id}/publish`;
    expect((await app.inject({ method: 'POST', url: publish, headers: me.headers })).statusCode).toBe(200);
    const counts = async () => {
      const studio = json<TListCreatorProgramsResponse>(
        await app.inject({ method: 'GET', url: '/api/creator/programs', headers: me.headers }),
      ).data.find((row) => row.id === p.id);
      const page = json<{ data: { popularity: number } }>(
        await app.inject({ method: 'GET', url: `/api/programs/${p.id}` }),
      );
      return { studio: studio?.followers_count, public: page.data.popularity };
    };

    // The demo catalogue is seeded with its followers as this number (216 on a page), not with 216 accounts.
    await app.db.update(programs).set({ popularity: 216 }).where(eq(programs.id, p.id));
    expect(await counts()).toEqual({ studio: 216, public: 216 });

    const ana = await verifiedUser(app);
    const ben = await verifiedUser(app);
    for (const who of [ana, ana, ben]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/programs/${p.id}/follow`,
        headers: bearer(who.accessToken),
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    expect(await counts()).toEqual({ studio: 218, public: 218 });
    await app.inject({ method: 'DELETE', url: `/api/programs/${p.id}/follow`, headers: bearer(ben.accessToken) });
    expect(await counts()).toEqual({ studio: 217, public: 217 });
  });
});
