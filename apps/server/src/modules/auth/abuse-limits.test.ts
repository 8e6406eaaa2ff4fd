import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { outbox } from '../../db/schema/mail.ts';
import { throttleEvents } from '../../db/schema/throttle.ts';
import { LOGIN_BACKOFF, MAIL_CAPS } from '../../platform/abuse-limits.ts';
import { emailSubject, THROTTLE_RETENTION_SECONDS } from '../../platform/throttle.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { latestMailTo, linkIn, registerUser, tokenOf, uniqueEmail } from '../../test/identity-helpers.ts';
import { MAIL_CAP_MESSAGE } from './mail-caps.ts';
import { LOGIN_LOCKED_MESSAGE } from './login-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.app.clock.set(null));

const HOUR_CAP = MAIL_CAPS.password_reset[0].max;
const DAY_CAP = MAIL_CAPS.password_reset[1].max;

/** Each request from its own address, so the per-IP route limits never decide: only the per-recipient caps do. */
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

function post(url: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
}

async function mailsTo(to: string, subject?: string): Promise<number> {
  // Sign-in link and reset mails are made after the answer: count them once they are.
  await t.app.background.settled();
  const [row] = await t.database.db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.to, to), subject ? eq(outbox.subject, subject) : undefined));
  return row?.n ?? 0;
}

const later = (ms: number) => t.app.clock.set(new Date(t.app.clock.now().getTime() + ms));

describe('per-recipient mail caps', () => {
  it('81 recovery requests for one address send at most the hourly cap, then 429 with Retry-After', async () => {
    const auth = await registerUser(t.app);
    const email = auth.user.email!;
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 81; i++) {
      last = await post('/api/password/recovery', { email });
      statuses.push(last.statusCode);
    }
    expect(await mailsTo(email, 'Reset your password')).toBe(HOUR_CAP);
    expect(statuses.slice(0, HOUR_CAP)).toEqual(Array(HOUR_CAP).fill(200));
    expect(new Set(statuses.slice(HOUR_CAP))).toEqual(new Set([429]));
    expect(json(last!)).toEqual({ message: MAIL_CAP_MESSAGE, code: 'auth.mail_cap', params: {} });
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The newest link still works: the cap stopped mail, not recovery.
    const token = tokenOf(linkIn(await latestMailTo(t.app, email), '/password-reset'));
    const reset = await post('/api/password/reset', { token, password: 'quiet orchard lantern 7' });
    expect(reset.statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a registered one, cap included', async () => {
    const known = (await registerUser(t.app)).user.email!;
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < HOUR_CAP + 2; i++) {
      const a = await post('/api/password/recovery', { email: known });
      const b = await post('/api/password/recovery', { email: unknown });
      expect(b.statusCode, `request ${i + 1}`).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
      expect(b.headers['retry-after']).toBe(a.headers['retry-after']);
    }
    expect(await mailsTo(unknown)).toBe(0);
  });

  it('refills by the hour but holds the daily cap across hours', async () => {
    const email = (await registerUser(t.app)).user.email!;
    const send = () => post('/api/auth/magic-link', { email });
    for (let i = 0; i < HOUR_CAP; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    later(61 * 60_000);
    for (let i = HOUR_CAP; i < DAY_CAP; i++) expect((await send()).statusCode).toBe(200);
    const full = await send();
    expect(full.statusCode).toBe(429);
    // The day's oldest mail leaves the window about 23 hours from now.
    const retryAfter = Number(full.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(22 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    expect(await mailsTo(email, 'Your sign-in link')).toBe(DAY_CAP);
    later(23 * 3600_000);
    expect((await send()).statusCode).toBe(200);
  });

  it('caps verification mail: registration counts, resend answers 429 once the cap is spent', async () => {
    const auth = await registerUser(t.app);
    const email = auth.user.email!;
    const verifyCap = MAIL_CAPS.email_verification[0].max;
    for (let i = 1; i < verifyCap; i++) {
      const res = await post('/api/email/resend', undefined, bearer(auth.accessToken));
      expect(json(res)).toEqual({ data: { sent: true } });
    }
    const over = await post('/api/email/resend', undefined, bearer(auth.accessToken));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(email, 'Verify your email address')).toBe(verifyCap);
  });

  it('lets parallel requests for one address spend the cap only once', async () => {
    const email = (await registerUser(t.app)).user.email!;
    const answers = await Promise.all(
      Array.from({ length: 3 * HOUR_CAP }, () => post('/api/password/recovery', { email })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(HOUR_CAP);
    expect(await mailsTo(email, 'Reset your password')).toBe(HOUR_CAP);
  });

  it('keeps addresses out of the counter table: only hashes are stored', async () => {
    const email = uniqueEmail('hashed');
    await post('/api/password/recovery', { email });
    const rows = await t.database.db
      .select({ subject: throttleEvents.subject })
      .from(throttleEvents)
      .where(eq(throttleEvents.subject, emailSubject(email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).not.toContain('@');
  });

  it('sweeps counts older than the longest window as new ones arrive', async () => {
    const now = new Date(Date.now() + 30 * 24 * 3600_000);
    t.app.clock.set(now);
    const stale = new Date(now.getTime() - (THROTTLE_RETENTION_SECONDS + 60) * 1000);
    const recent = new Date(now.getTime() - 3600_000);
    await t.database.db.insert(throttleEvents).values([
      { kind: 'mail:magic_link', subject: 'stale-subject', created_at: stale },
      { kind: 'mail:magic_link', subject: 'recent-subject', created_at: recent },
    ]);
    await post('/api/auth/magic-link', { email: uniqueEmail('sweeper') });
    const left = await t.database.db
      .select({ subject: throttleEvents.subject })
      .from(throttleEvents)
      .where(inArray(throttleEvents.subject, ['stale-subject', 'recent-subject']));
    expect(left.map((r) => r.subject)).toEqual(['recent-subject']);
  });
});

describe('per-account login backoff', () => {
  const K = LOGIN_BACKOFF.freeFailures;
  const attempt = (email: string, password: string) => post('/api/login', { email, password });
  // A pinned clock makes every Retry-After exact.
  beforeEach(() => t.app.clock.set(new Date()));

  it('locks one account after K failures from any IPs, the same way for unknown emails, and tells the owner once', async () => {
    const auth = await registerUser(t.app, { full_name: 'Lena Locked' });
    const email = auth.user.email!;
    const unknown = uniqueEmail('ghost');
    for (let i = 0; i < K; i++) {
      const a = await attempt(email, `wrong guess ${i}`);
      const b = await attempt(unknown, `wrong guess ${i}`);
      expect(a.statusCode).toBe(422);
      expect(b.body).toBe(a.body);
    }
    // Locked: the right password is refused too, before it is checked, so the answer says nothing about it.
    const right = await attempt(email, auth.password);
    const wrong = await attempt(email, 'wrong again');
    const ghost = await attempt(unknown, 'wrong again');
    for (const res of [right, wrong, ghost]) {
      expect(res.statusCode).toBe(429);
      expect(json(res)).toEqual({ message: LOGIN_LOCKED_MESSAGE, code: 'auth.login_locked', params: {} });
      expect(Number(res.headers['retry-after'])).toBe(LOGIN_BACKOFF.firstDelaySeconds);
    }

    expect(await mailsTo(email, 'Someone tried to sign in to your account')).toBe(1);
    const notice = await latestMailTo(t.app, email);
    expect(notice?.text).toContain('Hi Lena Locked,');
    expect(linkIn(notice, '/password-recovery')).toBe('/password-recovery');
    expect(await mailsTo(unknown)).toBe(0);

    // After the delay one more try; failing it doubles the wait, and no second notice goes out for this lockout.
    later(LOGIN_BACKOFF.firstDelaySeconds * 1000 + 1000);
    expect((await attempt(email, 'still wrong')).statusCode).toBe(422);
    const doubled = await attempt(email, auth.password);
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBe(LOGIN_BACKOFF.firstDelaySeconds * 2);
    expect(await mailsTo(email, 'Someone tried to sign in to your account')).toBe(1);

    // Once the wait is over the right password signs in, and the count starts again from zero.
    later(LOGIN_BACKOFF.firstDelaySeconds * 2000 + 1000);
    expect((await attempt(email, auth.password)).statusCode).toBe(200);
    for (let i = 0; i < K; i++) expect((await attempt(email, `fresh wrong ${i}`)).statusCode).toBe(422);
    expect((await attempt(email, auth.password)).statusCode).toBe(429);
  });

  it('counts parallel guesses: no more than K are ever checked', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 4 * K }, (_, i) => attempt(email, `burst ${i}`)));
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(K);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3 * K);
  });

  it('grows the delay up to its ceiling', async () => {
    const email = uniqueEmail('grow');
    for (let i = 0; i < K; i++) await attempt(email, 'nope nope');
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await attempt(email, 'nope nope');
      waits.push(Number(res.headers['retry-after']));
      later(waits.at(-1)! * 1000);
      await attempt(email, 'nope nope');
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('a password reset lifts the lock', async () => {
    const auth = await registerUser(t.app);
    const email = auth.user.email!;
    for (let i = 0; i < K; i++) await attempt(email, 'bad bad bad');
    expect((await attempt(email, auth.password)).statusCode).toBe(429);
    await post('/api/password/recovery', { email });
    const token = tokenOf(linkIn(await latestMailTo(t.app, email), '/password-reset'));
    expect((await post('/api/password/reset', { token, password: 'granite meadow whistle 42' })).statusCode).toBe(200);
    expect((await attempt(email, 'granite meadow whistle 42')).statusCode).toBe(200);
  });

  it('keeps the per-IP limit as well', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: uniqueEmail(), password: 'whatever' },
          remoteAddress: '192.0.2.7',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
