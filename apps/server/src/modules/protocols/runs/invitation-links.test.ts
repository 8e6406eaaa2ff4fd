import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subprojects } from '../../../db/schema/tenancy.ts';
import { createTestApp, json, type TestApp } from '../../../test/harness.ts';
import { verifiedUser } from '../../../test/identity-helpers.ts';
import { creator } from '../../../test/program-helpers.ts';
import { publishedProtocol } from '../../../test/run-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(subprojects).values({ domain: 'calm.example.test', name: 'Calm', logo: '/calm.svg' });
});
afterAll(() => t.close());

async function invite(headers: Record<string, string>, body: object) {
  const owner = await creator(t.app, 'Coach Carla');
  const protocol = await publishedProtocol(t.app.db, { ownerId: owner.id });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/creator/protocols/${protocol.id}/invitations`,
    headers: { ...owner.headers, ...headers },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { token: string; url: string } }>(res).data;
}

describe('invitation links point at the brand the creator works on', () => {
  it('builds a link invitation from the subproject’s own address', async () => {
    const invitation = await invite({ host: 'calm.example.test' }, { audience: 'link' });
    expect(invitation.url).toBe(`http://calm.example.test/protocol-invitations/${invitation.token}`);
  });

  it('mails an email invitation with the same brand’s address', async () => {
    const invitation = await invite({ host: 'calm.example.test' }, { audience: 'email', email: 'ines@example.test' });
    const outbox = json<{ data: { to: string; text: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' }),
    ).data;
    const mail = outbox.find((m) => m.to === 'ines@example.test');
    expect(mail?.text).toContain(`http://calm.example.test/protocol-invitations/${invitation.token}`);
  });

  it('falls back to the site’s address for a host that is no subproject (a forged Host cannot redirect invitees)', async () => {
    const invitation = await invite({ host: 'evil.example.test' }, { audience: 'link' });
    expect(invitation.url).toBe(`${t.app.config.appUrl}/protocol-invitations/${invitation.token}`);
  });
});

describe('mailed links are built from the configured origin', () => {
  const forged = { 'x-forwarded-proto': 'javascript' };
  // The default start seeds the main site under "localhost", as the probe found it.
  beforeAll(async () => {
    await t.app.db.insert(subprojects).values({ domain: 'localhost', name: 'Main', logo: '/logo.svg' });
  });

  it('never take the scheme a proxy header claims or the port the Host header names', async () => {
    const invitation = await invite({ host: 'calm.example.test:31337', ...forged }, { audience: 'link' });
    expect(invitation.url).toBe(`http://calm.example.test/protocol-invitations/${invitation.token}`);
    const elsewhere = await invite({ host: 'localhost:31337', ...forged }, { audience: 'link' });
    expect(elsewhere.url).toBe(`${t.app.config.appUrl}/protocol-invitations/${elsewhere.token}`);
  });

  it('put the configured origin in a sign-in link mail, whatever the request said', async () => {
    const email = (await verifiedUser(t.app, { full_name: 'Origin Owen' })).user.email!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { host: 'localhost:31337', ...forged },
      payload: { email },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const outbox = json<{ data: { to: string; text: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' }),
    ).data;
    const text = outbox.find((m) => m.to === email)?.text ?? '';
    expect(text).toContain(`${t.app.config.appUrl}/auth/by-token`);
    expect(text).not.toMatch(/javascript:|:31337/);
  });
});
