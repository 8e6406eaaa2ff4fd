import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotification } from '@ito/contracts/notifications/notification';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import { directRoom, person, sent } from '../../test/chat-helpers.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

async function listenAs(token: string) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });
  sockets.push(socket);
  const events: { component: string; data: unknown }[] = [];
  socket.on('NewEvent', (event: { component: string; data: unknown }) => events.push(event));
  await new Promise((resolve, reject) => {
    socket.once('subscribed', resolve);
    socket.once('connect_error', reject);
  });
  return events;
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function chatNotifications(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications?per_page=100', headers });
  return json<{ data: TNotification[] }>(res).data.filter((n) => n.type === 'chat_message');
}

describe('chat messages as notifications', () => {
  it('pings on the first unread message only, clears with reading the chat, and cools down per room', async () => {
    const ana = await person(t.app, 'Ana Sender');
    const ben = await person(t.app, 'Ben Reader');
    const events = await listenAs(ben.token);
    const room = await directRoom(t.app, ana, ben);

    await sent(t.app, ana, room.id, 'Hello Ben, are you there?');
    await sent(t.app, ana, room.id, 'Second message in the same unread burst');
    await until(() => events.some((e) => e.component === 'notification'));
    let mine = await chatNotifications(ben.headers);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      delivery: 'live',
      read_at: null,
      data: {
        title: 'Ana Sender wrote to you',
        body: 'Hello Ben, are you there?',
        url: `/messages/chat/${room.id}`,
        room_id: room.id,
      },
    });
    // The sender is not notified of their own messages.
    expect(await chatNotifications(ana.headers)).toHaveLength(0);

    // Reading the chat reads its notification: the bell's count drops, live.
    const read = await t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room.id}/read`, headers: ben.headers });
    expect(read.statusCode, read.body).toBe(200);
    await until(() => events.some((e) => e.component === 'notification-read'));
    expect(events.find((e) => e.component === 'notification-read')!.data).toEqual({ id: mine[0]!.id, unread: 0 });

    // A new burst within ten minutes of the last ping: the chat shows it, no second ping.
    await sent(t.app, ana, room.id, 'One more thing');
    expect(await chatNotifications(ben.headers)).toHaveLength(1);

    // Later, after reading, a new message pings again.
    await t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room.id}/read`, headers: ben.headers });
    t.app.clock.set(new Date(Date.now() + 11 * 60_000));
    await sent(t.app, ana, room.id, 'Back again');
    mine = await chatNotifications(ben.headers);
    t.app.clock.set(null);
    expect(mine).toHaveLength(2);
  });

  it('writes each reader’s notification in their own language (decision 045)', async () => {
    const ana = await person(t.app, 'Ana Sender');
    const layla = await person(t.app, 'Layla Reader');
    await t.app.db.update(users).set({ locale: 'ar' }).where(eq(users.id, layla.id));
    const room = await directRoom(t.app, ana, layla);
    await sent(t.app, ana, room.id, 'مرحبا');
    const [notice] = await chatNotifications(layla.headers);
    expect(notice?.data).toMatchObject({ title: 'Ana Sender راسلك', body: 'مرحبا' });
  });
});
