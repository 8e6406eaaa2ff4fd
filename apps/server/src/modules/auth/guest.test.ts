import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guests, users } from '../../db/schema/auth.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { getData, registerUser, uniqueEmail } from '../../test/identity-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newKey = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2, 10);

async function startGuest(key: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/guest/start', payload: { session_key: key } });
  expect(res.statusCode).toBe(201);
  return json<{ data: { accessToken: string; id: string } }>(res).data;
}

describe('guest session key and temporary users', () => {
  it('creates a temporary user bound to the key, and resumes it for the same key', async () => {
    const key = newKey();
    const first = await startGuest(key);
    const me = json<{ data: { is_temporary: boolean; email: string | null } }>(
      await getData(t.app, first.accessToken),
    ).data;
    expect(me).toMatchObject({ is_temporary: true, email: null });
    const again = await startGuest(key);
    expect(again.id).toBe(first.id);
  });

  it('refuses keys that are not base-36 or too long', async () => {
    for (const key of ['UPPER-case!', 'a'.repeat(29), 'short']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/guest/start', payload: { session_key: key } });
      expect(res.statusCode, key).toBe(422);
    }
  });

  it('keeps temporary users out of endpoints for registered users', async () => {
    const guest = await startGuest(newKey());
    const res = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(guest.accessToken) });
    expect(res.statusCode).toBe(403);
  });

  it('converts the temporary user on registration with the guest key, keeping its id', async () => {
    const key = newKey();
    const guest = await startGuest(key);
    const auth = await registerUser(t.app, { guest_key: key });
    expect(auth.id).toBe(guest.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row).toMatchObject({ is_temporary: false, email: auth.user.email });
    expect(await t.database.db.select().from(guests).where(eq(guests.session_key, key))).toHaveLength(0);
    // The key is spent: starting again makes a new temporary user.
    expect((await startGuest(key)).id).not.toBe(guest.id);
  });

  it('finishes registration for the signed-in temporary user', async () => {
    const guest = await startGuest(newKey());
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/finish-registration',
      headers: bearer(guest.accessToken),
      payload: { full_name: 'Tom Temp', email, password: 'long enough pw' },
    });
    expect(res.statusCode).toBe(200);
    const data = json<{ data: { id: string; user: { email: string } } }>(res).data;
    expect(data).toMatchObject({ id: guest.id, user: { email } });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/finish-registration',
      headers: bearer(guest.accessToken),
      payload: { full_name: 'Tom Temp', email: uniqueEmail(), password: 'long enough pw' },
    });
    expect(again.statusCode).toBe(403);
  });

  it('refuses finish-registration with an email that is taken', async () => {
    const taken = await registerUser(t.app);
    const guest = await startGuest(newKey());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/finish-registration',
      headers: bearer(guest.accessToken),
      payload: { full_name: 'Tom Temp', email: taken.user.email, password: 'long enough pw' },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
  });
});
