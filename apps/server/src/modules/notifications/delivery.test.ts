import { appDeps } from '../../platform/deps.ts';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TNotification } from '@ito/contracts/notifications/notification';
import { outbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { DIGEST_QUEUE } from './queues.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { followPlan, tenKPlan } from '../../test/plan-fixture.ts';
import { publishedProtocol } from '../../test/run-fixture.ts';
import { startRun } from '../protocols/runs/run-engine.ts';
import { adaptFollow } from '../following/adapt-service.ts';
import { requeueHeldDigests, sendDigest } from './digest.ts';
import { notify, notifyMany } from './notify.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
// A Saturday, 10:00 UTC: outside the quiet hours the tests set unless they move the clock.
const START = new Date('2026-01-10T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});
beforeEach(() => t.app.clock.set(START));

const deps = () => appDeps(t.app);
const digestDeps = () => ({ ...deps(), mailer: t.app.mailer, appUrl: t.app.config.appUrl });
const put = (path: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: path, headers, payload });

async function person(name = 'Nadia Notified') {
  const auth = await verifiedUser(t.app, { full_name: name });
  return { id: auth.id, email: auth.user.email!, token: auth.accessToken, headers: bearer(auth.accessToken) };
}

/** A socket on the person's channel, collecting every NewEvent it receives. */
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

const message = (n: number) => ({ title: `Message ${n}`, body: `Body ${n}`, url: `/messages/chat/room-${n}` });

/** Digest mails to an address (the verification mail is there too). */
async function digestsTo(email: string) {
  return t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'You have % waiting')));
}

describe('notify', () => {
  it('stores the notification and pushes it live on the person’s channel', async () => {
    const me = await person();
    const events = await listenAs(me.token);
    const stored = await notify(deps(), me.id, 'chat_message', message(1));
    expect(stored).toMatchObject({ type: 'chat_message', delivery: 'live', read_at: null, data: message(1) });
    await until(() => events.length > 0);
    expect(events).toEqual([{ component: 'notification', data: stored }]);
    const list = json<{ data: TNotification[] }>(
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: me.headers }),
    );
    expect(list.data.map((n) => n.id)).toEqual([stored.id]);
  });

  it('mutes a type the person switched off: stored, not pushed, not counted', async () => {
    const me = await person();
    const events = await listenAs(me.token);
    const res = await put('/api/notifications/preferences', me.headers, {
      preferences: [{ type: 'chat_message', channel: 'off' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const muted = await notify(deps(), me.id, 'chat_message', message(1));
    const other = await notify(deps(), me.id, 'plan_changed', { title: 'Plan', url: '/my-tasks' });
    expect(muted.delivery).toBe('muted');
    expect(other.delivery).toBe('live');
    await settle();
    expect(events.map((e) => (e.data as TNotification).id)).toEqual([other.id]);
    const count = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: me.headers });
    expect(json(count)).toEqual({ data: { count: 1 } });
  });

  it('holds notifications for the digest beyond the hourly budget, across every source', async () => {
    const me = await person();
    const events = await listenAs(me.token);
    expect((await put('/api/notifications/settings', me.headers, { hourly_budget: 2 })).statusCode).toBe(200);
    const pendingBefore = await t.app.jobs.pending(DIGEST_QUEUE);
    const first = await notify(deps(), me.id, 'chat_message', message(1));
    const second = await notify(deps(), me.id, 'plan_changed', { title: 'Plan', url: '/my-tasks' });
    const third = await notify(deps(), me.id, 'protocol_nudge', { title: 'Nudge', url: '/my-tasks' });
    const fourth = await notify(deps(), me.id, 'chat_message', message(4));
    expect([first, second, third, fourth].map((n) => n.delivery)).toEqual(['live', 'live', 'digest', 'digest']);
    await settle();
    expect(events.map((e) => (e.data as TNotification).id)).toEqual([first.id, second.id]);
    // One digest job for the batch, not one per held notification.
    expect(await t.app.jobs.pending(DIGEST_QUEUE)).toBe(pendingBefore + 1);
    // The hour rolls on: the budget is free again.
    t.app.clock.set(new Date(START.getTime() + 61 * 60_000));
    expect((await notify(deps(), me.id, 'chat_message', message(5))).delivery).toBe('live');
  });

  it('holds notifications during quiet hours (in the profile’s time zone) and mails them once after', async () => {
    const me = await person('Quiet Quentin');
    const events = await listenAs(me.token);
    const quiet = { quiet_start: '22:00', quiet_end: '07:00' };
    expect((await put('/api/notifications/settings', me.headers, quiet)).statusCode).toBe(200);
    // The zone is saved on the profile (decision 072); quiet hours, the digest and its sweep read it from there.
    expect((await put('/api/user/profile', me.headers, { time_zone: 'Asia/Dubai' })).statusCode).toBe(200);
    // 19:30 UTC is 23:30 in Dubai.
    t.app.clock.set(new Date('2026-01-10T19:30:00Z'));
    const held = [
      await notify(deps(), me.id, 'chat_message', message(1)),
      await notify(deps(), me.id, 'booking', { title: 'Booking confirmed', url: '/my-services/bookings' }),
    ];
    expect(held.map((n) => n.delivery)).toEqual(['digest', 'digest']);
    await settle();
    expect(events).toEqual([]);
    // Still quiet at 05:00 Dubai time: the digest waits and sends nothing.
    t.app.clock.set(new Date('2026-01-11T01:00:00Z'));
    expect(await sendDigest(digestDeps(), me.id)).toBe(false);
    expect(await digestsTo(me.email)).toHaveLength(0);
    // 07:10 in Dubai: the sweep queues the overdue digest and the job mails both, once.
    t.app.clock.set(new Date('2026-01-11T03:10:00Z'));
    expect(await requeueHeldDigests(deps())).toBeGreaterThanOrEqual(1);
    await t.app.jobs.drain(DIGEST_QUEUE);
    const mails = await digestsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 2 notifications waiting');
    expect(mails[0]!.text).toContain('Message 1: Body 1');
    expect(mails[0]!.text).toContain('Booking confirmed');
    expect(mails[0]!.text).toContain(`${t.app.config.appUrl}/my-services/bookings`);
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.user_id, me.id));
    expect(rows.every((row) => row.digested_at !== null)).toBe(true);
    // Nothing left: another pass mails nothing.
    expect(await sendDigest(digestDeps(), me.id)).toBe(false);
    expect(await digestsTo(me.email)).toHaveLength(1);
  });

  it('notifies several people of one event at once, each by their own preference, budget and quiet hours', async () => {
    const [live, muted, spent, quiet] = [await person(), await person(), await person(), await person()];
    const liveEvents = await listenAs(live.token);
    const spentEvents = await listenAs(spent.token);
    await put('/api/notifications/preferences', muted.headers, {
      preferences: [{ type: 'chat_message', channel: 'off' }],
    });
    await put('/api/notifications/settings', spent.headers, { hourly_budget: 1 });
    await put('/api/notifications/settings', quiet.headers, { quiet_start: '09:00', quiet_end: '12:00' });
    const earlier = await notify(deps(), spent.id, 'plan_changed', { title: 'Plan', url: '/my-tasks' });
    const pendingBefore = await t.app.jobs.pending(DIGEST_QUEUE);

    const ids = [quiet.id, live.id, spent.id, muted.id, live.id];
    const sent = await notifyMany(deps(), ids, 'chat_message', message(1));
    // One per distinct person, in the order given, each with its own row.
    expect(sent.map((n) => n.delivery)).toEqual(['digest', 'live', 'digest', 'muted']);
    expect(new Set(sent.map((n) => n.id)).size).toBe(4);
    expect(sent.every((n) => n.type === 'chat_message' && n.data.title === 'Message 1')).toBe(true);
    expect(sent[3]!.read_at).not.toBeNull();
    // A digest job for each new batch (the quiet person and the one over budget), none for the others.
    expect(await t.app.jobs.pending(DIGEST_QUEUE)).toBe(pendingBefore + 2);
    await settle();
    expect(liveEvents).toEqual([{ component: 'notification', data: sent[1] }]);
    expect(spentEvents.map((e) => (e.data as TNotification).id)).toEqual([earlier.id]);
    // Held ones join their batch: no second job.
    const again = await notifyMany(deps(), [spent.id, quiet.id], 'chat_message', message(2));
    expect(again.map((n) => n.delivery)).toEqual(['digest', 'digest']);
    expect(await t.app.jobs.pending(DIGEST_QUEUE)).toBe(pendingBefore + 2);
    expect(await notifyMany(deps(), [], 'chat_message', message(3))).toEqual([]);
  });

  it('lets concurrent notifications for one person spend the last unit of budget only once', async () => {
    const [me, other] = [await person(), await person()];
    await put('/api/notifications/settings', me.headers, { hourly_budget: 1 });
    const results = await Promise.all([
      notifyMany(deps(), [other.id, me.id], 'chat_message', message(1)),
      notifyMany(deps(), [me.id, other.id], 'chat_message', message(2)),
      notify(deps(), me.id, 'plan_changed', { title: 'Plan', url: '/my-tasks' }),
    ]);
    const mine = [results[0][1]!, results[1][0]!, results[2]];
    expect(mine.filter((n) => n.delivery === 'live')).toHaveLength(1);
    expect([results[0][0]!, results[1][1]!].map((n) => n.delivery)).toEqual(['live', 'live']);
  });

  it('leaves out of the digest what the person already read in the app', async () => {
    const me = await person();
    await put('/api/notifications/settings', me.headers, { hourly_budget: 1 });
    await notify(deps(), me.id, 'chat_message', message(1));
    const held = await notify(deps(), me.id, 'chat_message', message(2));
    expect(held.delivery).toBe('digest');
    await t.app.inject({ method: 'POST', url: `/api/notifications/${held.id}/read`, headers: me.headers });
    t.app.clock.set(new Date(START.getTime() + 45 * 60_000));
    expect(await sendDigest(digestDeps(), me.id)).toBe(false);
    expect(await digestsTo(me.email)).toHaveLength(0);
  });
});

describe('sources', () => {
  it('a protocol nudge reaches the follower and its follow-up the creator, as notifications', async () => {
    const owner = await creator(t.app, 'Coach Carla');
    const ownerEvents = await listenAs(owner.token);
    const follower = await person('Fatima Follower');
    const followerEvents = await listenAs(follower.token);
    const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
    await startRun(deps(), { protocolId: protocol.id, userId: follower.id });
    await until(() => followerEvents.some((e) => e.component === 'notification'));
    await until(() => ownerEvents.some((e) => e.component === 'notification'));
    const nudge = followerEvents.find((e) => e.component === 'notification')!.data as TNotification;
    expect(nudge).toMatchObject({
      type: 'protocol_nudge',
      data: { title: 'Practise today', body: 'Ten calm minutes.', url: '/my-tasks', protocol_id: protocol.id },
    });
    const followup = ownerEvents.find((e) => e.component === 'notification')!.data as TNotification;
    expect(followup).toMatchObject({ type: 'protocol_followup', data: { url: '/creator/follow-up' } });
    const stored = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, follower.id), eq(notifications.type, 'protocol_nudge')));
    expect(stored).toHaveLength(1);
  });

  it('a plan adaptation tells the follower, linking to the program’s dashboard', async () => {
    const me = await person('Rui Runner');
    const events = await listenAs(me.token);
    const { follow, program } = await followPlan(t.app, me.id, tenKPlan('2026-03-02'));
    // Thursday: Monday's and Wednesday's runs were missed.
    t.app.clock.set(new Date('2026-03-05T09:00:00Z'));
    const changes = await adaptFollow(deps(), follow.id, '2026-03-05');
    expect(changes.length).toBeGreaterThan(0);
    await until(() => events.some((e) => e.component === 'notification'));
    const notice = events.find((e) => e.component === 'notification')!.data as TNotification;
    expect(notice).toMatchObject({
      type: 'plan_changed',
      delivery: 'live',
      data: { url: `/follow-program/main/${program.id}`, follow_id: follow.id },
    });
    expect(notice.data.body).toContain(changes[0]!.why);
  });

  it('says what changed in the reader’s language, whatever the plan’s (decision 090)', async () => {
    const me = await person('Rania Reader');
    const saved = await put('/api/user/profile', me.headers, { locale: 'ar' });
    expect(saved.statusCode, saved.body).toBe(200);
    const events = await listenAs(me.token);
    // The plan was made in English; its reader now reads Arabic.
    const { follow } = await followPlan(t.app, me.id, tenKPlan('2026-03-02'));
    t.app.clock.set(new Date('2026-03-05T09:00:00Z'));
    const changes = await adaptFollow(deps(), follow.id, '2026-03-05');
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]!.why).not.toMatch(/\p{Script=Arabic}/u);
    // Each change carries its reason in the plan's languages, for the web to show the reader's.
    expect(changes[0]!.why_in?.en).toBe(changes[0]!.why);
    expect(changes[0]!.why_in?.ar).toMatch(/\p{Script=Arabic}/u);
    await until(() => events.some((e) => e.component === 'notification'));
    const notice = events.find((e) => e.component === 'notification')!.data as TNotification;
    expect(notice.data.title).toMatch(/\p{Script=Arabic}/u);
    expect(notice.data.body).toMatch(/\p{Script=Arabic}/u);
    expect(notice.data.body).not.toContain(changes[0]!.why);
  });
});

describe('read state', () => {
  it('tells the person’s other tabs when something was read, with the new count', async () => {
    const me = await person();
    const events = await listenAs(me.token);
    const first = await notify(deps(), me.id, 'answer', { title: 'An answer', url: '/systems/discussion/1' });
    await notify(deps(), me.id, 'answer', { title: 'Another', url: '/systems/discussion/2' });
    await t.app.inject({ method: 'POST', url: `/api/notifications/${first.id}/read`, headers: me.headers });
    await until(() => events.some((e) => e.component === 'notification-read'));
    expect(events.find((e) => e.component === 'notification-read')!.data).toEqual({ id: first.id, unread: 1 });
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: me.headers });
    await until(() => events.filter((e) => e.component === 'notification-read').length === 2);
    expect(events.filter((e) => e.component === 'notification-read')[1]!.data).toEqual({ id: null, unread: 0 });
  });
});
