import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import { programs } from '../../db/schema/programs.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { createProgram, creator, globalCategory } from '../../test/program-helpers.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type One = { data: TCategory; errors?: Record<string, string[]> };

async function addCategory(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/creator/categories', headers, payload });
}

describe('categories', () => {
  it('creates a creator’s own category with a slug from its name, unique per owner', async () => {
    const me = await creator(t.app);
    const other = await creator(t.app);
    const res = await addCategory(me.headers, { name: '  Sleep & Recovery ', description: 'Rest well.' });
    expect(res.statusCode).toBe(201);
    expect(json<One>(res).data).toMatchObject({
      name: 'Sleep & Recovery',
      slug: 'sleep-recovery',
      is_global: false,
      is_own: true,
      programs_count: 0,
    });
    const twice = await addCategory(me.headers, { name: 'sleep recovery!' });
    expect(twice.statusCode).toBe(422);
    expect(json(twice).errors).toEqual({ name: ['A category with this name already exists.'] });
    // Another creator may use the same name.
    expect((await addCategory(other.headers, { name: 'Sleep & Recovery' })).statusCode).toBe(201);
    expect((await addCategory(me.headers, { name: '!!' })).statusCode).toBe(422);
  });

  it('lists global categories to everyone and own categories only to their owner, with listed program counts', async () => {
    const me = await creator(t.app);
    const other = await creator(t.app);
    const global = await globalCategory(t.app, 'Fitness');
    const mine = json<One>(await addCategory(me.headers, { name: 'My private shelf' })).data;
    await addCategory(other.headers, { name: 'Their shelf' });
    const listed = await createProgram(t.app, me.headers, { title: 'Listed', category_id: global.id });
    await createProgram(t.app, me.headers, { title: 'Draft', category_id: global.id });
    await t.app.db.update(programs).set({ status: 'published' }).where(eq(programs.id, listed.id));

    const anonymous = json<{ data: TCategory[] }>(await t.app.inject({ method: 'GET', url: '/api/categories' })).data;
    expect(anonymous.every((c) => c.is_global)).toBe(true);
    expect(anonymous.find((c) => c.id === global.id)?.programs_count).toBe(1);

    const signedIn = json<{ data: TCategory[] }>(
      await t.app.inject({ method: 'GET', url: '/api/categories', headers: me.headers }),
    ).data;
    expect(signedIn.map((c) => c.id)).toContain(mine.id);
    expect(signedIn.some((c) => c.name === 'Their shelf')).toBe(false);
    // Global ones come first.
    expect(signedIn.at(-1)?.is_own).toBe(true);
  });

  it('lets only the owner edit or delete; global categories are 403 to creators; others’ and unknown ids 404', async () => {
    const owner = await creator(t.app);
    const intruder = await creator(t.app);
    const plain = await verifiedUser(t.app);
    const global = await globalCategory(t.app);
    const mine = json<One>(await addCategory(owner.headers, { name: 'Owned' })).data;

    // Another creator cannot tell it exists (404); someone who is no creator is refused as such (403).
    for (const [headers, status] of [
      [intruder.headers, 404],
      [bearer(plain.accessToken), 403],
    ] as const) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/creator/categories/${mine.id}`,
        headers,
        payload: { name: 'Stolen' },
      });
      expect(put.statusCode).toBe(status);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/creator/categories/${mine.id}`, headers });
      expect(del.statusCode).toBe(status);
    }
    expect((await addCategory(bearer(plain.accessToken), { name: 'Nope' })).statusCode).toBe(403);
    const editGlobal = await t.app.inject({
      method: 'PUT',
      url: `/api/creator/categories/${global.id}`,
      headers: owner.headers,
      payload: { name: 'Mine now' },
    });
    expect(editGlobal.statusCode).toBe(403);
    const deleteGlobal = await t.app.inject({
      method: 'DELETE',
      url: `/api/creator/categories/${global.id}`,
      headers: owner.headers,
    });
    expect(deleteGlobal.statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/creator/categories/${id}`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(404);
    }

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/creator/categories/${mine.id}`,
      headers: owner.headers,
      payload: { name: 'Owned and renamed', parent_id: global.id },
    });
    expect(json<One>(renamed).data).toMatchObject({ slug: 'owned-and-renamed', parent_id: global.id });
  });

  it('keeps the tree two levels deep and refuses a parent the caller cannot use', async () => {
    const me = await creator(t.app);
    const other = await creator(t.app);
    const top = json<One>(await addCategory(me.headers, { name: 'Top' })).data;
    const child = json<One>(await addCategory(me.headers, { name: 'Child', parent_id: top.id })).data;
    expect(child.parent_id).toBe(top.id);
    const grandchild = await addCategory(me.headers, { name: 'Grandchild', parent_id: child.id });
    expect(json(grandchild).errors).toHaveProperty('parent_id');
    const theirs = json<One>(await addCategory(other.headers, { name: 'Theirs' })).data;
    expect(json(await addCategory(me.headers, { name: 'Borrowed', parent_id: theirs.id })).errors).toHaveProperty(
      'parent_id',
    );
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/creator/categories/${top.id}`,
      headers: me.headers,
      payload: { parent_id: top.id },
    });
    expect(self.statusCode).toBe(422);
  });

  it('refuses to delete a category in use, naming the programs and subcategories (423)', async () => {
    const me = await creator(t.app);
    const mine = json<One>(await addCategory(me.headers, { name: 'Busy' })).data;
    await createProgram(t.app, me.headers, { title: 'Zen breathing', category_id: mine.id });
    await createProgram(t.app, me.headers, { title: 'Calm evenings', category_id: mine.id });
    await addCategory(me.headers, { name: 'Busy child', parent_id: mine.id });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/creator/categories/${mine.id}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(423);
    expect(json(res)).toEqual({
      message: "Can't delete this item such as its in use",
      code: 'errors.locked_delete',
      params: {},
      errors: { used: ['Calm evenings', 'Zen breathing', 'Category: Busy child'], update: false },
    });

    const free = json<One>(await addCategory(me.headers, { name: 'Unused' })).data;
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/creator/categories/${free.id}`, headers: me.headers });
    expect(ok.statusCode).toBe(200);
  });
});
