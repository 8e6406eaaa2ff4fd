import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChatEvent } from '@ito/contracts/chat/chat-events';
import type { TChatRoom } from '@ito/contracts/chat/fields';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { directRoom, person, sent } from '../../test/chat-helpers.ts';

/** One process, presence in memory: live chat events reach the right people, presence waits for the grace period. */
const GRACE_MS = 300;
let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ PRESENCE_GRACE_MS: String(GRACE_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

async function tab(token: string) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
  sockets.push(socket);
  const events: TChatEvent[] = [];
  socket.on('NewEvent', (e: { component: string; data: TChatEvent }) => {
    if (e.component === 'chat') events.push(e.data);
  });
  await new Promise((resolve) => socket.once('subscribed', resolve));
  return { socket, events };
}

async function until<T>(check: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('chat live events on one process', () => {
  it('delivers messages, typing and read receipts to participants only, and presence after the grace period', async () => {
    const [ann, ben, eve] = [await person(t.app, 'Ann'), await person(t.app, 'Ben'), await person(t.app, 'Eve')];
    const room = await directRoom(t.app, ann, ben);
    const benTab = await tab(ben.token);
    const eveTab = await tab(eve.token);
    const annTab = await tab(ann.token);
    const annOnline = (online: boolean) => (e: TChatEvent) =>
      e.type === 'presence' && e.user_id === ann.id && e.is_online === online;
    await until(() => benTab.events.find(annOnline(true)));

    const message = await sent(t.app, ann, room.id, 'hi Ben');
    expect(await until(() => benTab.events.find((e) => e.type === 'message'))).toEqual({
      type: 'message',
      room_id: room.id,
      message,
    });
    await until(() => annTab.events.find((e) => e.type === 'message'));

    await t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room.id}/typing`, headers: ann.headers });
    expect(await until(() => benTab.events.find((e) => e.type === 'typing'))).toMatchObject({
      user_id: ann.id,
      full_name: 'Ann',
    });
    // Ben joins the chat Ann opened: only then do his read receipts reach her (decision 063).
    await t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room.id}/accept`, headers: ben.headers });
    await t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room.id}/read`, headers: ben.headers });
    expect(await until(() => annTab.events.find((e) => e.type === 'read'))).toMatchObject({
      room_id: room.id,
      user_id: ben.id,
    });
    expect(annTab.events.some((e) => e.type === 'typing')).toBe(false);

    // A reload (close and reopen within the grace period) is not "offline": not in events, and not in what Ben is
    // answered while Ann's new tab is still connecting (her coming back is never announced, so "offline" would stay).
    annTab.socket.disconnect();
    await sleep(GRACE_MS / 3);
    const asBen = await t.app.inject({ method: 'GET', url: `/api/chat/rooms/${room.id}`, headers: ben.headers });
    const seen = (asBen.json() as { data: TChatRoom }).data.participants.find((p) => p.id === ann.id);
    expect(seen?.is_online).toBe(true);
    const again = await tab(ann.token);
    await sleep(GRACE_MS * 2);
    expect(benTab.events.filter(annOnline(false))).toEqual([]);
    expect(benTab.events.filter(annOnline(true))).toHaveLength(1);

    again.socket.disconnect();
    await until(() => benTab.events.find(annOnline(false)));
    // Eve shares no room with Ann: she heard nothing of all this.
    expect(eveTab.events).toEqual([]);
  });
});
