import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
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
    expect(json(res)).toEqual({ message: 'Resource not found' });
  });
});
