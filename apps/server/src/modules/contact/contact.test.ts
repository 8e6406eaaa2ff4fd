import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact.ts';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import { latestMailTo } from '../../test/identity-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'team@example.test' });
});
afterAll(() => t.close());

describe('POST /api/contact', () => {
  it('stores the message and mails it to the team', async () => {
    const payload = {
      full_name: 'Carla Client',
      email: 'carla@example.test',
      subject: 'Billing question',
      description: 'How do refunds work for programs?',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(201);
    const { id } = json<{ data: { id: string } }>(res).data;
    const rows = await t.app.db.select().from(contactMessages);
    expect(rows.find((r) => r.id === id)).toMatchObject({ kind: 'contact', ...payload });
    const mail = await latestMailTo(t.app, 'team@example.test');
    expect(mail?.subject).toBe('Contact: Billing question');
    expect(mail?.text).toContain('How do refunds work for programs?');
    expect(mail?.html).not.toContain('<script');
  });

  it('refuses an incomplete form field by field and stores nothing', async () => {
    const before = (await t.app.db.select().from(contactMessages)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { full_name: '', email: 'x', subject: '', description: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(res).errors).sort()).toEqual([
      'description',
      'email',
      'full_name',
      'subject',
    ]);
    expect((await t.app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('escapes what people type when it goes into the HTML mail', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/join-team',
      payload: {
        full_name: 'Eve <script>alert(1)</script>',
        email: 'eve@example.test',
        profession: 'Dietitian',
        description: 'I have ten years of practice <b>bold</b>.',
      },
    });
    const mail = await latestMailTo(t.app, 'team@example.test');
    expect(mail?.subject).toContain('Dietitian');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });
});
