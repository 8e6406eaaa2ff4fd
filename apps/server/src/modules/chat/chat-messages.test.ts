import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatRoom } from '@ito/contracts/chat/fields';
import type { TListChatMessagesResponse } from '@ito/contracts/chat/list-messages';
import { createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { imageFile } from '../../test/program-helpers.ts';
import { directRoom, person, roomsOf, send, sent, type Person } from '../../test/chat-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_MESSAGE_MAX_LENGTH: '50', CHAT_RATE_LIMIT: '40' });
});
afterAll(() => t.close());

const page = async (who: Person, roomId: string, query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/chat/rooms/${roomId}/messages${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<TListChatMessagesResponse>(res);
};

describe('chat messages', () => {
  it('only participants read, post, mark read or type: others get the same 404 as an unknown room', async () => {
    const [ann, ben, eve] = [await person(t.app, 'Ann'), await person(t.app, 'Ben'), await person(t.app, 'Eve')];
    const room = await directRoom(t.app, ann, ben);
    await sent(t.app, ann, room.id, 'private');
    const calls: [string, string, object?][] = [
      ['GET', `/api/chat/rooms/${room.id}`],
      ['GET', `/api/chat/rooms/${room.id}/messages`],
      ['POST', `/api/chat/rooms/${room.id}/messages`, { body: 'let me in' }],
      ['POST', `/api/chat/rooms/${room.id}/read`, {}],
      ['POST', `/api/chat/rooms/${room.id}/typing`, {}],
      ['DELETE', `/api/chat/rooms/${room.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: eve.headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(json(res), `${method} ${url}`).toEqual(NOT_FOUND_BODY);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/chat/rooms/00000000-0000-4000-8000-000000000000/messages',
      headers: eve.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual(NOT_FOUND_BODY);
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/rooms/${room.id}` })).statusCode).toBe(401);
    // Eve's attempt left nothing behind.
    expect((await page(ann, room.id, '')).data.map((m) => m.body)).toEqual(['private']);
  });

  it('pages by cursor, newest first, with meta and links over more than one page', async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const room = await directRoom(t.app, ann, ben);
    for (let i = 1; i <= 7; i++) await sent(t.app, i % 2 ? ann : ben, room.id, `m${i}`);

    const first = await page(ben, room.id, '?per_page=3');
    expect(first.data.map((m) => m.body)).toEqual(['m7', 'm6', 'm5']);
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 3, total: 7 });
    expect(first.links.next).toBe(`/api/chat/rooms/${room.id}/messages?per_page=3&before=${first.data[2]!.id}`);

    const second = await page(ben, room.id, first.links.next!.replace(`/api/chat/rooms/${room.id}/messages`, ''));
    expect(second.data.map((m) => m.body)).toEqual(['m4', 'm3', 'm2']);
    expect(second.meta.current_page).toBe(2);

    const third = await page(ben, room.id, `?per_page=3&before=${second.data[2]!.id}`);
    expect(third.data.map((m) => m.body)).toEqual(['m1']);
    expect(third.meta).toMatchObject({ current_page: 3, last_page: 3 });
    expect(third.links.next).toBeNull();

    // A cursor from another room is refused, naming the field.
    const other = await directRoom(t.app, ann, await person(t.app, 'Cy'));
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/chat/rooms/${other.id}/messages?before=${first.data[0]!.id}`,
      headers: ann.headers,
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(json(foreign).errors as object)).toEqual(['before']);
  });

  it('counts unread per room and clears them on read, with the read receipt on the participant', async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const room = await directRoom(t.app, ann, ben);
    await sent(t.app, ann, room.id, 'one');
    await sent(t.app, ann, room.id, 'two');
    await sent(t.app, ben, room.id, 'mine');
    // Ben's own message does not count, and sending marks what came before as read for the sender.
    const benView = (await roomsOf(t.app, ben)).find((r) => r.id === room.id)!;
    expect(benView.unread_count).toBe(0);
    await sent(t.app, ann, room.id, 'three');
    expect((await roomsOf(t.app, ben)).find((r) => r.id === room.id)!.unread_count).toBe(1);
    // Ann answered after Ben's message, so it counts as read for her.
    expect((await roomsOf(t.app, ann)).find((r) => r.id === room.id)!.unread_count).toBe(0);

    const read = await t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room.id}/read`, headers: ben.headers });
    expect(read.statusCode).toBe(200);
    const readAt = json<{ data: { last_read_at: string } }>(read).data.last_read_at;
    expect((await roomsOf(t.app, ben)).find((r) => r.id === room.id)!.unread_count).toBe(0);
    // Ann sees Ben's receipt: his last_read_at is at or after her last message.
    const annRoom = json<{ data: TChatRoom }>(
      await t.app.inject({ method: 'GET', url: `/api/chat/rooms/${room.id}`, headers: ann.headers }),
    ).data;
    const benThere = annRoom.participants.find((p) => p.id === ben.id)!;
    expect(benThere.last_read_at).toBe(readAt);
    expect(annRoom.last_message!.body).toBe('three');
    expect(Date.parse(benThere.last_read_at!)).toBeGreaterThanOrEqual(Date.parse(annRoom.last_message!.created_at));
  });

  it('refuses a body over the configured length with a 422 naming body, and an empty message', async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const room = await directRoom(t.app, ann, ben);
    const tooLong = await send(t.app, ann, room.id, 'x'.repeat(51));
    expect(tooLong.statusCode).toBe(422);
    expect(json(tooLong)).toEqual({
      message: 'A message may be up to 50 characters (this one has 51).',
      code: 'chat.message_max',
      params: { maximum: 50, length: 51 },
      errors: { body: ['A message may be up to 50 characters (this one has 51).'] },
      codes: { body: [{ code: 'chat.message_max', params: { maximum: 50, length: 51 } }] },
    });
    expect((await send(t.app, ann, room.id, 'x'.repeat(50))).statusCode).toBe(201);
    const empty = await send(t.app, ann, room.id, '   ');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(json(empty).errors as object)).toEqual(['body']);
    const meta = json<{ meta: { message_max_length: number } }>(
      await t.app.inject({ method: 'GET', url: `/api/chat/rooms/${room.id}`, headers: ann.headers }),
    ).meta;
    expect(meta.message_max_length).toBe(50);
  });

  it('attaches only files the sender uploaded, with URLs for image previews', async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const room = await directRoom(t.app, ann, ben);
    const annImage = await imageFile(t.app, ann.id);
    const benPdf = await imageFile(t.app, ben.id, 'document');
    const stolen = await send(t.app, ann, room.id, 'look', [benPdf.id]);
    expect(stolen.statusCode).toBe(422);
    expect(Object.keys(json(stolen).errors as object)).toEqual(['file_ids']);

    const ok = await send(t.app, ann, room.id, '', [annImage.id]);
    expect(ok.statusCode, ok.body).toBe(201);
    const [attachment] = json<{ data: { attachments: { kind: string; urls: Record<string, string> }[] } }>(ok).data
      .attachments;
    // Access-checked addresses by id (decision 062): the stored name, an image's public address, is not given out.
    expect(attachment).toMatchObject({ kind: 'image', urls: { thumb: `/api/media/${annImage.id}?size=thumb` } });
    expect(ok.body).not.toContain(annImage.name);
    const preview = (await roomsOf(t.app, ben)).find((r) => r.id === room.id)!.last_message!;
    expect(preview).toMatchObject({ body: '', attachments_count: 1 });
  });

  it('deleting a chat hides it and its messages for me only; a new message brings the room back', async () => {
    const [ann, ben] = [await person(t.app, 'Ann'), await person(t.app, 'Ben')];
    const room = await directRoom(t.app, ann, ben);
    await sent(t.app, ben, room.id, 'old news');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/chat/rooms/${room.id}`, headers: ann.headers });
    expect(del.statusCode).toBe(200);
    expect((await roomsOf(t.app, ann)).some((r) => r.id === room.id)).toBe(false);
    expect((await roomsOf(t.app, ben)).some((r) => r.id === room.id)).toBe(true);
    expect((await page(ann, room.id, '')).data).toEqual([]);
    expect((await page(ben, room.id, '')).data.map((m) => m.body)).toEqual(['old news']);

    await sent(t.app, ben, room.id, 'are you there?');
    const back = (await roomsOf(t.app, ann)).find((r) => r.id === room.id);
    expect(back).toMatchObject({ unread_count: 1, last_message: { body: 'are you there?' } });
    expect((await page(ann, room.id, '')).data.map((m) => m.body)).toEqual(['are you there?']);
  });
});

describe('chat rate limit', () => {
  it('answers 429 once a sender passes CHAT_RATE_LIMIT per minute, without limiting others', async () => {
    const limited = await createTestApp({ CHAT_RATE_LIMIT: '3' });
    try {
      const [ann, ben] = [await person(limited.app, 'Ann'), await person(limited.app, 'Ben')];
      const room = await directRoom(limited.app, ann, ben);
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await send(limited.app, ann, room.id, `hi ${i}`)).statusCode);
      expect(codes).toEqual([201, 201, 201, 429]);
      expect((await send(limited.app, ben, room.id, 'my turn')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
