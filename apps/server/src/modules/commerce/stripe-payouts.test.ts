import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TPayoutAccount } from '@ito/contracts/commerce/payout-accounts';
import { payoutAccounts } from '../../db/schema/commerce.ts';
import { createTestApp, json, type TestApp } from '../../test/harness.ts';
import { creator } from '../../test/program-helpers.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';

/**
 * Payout accounts with Stripe configured (decision 078): the app drives the official SDK against a local server that
 * speaks Stripe's REST protocol; Connect Express accounts are made once, with our row's id as the idempotency key, and
 * Stripe's signed `account.updated` events (sent to the Connect endpoint, with its own secret) keep their state.
 */
let fake: FakeStripe;
let t: TestApp;
const CONNECT_SECRET = 'whsec_connect_endpoint';
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    STRIPE_API_BASE: fake.url,
    APP_URL: 'http://studio.example.test',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Person = Awaited<ReturnType<typeof creator>>;
const start = (who: Person) =>
  t.app.inject({ method: 'POST', url: '/api/creator/payout-account/onboarding', headers: who.headers });
const read = async (who: Person) =>
  json<{ data: TPayoutAccount }>(
    await t.app.inject({ method: 'GET', url: '/api/creator/payout-account', headers: who.headers }),
  ).data;
const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

async function onboardingStarted(who: Person) {
  const res = await start(who);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.user_id, who.id));
  return { body: json<{ data: TPayoutAccount; url: string }>(res), row: row! };
}

describe('payout accounts on Stripe', () => {
  it('creates one Express account with an idempotency key from our row, and a fresh onboarding link each time', async () => {
    const me = await creator(t.app, 'Stripe Creator');
    const { body, row } = await onboardingStarted(me);
    expect(body.data).toMatchObject({ status: 'details_needed', provider: 'stripe' });
    expect(body.data.missing).toEqual(expect.arrayContaining(['bank_account', 'personal_details', 'terms']));
    expect(body.url).toMatch(new RegExp(`^${fake.url}/setup/e/${row.account_ref}/`));
    const again = json<{ url: string }>(await start(me));
    expect(again.url).not.toBe(body.url);

    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toBe(`payout-account-${row.id}`);
    expect(creates[0]!.body).toMatchObject({
      type: 'express',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { user_id: me.id, payout_account_id: row.id },
    });
    const links = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/account_links');
    expect(links.at(-1)!.body).toEqual({
      account: row.account_ref,
      type: 'account_onboarding',
      return_url: 'http://studio.example.test/creator/balances?payouts=return',
      refresh_url: 'http://studio.example.test/creator/balances?payouts=refresh',
    });
  });

  it('finds the same account when a start is retried after Stripe answered but before the app kept it', async () => {
    const me = await creator(t.app, 'Crashed Creator');
    const { row } = await onboardingStarted(me);
    // The app lost Stripe's answer: the row has no account yet. The next start asks again with the same key.
    await t.app.db.update(payoutAccounts).set({ account_ref: null }).where(eq(payoutAccounts.id, row.id));
    const { row: after } = await onboardingStarted(me);
    expect(after.account_ref).toBe(row.account_ref);
    const replays = fake.requests.filter(
      (r) => r.path === '/v1/accounts' && r.idempotencyKey === `payout-account-${row.id}`,
    );
    expect(replays.map((r) => r.replayed)).toEqual([false, true]);
    expect(
      [...fake.objects.values()].filter(
        (o) => o.object === 'account' && o.metadata && (o.metadata as Record<string, string>).user_id === me.id,
      ),
    ).toHaveLength(1);
  });

  it('makes one account when two starts race', async () => {
    const me = await creator(t.app, 'Racing Creator');
    const answers = await Promise.all([start(me), start(me)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const accounts = [...fake.objects.values()].filter(
      (o) => o.object === 'account' && (o.metadata as Record<string, string>).user_id === me.id,
    );
    expect(accounts).toHaveLength(1);
    const rows = await t.app.db.select().from(payoutAccounts).where(eq(payoutAccounts.user_id, me.id));
    expect(rows.map((r) => r.account_ref)).toEqual([accounts[0]!.id]);
  });

  it('keeps the state Stripe’s signed account.updated events report, and refuses a bad signature', async () => {
    const me = await creator(t.app, 'Webhook Creator');
    const { row } = await onboardingStarted(me);

    const review = fake.signedEvent(fake.completeOnboarding(row.account_ref!, 'under_review'), {
      secret: CONNECT_SECRET,
    });
    const forged = fake.signedEvent(fake.completeOnboarding(row.account_ref!, 'verified'), { secret: 'whsec_wrong' });
    expect((await webhook(forged.payload, forged.header)).statusCode).toBe(422);
    expect((await read(me)).status).toBe('details_needed');
    const tampered = await webhook(
      review.payload.replace('"details_submitted": true', '"details_submitted": false'),
      review.header,
    );
    expect(tampered.statusCode).toBe(422);

    expect((await webhook(review.payload, review.header)).statusCode).toBe(200);
    expect(await read(me)).toMatchObject({ status: 'under_review', missing: [], payouts_enabled: false });

    fake.setNow(new Date(Date.now() + 60_000));
    const ready = fake.signedEvent(fake.completeOnboarding(row.account_ref!, 'verified'), { secret: CONNECT_SECRET });
    fake.setNow(null);
    expect((await webhook(ready.payload, ready.header)).statusCode).toBe(200);
    expect(await read(me)).toMatchObject({ status: 'ready', payouts_enabled: true, details_submitted: true });

    // The older event delivered again, late: the newer state stays.
    expect((await webhook(review.payload, review.header)).statusCode).toBe(200);
    expect((await read(me)).status).toBe('ready');
  });

  it('reads the account from Stripe on the return page', async () => {
    const me = await creator(t.app, 'Returning Creator');
    const { body } = await onboardingStarted(me);
    // The creator finishes Stripe's hosted onboarding; the browser comes back before the webhook.
    const back = await fetch(`${body.url}?outcome=details_needed`, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('http://studio.example.test/creator/balances?payouts=return');
    const res = await t.app.inject({ method: 'POST', url: '/api/creator/payout-account/refresh', headers: me.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: TPayoutAccount }>(res).data).toMatchObject({
      status: 'details_needed',
      missing: ['bank_account', 'identity'],
      disabled_reason: 'requirements.past_due',
    });
  });

  it('answers 422 when Stripe is unavailable, and makes the account on the next try', async () => {
    const me = await creator(t.app, 'Patient Creator');
    fake.failNext(3);
    const res = await start(me);
    expect(res.statusCode).toBe(422);
    expect(json<{ code: string }>(res).code).toBe('commerce.provider_unavailable');
    const { row } = await onboardingStarted(me);
    expect(row.account_ref).toMatch(/^acct_/);
  });
});
