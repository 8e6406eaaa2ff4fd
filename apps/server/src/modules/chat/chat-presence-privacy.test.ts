import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatEvent } from '@ito/contracts/chat/chat-events';
import type { TChatParticipant, TChatRoom } from '@ito/contracts/chat/fields';
import type { TChatPerson } from '@ito/contracts/chat/search-people';
import { createTestApp, json, NOT_FOUND_BODY, type TestApp } from '../../test/harness.ts';
import { directRoom, groupRoom, guestPerson, person, sent, type Person } from '../../test/chat-helpers.ts';
import { listenLocal, openTab, until, type Tab } from '../../test/socket-helpers.ts';

/**
 * Presence privacy (decision 063): a person's online status, read receipts and typing reach only the people they share
 * a room with that they joined themselves (created, accepted or answered in). Each test plays the attack: a stranger
 * searches for someone, opens a chat with them or adds them to a group, and watches for them to come online.
 */
const GRACE_MS = 200;
let t: TestApp;
let url: string;
const tabs: Tab[] = [];
beforeAll(async () => {
  t = await createTestApp({ PRESENCE_GRACE_MS: String(GRACE_MS), CHAT_RATE_LIMIT: '200' });
  url = await listenLocal(t.app);
});
afterAll(async () => {
  tabs.forEach((tab) => tab.socket.disconnect());
  await t.close();
});

const call = (who: Person | null, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function tab(who: Person): Promise<Tab> {
  const opened = await openTab(url, { token: who.token });
  tabs.push(opened);
  return opened;
}

const chatEvents = (tab: Tab) => tab.events.filter((e) => e.component === 'chat').map((e) => e.data as TChatEvent);
type PresenceEvent = Extract<TChatEvent, { type: 'presence' }>;
const presenceOf = (tab: Tab, userId: string): PresenceEvent[] =>
  chatEvents(tab).filter((e): e is PresenceEvent => e.type === 'presence' && e.user_id === userId);

async function search(who: Person, name: string): Promise<TChatPerson[]> {
  const res = await call(who, 'GET', `/api/chat/people?search=${encodeURIComponent(name)}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TChatPerson[] }>(res).data;
}

async function roomAs(who: Person, roomId: string): Promise<TChatRoom> {
  const res = await call(who, 'GET', `/api/chat/rooms/${roomId}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TChatRoom }>(res).data;
}

async function listedAs(who: Person, roomId: string): Promise<TChatRoom> {
  const res = await call(who, 'GET', '/api/chat/rooms');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TChatRoom[] }>(res).data.find((r) => r.id === roomId)!;
}

const member = (room: TChatRoom, who: Person): TChatParticipant => room.participants.find((p) => p.id === who.id)!;

/** Someone the victim chose to talk to: they hear the victim's presence, so silence elsewhere means something. */
async function witnessOf(victim: Person): Promise<{ witness: Person; witnessTab: Tab }> {
  const witness = await person(t.app, `Witness ${victim.id.slice(0, 6)}`);
  await directRoom(t.app, victim, witness);
  return { witness, witnessTab: await tab(witness) };
}

describe('people search', () => {
  it('never shows a stranger online, and shows someone online to the people they joined a chat with', async () => {
    const vic = await person(t.app, 'Vicky Searchable');
    const mal = await person(t.app, 'Mallory Searcher');
    const { witness } = await witnessOf(vic);
    await tab(vic);
    await expect
      .poll(async () => (await search(witness, 'Vicky Searchable')).find((p) => p.id === vic.id)?.is_online)
      .toBe(true);

    const found = (await search(mal, 'Vicky Searchable')).find((p) => p.id === vic.id);
    expect(found).toMatchObject({ id: vic.id, is_online: false });
    // Opening a chat with her, or adding her to a group, does not make her status Mallory's to see.
    await directRoom(t.app, mal, vic);
    await groupRoom(t.app, mal, 'Watching Vicky', [vic]);
    expect((await search(mal, 'Vicky Searchable')).find((p) => p.id === vic.id)!.is_online).toBe(false);
  });
});

describe('a group someone else added you to', () => {
  it('shows nothing of you until you accept: no presence, no read receipts, no typing; then it does', async () => {
    const vic = await person(t.app, 'Vicky Added');
    const mal = await person(t.app, 'Mallory Adder');
    const { witnessTab } = await witnessOf(vic);
    const room = await groupRoom(t.app, mal, 'Surprise group', [vic]);
    expect(member(room, vic)).toMatchObject({ is_pending: true, is_online: false });
    await sent(t.app, mal, room.id, 'hello Vicky');
    const malTab = await tab(mal);

    const vicTab = await tab(vic);
    await until('Vicky online to her witness', () => presenceOf(witnessTab, vic.id)[0]);
    expect(member(await roomAs(mal, room.id), vic)).toMatchObject({ is_pending: true, is_online: false });
    expect(member(await listedAs(mal, room.id), vic)).toMatchObject({ is_pending: true, is_online: false });

    // She reads the group and starts to type: Mallory learns nothing of either.
    expect((await call(vic, 'POST', `/api/chat/rooms/${room.id}/read`)).statusCode).toBe(200);
    expect((await call(vic, 'POST', `/api/chat/rooms/${room.id}/typing`)).statusCode).toBe(200);
    await until('her own read receipt', () => chatEvents(vicTab).find((e) => e.type === 'read'));
    expect(member(await roomAs(mal, room.id), vic).last_read_at).toBeNull();
    // Her own view keeps her read state.
    expect(member(await roomAs(vic, room.id), vic).last_read_at).not.toBeNull();
    // Mallory's own join of Vicky's presence arrives there only through events: there are none about her.
    expect(chatEvents(malTab).filter((e) => 'user_id' in e && e.user_id === vic.id)).toEqual([]);

    // She accepts: Mallory's copy is refreshed, shows her online, and her going away reaches Mallory.
    const accepted = await call(vic, 'POST', `/api/chat/rooms/${room.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(member(json<{ data: TChatRoom }>(accepted).data, vic)).toMatchObject({ is_pending: false, is_online: true });
    await until('the room refreshed for Mallory', () =>
      chatEvents(malTab).find((e) => e.type === 'room' && e.room_id === room.id),
    );
    expect(member(await roomAs(mal, room.id), vic)).toMatchObject({ is_pending: false, is_online: true });
    expect(member(await roomAs(mal, room.id), vic).last_read_at).not.toBeNull();
    vicTab.socket.disconnect();
    await until('Vicky offline to Mallory', () => presenceOf(malTab, vic.id).find((e) => !e.is_online));

    // Accepting again is harmless (a retried request): the same answer, no second announcement.
    const again = await call(vic, 'POST', `/api/chat/rooms/${room.id}/accept`);
    expect(again.statusCode).toBe(200);
    expect(member(json<{ data: TChatRoom }>(again).data, vic).is_pending).toBe(false);
    const refreshes = chatEvents(malTab).filter((e) => e.type === 'room' && e.room_id === room.id);
    expect(refreshes).toHaveLength(1);
  });

  it('treats people the owner adds later the same way, until they answer in the group', async () => {
    const vic = await person(t.app, 'Vicky Later');
    const mal = await person(t.app, 'Mallory Owner');
    const friend = await person(t.app, 'Friend Member');
    const { witnessTab } = await witnessOf(vic);
    const room = await groupRoom(t.app, mal, 'Growing group', [friend]);
    const added = await call(mal, 'POST', `/api/chat/rooms/${room.id}/participants`, { user_ids: [vic.id] });
    expect(added.statusCode, added.body).toBe(200);
    const malTab = await tab(mal);
    await tab(vic);
    await until('Vicky online to her witness', () => presenceOf(witnessTab, vic.id)[0]);
    expect(member(await roomAs(mal, room.id), vic)).toMatchObject({ is_pending: true, is_online: false });
    expect(presenceOf(malTab, vic.id)).toEqual([]);

    // Answering joins: Mallory's copy is refreshed and shows her online.
    await sent(t.app, vic, room.id, 'hi all');
    await until('the room refreshed for Mallory', () =>
      chatEvents(malTab).find((e) => e.type === 'room' && e.room_id === room.id),
    );
    expect(member(await roomAs(mal, room.id), vic)).toMatchObject({ is_pending: false, is_online: true });
  });
});

describe('a direct chat a stranger opened with you', () => {
  it('is pending until you answer or open it yourself; only then does your presence reach them', async () => {
    const vic = await person(t.app, 'Vicky Direct');
    const mal = await person(t.app, 'Mallory Direct');
    const { witnessTab } = await witnessOf(vic);
    const room = await directRoom(t.app, mal, vic);
    expect(member(room, mal)).toMatchObject({ is_pending: false });
    expect(member(room, vic)).toMatchObject({ is_pending: true, is_online: false });
    const malTab = await tab(mal);
    const vicTab = await tab(vic);
    await until('Vicky online to her witness', () => presenceOf(witnessTab, vic.id)[0]);
    // Mallory's presence is Vicky's to see: he opened the chat.
    expect(member(await roomAs(vic, room.id), mal).is_online).toBe(true);
    expect(member(await roomAs(mal, room.id), vic).is_online).toBe(false);
    expect(presenceOf(malTab, vic.id)).toEqual([]);

    // Vicky opens the chat with Mallory from her side: that is joining it.
    const opened = await call(vic, 'POST', '/api/chat/rooms/direct', { user_id: mal.id });
    expect(opened.statusCode).toBe(200);
    expect(member(json<{ data: TChatRoom }>(opened).data, vic).is_pending).toBe(false);
    await until('the room refreshed for Mallory', () =>
      chatEvents(malTab).find((e) => e.type === 'room' && e.room_id === room.id),
    );
    expect(member(await roomAs(mal, room.id), vic).is_online).toBe(true);
    vicTab.socket.disconnect();
    await until('Vicky offline to Mallory', () => presenceOf(malTab, vic.id).find((e) => !e.is_online));
  });

  it('joins by answering: the first reply makes the person visible to the one who wrote', async () => {
    const vic = await person(t.app, 'Vicky Replies');
    const mal = await person(t.app, 'Mallory Writes');
    const room = await directRoom(t.app, mal, vic);
    await tab(vic);
    expect(member(await roomAs(mal, room.id), vic)).toMatchObject({ is_pending: true, is_online: false });
    await sent(t.app, vic, room.id, 'who is this?');
    expect(member(await roomAs(mal, room.id), vic)).toMatchObject({ is_pending: false, is_online: true });
  });
});

describe('POST /api/chat/rooms/{id}/accept', () => {
  it('answers 404 to anyone not in the room or for a malformed or unknown id, 401 without a session, 403 to a guest', async () => {
    const vic = await person(t.app, 'Vicky Accepts');
    const mal = await person(t.app, 'Mallory Stranger');
    const owner = await person(t.app, 'Owen Owner');
    const room = await groupRoom(t.app, owner, 'Private group', [vic]);
    const accept = (who: Person | null, id: string) => call(who, 'POST', `/api/chat/rooms/${id}/accept`);

    const stranger = await accept(mal, room.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(NOT_FOUND_BODY);
    expect((await accept(null, room.id)).statusCode).toBe(401);
    expect((await accept(await guestPerson(t.app), room.id)).statusCode).toBe(403);
    expect((await accept(vic, 'not-a-room')).statusCode).toBe(404);
    expect((await accept(vic, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // The stranger's tries changed nothing: Vicky is still pending.
    expect(member(await roomAs(owner, room.id), vic).is_pending).toBe(true);

    // Once she has left the group, it is not hers to accept.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/chat/rooms/${room.id}/participants/${vic.id}`,
          headers: vic.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await accept(vic, room.id)).statusCode).toBe(404);
  });
});
