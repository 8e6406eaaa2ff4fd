import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const redisUrl = process.env.REDIS_URL;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(overrides: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ REDIS_URL: redisUrl!, LOGIN_RATE_LIMIT: '2', ...overrides });
  apps.push(t);
  return t;
}

const signIn = (t: TestApp, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { email: 'nobody@example.test', password: 'not-the-password-1' },
  });

// A wrong password is a 422 on the form; past the limit, 429. Limits live in Redis so that they hold across the processes of one site; the namespace says which site.
describe.skipIf(!redisUrl)('rate-limit counters in Redis, per namespace', () => {
  it('add up for processes that share a namespace, and never touch another namespace', async () => {
    const first = await app();
    const other = await app();
    const sameSite = await app({ RATE_LIMIT_NAMESPACE: first.app.config.RATE_LIMIT_NAMESPACE });
    const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

    expect((await signIn(first, address)).statusCode).toBe(422);
    expect((await signIn(sameSite, address)).statusCode).toBe(422);
    // Two attempts spent across the site's two processes: the third is refused on either.
    expect((await signIn(first, address)).statusCode).toBe(429);
    expect((await signIn(sameSite, address)).statusCode).toBe(429);
    // Another site (another test file, on the same Redis) has its own budget for the same address.
    expect((await signIn(other, address)).statusCode).toBe(422);
  });
});
