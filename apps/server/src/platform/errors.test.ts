import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../test/harness.ts';
import { seed } from '../db/seed/seed.ts';
import { verifiedUser } from '../test/identity-helpers.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AppError, locked } from './errors.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

// A database that is not there: nothing listens on port 9 of this machine.
const away = new pg.Pool({ connectionString: 'postgres://ito@127.0.0.1:9/none', connectionTimeoutMillis: 2000 });
afterAll(() => away.end());

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/__boom', async () => {
      throw new Error('relation "secret_table" does not exist: SELECT password_hash FROM users');
    });
    app.get('/api/__locked', async () => {
      throw locked(['Program A', 'Protocol B'], true);
    });
    // The real driver's error for a database that does not answer, bare and wrapped by Drizzle.
    app.get('/api/__db_away', async () => away.query('select 1'));
    app.get('/api/__db_away_drizzle', async () => drizzle(away).execute(sql`select 1`));
    app.get('/api/__forbidden', async () => {
      throw new AppError('forbidden');
    });
    app.route({
      method: ['PUT', 'PATCH'],
      url: '/api/__echo',
      handler: async (req) => ({ method: req.method, body: req.body }),
    });
  });
  await seed(t.app.db);
});
afterAll(() => t.close());

describe('a database outage', () => {
  it('answers 503 with Retry-After and a code the web translates, not 500', async () => {
    for (const url of ['/api/__db_away', '/api/__db_away_drizzle']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(res)).toMatchObject({ code: 'errors.unavailable' });
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|select/);
    }
  });

  it('knows the other ways a database goes away, and not a query that failed on its own', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['57P01', '57P03', '08006', '08001', '53300', 'ECONNRESET', 'ETIMEDOUT'])
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode(code) })), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    for (const code of ['23505', '22P02', '42P01', '40001'])
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode(code) })), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "x" does not exist'))).toBe(false);
  });
});

describe('error catalogue', () => {
  it('answers unknown API paths with 404 Resource not found', async () => {
    for (const url of ['/api/nope', '/api/v2/things/1', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(json(res)).toEqual(NOT_FOUND_BODY);
    }
  });

  it('answers 500 with a fixed message and leaks neither stack nor SQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({ message: 'Something went wrong', code: 'errors.server_error', params: {} });
    expect(res.body).not.toMatch(/secret_table|SELECT|at .*\.ts/);
  });

  it('answers 422 with errors keyed by field for every schema failure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(422);
    const body = json<{ message: string; errors: Record<string, string[]> }>(res);
    expect(typeof body.message).toBe('string');
    expect(body.errors.full_name).toEqual(['This field is required.']);
    expect(body.errors.email).toEqual(['Enter a valid email address.']);
    expect(body.errors.password?.[0]).toMatch(/at least 8/);
  });

  it('answers 422 for a malformed JSON body and for bad query parameters', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toHaveProperty('errors');
    const query = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=1000' });
    expect(query.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(query).errors).toHaveProperty('per_page');
  });

  it('answers 401 without a token and 403 with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/get-data' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ message: 'Unauthenticated.', code: 'errors.unauthenticated', params: {} });
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/__forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toEqual({ message: 'Access Denied', code: 'errors.forbidden', params: {} });
  });

  it('answers 423 with the names of the items in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__locked' });
    expect(res.statusCode).toBe(423);
    expect(json(res)).toEqual({
      message: "Can't update this item such as its in use",
      code: 'errors.locked_update',
      params: {},
      errors: { used: ['Program A', 'Protocol B'], update: true },
    });
  });
});

describe('method override', () => {
  it('routes POST ?_method=PUT and ?_method=PATCH like PUT and PATCH', async () => {
    for (const method of ['PUT', 'PATCH']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/__echo?_method=${method}`, payload: { a: 1 } });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ method, body: { a: 1 } });
    }
    const direct = await t.app.inject({ method: 'PATCH', url: '/api/__echo', payload: { b: 2 } });
    expect(json(direct)).toEqual({ method: 'PATCH', body: { b: 2 } });
  });

  it('ignores overrides other than PUT and PATCH', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/__echo?_method=DELETE' });
    expect(res.statusCode).toBe(404);
  });
});

describe('tenant prefix', () => {
  async function login(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'demo-pass-2026' },
    });
    return json<{ data: { accessToken: string } }>(res).data.accessToken;
  }

  it('resolves the tenant for its owner and members', async () => {
    const owner = await t.app.inject({
      method: 'GET',
      url: '/api/_cmt/elias-studio/tenant/current',
      headers: bearer(await login('expert@demo.test')),
    });
    expect(owner.statusCode).toBe(200);
    expect(json(owner)).toMatchObject({ data: { cmt: 'elias-studio', name: 'Elias Coaching Studio', role: 'owner' } });
    const member = await t.app.inject({
      method: 'GET',
      url: '/api/_cmt/elias-studio/tenant/current',
      headers: bearer(await login('follower@demo.test')),
    });
    expect(json(member)).toMatchObject({ data: { role: 'follower' } });
  });

  it('runs the same route: prefixed get-data answers like the plain one', async () => {
    const token = await login('follower@demo.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/_cmt/elias-studio/user/get-data',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ data: { email: 'follower@demo.test' } });
  });

  it('refuses outsiders (403), anonymous callers (401) and unknown tenants (404)', async () => {
    const outsider = await verifiedUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/_cmt/elias-studio/tenant/current',
      headers: bearer(outsider.accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/_cmt/elias-studio/tenant/current' })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/_cmt/nobody/tenant/current',
      headers: bearer(outsider.accessToken),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for the tenant endpoint outside a tenant scope', async () => {
    const user = await verifiedUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tenant/current', headers: bearer(user.accessToken) })).statusCode,
    ).toBe(404);
  });
});
