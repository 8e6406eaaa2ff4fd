import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocolInvitations } from '../../../db/schema/protocols.ts';
import { INVITATION_MAILS_PER_SENDER, MAIL_CAPS } from '../../../platform/abuse-limits.ts';
import { createTestApp, json, type TestApp } from '../../../test/harness.ts';
import { creator } from '../../../test/program-helpers.ts';
import { publishedProtocol } from '../../../test/run-fixture.ts';

/** Mail that others receive because of a user, through the real API and database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function inviter(name = 'Coach Carla', protocolName?: string) {
  const owner = await creator(t.app, name);
  const protocol = await publishedProtocol(t.app.db, {
    ownerId: owner.id,
    ...(protocolName ? { name: protocolName } : {}),
  });
  const invite = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/creator/protocols/${protocol.id}/invitations`,
      headers: owner.headers,
      payload: { audience: 'email', email },
    });
  return { owner, protocol, invite };
}

const mailsTo = async (to: string) =>
  json<{ data: { to: string; subject: string; text: string }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' }),
  ).data.filter((m) => m.to === to);

describe('invitation mails', () => {
  it('reach one address at most a few times an hour, whoever sends them, and a refusal writes nothing', async () => {
    const stranger = `stranger-${Date.now()}@example.test`;
    const first = await inviter();
    const perHour = MAIL_CAPS.invitation[0].max;
    for (let i = 0; i < perHour - 1; i++) expect((await first.invite(stranger)).statusCode).toBe(201);
    // Another creator counts against the same address.
    const second = await inviter('Coach Dana');
    expect((await second.invite(stranger)).statusCode).toBe(201);
    const refused = await first.invite(stranger);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused)).toMatchObject({ code: 'runs.invitation_cap' });
    expect(await mailsTo(stranger)).toHaveLength(perHour);
    const rows = await t.app.db.select().from(protocolInvitations).where(eq(protocolInvitations.email, stranger));
    expect(rows).toHaveLength(perHour);
  });

  it('from one sender are limited per minute, to any addresses', async () => {
    const { invite } = await inviter('Coach Flood');
    const perMinute = INVITATION_MAILS_PER_SENDER[0].max;
    for (let i = 0; i < perMinute; i++)
      expect((await invite(`class-${i}-${Date.now()}@example.test`)).statusCode, `invitation ${i}`).toBe(201);
    const refused = await invite(`one-more-${Date.now()}@example.test`);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'runs.invitation_rate' });
  });

  it('carry no sender-written text in the subject', async () => {
    const to = `phished-${Date.now()}@example.test`;
    const { invite } = await inviter('PayPal Security Team', 'Urgent: confirm your bank login');
    expect((await invite(to)).statusCode).toBe(201);
    const [mail] = await mailsTo(to);
    expect(mail?.subject).toBe('You are invited to a step-by-step protocol');
    expect(mail?.subject).not.toMatch(/PayPal|bank/i);
    // The body names them, quoted, so the invitee knows who asks.
    expect(mail?.text).toContain('"Urgent: confirm your bank login"');
  });
});
