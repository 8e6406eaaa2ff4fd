import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type TNotification } from '@ito/contracts/notifications/notification';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { chatMessages, chatParticipants, chatRooms } from '../../db/schema/chat.ts';
import { bearer, createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { getData, registerUser, verifiedUser } from '../../test/identity-helpers.ts';
import { notify } from './notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.app.db, realtime: t.app.realtime, clock: t.app.clock, jobs: t.app.jobs });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers });
const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

type Page = { data: TNotification[]; meta: { current_page: number; last_page: number; total: number } };

async function person(name = 'Pat Person') {
  const auth = await verifiedUser(t.app, { full_name: name });
  return { id: auth.id, token: auth.accessToken, headers: bearer(auth.accessToken) };
}

/** `n` notifications a minute apart (budget raised so that all are live), oldest first. */
async function seedNotifications(userId: string, headers: Record<string, string>, n: number) {
  await put('/api/notifications/settings', headers, { hourly_budget: 60 });
  const made: TNotification[] = [];
  for (let i = 1; i <= n; i += 1) {
    t.app.clock.set(new Date(Date.UTC(2026, 0, 10, 8, i)));
    made.push(await notify(deps(), userId, 'answer', { title: `Answer ${i}`, url: `/systems/discussion/${i}` }));
  }
  t.app.clock.set(null);
  return made;
}

describe('listing and reading', () => {
  it('pages newest first with meta and links, and filters the unread ones', async () => {
    const me = await person();
    const made = await seedNotifications(me.id, me.headers, 23);
    const page3 = json<Page & { links: { prev: string | null; next: string | null } }>(
      await get('/api/notifications?per_page=10&page=3', me.headers),
    );
    expect(page3.meta).toEqual({ current_page: 3, last_page: 3, per_page: 10, total: 23 });
    expect(page3.data.map((n) => n.data.title)).toEqual(['Answer 3', 'Answer 2', 'Answer 1']);
    expect(page3.links.prev).toBe('/api/notifications?per_page=10&page=2');
    expect(page3.links.next).toBeNull();

    const read = await post(`/api/notifications/${made[22]!.id}/read`, me.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(json<{ data: TNotification }>(read).data.read_at).not.toBeNull();
    const unread = json<Page>(await get('/api/notifications?unread=1&per_page=100', me.headers));
    expect(unread.meta.total).toBe(22);
    expect(unread.data.map((n) => n.id)).not.toContain(made[22]!.id);
    expect(json(await get('/api/notifications/unread-count', me.headers))).toEqual({ data: { count: 22 } });
  });

  it('keeps the first read time on a second mark, and marks all read at once', async () => {
    const me = await person();
    const [first] = await seedNotifications(me.id, me.headers, 3);
    const once = json<{ data: TNotification }>(await post(`/api/notifications/${first!.id}/read`, me.headers));
    const twice = json<{ data: TNotification }>(await post(`/api/notifications/${first!.id}/read`, me.headers));
    expect(twice.data.read_at).toBe(once.data.read_at);
    expect(json(await post('/api/notifications/read-all', me.headers))).toEqual({ data: { updated: 2 } });
    expect(json(await get('/api/notifications/unread-count', me.headers))).toEqual({ data: { count: 0 } });
    expect(json(await post('/api/notifications/read-all', me.headers))).toEqual({ data: { updated: 0 } });
  });

  it("refuses another person's notification (404) and shows only the caller's own", async () => {
    const owner = await person('Olga Owner');
    const other = await person('Igor Intruder');
    const [mine] = await seedNotifications(owner.id, owner.headers, 1);
    const res = await post(`/api/notifications/${mine!.id}/read`, other.headers);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual(NOT_FOUND_BODY);
    expect((await post('/api/notifications/not-a-uuid/read', other.headers)).statusCode).toBe(404);
    expect(json<Page>(await get('/api/notifications', other.headers)).meta.total).toBe(0);
    expect(json(await post('/api/notifications/read-all', other.headers))).toEqual({ data: { updated: 0 } });
    expect(json(await get('/api/notifications/unread-count', owner.headers))).toEqual({ data: { count: 1 } });
    expect((await get('/api/notifications', {})).statusCode).toBe(401);
  });

  it('refuses people who have not verified their email (403)', async () => {
    const unverified = await registerUser(t.app);
    expect((await get('/api/notifications', bearer(unverified.accessToken))).statusCode).toBe(403);
  });
});

describe('preferences and settings', () => {
  it('lists every type as live until changed, and changes only the given types', async () => {
    const me = await person();
    const before = json<{ data: { type: string; channel: string }[] }>(
      await get('/api/notifications/preferences', me.headers),
    );
    expect(before.data).toEqual(NOTIFICATION_TYPES.map((type) => ({ type, channel: 'live' })));
    const res = await put('/api/notifications/preferences', me.headers, {
      preferences: [
        { type: 'booking', channel: 'digest' },
        { type: 'answer', channel: 'off' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = json<{ data: { type: string; channel: string }[] }>(res).data;
    expect(after.find((p) => p.type === 'booking')?.channel).toBe('digest');
    expect(after.find((p) => p.type === 'answer')?.channel).toBe('off');
    expect(after.filter((p) => p.channel === 'live')).toHaveLength(NOTIFICATION_TYPES.length - 2);
    const bad = await put('/api/notifications/preferences', me.headers, {
      preferences: [{ type: 'carrier_pigeon', channel: 'live' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors)[0]).toMatch(/^preferences/);
  });

  it('validates the budget (1..60) and quiet hours (HH:MM, both or neither); the zone is the profile’s', async () => {
    const me = await person();
    expect(json(await get('/api/notifications/settings', me.headers))).toEqual({
      data: { hourly_budget: 6, quiet_start: null, quiet_end: null },
    });
    const cases: [object, string][] = [
      [{ hourly_budget: 0 }, 'hourly_budget'],
      [{ hourly_budget: 61 }, 'hourly_budget'],
      [{ quiet_start: '25:00', quiet_end: '07:00' }, 'quiet_start'],
      [{ quiet_start: '22:00' }, 'quiet_end'],
      [{ quiet_start: '22:00', quiet_end: '22:00' }, 'quiet_end'],
    ];
    for (const [payload, field] of cases) {
      const res = await put('/api/notifications/settings', me.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors[field], JSON.stringify(payload)).toBeDefined();
    }
    const ok = await put('/api/notifications/settings', me.headers, {
      hourly_budget: 10,
      quiet_start: '22:30',
      quiet_end: '06:45',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await put('/api/notifications/settings', me.headers, { hourly_budget: 12 });
    expect(json(await get('/api/notifications/settings', me.headers))).toEqual({
      data: { hourly_budget: 12, quiet_start: '22:30', quiet_end: '06:45' },
    });
    // A zone sent here is not this endpoint's field any more (decision 072): dropped, the profile's stays.
    const zone = await put('/api/notifications/settings', me.headers, { time_zone: 'America/New_York' });
    expect(zone.statusCode, zone.body).toBe(200);
    expect(json(zone)).not.toHaveProperty('data.time_zone');
    const profile = await get('/api/user/profile', me.headers);
    expect(json<{ data: { time_zone: string | null } }>(profile).data.time_zone).toBeNull();
    await put('/api/notifications/settings', me.headers, { quiet_start: null, quiet_end: null });
    expect(json<{ data: { quiet_start: null } }>(await get('/api/notifications/settings', me.headers)).data).toEqual(
      expect.objectContaining({ quiet_start: null, quiet_end: null }),
    );
  });
});

describe('get-data counters', () => {
  it('counts unread notifications and the messages others sent after my read mark and my clear', async () => {
    const ana = await person('Ana');
    const ben = await person('Ben');
    await seedNotifications(ana.id, ana.headers, 2);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 9, minute));
    const [room] = await t.app.db.insert(chatRooms).values({ kind: 'group', name: 'Team' }).returning();
    const [other] = await t.app.db.insert(chatRooms).values({ kind: 'group', name: 'Other' }).returning();
    await t.app.db.insert(chatParticipants).values([
      { room_id: room!.id, user_id: ana.id, last_read_at: at(1) },
      { room_id: room!.id, user_id: ben.id, cleared_at: at(3) },
      { room_id: other!.id, user_id: ben.id },
    ]);
    await t.app.db.insert(chatMessages).values([
      { room_id: room!.id, sender_id: ben.id, body: 'read already', created_at: at(0) },
      { room_id: room!.id, sender_id: ben.id, body: 'new 1', created_at: at(2) },
      { room_id: room!.id, sender_id: ana.id, body: 'my own', created_at: at(2) },
      { room_id: room!.id, sender_id: ben.id, body: 'new 2', created_at: at(4) },
      { room_id: room!.id, sender_id: ana.id, body: 'after ben cleared', created_at: at(5) },
      // A room Ana is not in.
      { room_id: other!.id, sender_id: ben.id, body: 'elsewhere', created_at: at(6) },
    ]);
    const anaData = json<{ data: TCurrentUser }>(await getData(t.app, ana.token)).data;
    expect(anaData).toMatchObject({ unreadNotifications: 2, unreadMessages: 2 });
    const benData = json<{ data: TCurrentUser }>(await getData(t.app, ben.token)).data;
    expect(benData).toMatchObject({ unreadNotifications: 0, unreadMessages: 1 });
  });
});
