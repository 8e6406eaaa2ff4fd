import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTokens } from '../../db/schema/identity.ts';
import { hashToken } from '../../platform/crypto.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import {
  getData,
  latestMailTo,
  linkIn,
  registerUser,
  tokenOf,
  uniqueEmail,
  verifiedUser,
} from '../../test/identity-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expire(token: string) {
  await t.database.db
    .update(authTokens)
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where(eq(authTokens.token_hash, hashToken(token)));
}

describe('email verification', () => {
  it('mails a link that verifies once, then fails', async () => {
    const auth = await registerUser(t.app);
    const mail = await latestMailTo(t.app, auth.user.email!);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.html).toContain('/api/email/verify?token=');
    const link = linkIn(mail, '/api/email/verify');
    const first = await t.app.inject({ method: 'GET', url: link });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/verification/successfully');
    expect(json(await getData(t.app, auth.accessToken)).data).toMatchObject({ email_verified_at: expect.any(String) });
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toBe('/verification/failed');
  });

  it('refuses an expired link and a made-up one', async () => {
    const auth = await registerUser(t.app);
    const link = linkIn(await latestMailTo(t.app, auth.user.email!), '/api/email/verify');
    await expire(tokenOf(link));
    expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe('/verification/failed');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/email/verify?token=${'a'.repeat(43)}` })).headers.location,
    ).toBe('/verification/failed');
    expect(json(await getData(t.app, auth.accessToken)).data).toMatchObject({ email_verified_at: null });
  });

  it('resends a fresh link and the old one stops working', async () => {
    const auth = await registerUser(t.app);
    const oldLink = linkIn(await latestMailTo(t.app, auth.user.email!), '/api/email/verify');
    const res = await t.app.inject({ method: 'POST', url: '/api/email/resend', headers: bearer(auth.accessToken) });
    expect(json(res)).toEqual({ data: { sent: true } });
    const newLink = linkIn(await latestMailTo(t.app, auth.user.email!), '/api/email/verify');
    expect(newLink).not.toBe(oldLink);
    expect((await t.app.inject({ method: 'GET', url: oldLink })).headers.location).toBe('/verification/failed');
    expect((await t.app.inject({ method: 'GET', url: newLink })).headers.location).toBe('/verification/successfully');
    const after = await t.app.inject({ method: 'POST', url: '/api/email/resend', headers: bearer(auth.accessToken) });
    expect(json(after)).toEqual({ data: { sent: false } });
  });

  it('lets unverified users see their devices and their data', async () => {
    const auth = await registerUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(auth.accessToken) })).statusCode,
    ).toBe(200);
    expect((await getData(t.app, auth.accessToken)).statusCode).toBe(200);
  });
});

describe('password recovery and reset', () => {
  it('answers the same for unknown emails and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({ method: 'POST', url: '/api/password/recovery', payload: { email } });
    expect(json(res)).toEqual({ data: { sent: true } });
    expect(await latestMailTo(t.app, email)).toBeUndefined();
  });

  it('resets the password once, ends other sessions and signs in', async () => {
    const auth = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/password/recovery', payload: { email: auth.user.email } });
    const mail = await latestMailTo(t.app, auth.user.email!);
    expect(mail?.subject).toBe('Reset your password');
    const token = tokenOf(linkIn(mail, '/password-reset'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(200);
    const newToken = json<{ data: { accessToken: string; user: { email_verified_at: string | null } } }>(res).data;
    expect(newToken.user.email_verified_at).not.toBeNull();
    expect((await getData(t.app, auth.accessToken)).statusCode).toBe(401);
    expect((await getData(t.app, newToken.accessToken)).statusCode).toBe(200);
    const oldPw = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: auth.user.email, password: auth.password },
    });
    expect(oldPw.statusCode).toBe(422);
    const newPw = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: auth.user.email, password: 'a brand new secret' },
    });
    expect(newPw.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'another secret 1' },
    });
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toMatchObject({ errors: { token: ['This link has expired or was already used.'] } });
  });

  it('refuses an expired reset token', async () => {
    const auth = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/password/recovery', payload: { email: auth.user.email } });
    const token = tokenOf(linkIn(await latestMailTo(t.app, auth.user.email!), '/password-reset'));
    await expire(token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('magic link', () => {
  it('signs in once with the mailed link and verifies the address', async () => {
    const auth = await registerUser(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      payload: { email: auth.user.email },
    });
    expect(json(sent)).toEqual({ data: { sent: true } });
    const token = tokenOf(linkIn(await latestMailTo(t.app, auth.user.email!), '/auth/by-token'));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/by-token', payload: { token } });
    expect(res.statusCode).toBe(200);
    const data = json<{ data: { id: string; accessToken: string; user: { email_verified_at: string | null } } }>(
      res,
    ).data;
    expect(data.id).toBe(auth.id);
    expect(data.user.email_verified_at).not.toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/by-token', payload: { token } })).statusCode).toBe(
      422,
    );
  });

  it('refuses an expired magic link', async () => {
    const auth = await verifiedUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: auth.user.email } });
    const token = tokenOf(linkIn(await latestMailTo(t.app, auth.user.email!), '/auth/by-token'));
    await expire(token);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/by-token', payload: { token } })).statusCode).toBe(
      422,
    );
  });

  it('sends nothing for an unknown email but answers the same', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
    expect(json(res)).toEqual({ data: { sent: true } });
    expect(await latestMailTo(t.app, email)).toBeUndefined();
  });
});

describe('no enumeration by timing (issue 20 item 11)', () => {
  it('answers a sign-in link or reset request before any mail is made, known address or not', async () => {
    const known = (await verifiedUser(t.app, { full_name: 'Timing Tess' })).user.email!;
    // Hold every mail until released: a request that waited for its mail would never answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = t.app.mailer.send.bind(t.app.mailer);
    t.app.mailer.send = async (mail) => {
      await held;
      return send(mail);
    };
    try {
      for (const url of ['/api/auth/magic-link', '/api/password/recovery']) {
        for (const email of [known, `nobody-${url.length}@example.test`]) {
          const res = await t.app.inject({ method: 'POST', url, payload: { email } });
          expect(res.statusCode, `${url} ${email}`).toBeLessThan(300);
        }
      }
    } finally {
      release();
      t.app.mailer.send = send;
    }
    // Released, both mails arrive (the mailbox waits for work in flight).
    const subjects = json<{ data: { to: string; subject: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' }),
    )
      .data.filter((m) => m.to === known)
      .map((m) => m.subject);
    expect(subjects.length).toBeGreaterThanOrEqual(3);
    expect(linkIn(await latestMailTo(t.app, known), '/password-reset')).toContain('token=');
  });
});
