import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TLocalOnboardingRequest, TPayoutAccount } from '@ito/contracts/commerce/payout-accounts';
import { payoutAccounts } from '../../db/schema/commerce.ts';
import { localConnectedAccounts } from '../../db/schema/local-payments.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { payoutStatus, requirementGroups } from './payout-accounts.ts';

/**
 * Payout accounts on the built-in provider (decision 078), through the real app: a creator starts onboarding once
 * however often they click, the built-in onboarding page takes Stripe's test values, and only the creator sees theirs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof creator>>;
type Started = { data: TPayoutAccount; url: string };
type LocalAccount = { data: { id: string; status: string; missing: string[]; return_url: string; bank_last4: string } };

const read = (who: Person) => t.app.inject({ method: 'GET', url: '/api/creator/payout-account', headers: who.headers });
const start = (who: Person, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/creator/payout-account/onboarding',
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
const submit = (who: Person, id: string, body: Partial<TLocalOnboardingRequest>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/local/accounts/${id}/onboarding`,
    headers: who.headers,
    payload: body,
  });
const GOOD: TLocalOnboardingRequest = {
  legal_name: 'Layla Haddad',
  dob: '1901-01-01',
  routing_number: '110000000',
  account_number: '000123456789',
};

async function started(who: Person): Promise<{ id: string; body: Started }> {
  const res = await start(who);
  expect(res.statusCode, res.body).toBe(200);
  const body = json<Started>(res);
  return { id: body.url.split('/').pop()!, body };
}

describe('payout accounts on the built-in provider', () => {
  it('shows no account before onboarding starts', async () => {
    const me = await creator(t.app, 'Fresh Creator');
    const res = await read(me);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: TPayoutAccount }>(res).data).toEqual({
      status: 'not_set_up',
      provider: 'local',
      missing: [],
      details_submitted: false,
      payouts_enabled: false,
      disabled_reason: null,
    });
  });

  it('makes one account however often onboarding starts, and a fresh link to it each time', async () => {
    const me = await creator(t.app, 'Clicking Creator');
    const [a, b] = await Promise.all([start(me), start(me)]);
    const c = await start(me, 'retry-key-1');
    const replay = await start(me, 'retry-key-1');
    for (const res of [a, b, c, replay]) expect(res.statusCode, res.body).toBe(200);
    const urls = [a, b, c, replay].map((res) => json<Started>(res).url);
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(/^\/creator\/payouts\/onboarding\/[0-9a-f-]{36}$/);
    const rows = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.user_id, me.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.account_ref).toMatch(/^acct_local_/);
    const accounts = await t.app.db
      .select()
      .from(localConnectedAccounts)
      .where(eq(localConnectedAccounts.owner, me.id));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.idempotency_key).toBe(`payout-account-${rows[0]!.id}`);
    expect(json<Started>(a).data).toMatchObject({
      status: 'details_needed',
      missing: ['bank_account', 'personal_details', 'terms'],
    });
  });

  it('becomes ready with Stripe’s test bank account and date of birth, keeping only the last four digits', async () => {
    const me = await creator(t.app, 'Ready Creator');
    const { id } = await started(me);
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/local/accounts/${id}`, headers: me.headers });
    expect(json<LocalAccount>(page).data).toMatchObject({ status: 'details_needed', return_url: expect.any(String) });
    const res = await submit(me, id, { ...GOOD, routing_number: '110-000-000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<LocalAccount>(res).data).toMatchObject({
      status: 'ready',
      missing: [],
      bank_last4: '6789',
      return_url: '/creator/balances?payouts=return',
    });
    expect(json<{ data: TPayoutAccount }>(await read(me)).data).toMatchObject({
      status: 'ready',
      payouts_enabled: true,
      details_submitted: true,
      missing: [],
    });
    const [stored] = await t.app.db
      .select()
      .from(localConnectedAccounts)
      .where(eq(localConnectedAccounts.owner, me.id));
    expect(JSON.stringify(stored)).not.toContain('000123456789');
    // The return page reads the account again: the same state.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/creator/payout-account/refresh',
      headers: me.headers,
    });
    expect(json<{ data: TPayoutAccount }>(refreshed).data.status).toBe('ready');
  });

  it('says what is missing when verification fails: a failing test account number and another birth date', async () => {
    const me = await creator(t.app, 'Unverified Creator');
    const { id } = await started(me);
    const res = await submit(me, id, { ...GOOD, dob: '1990-05-17', account_number: '000111111116' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<LocalAccount>(res).data).toMatchObject({
      status: 'details_needed',
      missing: ['bank_account', 'identity'],
    });
    expect(json<{ data: TPayoutAccount }>(await read(me)).data).toMatchObject({
      status: 'details_needed',
      payouts_enabled: false,
      missing: ['bank_account', 'identity'],
      disabled_reason: 'requirements.past_due',
    });
    // Trying again with the values that pass: ready, on the same account.
    expect((await submit(me, id, GOOD)).statusCode).toBe(200);
    expect(json<{ data: TPayoutAccount }>(await read(me)).data.status).toBe('ready');
    expect(await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.user_id, me.id))).toHaveLength(1);
  });

  it('refuses bad details with 422 and catalogue codes, field by field', async () => {
    const me = await creator(t.app, 'Typo Creator');
    const { id } = await started(me);
    const codesOf = (res: { body: string }) =>
      Object.fromEntries(
        Object.entries(JSON.parse(res.body).codes as Record<string, { code: string }[]>).map(([k, v]) => [
          k,
          v[0]!.code,
        ]),
      );
    const shape = await submit(me, id, {
      legal_name: 'L',
      dob: '1990-02-30',
      routing_number: '12',
      account_number: 'x',
    });
    expect(shape.statusCode).toBe(422);
    expect(codesOf(shape)).toEqual({
      legal_name: 'commerce.payout_legal_name',
      dob: 'commerce.payout_dob',
      routing_number: 'commerce.payout_routing',
      account_number: 'commerce.payout_account_number',
    });
    const routing = await submit(me, id, { ...GOOD, routing_number: '021000021' });
    expect(routing.statusCode).toBe(422);
    expect(codesOf(routing)).toEqual({ routing_number: 'commerce.payout_routing_test' });
    const real = await submit(me, id, { ...GOOD, account_number: '123456789012' });
    expect(codesOf(real)).toEqual({ account_number: 'commerce.payout_account_test' });
    expect(json<{ data: TPayoutAccount }>(await read(me)).data.status).toBe('details_needed');
  });

  it('lets only the creator open or submit their onboarding, and only experts have payout accounts', async () => {
    const me = await creator(t.app, 'Private Creator');
    const other = await creator(t.app, 'Other Creator');
    const { id } = await started(me);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/local/accounts/${id}`,
      headers: other.headers,
    });
    expect(page.statusCode).toBe(404);
    expect((await submit(other, id, GOOD)).statusCode).toBe(404);
    // The other creator's own account is theirs alone: still not set up, not the first creator's.
    expect(json<{ data: TPayoutAccount }>(await read(other)).data.status).toBe('not_set_up');
    expect(json<{ data: TPayoutAccount }>(await read(me)).data.status).toBe('details_needed');

    const follower = await verifiedUser(t.app);
    const asFollower = { id: follower.id, token: follower.accessToken, headers: bearer(follower.accessToken) };
    for (const res of [await read(asFollower), await start(asFollower)]) expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/creator/payout-account' })).statusCode).toBe(401);
  });
});

describe('the payout account’s status', () => {
  const base = {
    account_ref: 'acct_1',
    details_submitted: true,
    payouts_enabled: true,
    transfers_active: true,
    requirements_due: [] as string[],
    disabled_reason: null as string | null,
  };
  it('follows the provider’s flags and requirements', () => {
    expect(payoutStatus({ ...base, account_ref: null })).toBe('not_set_up');
    expect(payoutStatus(base)).toBe('ready');
    expect(payoutStatus({ ...base, details_submitted: false })).toBe('details_needed');
    expect(payoutStatus({ ...base, requirements_due: ['external_account'] })).toBe('details_needed');
    expect(payoutStatus({ ...base, payouts_enabled: false })).toBe('under_review');
    expect(payoutStatus({ ...base, transfers_active: false })).toBe('under_review');
    expect(payoutStatus({ ...base, disabled_reason: 'rejected.fraud' })).toBe('rejected');
  });
  it('groups Stripe’s field paths into what a person can act on', () => {
    expect(
      requirementGroups([
        'tos_acceptance.date',
        'individual.verification.document',
        'external_account',
        'business_profile.url',
        'individual.dob.day',
        'settings.payments.statement_descriptor',
      ]),
    ).toEqual(['bank_account', 'identity', 'personal_details', 'terms', 'business', 'other']);
  });
});
