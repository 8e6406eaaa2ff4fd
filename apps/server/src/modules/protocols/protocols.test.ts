import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProtocol } from '@ito/contracts/protocols/fields';
import type { TListProtocolsResponse } from '@ito/contracts/protocols/list-protocols';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { protocolRuns, protocolTeam } from '../../db/schema/protocols.ts';
import { createTestApp, bearer, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { createProgram, creator, globalCategory } from '../../test/program-helpers.ts';
import { call, newProtocol } from '../../test/protocol-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = { data: TProtocol; message?: string; errors?: Record<string, unknown> };
const BASE = '/api/creator/protocols';

describe('creator protocols: CRUD', () => {
  it('creates a draft, reads, edits and deletes it', async () => {
    const { app } = t;
    const me = await creator(app);
    const category = await globalCategory(app);
    const program = await createProgram(app, me.headers, { title: 'Sleep program' });

    const created = await newProtocol(app, me.headers, {
      name: '  Better sleep in 6 weeks ',
      category_id: category.id,
      program_id: program.id,
    });
    expect(created).toMatchObject({
      name: 'Better sleep in 6 weeks',
      status: 'draft',
      version: 0,
      has_draft_changes: true,
      access: 'free',
      price_minor: 0,
      category: { id: category.id, name: category.name },
      program: { id: program.id, title: 'Sleep program' },
      steps_count: 0,
      runs_count: 0,
    });

    const read = await call<Body>(app, me.headers, 'GET', `${BASE}/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(created.id);

    const edit = await call<Body>(app, me.headers, 'PUT', `${BASE}/${created.id}`, {
      description: 'Six weeks to a steady bedtime.',
      category_id: null,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ description: 'Six weeks to a steady bedtime.', category: null });

    const gone = await call(app, me.headers, 'DELETE', `${BASE}/${created.id}`);
    expect(gone).toEqual({ status: 200, body: { data: { deleted: true } } });
    expect((await call(app, me.headers, 'GET', `${BASE}/${created.id}`)).status).toBe(404);
  });

  it('answers 422 with field errors, and refuses another creator’s program or category', async () => {
    const { app } = t;
    const me = await creator(app);
    const other = await creator(app);
    const theirs = await createProgram(app, other.headers, { title: 'Their program' });

    const short = await call(app, me.headers, 'POST', BASE, { name: 'ab' });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({
      message: 'The name must be at least 3 characters.',
      code: 'protocols.name_min',
      params: { minimum: 3 },
      errors: { name: ['The name must be at least 3 characters.'] },
      codes: { name: [{ code: 'protocols.name_min', params: { minimum: 3 } }] },
    });
    const program = await call(app, me.headers, 'POST', BASE, { name: 'Mine', program_id: theirs.id });
    expect(program.status).toBe(422);
    expect(program.body.errors).toEqual({ program_id: ['Choose one of your programs.'] });
    const category = await call(app, me.headers, 'POST', BASE, {
      name: 'Mine',
      category_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(category.body.errors).toEqual({ category_id: ['Choose one of the catalogue categories or your own.'] });
  });

  it('keeps protocols to their owner: another creator gets the same 404 as unknown ids, a non-expert 403', async () => {
    const { app } = t;
    const owner = await creator(app);
    const other = await creator(app);
    const follower = await verifiedUser(app);
    const p = await newProtocol(app, owner.headers);

    for (const [method, url, payload] of [
      ['GET', `${BASE}/${p.id}`],
      ['PUT', `${BASE}/${p.id}`, { name: 'Taken over' }],
      ['DELETE', `${BASE}/${p.id}`],
      ['GET', `${BASE}/${p.id}/graph`],
      ['PUT', `${BASE}/${p.id}/graph`, { nodes: [] }],
      ['POST', `${BASE}/${p.id}/publish`],
      ['GET', `${BASE}/${p.id}/versions`],
      ['GET', `${BASE}/${p.id}/items/nudge`],
      ['POST', `${BASE}/${p.id}/items/nudge`, { name: 'x', data: { message: 'Hi' } }],
      ['GET', `${BASE}/${p.id}/ai-modules`],
      ['GET', `${BASE}/${p.id}/modules`],
      ['POST', `${BASE}/${p.id}/modules`, {}],
      ['PUT', `${BASE}/${p.id}/pricing`, { access: 'free', price_minor: 0, currency: 'USD' }],
      ['GET', `${BASE}/${p.id}/team`],
      ['POST', `${BASE}/${p.id}/ai/wizard`, { description: 'Help people sleep better' }],
    ] as const) {
      const res = await call(app, other.headers, method, url, payload);
      expect(res, `${method} ${url}`).toEqual({ status: 404, body: NOT_FOUND_BODY });
    }
    const asFollower = await call(app, bearer(follower.accessToken), 'GET', `${BASE}/${p.id}`);
    expect(asFollower.status).toBe(403);
    expect((await call(app, bearer(follower.accessToken), 'GET', BASE)).status).toBe(403);
    expect((await call(app, {}, 'GET', BASE)).status).toBe(401);

    expect(await call(app, owner.headers, 'GET', `${BASE}/not-a-uuid`)).toEqual({
      status: 404,
      body: NOT_FOUND_BODY,
    });
    expect((await call(app, owner.headers, 'GET', `${BASE}/00000000-0000-4000-8000-000000000000/graph`)).status).toBe(
      404,
    );
    expect((await call(app, owner.headers, 'GET', `${BASE}/${p.id}/items/unknown-kind`)).status).toBe(404);
  });

  it('lists the caller’s protocols paged, by status, category and search', async () => {
    const { app } = t;
    const me = await creator(app);
    const other = await creator(app);
    const category = await globalCategory(app);
    await newProtocol(app, other.headers, { name: 'Not mine at all' });
    await newProtocol(app, me.headers, { name: 'Morning light' });
    await newProtocol(app, me.headers, { name: 'Evening wind-down', category_id: category.id });
    await newProtocol(app, me.headers, { name: 'Stress 100% less', description: 'Breathing' });

    const page1 = await call<TListProtocolsResponse>(app, me.headers, 'GET', `${BASE}?per_page=2`);
    expect(page1.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page1.body.data.map((p) => p.name)).toEqual(['Stress 100% less', 'Evening wind-down']);
    expect(page1.body.links.next).toBe('/api/creator/protocols?per_page=2&page=2');
    const page2 = await call<TListProtocolsResponse>(app, me.headers, 'GET', `${BASE}?per_page=2&page=2`);
    expect(page2.body.data.map((p) => p.name)).toEqual(['Morning light']);

    const byCategory = await call<TListProtocolsResponse>(app, me.headers, 'GET', `${BASE}?category_id=${category.id}`);
    expect(byCategory.body.data.map((p) => p.name)).toEqual(['Evening wind-down']);
    const search = await call<TListProtocolsResponse>(app, me.headers, 'GET', `${BASE}?search=breath`);
    expect(search.body.data.map((p) => p.name)).toEqual(['Stress 100% less']);
    // `%` is a literal in search, not a wildcard.
    const literal = await call<TListProtocolsResponse>(
      app,
      me.headers,
      'GET',
      `${BASE}?search=${encodeURIComponent('0%')}`,
    );
    expect(literal.body.data.map((p) => p.name)).toEqual(['Stress 100% less']);
    const published = await call<TListProtocolsResponse>(app, me.headers, 'GET', `${BASE}?status=published`);
    expect(published.body.data).toEqual([]);

    expect((await call(app, me.headers, 'GET', `${BASE}?per_page=101`)).status).toBe(422);
    expect((await call(app, me.headers, 'GET', `${BASE}?per_page=0`)).status).toBe(422);
    expect((await call(app, me.headers, 'GET', `${BASE}?status=gone`)).status).toBe(422);
  });

  it('refuses to delete a protocol that followers run (423)', async () => {
    const { app } = t;
    const me = await creator(app);
    const follower = await verifiedUser(app);
    const p = await newProtocol(app, me.headers);
    await app.db.insert(protocolRuns).values({ protocol_id: p.id, version: 1, user_id: follower.id, state: {} });

    const res = await call(app, me.headers, 'DELETE', `${BASE}/${p.id}`);
    expect(res).toEqual({
      status: 423,
      body: {
        message: "Can't delete this item such as its in use",
        code: 'errors.locked_delete',
        params: {},
        errors: { used: ['1 run'], update: false },
      },
    });
    expect((await call<Body>(app, me.headers, 'GET', `${BASE}/${p.id}`)).body.data.runs_count).toBe(1);
  });

  it('sets pricing: paid needs a price, free has none', async () => {
    const { app } = t;
    const me = await creator(app);
    const p = await newProtocol(app, me.headers);
    const url = `${BASE}/${p.id}/pricing`;

    const paidFree = await call(app, me.headers, 'PUT', url, { access: 'paid', price_minor: 0, currency: 'EUR' });
    expect(paidFree.status).toBe(422);
    expect(paidFree.body.errors).toEqual({ price_minor: ['Set a price above zero for a paid protocol.'] });
    const badCurrency = await call(app, me.headers, 'PUT', url, { access: 'paid', price_minor: 900, currency: 'XXY' });
    expect(badCurrency.status).toBe(422);
    const ok = await call<Body>(app, me.headers, 'PUT', url, { access: 'paid', price_minor: 4900, currency: 'eur' });
    expect(ok.body.data).toMatchObject({ access: 'paid', price_minor: 4900, currency: 'EUR' });
  });

  it('manages the team: links accounts, refuses duplicates and the owner, filters by status', async () => {
    const { app } = t;
    const me = await creator(app);
    const coach = await verifiedUser(app, { full_name: 'Coach Carter' });
    const p = await newProtocol(app, me.headers);
    const url = `${BASE}/${p.id}/team`;

    const added = await call<{ data: { id: string; user_id: string | null; full_name: string | null } }>(
      app,
      me.headers,
      'POST',
      url,
      { email: coach.user.email!.toUpperCase(), role: 'editor' },
    );
    expect(added.status).toBe(201);
    // Linked inside, but the answer shows only the email until they accept (decision 023).
    expect(added.body.data).toMatchObject({
      email: coach.user.email,
      user_id: null,
      full_name: null,
      status: 'invited',
    });
    const [link] = await app.db.select().from(protocolTeam).where(eq(protocolTeam.id, added.body.data.id));
    expect(link?.user_id).toBe(coach.id);
    const stranger = await call(app, me.headers, 'POST', url, { email: 'someone@example.test' });
    expect(stranger.body).toMatchObject({ data: { user_id: null, role: 'coach' } });

    const again = await call(app, me.headers, 'POST', url, { email: coach.user.email });
    expect(again.body).toEqual({
      message: 'This person is already on the team.',
      code: 'protocols.team_member',
      params: {},
      errors: { email: ['This person is already on the team.'] },
      codes: { email: [{ code: 'protocols.team_member', params: {} }] },
    });
    const [owner] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, me.id));
    const self = await call(app, me.headers, 'POST', url, { email: owner!.email });
    expect(self.body).toMatchObject({ errors: { email: ['You own this protocol: add someone else.'] } });
    const list = await call<TListProtocolsResponse>(app, me.headers, 'GET', `${url}?status=invited&per_page=1`);
    expect(list.body.meta.total).toBe(2);
    expect((await call(app, me.headers, 'GET', `${url}?status=active`)).body).toMatchObject({ data: [] });

    expect((await call(app, me.headers, 'DELETE', `${url}/${added.body.data.id}`)).status).toBe(200);
    expect((await call(app, me.headers, 'DELETE', `${url}/${added.body.data.id}`)).status).toBe(404);
  });
});
