import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText, isMessageCode } from '@ito/contracts/common/message-codes';
import { ZLockedError, ZMessageError, ZValidationError } from '@ito/contracts/common/errors';
import { LOGIN_BACKOFF } from './abuse-limits.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { uniqueEmail } from '../test/identity-helpers.ts';
import { createProgram, creator } from '../test/program-helpers.ts';

/**
 * DESIGN section 5 / decision 045: every error answer carries a stable catalogue code and its parameters, with the
 * English text as the fallback; a 422 names each field's code too. Through the real app and database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error answers carry codes', () => {
  it('404: errors.not_found, for an unknown path and for a missing program', async () => {
    const me = await creator(t.app);
    for (const url of ['/api/nope', '/api/creator/programs/00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'GET', url, headers: me.headers });
      expect(res.statusCode, url).toBe(404);
      expect(ZMessageError.parse(json(res))).toEqual({
        message: 'Resource not found',
        code: 'errors.not_found',
        params: {},
      });
    }
  });

  it('422 from a schema: each field has a code with the rule’s parameters, the English stays in `errors`', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    const body = ZValidationError.parse(json(res));
    expect(body.codes).toEqual({
      full_name: [{ code: 'validation.required', params: { expected: 'string' } }],
      email: [{ code: 'auth.email', params: { format: 'email' } }],
      password: [{ code: 'auth.password_min', params: { minimum: 8 } }],
    });
    expect(body.errors.password).toEqual(['The password must be at least 8 characters.']);
    expect(body.errors.email).toEqual([englishText('auth.email')]);
    // The answer's own code is its first field's.
    expect(Object.values(body.codes)[0]?.[0]?.code).toBe(body.code);
  });

  it('422 from a service: the code the service states, on its field', async () => {
    const me = await creator(t.app);
    const post = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/creator/categories', headers: me.headers, payload: { name } });
    expect((await post('Mornings')).statusCode).toBe(201);
    const twice = await post('mornings');
    expect(twice.statusCode).toBe(422);
    expect(ZValidationError.parse(json(twice))).toEqual({
      message: 'A category with this name already exists.',
      code: 'categories.name_taken',
      params: {},
      errors: { name: ['A category with this name already exists.'] },
      codes: { name: [{ code: 'categories.name_taken', params: {} }] },
    });
    const short = ZValidationError.parse(json(await post('x')));
    expect(short.codes.name).toEqual([{ code: 'categories.name_min', params: { minimum: 2 } }]);
  });

  it('423: errors.locked_delete with the names of what uses the item', async () => {
    const me = await creator(t.app);
    const category = json<{ data: { id: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/creator/categories',
        headers: me.headers,
        payload: { name: 'Used one' },
      }),
    ).data;
    await createProgram(t.app, me.headers, { title: 'Deep sleep', category_id: category.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/creator/categories/${category.id}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(423);
    expect(ZLockedError.parse(json(res))).toEqual({
      message: "Can't delete this item such as its in use",
      code: 'errors.locked_delete',
      params: {},
      errors: { used: ['Deep sleep'], update: false },
    });
  });

  it('429: the lockout code, with Retry-After', async () => {
    const email = uniqueEmail('locked');
    let res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'guess 0' } });
    for (let i = 1; i <= LOGIN_BACKOFF.freeFailures; i++) {
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({
        code: 'auth.bad_credentials',
        codes: { email: [{ code: 'auth.bad_credentials' }] },
      });
      res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: `guess ${i}` } });
    }
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(ZMessageError.parse(json(res))).toMatchObject({ code: 'auth.login_locked', params: {} });
  });

  it('every code the catalogue lists is one the error bodies accept', () => {
    expect(isMessageCode('errors.not_found')).toBe(true);
    expect(isMessageCode('Resource not found')).toBe(false);
    expect(() => ZMessageError.parse({ message: 'x', code: 'no.such_code', params: {} })).toThrow();
  });
});
