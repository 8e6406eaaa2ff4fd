import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, NOT_FOUND_BODY } from '../../test/harness.ts';
import { registerUser } from '../../test/identity-helpers.ts';

describe('GET /api/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists stored mails newest first with to, subject, text and html', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const body = json<{ data: { to: string; subject: string; text: string; html: string }[]; meta: { total: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox' }),
    );
    expect(body.data.map((m) => m.to).slice(0, 2)).toEqual([b.user.email, a.user.email]);
    expect(body.data[0]).toMatchObject({
      subject: 'Verify your email address',
      text: expect.stringContaining('http'),
      html: expect.stringContaining('<a '),
    });
    expect(body.meta.total).toBe(2);
  });
});

describe('GET /api/dev/outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual(NOT_FOUND_BODY);
  });
});

describe('the dev tools on a network', () => {
  let local: TestApp;
  let exposed: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ NODE_ENV: 'development' });
    exposed = await createTestApp({ NODE_ENV: 'development', HOST: '0.0.0.0' });
  });
  afterAll(async () => {
    await local.close();
    await exposed.close();
  });

  it('do not exist when the server listens on another interface than loopback', async () => {
    for (const [method, url] of [
      ['GET', '/api/dev/outbox'],
      ['POST', '/api/dev/clock'],
    ] as const) {
      const res = await exposed.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answer only this machine, not another host or a request through a proxy', async () => {
    expect((await local.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    const fromElsewhere = await local.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '10.1.2.3' });
    expect(fromElsewhere.statusCode).toBe(404);
    expect(json(fromElsewhere)).toEqual(NOT_FOUND_BODY);
    const proxied = await local.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { now: '2030-01-01T00:00:00.000Z' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const forwarded = await local.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { forwarded: 'for=203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('answer only requests addressed to a loopback name, so DNS rebinding cannot read the mailbox', async () => {
    for (const host of ['localhost:3100', '127.0.0.1:3100', '[::1]:3100', 'LOCALHOST']) {
      const res = await local.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    for (const host of [
      'attacker.example',
      'attacker.example:3100',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
    ]) {
      const res = await local.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host } });
      expect(res.statusCode, host).toBe(404);
      const clock = await local.app.inject({ method: 'POST', url: '/api/dev/clock', headers: { host }, payload: {} });
      expect(clock.statusCode, host).toBe(404);
    }
  });
});
