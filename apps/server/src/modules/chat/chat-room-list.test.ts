import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { TChatRoom } from '@ito/contracts/chat/fields';
import type { TListChatRoomsResponse } from '@ito/contracts/chat/list-rooms';
import type { TChatPerson } from '@ito/contracts/chat/search-people';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import {
  directRoom,
  groupRoom,
  guestPerson,
  person,
  quietUsers,
  roomsOf,
  sent,
  type Person,
} from '../../test/chat-helpers.ts';

/** The room list's search and paging, and the people search of the new-chat modal (decision 019). */
let t: TestApp;
/** One app per block: sign-ups are limited to 20 a minute per address, and each block signs up fewer. */
function freshApp(): void {
  beforeAll(async () => {
    t = await createTestApp({ CHAT_RATE_LIMIT: '200' });
  });
  afterAll(() => t.close());
}

const call = (who: Person | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload });

describe('room list', () => {
  freshApp();

  it('filters by group name or another participant’s name, never the caller’s own', async () => {
    const me = await person(t.app, 'Zed Searcher');
    const [olga, pavel] = [await person(t.app, 'Olga Novak'), await person(t.app, 'Pavel Short')];
    const withOlga = await directRoom(t.app, me, olga);
    const withPavel = await directRoom(t.app, me, pavel);
    const book = await groupRoom(t.app, me, 'Book club', [pavel]);
    const odd = await groupRoom(t.app, me, '100%_done', [pavel]);

    const ids = async (search: string) =>
      (await roomsOf(t.app, me, `?search=${encodeURIComponent(search)}`)).map((r) => r.id).sort();
    expect(await ids('olga')).toEqual([withOlga.id]);
    expect(await ids('SHORT')).toEqual([withPavel.id, book.id, odd.id].sort());
    expect(await ids('book')).toEqual([book.id]);
    expect(await ids('Zed')).toEqual([]);
    // LIKE wildcards are literal.
    expect(await ids('%_')).toEqual([odd.id]);
    expect(await ids('  ')).toHaveLength(4);
    // Another user's search sees only their own rooms.
    expect((await roomsOf(t.app, olga, '?search=pavel')).map((r) => r.id)).toEqual([]);
  });

  it('pages most recent conversation first, with meta and links, and bounds per_page', async () => {
    const me = await person(t.app, 'Pager');
    const rooms: TChatRoom[] = [];
    for (let i = 0; i < 5; i++) rooms.push(await directRoom(t.app, me, await person(t.app, `Peer ${i}`)));
    await sent(t.app, me, rooms[1]!.id, 'bump');

    const get = async (query: string) => {
      const res = await call(me, 'GET', `/api/chat/rooms${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<TListChatRoomsResponse>(res);
    };
    const one = await get('?per_page=2');
    expect(one.data.map((r) => r.id)).toEqual([rooms[1]!.id, rooms[4]!.id]);
    expect(one.meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(one.links).toMatchObject({ prev: null, next: '/api/chat/rooms?per_page=2&page=2' });
    const three = await get('?per_page=2&page=3');
    expect(three.data.map((r) => r.id)).toEqual([rooms[0]!.id]);
    expect(three.links.next).toBeNull();
    const beyond = await get('?per_page=2&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(5);
    const all = await get('?per_page=2&page=1&search=peer');
    expect(all.meta.total).toBe(5);

    for (const bad of ['?per_page=101', '?per_page=0', '?page=0', `?search=${'x'.repeat(101)}`]) {
      const res = await call(me, 'GET', `/api/chat/rooms${bad}`);
      expect(res.statusCode, bad).toBe(422);
    }
    expect((await call(null, 'GET', '/api/chat/rooms')).statusCode).toBe(401);
  });
});

describe('people search', () => {
  freshApp();

  const find = async (who: Person | { headers: Record<string, string> }, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/people${query}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: TChatPerson[] }>(res).data;
  };

  it('finds people by name, never by email, never the caller, guests or deleted accounts', async () => {
    const tag = randomBytes(4).toString('hex');
    const me = await person(t.app, `Quinn ${tag}`);
    const email = `rosa.${tag}@example.test`;
    const rosa = await verifiedUser(t.app, { full_name: `Rosa ${tag}`, email });
    const visitor = await guestPerson(t.app);
    await quietUsers(t.app, 1, { full_name: `Gone ${tag}`, deleted_at: new Date() });

    expect((await find(me, `?search=${tag}`)).map((p) => p.id)).toEqual([rosa.id]);
    expect((await find(me, `?search=rosa%20${tag.toUpperCase()}`)).map((p) => p.id)).toEqual([rosa.id]);
    const [found] = await find(me, `?search=${tag}`);
    expect(found).toEqual({ id: rosa.id, full_name: `Rosa ${tag}`, username: null, avatar: null, is_online: false });
    // An email, whole or in part, finds nobody: the answer would tell who is registered under it (decision 023).
    expect(await find(me, `?search=${encodeURIComponent(email)}`)).toEqual([]);
    expect(await find(me, `?search=${encodeURIComponent(`rosa.${tag}@`)}`)).toEqual([]);
    expect((await find(me, '?search=Guest&limit=20')).map((p) => p.id)).not.toContain(visitor.id);
    expect((await find(me, `?search=${encodeURIComponent(`Quinn ${tag}`)}`)).map((p) => p.id)).toEqual([]);
    const ok = await t.app.inject({ method: 'GET', url: '/api/chat/people', headers: visitor.headers });
    expect(ok.statusCode).toBe(403);
  });

  it('is bounded by limit (at most 20), ordered by name', async () => {
    const me = await person(t.app, 'Limiter');
    const tag = randomBytes(4).toString('hex');
    // Inserted out of order: y, x, w, ... so the answer's order comes from the names.
    await quietUsers(t.app, 25, {}, (i) => `${tag} ${String.fromCharCode(121 - i)}`);
    expect(await find(me, `?search=${tag}`)).toHaveLength(10);
    const twenty = await find(me, `?search=${tag}&limit=20`);
    expect(twenty.map((p) => p.full_name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `${tag} ${String.fromCharCode(97 + i)}`),
    );
    expect(await find(me, '?limit=20')).toHaveLength(20);
    for (const bad of ['?limit=21', '?limit=0', `?search=${'x'.repeat(101)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/chat/people${bad}`, headers: me.headers });
      expect(res.statusCode, bad).toBe(422);
    }
  });
});
