import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOutboxMail } from '@ito/contracts/dev/outbox';
import { authTokens } from '../../db/schema/auth.ts';
import { hashToken } from '../../platform/crypto.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import {
  getData,
  latestMailTo,
  linkIn,
  openVerificationLink,
  registerUser,
  sessionCookie,
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
    const first = await t.app.inject({ method: 'GET', url: link, headers: sessionCookie(auth.accessToken) });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/verification/successfully');
    expect(json(await getData(t.app, auth.accessToken)).data).toMatchObject({ email_verified_at: expect.any(String) });
    const again = await t.app.inject({ method: 'GET', url: link, headers: sessionCookie(auth.accessToken) });
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
    const opened = await t.app.inject({ method: 'GET', url: newLink, headers: sessionCookie(auth.accessToken) });
    expect(opened.headers.location).toBe('/verification/successfully');
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

// Each sign-in comes from its own device, so the per-address rate limits of the sign-in routes do not interfere.
let device = 0;
const nextDevice = () => `198.51.100.${(device += 1) % 250}`;

/** Signs in with a password from another device; answers the new session's token. */
async function signInElsewhere(email: string, password: string): Promise<string> {
  const payload = { email, password };
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: nextDevice() });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { accessToken: string } }>(res).data.accessToken;
}

async function passwordWorks(email: string, password: string): Promise<boolean> {
  const payload = { email, password };
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: nextDevice() });
  return res.statusCode === 200;
}

async function mailedSignInToken(email: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email }, remoteAddress: nextDevice() });
  return tokenOf(linkIn(await latestMailTo(t.app, email), '/auth/by-token'));
}

// Someone who registered another person's address keeps nothing once the owner proves it.
describe('the first proof of an address', () => {
  it('by the verification link in a browser not signed in: ends every session, the old password, and asks for one', async () => {
    const squatter = await registerUser(t.app);
    const email = squatter.user.email!;
    const second = await signInElsewhere(email, squatter.password);

    const opened = await openVerificationLink(t.app, email);
    expect(opened.statusCode).toBe(303);
    const next = new URL(opened.headers.location as string, 'http://x');
    expect(next.pathname).toBe('/password-reset');
    expect(next.searchParams.get('verified')).toBe('1');
    expect((await getData(t.app, squatter.accessToken)).statusCode).toBe(401);
    expect((await getData(t.app, second)).statusCode).toBe(401);
    expect(await passwordWorks(email, squatter.password)).toBe(false);

    // The owner chooses the password and is signed in, verified.
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: next.searchParams.get('token'), password: 'the owner has this one now' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const owner = json<{ data: { accessToken: string } }>(chosen).data;
    expect(json(await getData(t.app, owner.accessToken)).data).toMatchObject({ email_verified_at: expect.any(String) });
    expect(await passwordWorks(email, 'the owner has this one now')).toBe(true);
  });

  it('by the verification link in a browser signed in to another account: the same as signed out', async () => {
    const squatter = await registerUser(t.app);
    const bystander = await verifiedUser(t.app);
    const opened = await openVerificationLink(t.app, squatter.user.email!, bystander.accessToken);
    expect(new URL(opened.headers.location as string, 'http://x').pathname).toBe('/password-reset');
    expect((await getData(t.app, squatter.accessToken)).statusCode).toBe(401);
    expect(await passwordWorks(squatter.user.email!, squatter.password)).toBe(false);
    expect((await getData(t.app, bystander.accessToken)).statusCode).toBe(200);
  });

  it('by the verification link in the browser that registered: keeps that session and its password, ends the rest', async () => {
    const person = await registerUser(t.app);
    const email = person.user.email!;
    const elsewhere = await signInElsewhere(email, person.password);
    const opened = await openVerificationLink(t.app, email, person.accessToken);
    expect(opened.headers.location).toBe('/verification/successfully');
    expect((await getData(t.app, person.accessToken)).statusCode).toBe(200);
    expect((await getData(t.app, elsewhere)).statusCode).toBe(401);
    expect(await passwordWorks(email, person.password)).toBe(true);
  });

  it('by a mailed sign-in link: ends the sessions and the password from before the proof, signs the prover in', async () => {
    const squatter = await registerUser(t.app);
    const email = squatter.user.email!;
    const token = await mailedSignInToken(email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/by-token', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    const owner = json<{ data: { accessToken: string } }>(res).data;
    expect((await getData(t.app, squatter.accessToken)).statusCode).toBe(401);
    expect(await passwordWorks(email, squatter.password)).toBe(false);
    expect(json(await getData(t.app, owner.accessToken)).data).toMatchObject({ email_verified_at: expect.any(String) });
  });

  it('by a mailed sign-in link opened while signed in to the account: keeps that session and the password', async () => {
    const person = await registerUser(t.app);
    const email = person.user.email!;
    const elsewhere = await signInElsewhere(email, person.password);
    const token = await mailedSignInToken(email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/by-token',
      payload: { token },
      headers: bearer(person.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getData(t.app, person.accessToken)).statusCode).toBe(200);
    expect((await getData(t.app, elsewhere)).statusCode).toBe(401);
    expect(await passwordWorks(email, person.password)).toBe(true);
  });

  it('a later proof of a proven address ends nothing', async () => {
    const person = await verifiedUser(t.app);
    const email = person.user.email!;
    const elsewhere = await signInElsewhere(email, person.password);
    const token = await mailedSignInToken(email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/by-token', payload: { token } })).statusCode).toBe(
      200,
    );
    expect((await getData(t.app, person.accessToken)).statusCode).toBe(200);
    expect((await getData(t.app, elsewhere)).statusCode).toBe(200);
    expect(await passwordWorks(email, person.password)).toBe(true);
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

describe('no enumeration by timing', () => {
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
    const mails = json<{ data: TOutboxMail[] }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' }),
    ).data.filter((m) => m.to === known);
    expect(mails.length).toBeGreaterThanOrEqual(3);
    // Released together, the sign-in and reset mails may be stored in either order.
    const reset = mails.find((m) => m.text.includes('/password-reset?'));
    expect(linkIn(reset, '/password-reset')).toContain('token=');
  });
});
