import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TListCreatorProgramsResponse } from '@ito/contracts/programs/list-creator-programs';
import { programs } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { registerUser, verifiedUser } from '../../test/identity-helpers.ts';
import { bookmark, createProgram, creator, follow, imageFile, SAMPLE_CONTENT } from '../../test/program-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('creator programs: who may do what', () => {
  it('refuses guests (401), plain users (403) and unverified experts (403)', async () => {
    const { app } = t;
    expect((await app.inject({ method: 'GET', url: '/api/creator/programs' })).statusCode).toBe(401);
    const plain = await verifiedUser(app);
    const asPlain = await app.inject({
      method: 'POST',
      url: '/api/creator/programs',
      headers: bearer(plain.accessToken),
      payload: { title: 'Sneaky' },
    });
    expect(asPlain.statusCode).toBe(403);
    const unverified = await registerUser(app, { type: 'expert' });
    const asUnverified = await app.inject({
      method: 'POST',
      url: '/api/creator/programs',
      headers: bearer(unverified.accessToken),
      payload: { title: 'Too early' },
    });
    expect(asUnverified.statusCode).toBe(403);
  });

  it('gives another expert the same 404 as unknown or malformed ids on every endpoint of a program', async () => {
    const { app } = t;
    const owner = await creator(app);
    const intruder = await creator(app);
    const p = await createProgram(app, owner.headers);
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['PUT', '', { title: 'Taken over' }],
      ['PUT', '/content', { modules: [] }],
      ['POST', '/publish'],
      ['POST', '/archive'],
      ['POST', '/unarchive'],
      ['DELETE', ''],
    ];
    for (const [method, suffix, payload] of calls) {
      const url = `/api/creator/programs/${p.id}${suffix}`;
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: intruder.headers,
        payload: payload as object,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual(NOT_FOUND_BODY);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const missing = await app.inject({
          method: method as 'GET',
          url: `/api/creator/programs/${id}${suffix}`,
          headers: owner.headers,
          payload: payload as object,
        });
        expect(missing.statusCode, `${method} ${id}${suffix}`).toBe(404);
      }
    }
    const list = json<TListCreatorProgramsResponse>(
      await app.inject({ method: 'GET', url: '/api/creator/programs', headers: intruder.headers }),
    );
    expect(list.data).toEqual([]);
    const [row] = await app.db.select().from(programs).where(eq(programs.id, p.id));
    expect(row).toMatchObject({ title: 'Mindful Mornings', status: 'draft' });
  });

  it('accepts only a category that is global or the caller’s own, and only the caller’s own image as cover', async () => {
    const { app } = t;
    const me = await creator(app);
    const other = await creator(app);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/creator/categories',
      headers: other.headers,
      payload: { name: 'Their corner' },
    });
    const theirCategory = json<{ data: { id: string } }>(theirs).data.id;
    const p = await createProgram(app, me.headers);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/creator/programs/${p.id}`, headers: me.headers, payload });

    expect(json(await put({ category_id: theirCategory })).errors).toHaveProperty('category_id');
    expect((await put({ cover_file_id: (await imageFile(app, other.id)).id })).statusCode).toBe(422);
    expect((await put({ cover_file_id: (await imageFile(app, me.id, 'document')).id })).statusCode).toBe(422);
    expect((await put({ cover_file_id: (await imageFile(app, me.id)).id })).statusCode).toBe(200);
  });
});

describe('creator programs: bounds and in use', () => {
  it('validates fields with 422 keyed by field', async () => {
    const { app } = t;
    const me = await creator(app);
    const p = await createProgram(app, me.headers);
    const cases: [object, string][] = [
      [{ price_minor: -1 }, 'price_minor'],
      [{ price_minor: 9.5 }, 'price_minor'],
      [{ currency: 'EURO' }, 'currency'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ duration_weeks: 0 }, 'duration_weeks'],
      [{ duration_weeks: 105 }, 'duration_weeks'],
      [{ tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }, 'tags'],
      [{ tags: ['x'.repeat(33)] }, 'tags.0'],
      [{ signs: [''] }, 'signs.0'],
      [{ level: 'expert' }, 'level'],
      [{ access: 'secret' }, 'access'],
      [{ title: '!!!' }, 'title'],
      [{ category_id: 'nope' }, 'category_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/creator/programs/${p.id}`,
        headers: me.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).errors, JSON.stringify(payload)).toHaveProperty([field]);
    }
    const missingTitle = await app.inject({
      method: 'POST',
      url: '/api/creator/programs',
      headers: me.headers,
      payload: {},
    });
    expect(json(missingTitle).errors).toHaveProperty('title');
  });

  it('bounds the curriculum', async () => {
    const { app } = t;
    const me = await creator(app);
    const p = await createProgram(app, me.headers);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: `/api/creator/programs/${p.id}/content`, headers: me.headers, payload });
    const quiz = (options: object[], allows_multiple = false) => ({
      modules: [
        { title: 'M', lessons: [{ title: 'Q', kind: 'quiz', questions: [{ prompt: 'P', options, allows_multiple }] }] },
      ],
    });
    const yes = { text: 'yes', is_correct: true };
    const no = { text: 'no', is_correct: false };
    const cases: [object, string][] = [
      [{ modules: Array.from({ length: 51 }, () => ({ title: 'M' })) }, 'modules'],
      [
        { modules: [{ title: 'M', lessons: Array.from({ length: 51 }, () => ({ title: 'L', kind: 'text' })) }] },
        'modules.0.lessons',
      ],
      [quiz([yes]), 'modules.0.lessons.0.questions.0.options'],
      [
        quiz(
          Array.from({ length: 9 }, () => yes),
          true,
        ),
        'modules.0.lessons.0.questions.0.options',
      ],
      [quiz([no, no]), 'modules.0.lessons.0.questions.0.options'],
      [quiz([yes, yes]), 'modules.0.lessons.0.questions.0.options'],
      [
        {
          modules: [
            { title: 'M', lessons: [{ title: 'L', kind: 'text', questions: [{ prompt: 'P', options: [yes, no] }] }] },
          ],
        },
        'modules.0.lessons.0.questions',
      ],
      [
        { modules: [{ title: 'M', lessons: [{ title: 'L', kind: 'video', video_url: 'javascript:alert(1)' }] }] },
        'modules.0.lessons.0.video_url',
      ],
      [{ modules: [{ title: 'M', lessons: [{ title: 'L', kind: 'podcast' }] }] }, 'modules.0.lessons.0.kind'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, field).toBe(422);
      expect(json(res).errors, field).toHaveProperty([field]);
    }
    expect((await put(quiz([yes, yes, no], true))).statusCode).toBe(200);
  });

  it('answers 423 naming what uses a program with followers or bookmarks, and deletes one that is not in use', async () => {
    const { app } = t;
    const me = await creator(app);
    const p = await createProgram(app, me.headers);
    const a = await verifiedUser(app);
    const b = await verifiedUser(app);
    await follow(app, a.id, p.id);
    await bookmark(app, a.id, p.id);
    await bookmark(app, b.id, p.id);

    const del = await app.inject({ method: 'DELETE', url: `/api/creator/programs/${p.id}`, headers: me.headers });
    expect(del.statusCode).toBe(423);
    expect(json(del)).toEqual({
      message: "Can't delete this item such as its in use",
      code: 'errors.locked_delete',
      params: {},
      errors: { used: ['1 follower', '2 bookmarks'], update: false },
    });
    const content = await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${p.id}/content`,
      headers: me.headers,
      payload: SAMPLE_CONTENT,
    });
    expect(content.statusCode).toBe(423);
    expect(json(content)).toMatchObject({ errors: { used: ['1 follower'], update: true } });

    const unused = await createProgram(app, me.headers);
    await app.inject({
      method: 'PUT',
      url: `/api/creator/programs/${unused.id}/content`,
      headers: me.headers,
      payload: SAMPLE_CONTENT,
    });
    const ok = await app.inject({ method: 'DELETE', url: `/api/creator/programs/${unused.id}`, headers: me.headers });
    expect(ok.statusCode).toBe(200);
    expect(await app.db.select().from(programs).where(eq(programs.id, unused.id))).toEqual([]);
  });
});
