import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatRoom } from '@ito/contracts/chat/fields';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import {
  directRoom,
  errorFields,
  groupRoom,
  guestPerson,
  person,
  quietUsers,
  roomsOf,
  sent,
  type Person,
} from '../../test/chat-helpers.ts';

/** Group and direct rooms: creating, opening, membership and its limits (decision 019). */
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

const idsIn = (room: TChatRoom) => room.participants.map((p) => p.id).sort();

describe('group rooms', () => {
  freshApp();

  it('creates a group owned by the caller, with everyone in it, and each member sees it', async () => {
    const [ann, ben, cy] = [await person(t.app, 'Ann'), await person(t.app, 'Ben'), await person(t.app, 'Cy')];
    // The caller's own id and repeats are dropped, not doubled.
    const res = await call(ann, 'POST', '/api/chat/rooms', {
      name: '  Team  ',
      user_ids: [ben.id, cy.id, ann.id, ben.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const room = json<{ data: TChatRoom }>(res).data;
    expect(room).toMatchObject({
      kind: 'group',
      name: 'Team',
      created_by: ann.id,
      unread_count: 0,
      last_message: null,
    });
    expect(idsIn(room)).toEqual([ann.id, ben.id, cy.id].sort());
    expect(room.participants.find((p) => p.id === ann.id)!.role).toBe('owner');
    expect(room.participants.filter((p) => p.role === 'owner')).toHaveLength(1);
    for (const who of [ben, cy]) expect((await roomsOf(t.app, who)).map((r) => r.id)).toContain(room.id);

    await sent(t.app, ben, room.id, 'hello all');
    expect((await roomsOf(t.app, cy)).find((r) => r.id === room.id)!.unread_count).toBe(1);
    expect((await roomsOf(t.app, ann)).find((r) => r.id === room.id)!.unread_count).toBe(1);
  });

  it('refuses a group without other people, with unknown or temporary people, or without a name', async () => {
    const ann = await person(t.app, 'Ann');
    const visitor = await guestPerson(t.app);
    const [gone] = await quietUsers(t.app, 1, { deleted_at: new Date() });
    const cases: [object, string][] = [
      [{ name: 'Me', user_ids: [ann.id] }, 'user_ids'],
      [{ name: 'Ghost', user_ids: ['00000000-0000-4000-8000-000000000000'] }, 'user_ids'],
      [{ name: 'Guest', user_ids: [visitor.id] }, 'user_ids'],
      [{ name: 'Deleted', user_ids: [gone] }, 'user_ids'],
      [{ name: '   ', user_ids: [(await person(t.app, 'Ben')).id] }, 'name'],
      [{ name: 'Empty', user_ids: [] }, 'user_ids'],
    ];
    const before = (await roomsOf(t.app, ann)).length;
    for (const [payload, field] of cases) {
      const res = await call(ann, 'POST', '/api/chat/rooms', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(errorFields(res), JSON.stringify(payload)).toEqual([field]);
    }
    expect(await roomsOf(t.app, ann)).toHaveLength(before);
  });

  it('lets the owner add and remove people; a member gets 403 on both, an outsider 404', async () => {
    const [ann, ben, cy, dee, eve] = await Promise.all(['Ann', 'Ben', 'Cy', 'Dee', 'Eve'].map((n) => person(t.app, n)));
    const room = await groupRoom(t.app, ann!, 'Crew', [ben!]);

    const added = await call(ann!, 'POST', `/api/chat/rooms/${room.id}/participants`, { user_ids: [cy!.id, ben!.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(idsIn(json<{ data: TChatRoom }>(added).data)).toEqual([ann!.id, ben!.id, cy!.id].sort());
    expect((await roomsOf(t.app, cy!)).map((r) => r.id)).toContain(room.id);

    const memberAdds = await call(ben!, 'POST', `/api/chat/rooms/${room.id}/participants`, { user_ids: [dee!.id] });
    expect(memberAdds.statusCode).toBe(403);
    const memberRemoves = await call(ben!, 'DELETE', `/api/chat/rooms/${room.id}/participants/${cy!.id}`);
    expect(memberRemoves.statusCode).toBe(403);
    const outsiderAdds = await call(eve!, 'POST', `/api/chat/rooms/${room.id}/participants`, { user_ids: [eve!.id] });
    expect(outsiderAdds.statusCode).toBe(404);
    const outsiderRemoves = await call(eve!, 'DELETE', `/api/chat/rooms/${room.id}/participants/${ben!.id}`);
    expect(outsiderRemoves.statusCode).toBe(404);
    const unknownRoom = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(ann!, 'POST', `/api/chat/rooms/${unknownRoom}/participants`, { user_ids: [dee!.id] })).statusCode,
    ).toBe(404);

    const view = json<{ data: TChatRoom }>(await call(ann!, 'GET', `/api/chat/rooms/${room.id}`)).data;
    expect(idsIn(view)).toEqual([ann!.id, ben!.id, cy!.id].sort());

    const removed = await call(ann!, 'DELETE', `/api/chat/rooms/${room.id}/participants/${cy!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ data: { removed: true } });
    // Cy is out: the room is gone from the list and every room endpoint answers 404.
    expect((await roomsOf(t.app, cy!)).map((r) => r.id)).not.toContain(room.id);
    expect((await call(cy!, 'GET', `/api/chat/rooms/${room.id}/messages`)).statusCode).toBe(404);
    expect((await call(cy!, 'POST', `/api/chat/rooms/${room.id}/messages`, { body: 'still here?' })).statusCode).toBe(
      404,
    );
    // Removing someone twice, or someone who never was in, names the field.
    const again = await call(ann!, 'DELETE', `/api/chat/rooms/${room.id}/participants/${cy!.id}`);
    expect(again.statusCode).toBe(422);
    expect(errorFields(again)).toEqual(['user_id']);
    const malformed = await call(ann!, 'DELETE', `/api/chat/rooms/${room.id}/participants/not-a-uuid`);
    // A malformed id names nobody: 404, as any path that fails its schema (decision 075).
    expect(malformed.statusCode, malformed.body).toBe(404);
    // People who cannot be found are refused when added.
    const ghost = await call(ann!, 'POST', `/api/chat/rooms/${room.id}/participants`, {
      user_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(ghost.statusCode).toBe(422);
    expect(errorFields(ghost)).toEqual(['user_ids']);
  });
});

describe('group membership', () => {
  freshApp();

  it('shows a newcomer the history with nothing unread; later messages count', async () => {
    const [ann, ben, dee] = [await person(t.app, 'Ann'), await person(t.app, 'Ben'), await person(t.app, 'Dee')];
    const room = await groupRoom(t.app, ann, 'Busy', [ben]);
    for (const body of ['one', 'two', 'three']) await sent(t.app, ben, room.id, body);
    const added = await call(ann, 'POST', `/api/chat/rooms/${room.id}/participants`, { user_ids: [dee.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect((await roomsOf(t.app, dee)).find((r) => r.id === room.id)).toMatchObject({
      unread_count: 0,
      last_message: { body: 'three' },
    });
    const history = await call(dee, 'GET', `/api/chat/rooms/${room.id}/messages`);
    expect(json<{ data: { body: string }[] }>(history).data.map((m) => m.body)).toEqual(['three', 'two', 'one']);
    await sent(t.app, ben, room.id, 'welcome');
    expect((await roomsOf(t.app, dee)).find((r) => r.id === room.id)!.unread_count).toBe(1);
  });

  it('lets a member leave, but not the owner', async () => {
    const [ann, ben, cy] = [await person(t.app, 'Ann'), await person(t.app, 'Ben'), await person(t.app, 'Cy')];
    const room = await groupRoom(t.app, ann, 'Leavers', [ben, cy]);
    const leave = await call(ben, 'DELETE', `/api/chat/rooms/${room.id}/participants/${ben.id}`);
    expect(leave.statusCode, leave.body).toBe(200);
    expect((await call(ben, 'GET', `/api/chat/rooms/${room.id}`)).statusCode).toBe(404);
    const view = json<{ data: TChatRoom }>(await call(cy, 'GET', `/api/chat/rooms/${room.id}`)).data;
    expect(idsIn(view)).toEqual([ann.id, cy.id].sort());

    const ownerLeaves = await call(ann, 'DELETE', `/api/chat/rooms/${room.id}/participants/${ann.id}`);
    expect(ownerLeaves.statusCode).toBe(422);
    expect(errorFields(ownerLeaves)).toEqual(['user_id']);
    expect((await call(ann, 'GET', `/api/chat/rooms/${room.id}`)).statusCode).toBe(200);
  });

  it('caps a group at 50 people, the owner included, also when adding', async () => {
    const ann = await person(t.app, 'Ann');
    const crowd = await quietUsers(t.app, 50);
    const tooMany = await call(ann, 'POST', '/api/chat/rooms', { name: 'Too big', user_ids: crowd });
    expect(tooMany.statusCode).toBe(422);
    expect(errorFields(tooMany)).toEqual(['user_ids']);

    const full = await call(ann, 'POST', '/api/chat/rooms', { name: 'Full', user_ids: crowd.slice(0, 49) });
    expect(full.statusCode, full.body).toBe(201);
    const room = json<{ data: TChatRoom }>(full).data;
    expect(room.participants).toHaveLength(50);

    const oneMore = await call(ann, 'POST', `/api/chat/rooms/${room.id}/participants`, { user_ids: [crowd[49]] });
    expect(oneMore.statusCode).toBe(422);
    expect(errorFields(oneMore)).toEqual(['user_ids']);
    // Nothing was added: the refused insert was rolled back.
    const view = json<{ data: TChatRoom }>(await call(ann, 'GET', `/api/chat/rooms/${room.id}`)).data;
    expect(view.participants).toHaveLength(50);
    expect(idsIn(view)).not.toContain(crowd[49]);

    // Someone already in does not count twice: re-adding a member to a full group is fine.
    const readd = await call(ann, 'POST', `/api/chat/rooms/${room.id}/participants`, { user_ids: [crowd[0]] });
    expect(readd.statusCode, readd.body).toBe(200);
  });

  it('does not add or remove people in a direct room', async () => {
    const [ann, ben, cy] = [await person(t.app, 'Ann'), await person(t.app, 'Ben'), await person(t.app, 'Cy')];
    const room = await directRoom(t.app, ann, ben);
    const add = await call(ann, 'POST', `/api/chat/rooms/${room.id}/participants`, { user_ids: [cy.id] });
    expect(add.statusCode).toBe(422);
    expect(errorFields(add)).toEqual(['user_ids']);
    const remove = await call(ann, 'DELETE', `/api/chat/rooms/${room.id}/participants/${ben.id}`);
    expect(remove.statusCode).toBe(422);
    expect(errorFields(remove)).toEqual(['user_id']);
    const view = json<{ data: TChatRoom }>(await call(ben, 'GET', `/api/chat/rooms/${room.id}`)).data;
    expect(idsIn(view)).toEqual([ann.id, ben.id].sort());
  });
});

describe('direct rooms', () => {
  freshApp();

  it('opens one room per pair: 201 the first time, then 200 with the same room from either side', async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const first = await call(ann, 'POST', '/api/chat/rooms/direct', { user_id: ben.id });
    expect(first.statusCode, first.body).toBe(201);
    const room = json<{ data: TChatRoom }>(first).data;
    expect(room).toMatchObject({ kind: 'direct', name: null });
    expect(idsIn(room)).toEqual([ann.id, ben.id].sort());

    const again = await call(ann, 'POST', '/api/chat/rooms/direct', { user_id: ben.id });
    expect(again.statusCode).toBe(200);
    expect(json<{ data: TChatRoom }>(again).data.id).toBe(room.id);
    const reverse = await call(ben, 'POST', '/api/chat/rooms/direct', { user_id: ann.id });
    expect(reverse.statusCode).toBe(200);
    expect(json<{ data: TChatRoom }>(reverse).data.id).toBe(room.id);
    expect((await roomsOf(t.app, ann)).filter((r) => r.kind === 'direct' && r.id === room.id)).toHaveLength(1);
  });

  it('opens at once from two tabs without a second room or an error', async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const answers = await Promise.all([
      call(ann, 'POST', '/api/chat/rooms/direct', { user_id: ben.id }),
      call(ann, 'POST', '/api/chat/rooms/direct', { user_id: ben.id }),
      call(ben, 'POST', '/api/chat/rooms/direct', { user_id: ann.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => json<{ data: TChatRoom }>(a).data.id)).size).toBe(1);
  });

  it('brings a room deleted for me back, without the cleared messages', async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const room = await directRoom(t.app, ann, ben);
    await sent(t.app, ben, room.id, 'before');
    expect((await call(ann, 'DELETE', `/api/chat/rooms/${room.id}`)).statusCode).toBe(200);
    expect((await roomsOf(t.app, ann)).map((r) => r.id)).not.toContain(room.id);
    const reopened = await call(ann, 'POST', '/api/chat/rooms/direct', { user_id: ben.id });
    expect(reopened.statusCode).toBe(200);
    expect(json<{ data: TChatRoom }>(reopened).data).toMatchObject({
      id: room.id,
      last_message: null,
      unread_count: 0,
    });
    expect((await roomsOf(t.app, ann)).map((r) => r.id)).toContain(room.id);
  });

  it('keeps the room to the pair: a third person cannot read it or post in it; a malformed id is a 422', async () => {
    // The "Message" action of an expert's profile and a program page opens this room (decision 081).
    const [ann, ben, cy] = [await person(t.app, 'Ann'), await person(t.app, 'Ben'), await person(t.app, 'Cy')];
    const room = await directRoom(t.app, ann, ben);
    expect((await call(cy, 'GET', `/api/chat/rooms/${room.id}`)).statusCode).toBe(404);
    expect((await call(cy, 'GET', `/api/chat/rooms/${room.id}/messages`)).statusCode).toBe(404);
    expect((await call(cy, 'POST', `/api/chat/rooms/${room.id}/messages`, { body: 'hi' })).statusCode).toBe(404);
    expect((await roomsOf(t.app, cy)).map((r) => r.id)).not.toContain(room.id);
    const malformed = await call(ann, 'POST', '/api/chat/rooms/direct', { user_id: 'ben' });
    expect(malformed.statusCode).toBe(422);
    expect(errorFields(malformed)).toEqual(['user_id']);
    expect((await call(null, 'POST', '/api/chat/rooms/direct', { user_id: ben.id })).statusCode).toBe(401);
  });

  it('refuses a room with yourself, a temporary user, a deleted or unknown user (422 on user_id)', async () => {
    const ann = await person(t.app, 'Ann');
    const visitor = await guestPerson(t.app);
    const [gone] = await quietUsers(t.app, 1, { deleted_at: new Date() });
    for (const id of [ann.id, visitor.id, gone!, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(ann, 'POST', '/api/chat/rooms/direct', { user_id: id });
      expect(res.statusCode, id).toBe(422);
      expect(errorFields(res)).toEqual(['user_id']);
    }
    expect(await roomsOf(t.app, ann)).toEqual([]);
    // A temporary user cannot open one either.
    const fromGuest = await t.app.inject({
      method: 'POST',
      url: '/api/chat/rooms/direct',
      headers: visitor.headers,
      payload: { user_id: ann.id },
    });
    expect(fromGuest.statusCode).toBe(403);
  });
});
