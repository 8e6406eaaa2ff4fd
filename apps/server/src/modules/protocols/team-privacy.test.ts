import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TTeamMember } from '@ito/contracts/protocols/team';
import { protocolTeam } from '../../db/schema/protocols.ts';
import { TEAM_INVITE_LOOKUPS } from '../../platform/abuse-limits.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { uniqueEmail, verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { call, newProtocol } from '../../test/protocol-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.app.clock.set(null));

const BASE = '/api/creator/protocols';
/** What may differ between two members' answers without telling anything about the person behind the email. */
const shape = ({ id: _id, created_at: _at, email: _email, ...rest }: TTeamMember) => rest;

describe('team invite lookup (decision 023)', () => {
  it('answers the same for a registered and an unregistered email: no name, no id, until they accept', async () => {
    const me = await creator(t.app);
    const known = await verifiedUser(t.app, { full_name: 'Registered Rita' });
    const p = await newProtocol(t.app, me.headers);
    const url = `${BASE}/${p.id}/team`;

    const a = await call<{ data: TTeamMember }>(t.app, me.headers, 'POST', url, {
      email: known.user.email,
      role: 'editor',
    });
    const b = await call<{ data: TTeamMember }>(t.app, me.headers, 'POST', url, {
      email: uniqueEmail(),
      role: 'editor',
    });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(Object.keys(a.body.data).sort()).toEqual(Object.keys(b.body.data).sort());
    expect(shape(a.body.data)).toEqual(shape(b.body.data));
    expect(JSON.stringify(a.body)).not.toContain('Rita');
    expect(JSON.stringify(a.body)).not.toContain(known.id);

    const listed = await call<{ data: TTeamMember[] }>(t.app, me.headers, 'GET', url);
    expect(JSON.stringify(listed.body)).not.toContain('Rita');
    expect(JSON.stringify(listed.body)).not.toContain(known.id);

    // Once the person has accepted, the team shows who they are.
    await t.app.db.update(protocolTeam).set({ status: 'active' }).where(eq(protocolTeam.id, a.body.data.id));
    const active = await call<{ data: TTeamMember[] }>(t.app, me.headers, 'GET', `${url}?status=active`);
    expect(active.body.data).toEqual([
      expect.objectContaining({ email: known.user.email, user_id: known.id, full_name: 'Registered Rita' }),
    ]);
  });

  it('limits lookups per inviter with 429 and Retry-After, whatever the protocol; others are not affected', async () => {
    t.app.clock.set(new Date());
    const me = await creator(t.app);
    const other = await creator(t.app);
    const [first, second] = [await newProtocol(t.app, me.headers), await newProtocol(t.app, me.headers)];
    const perMinute = TEAM_INVITE_LOOKUPS[0].max;
    for (let i = 0; i < perMinute; i++) {
      const p = i % 2 === 0 ? first : second;
      expect((await call(t.app, me.headers, 'POST', `${BASE}/${p.id}/team`, { email: uniqueEmail() })).status).toBe(
        201,
      );
    }
    const over = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${first.id}/team`,
      headers: me.headers,
      payload: { email: uniqueEmail() },
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe(String(TEAM_INVITE_LOOKUPS[0].seconds));
    const theirs = await newProtocol(t.app, other.headers);
    expect(
      (await call(t.app, other.headers, 'POST', `${BASE}/${theirs.id}/team`, { email: uniqueEmail() })).status,
    ).toBe(201);
    t.app.clock.set(new Date(t.app.clock.now().getTime() + TEAM_INVITE_LOOKUPS[0].seconds * 1000));
    expect((await call(t.app, me.headers, 'POST', `${BASE}/${first.id}/team`, { email: uniqueEmail() })).status).toBe(
      201,
    );
  });
});
