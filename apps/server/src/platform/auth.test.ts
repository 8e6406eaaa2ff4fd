import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../test/harness.ts';
import { registerUser, verifiedUser } from '../test/identity-helpers.ts';
import { requireCaller } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/__verified-only', async (request) => ({ id: (await requireCaller(request)).user.id }));
  });
});
afterAll(() => t.close());

describe('server side of the guard (requireCaller defaults)', () => {
  it('lets verified users through', async () => {
    const user = await verifiedUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/__verified-only', headers: bearer(user.accessToken) });
    expect(json(res)).toEqual({ id: user.id });
  });

  it('refuses unverified users with 403', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/__verified-only', headers: bearer(user.accessToken) });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      message: 'Verify your email address to continue.',
      code: 'errors.verify_email',
      params: {},
    });
  });

  it('refuses temporary users with 403', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/guest/start',
      payload: { session_key: 'abcdefgh12345' },
    });
    const token = json<{ data: { accessToken: string } }>(guest).data.accessToken;
    const res = await t.app.inject({ method: 'GET', url: '/api/__verified-only', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a malformed Authorization header with 401', async () => {
    for (const authorization of ['Bearer', 'Basic abc', `Bearer ${'x'.repeat(300)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/__verified-only', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });
});
