import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { hashPassword } from '../../platform/crypto.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { latestMailTo, linkIn, registerUser, tokenOf, uniqueEmail } from '../../test/identity-helpers.ts';
import { assertStrongPassword } from './password-policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type FieldErrors = { message: string; errors: Record<string, string[]> };

function register(payload: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { full_name: 'Pat Policy', email: uniqueEmail('policy'), ...payload },
  });
}

describe('password policy for new passwords', () => {
  it('refuses a common password on register with a 422 on password that says why and what to do', async () => {
    const res = await register({ password: 'password123' });
    expect(res.statusCode).toBe(422);
    const body = json<FieldErrors>(res);
    expect(Object.keys(body.errors)).toEqual(['password']);
    const [message] = body.errors.password!;
    expect(message).toBe(body.message);
    expect(message).toMatch(/^This password is too easy to guess\. /);
    expect(message).toContain('This is a commonly used password.');
    expect(message).toContain('Add more words that are less common.');
  });

  it('refuses a password made of the person’s own name or email', async () => {
    const byName = await register({ full_name: 'Ada Lovelace', password: 'ada lovelace 1815' });
    expect(byName.statusCode).toBe(422);
    expect(json<FieldErrors>(byName).errors.password![0]).toContain('personal');
    const email = uniqueEmail('marguerite.yourcenar');
    const byEmail = await register({ email, password: email });
    expect(byEmail.statusCode).toBe(422);
    expect(json<FieldErrors>(byEmail).errors).toHaveProperty('password');
    // The same words are fine for someone else.
    expect((await register({ full_name: 'Grace Hopper', password: 'ada lovelace 1815 engine' })).statusCode).toBe(201);
  });

  it('gives a tip even when the estimator has no warning', async () => {
    const res = await register({ password: 'Secret123!' });
    expect(res.statusCode).toBe(422);
    expect(json<FieldErrors>(res).errors.password![0]).toMatch(/^This password is too easy to guess\. .+/);
  });

  it('accepts a strong password', async () => {
    expect((await register({ password: 'violet harbor drums 58' })).statusCode).toBe(201);
  });

  it('applies to finishing a guest registration', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/guest/start',
      payload: { session_key: 'policyguest1' },
    });
    const token = json<{ data: { accessToken: string } }>(guest).data.accessToken;
    const finish = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/finish-registration',
        headers: bearer(token),
        payload: { full_name: 'Gus Guest', email: uniqueEmail('guest'), password },
      });
    const weak = await finish('qwerty123');
    expect(weak.statusCode).toBe(422);
    expect(json<FieldErrors>(weak).errors).toHaveProperty('password');
    expect((await finish('copper kettle sings 31')).statusCode).toBe(200);
  });

  it('applies to a password reset, and a refused one leaves the link usable', async () => {
    const auth = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/password/recovery', payload: { email: auth.user.email } });
    const token = tokenOf(linkIn(await latestMailTo(t.app, auth.user.email!), '/password-reset'));
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'abcdefgh' },
    });
    expect(weak.statusCode).toBe(422);
    expect(json<FieldErrors>(weak).errors).toHaveProperty('password');
    const strong = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'silver fox naps 2049' },
    });
    expect(strong.statusCode).toBe(200);
  });

  it('judges the longest hostile passwords quickly (the estimator is bounded)', async () => {
    await assertStrongPassword('warm up the dictionaries 1', {});
    for (const hostile of ['p@$$w0rd'.repeat(25), 'abcabc1!'.repeat(25), '1qaz2wsx'.repeat(25)]) {
      const started = performance.now();
      await expect(assertStrongPassword(hostile, { email: 'x@example.test' })).rejects.toMatchObject({
        fields: { password: [expect.objectContaining({ code: 'auth.password_weak', text: expect.any(String) })] },
      });
      // Unbounded, each of these costs about 2 s of CPU.
      expect(performance.now() - started).toBeLessThan(600);
    }
  });

  it('still signs in with an older password the policy would now refuse', async () => {
    const auth = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ password_hash: await hashPassword('password123') })
      .where(eq(users.id, auth.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: auth.user.email, password: 'password123' },
    });
    expect(res.statusCode).toBe(200);
  });
});
