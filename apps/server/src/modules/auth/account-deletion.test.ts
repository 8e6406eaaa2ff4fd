import { englishText } from '@ito/contracts/common/message-codes';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_CODES } from '@ito/contracts/auth/account-deletion';
import { MESSAGES } from '@ito/contracts/common/messages';
import { deletionRequests, sessions, users } from '../../db/schema/auth.ts';
import { ERASE_QUEUE } from './queues.ts';
import { guestPerson } from '../../test/chat-helpers.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { operationsOf, type OpenApiDocument } from '../../test/openapi-operations.ts';
import { getData, latestMailTo, linkIn, registerUser, tokenOf, verifiedUser } from '../../test/identity-helpers.ts';
import { millisecondsInDay } from 'date-fns/constants';

/**
 * `/delete-account` (decision 032), through the real app: asking ends every session at once, signing in again within
 * the 30 days gives the account back, and after them the account is as unknown as one that never existed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.app.clock.set(null));

const DAY = millisecondsInDay;
const at = (ms: number) => t.app.clock.set(new Date(Date.now() + ms));

/** Each request from its own address, so the per-IP route limits never decide (abuse-limits.test.ts does). */
let ip = 0;
function post(url: string, payload: object, headers: Record<string, string> = {}) {
  ip += 1;
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.${ip >> 8}.${ip & 255}` });
}

function requestDeletion(token: string, payload: Record<string, unknown>) {
  return post('/api/account/deletion', payload, bearer(token));
}

function login(email: string, password: string) {
  return post('/api/login', { email, password });
}

async function openRequests(userId: string) {
  return t.app.db.select().from(deletionRequests).where(eq(deletionRequests.user_id, userId));
}

describe('asking to delete the account', () => {
  it('ends every session at once, hides the account, queues the erasure and mails the date', async () => {
    // Sessions age by the app's clock: they are opened at the time the request is made.
    const now = new Date('2031-03-01T09:30:00.000Z');
    t.app.clock.set(now);
    const me = await verifiedUser(t.app);
    const laptop = json<{ data: { accessToken: string } }>(await login(me.user.email!, me.password)).data.accessToken;
    const before = await t.app.jobs.pending(ERASE_QUEUE);

    const res = await requestDeletion(me.accessToken, { password: me.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      data: { requested_at: now.toISOString(), erase_after: new Date(now.getTime() + 30 * DAY).toISOString() },
    });

    // Both devices are signed out: every endpoint refuses their tokens.
    for (const token of [me.accessToken, laptop]) {
      expect((await getData(t.app, token)).statusCode).toBe(401);
      const list = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(token) });
      expect(list.statusCode).toBe(401);
      expect((await requestDeletion(token, { password: me.password })).statusCode).toBe(401);
    }
    const live = await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, me.id), isNull(sessions.revoked_at)));
    expect(live).toEqual([]);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.deleted_at?.toISOString()).toBe(now.toISOString());
    expect(await openRequests(me.id)).toHaveLength(1);
    expect(await t.app.jobs.pending(ERASE_QUEUE)).toBe(before + 1);

    const mail = await latestMailTo(t.app, me.user.email!);
    expect(mail?.subject).toBe('Your account will be deleted');
    expect(mail?.text).toContain('on 31 March 2031 we will erase');
    expect(linkIn(mail, '/login')).toBe('/login');
  });

  it('refuses a wrong or missing password with a 422 on the field, and changes nothing', async () => {
    const me = await verifiedUser(t.app);
    const wrong = await requestDeletion(me.accessToken, { password: 'not my password at all' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toEqual({
      message: englishText(ACCOUNT_DELETION_CODES.passwordWrong),
      code: 'deletion.password_wrong',
      params: {},
      errors: { password: [englishText(ACCOUNT_DELETION_CODES.passwordWrong)] },
      codes: { password: [{ code: 'deletion.password_wrong', params: {} }] },
    });
    const missing = await requestDeletion(me.accessToken, {});
    expect(missing.statusCode).toBe(422);
    expect(json(missing)).toMatchObject({
      errors: { password: [englishText(ACCOUNT_DELETION_CODES.passwordRequired)] },
    });
    expect((await getData(t.app, me.accessToken)).statusCode).toBe(200);
    expect(await openRequests(me.id)).toEqual([]);
  });

  it('acts on the caller’s own account only: another person’s password deletes nothing', async () => {
    const owner = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const res = await requestDeletion(other.accessToken, { password: owner.password + ' no' });
    expect(res.statusCode).toBe(422);
    expect(await openRequests(owner.id)).toEqual([]);
    expect(await openRequests(other.id)).toEqual([]);
    // With their own password, the other person deletes their own account, never the owner's.
    expect((await requestDeletion(other.accessToken, { password: other.password })).statusCode).toBe(200);
    expect((await getData(t.app, owner.accessToken)).statusCode).toBe(200);
    expect(await openRequests(owner.id)).toEqual([]);
  });

  it('is in the OpenAPI document the authorisation matrix walks, with what it may answer', () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const op = operationsOf(doc).find((o) => o.method === 'POST' && o.path === '/api/account/deletion');
    expect(op).toMatchObject({ id: 'postAccountDeletion', auth: 'unverified-ok' });
    expect([...op!.statuses].sort()).toEqual([200, 401, 403, 422, 429]);
  });

  it('answers 401 without a session and 403 to a guest', async () => {
    const anonymous = await post('/api/account/deletion', { password: 'x' });
    expect(anonymous.statusCode).toBe(401);
    const guest = await guestPerson(t.app);
    const res = await requestDeletion(guest.token, { confirm: 'Guest' });
    expect(res.statusCode).toBe(403);
  });

  it('is idempotent: two requests at once make one request, one job and one mail', async () => {
    const me = await verifiedUser(t.app);
    const jobsBefore = await t.app.jobs.pending(ERASE_QUEUE);
    const answers = await Promise.all([
      requestDeletion(me.accessToken, { password: me.password }),
      requestDeletion(me.accessToken, { password: me.password }),
    ]);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    // The later one either answered the same request or came after the session ended: then it is anonymous, refused
    // with 401, or with 429 when its address's anonymous budget is spent (with REDIS_URL, other test files' anonymous
    // requests from 127.0.0.1 count in the same bucket). Either way it writes nothing, as the counts below check.
    for (const a of answers) expect([200, 401, 429], a.body).toContain(a.statusCode);
    expect(new Set(ok.map((a) => a.body)).size).toBe(1);
    expect(await openRequests(me.id)).toHaveLength(1);
    expect(await t.app.jobs.pending(ERASE_QUEUE)).toBe(jobsBefore + 1);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' });
    const mails = json<{ data: { to: string; subject: string }[] }>(outbox).data.filter(
      (m) => m.to === me.user.email && m.subject === 'Your account will be deleted',
    );
    expect(mails).toHaveLength(1);
  });

  it('an account without a password confirms with its email address from a fresh session', async () => {
    const me = await verifiedUser(t.app);
    await t.app.db.update(users).set({ password_hash: null }).where(eq(users.id, me.id));
    const wrong = await requestDeletion(me.accessToken, { confirm: 'someone@else.test' });
    expect(json(wrong)).toMatchObject({ errors: { confirm: [englishText(ACCOUNT_DELETION_CODES.confirmEmail)] } });
    // A session opened an hour ago is not enough.
    t.app.clock.set(new Date(Date.now() + 60 * 60_000));
    const stale = await requestDeletion(me.accessToken, { confirm: me.user.email!.toUpperCase() });
    expect(json(stale)).toMatchObject({ errors: { confirm: [englishText(ACCOUNT_DELETION_CODES.signInAgain)] } });
    t.app.clock.set(null);
    const res = await requestDeletion(me.accessToken, { confirm: me.user.email!.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getData(t.app, me.accessToken)).statusCode).toBe(401);
  });
});

describe('the grace period', () => {
  it('signing in again within 30 days restores the account and says so', async () => {
    const me = await verifiedUser(t.app);
    expect((await requestDeletion(me.accessToken, { password: me.password })).statusCode).toBe(200);
    at(29 * DAY);
    const res = await login(me.user.email!, me.password);
    expect(res.statusCode, res.body).toBe(200);
    const auth = json<{ data: { accessToken: string; account_restored?: boolean } }>(res).data;
    expect(auth.account_restored).toBe(true);
    expect((await getData(t.app, auth.accessToken)).statusCode).toBe(200);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.deleted_at).toBeNull();
    const [request] = await openRequests(me.id);
    expect(request?.cancelled_at).not.toBeNull();
    expect((await latestMailTo(t.app, me.user.email!))?.subject).toBe('Your account was restored');

    // An ordinary sign-in afterwards says nothing more, and a new request starts a new grace period.
    const again = json<{ data: { account_restored?: boolean } }>(await login(me.user.email!, me.password)).data;
    expect(again.account_restored).toBeUndefined();
    expect((await requestDeletion(auth.accessToken, { password: me.password })).statusCode).toBe(200);
    expect(await openRequests(me.id)).toHaveLength(2);
  });

  it('a wrong password during the grace period restores nothing', async () => {
    const me = await verifiedUser(t.app);
    await requestDeletion(me.accessToken, { password: me.password });
    const res = await login(me.user.email!, 'a wrong password');
    expect(json(res)).toMatchObject({ errors: { email: [MESSAGES.badCredentials] } });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.deleted_at).not.toBeNull();
  });

  it('a password reset during the grace period signs in and restores; after it, no mail goes out', async () => {
    const me = await verifiedUser(t.app);
    await requestDeletion(me.accessToken, { password: me.password });
    at(3 * DAY);
    await post('/api/password/recovery', { email: me.user.email });
    const mail = await latestMailTo(t.app, me.user.email!);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain('also cancels the deletion');
    const res = await post('/api/password/reset', {
      token: tokenOf(linkIn(mail, '/password-reset')),
      password: 'Another-lantern-orbit-58',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { account_restored?: boolean } }>(res).data.account_restored).toBe(true);

    t.app.clock.set(null);
    const late = await verifiedUser(t.app);
    await requestDeletion(late.accessToken, { password: late.password });
    at(31 * DAY);
    const asked = await post('/api/password/recovery', { email: late.user.email });
    expect(asked.statusCode).toBe(200);
    expect((await latestMailTo(t.app, late.user.email!))?.subject).toBe('Your account will be deleted');
  });

  it('a sign-in link during the grace period restores the account too', async () => {
    const me = await verifiedUser(t.app);
    await requestDeletion(me.accessToken, { password: me.password });
    await post('/api/auth/magic-link', { email: me.user.email });
    const link = linkIn(await latestMailTo(t.app, me.user.email!), '/auth/by-token');
    const res = await post('/api/auth/by-token', { token: tokenOf(link) });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { account_restored?: boolean } }>(res).data.account_restored).toBe(true);
  });

  it('after 30 days the right password fails exactly like an unknown account', async () => {
    const me = await verifiedUser(t.app);
    await requestDeletion(me.accessToken, { password: me.password });
    at(30 * DAY + 60_000);
    const res = await login(me.user.email!, me.password);
    const unknown = await login('nobody-here@example.test', me.password);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual(json(unknown));
    const [user] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.deleted_at).not.toBeNull();
  });

  it('the address stays bound to the account during the grace period', async () => {
    const me = await verifiedUser(t.app);
    await requestDeletion(me.accessToken, { password: me.password });
    const res = await registerUser(t.app, { email: me.user.email! }).catch((err: Error) => err.message);
    expect(res).toMatch(/^register failed: 422 .*The email has already been taken/);
  });
});
