import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { getData, registerUser, uniqueEmail } from '../../test/identity-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates a user and answers 201 with the auth data', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: ' Grace Hopper ', email: email.toUpperCase(), password: 'long enough pw' },
    });
    expect(res.statusCode).toBe(201);
    const { data } = json<{ data: { accessToken: string; id: string; user: Record<string, unknown> } }>(res);
    expect(data.accessToken.length).toBeGreaterThanOrEqual(40);
    expect(data.user).toEqual({ email, full_name: 'Grace Hopper', email_verified_at: null, roles: ['user'] });
    expect((await getData(t.app, data.accessToken)).statusCode).toBe(200);
  });

  it('keeps the device’s time zone for reminders, and ignores a zone that does not exist', async () => {
    const zoneOf = async (timeZone: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-time-zone': timeZone },
        payload: { full_name: 'Tariq Zone', email: uniqueEmail(), password: 'long enough pw' },
      });
      expect(res.statusCode).toBe(201);
      const { id } = json<{ data: { id: string } }>(res).data;
      // On the profile (decision 072), where the person sees and changes it once verified.
      const [row] = await t.app.db.select({ time_zone: users.time_zone }).from(users).where(eq(users.id, id));
      return row?.time_zone;
    };
    expect(await zoneOf('europe/berlin')).toBe('Europe/Berlin');
    expect(await zoneOf('Mars/Olympus_Mons')).toBeNull();
  });

  it('makes a creator when type is expert', async () => {
    const auth = await registerUser(t.app, { type: 'expert' });
    expect(auth.user.roles).toEqual(['user', 'expert']);
  });

  it('refuses a duplicate email, whatever its case, with 422 on email', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, { email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: 'Other', email: email.toUpperCase(), password: 'long enough pw' },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
  });

  it('refuses an unknown invite code on the code field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: 'Other', email: uniqueEmail(), password: 'long enough pw', code: 'nope' },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ errors: { code: ['This invite code is not valid.'] } });
  });

  it('registers through a referral code from /join and tells who invited', async () => {
    const inviter = await registerUser(t.app, { full_name: 'Ines Inviter' });
    const me = await getData(t.app, inviter.accessToken);
    const { data: row } = await t.database.db.query.users
      .findFirst({ where: (u, { eq }) => eq(u.id, me.json().data.id) })
      .then((u) => ({ data: u! }));
    const info = await t.app.inject({ method: 'GET', url: `/api/join/${row.referral_code}` });
    expect(json(info)).toEqual({
      data: { code: row.referral_code, kind: 'referral', inviter: { full_name: 'Ines Inviter' } },
    });
    const joined = await registerUser(t.app, { code: row.referral_code });
    const referral = await t.database.db.query.referrals.findFirst({
      where: (r, { eq }) => eq(r.referred_user_id, joined.id),
    });
    expect(referral?.referrer_id).toBe(row.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/join/unknown-code' })).statusCode).toBe(404);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and opens a new session', async () => {
    const auth = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: auth.user.email, password: auth.password },
    });
    expect(res.statusCode).toBe(200);
    const { data } = json<{ data: { accessToken: string; id: string } }>(res);
    expect(data.id).toBe(auth.id);
    expect(data.accessToken).not.toBe(auth.accessToken);
  });

  it('gives the same 422 for a wrong password and an unknown email', async () => {
    const auth = await registerUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: auth.user.email, password: 'wrong password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong)).toEqual({
      message: 'These credentials do not match our records.',
      code: 'auth.bad_credentials',
      params: {},
      errors: { email: ['These credentials do not match our records.'] },
      codes: { email: [{ code: 'auth.bad_credentials', params: {} }] },
    });
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a@b.test', password: 'whatever' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([422, 422, 422, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/logout and GET /api/user/get-data', () => {
  it('returns the current user with every field of the spec', async () => {
    const auth = await registerUser(t.app, { full_name: 'Kat Johnson' });
    const res = await getData(t.app, auth.accessToken);
    expect(json(res)).toEqual({
      data: {
        id: auth.id,
        email: auth.user.email,
        full_name: 'Kat Johnson',
        username: null,
        avatar: null,
        locale: 'en',
        roles: ['user'],
        is_temporary: false,
        email_verified_at: null,
        program: null,
        assignedTasks: 0,
        services_pending: 0,
        unreadNotifications: 0,
        unreadMessages: 0,
      },
    });
  });

  it('revokes the token on logout; other sessions stay', async () => {
    const auth = await registerUser(t.app);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: auth.user.email, password: auth.password },
    });
    const otherToken = json<{ data: { accessToken: string } }>(second).data.accessToken;
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(auth.accessToken) });
    expect(out.statusCode).toBe(200);
    expect((await getData(t.app, auth.accessToken)).statusCode).toBe(401);
    expect((await getData(t.app, otherToken)).statusCode).toBe(200);
  });

  it('answers 401 for a made-up token', async () => {
    expect((await getData(t.app, 'x'.repeat(43))).statusCode).toBe(401);
  });
});
