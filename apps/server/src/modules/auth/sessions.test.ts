import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { millisecondsInDay } from 'date-fns/constants';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '@ito/contracts/auth/list-sessions';
import { sessionExpiresAt } from '../../platform/auth.ts';
import { sessions } from '../../db/schema/auth.ts';
import { hashToken } from '../../platform/crypto.ts';
import { bearer, createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { getData, registerUser } from '../../test/identity-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = {
  data: { id: string; is_current: boolean; user_agent: string | null }[];
  meta: { total: number; last_page: number; per_page: number; current_page: number };
  links: { next: string | null };
};

async function login(email: string, password: string, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  return json<{ data: { accessToken: string } }>(res).data.accessToken;
}

describe('GET /api/sessions', () => {
  it("lists the caller's devices, paged, marking the current one", async () => {
    const auth = await registerUser(t.app);
    const phone = await login(auth.user.email!, auth.password, 'Mozilla/5.0 (iPhone) Mobile Safari');
    await login(auth.user.email!, auth.password, 'Mozilla/5.0 (X11; Linux) Firefox/140');
    const first = json<Page>(
      await t.app.inject({ method: 'GET', url: '/api/sessions?per_page=2', headers: bearer(phone) }),
    );
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(first.links.next).toContain('page=2');
    const second = json<Page>(
      await t.app.inject({ method: 'GET', url: '/api/sessions?per_page=2&page=2', headers: bearer(phone) }),
    );
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((s) => s.id)).size).toBe(3);
    expect(all.filter((s) => s.is_current)).toHaveLength(1);
    expect(all.find((s) => s.is_current)?.user_agent).toContain('iPhone');
  });

  it('bounds the page size', async () => {
    const auth = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sessions?per_page=101',
      headers: bearer(auth.accessToken),
    });
    expect(res.statusCode).toBe(422);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it('revokes one of my devices; its token stops working', async () => {
    const auth = await registerUser(t.app);
    const other = await login(auth.user.email!, auth.password, 'Other device');
    const list = json<Page>(
      await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(auth.accessToken) }),
    );
    const target = list.data.find((s) => !s.is_current)!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${target.id}`,
      headers: bearer(auth.accessToken),
    });
    expect(json(res)).toEqual({ data: { revoked: true } });
    expect((await getData(t.app, other)).statusCode).toBe(401);
    expect((await getData(t.app, auth.accessToken)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${target.id}`,
      headers: bearer(auth.accessToken),
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const bobs = json<Page>(
      await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(bob.accessToken) }),
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${bobs.data[0]!.id}`,
      headers: bearer(alice.accessToken),
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual(NOT_FOUND_BODY);
    expect((await getData(t.app, bob.accessToken)).statusCode).toBe(200);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions/not-a-uuid',
      headers: bearer(alice.accessToken),
    });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('GET /api/sessions past the last page', () => {
  it('answers an empty page with the real total', async () => {
    const auth = await registerUser(t.app);
    const res = json<Page>(
      await t.app.inject({ method: 'GET', url: '/api/sessions?page=5', headers: bearer(auth.accessToken) }),
    );
    expect(res.data).toEqual([]);
    expect(res.meta).toMatchObject({ current_page: 5, last_page: 1, total: 1 });
  });
});

describe('sessions expire', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * millisecondsInDay);
  const age = async (token: string, values: { last_seen_at?: Date; created_at?: Date }) =>
    t.app.db
      .update(sessions)
      .set(values)
      .where(eq(sessions.token_hash, hashToken(token)));

  it('after SESSION_IDLE_DAYS without use and at SESSION_MAX_DAYS whatever the use, for requests and the list', async () => {
    const auth = await registerUser(t.app);
    const idle = await login(auth.user.email!, auth.password, 'Idle/1.0');
    const old = await login(auth.user.email!, auth.password, 'Old/1.0');
    const fresh = await login(auth.user.email!, auth.password, 'Fresh/1.0');
    // Just inside both limits: still signed in.
    await age(idle, { last_seen_at: daysAgo(SESSION_IDLE_DAYS - 1) });
    expect((await getData(t.app, idle)).statusCode).toBe(200);
    await age(idle, { last_seen_at: daysAgo(SESSION_IDLE_DAYS + 1) });
    await age(old, { created_at: daysAgo(SESSION_MAX_DAYS + 1) });
    expect((await getData(t.app, idle)).statusCode).toBe(401);
    // Used every day, but opened too long ago.
    expect((await getData(t.app, old)).statusCode).toBe(401);
    const listed = json<{
      data: { user_agent: string; created_at: string; last_seen_at: string; expires_at: string }[];
    }>(await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(fresh) })).data;
    expect(listed.some((s) => s.user_agent === 'Fresh/1.0')).toBe(true);
    expect(listed.some((s) => s.user_agent === 'Idle/1.0' || s.user_agent === 'Old/1.0')).toBe(false);
    const shown = listed.find((s) => s.user_agent === 'Fresh/1.0')!;
    expect(shown.expires_at).toBe(
      sessionExpiresAt(new Date(shown.created_at), new Date(shown.last_seen_at)).toISOString(),
    );
    expect(Date.parse(shown.expires_at) - Date.parse(shown.last_seen_at)).toBe(SESSION_IDLE_DAYS * millisecondsInDay);
  });

  it('show the earlier of the idle end and the absolute end', () => {
    const created = new Date('2026-01-01T00:00:00.000Z');
    expect(sessionExpiresAt(created, new Date('2026-01-10T00:00:00.000Z')).toISOString()).toBe(
      '2026-02-09T00:00:00.000Z',
    );
    expect(sessionExpiresAt(created, new Date('2026-06-25T00:00:00.000Z')).toISOString()).toBe(
      '2026-06-30T00:00:00.000Z',
    );
  });
});
