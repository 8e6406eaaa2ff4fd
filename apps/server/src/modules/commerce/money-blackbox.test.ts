import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TOrder } from '@ito/contracts/commerce/orders';
import type { TPayoutAccount } from '@ito/contracts/commerce/payout-accounts';
import { isMessageCode } from '@ito/contracts/common/message-codes';
import { bearer, createTestApp, json, NOT_FOUND_BODY, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { creator } from '../../test/program-helpers.ts';
import { card, order, paidProgram, pay } from '../../test/commerce-helpers.ts';

/**
 * Money, black-box: payout accounts, refunds the bank refuses, donations, receipts and order lists, written from the
 * contracts (packages/contracts/src/commerce), the message catalogue and SPEC section 8 only, through the real app.
 * Registration is rate limited per app, so each group makes its people once.
 */

const GOOD_CARD = '4242424242424242';
/** Stripe's test card whose charges succeed and whose refunds fail. */
const REFUND_FAILS_CARD = '4000000000005126';

/** Stripe's documented test bank values (US): the routing number and an account that verifies, one that fails. */
const TEST_ROUTING = '110000000';
const TEST_ACCOUNT_OK = '000123456789';
const TEST_ACCOUNT_FAILS = '000111111116';

type Person = { id: string; token: string; headers: Record<string, string> };
type Validation = {
  message: string;
  code: string;
  errors: Record<string, string[]>;
  codes: Record<string, { code: string; params: Record<string, unknown> }[]>;
};
type Paged<T> = {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  links: Record<string, string | null>;
};
type Started = { data: TPayoutAccount; url: string };
type LocalAccount = {
  id: string;
  status: string;
  missing: string[];
  details_submitted: boolean;
  legal_name: string | null;
  bank_last4: string | null;
  return_url: string;
  refresh_url: string;
  link_expired: boolean;
};

async function plainUser(app: FastifyInstance, fullName: string): Promise<Person> {
  const auth = await verifiedUser(app, { full_name: fullName });
  return { id: auth.id, token: auth.accessToken, headers: bearer(auth.accessToken) };
}

function req(
  app: FastifyInstance,
  method: string,
  url: string,
  who?: Person,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { ...(who ? who.headers : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** SPEC section 8's 422: the English message, a catalogue code, and per field the texts and the codes. */
function expect422Shape(res: LightMyRequestResponse, label = '') {
  expect(res.statusCode, `${label} ${res.body.slice(0, 300)}`).toBe(422);
  const body = json<Validation>(res);
  expect(typeof body.message, label).toBe('string');
  expect(body.message.length, label).toBeGreaterThan(0);
  expect(isMessageCode(body.code), `${label} code ${body.code}`).toBe(true);
  expect(body.errors, label).toBeTypeOf('object');
  expect(body.codes, label).toBeTypeOf('object');
  for (const [field, texts] of Object.entries(body.errors)) {
    expect(Array.isArray(texts), `${label} errors.${field}`).toBe(true);
    for (const text of texts) expect(typeof text).toBe('string');
  }
  for (const [field, codes] of Object.entries(body.codes)) {
    for (const c of codes) expect(isMessageCode(c.code), `${label} codes.${field} ${c.code}`).toBe(true);
  }
  return body;
}

/** A 422 naming `code` on `field`. */
function expectFieldCode(res: LightMyRequestResponse, field: string, code: string) {
  const body = expect422Shape(res, `${field}/${code}`);
  expect(
    body.codes[field]?.map((c) => c.code),
    res.body,
  ).toContain(code);
}

function expect404(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(404);
  expect(json(res)).toEqual(NOT_FOUND_BODY);
}

const orderOf = (res: LightMyRequestResponse) => json<{ data: TOrder }>(res).data;

async function newOrder(app: FastifyInstance, who: Person, payload: Record<string, unknown>): Promise<TOrder> {
  const res = await order(app, who.token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return orderOf(res);
}

async function getOrder(app: FastifyInstance, who: Person, id: string): Promise<TOrder> {
  const res = await req(app, 'GET', `/api/orders/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return orderOf(res);
}

/** Orders the program and pays it with `number`: the paid order. */
async function buy(app: FastifyInstance, who: Person, programId: string, number = GOOD_CARD): Promise<TOrder> {
  const created = await newOrder(app, who, { item_type: 'program', item_id: programId });
  const res = await pay(app, who.token, created.id, await card(app, who.token, number));
  expect(res.statusCode, res.body).toBe(200);
  expect(orderOf(res).status).toBe('paid');
  return orderOf(res);
}

async function balancesOf(app: FastifyInstance, who: Person) {
  const res = await req(app, 'GET', '/api/creator/balances', who);
  expect(res.statusCode, res.body).toBe(200);
  return [...json<{ data: { currency: string; pending_minor: number; available_minor: number }[] }>(res).data].sort(
    (a, b) => a.currency.localeCompare(b.currency),
  );
}

// ---------------------------------------------------------------------------------------------------------------------

describe('payout accounts (Stripe Connect Express on the built-in provider)', () => {
  let t: TestApp;
  let cora: Person; // clicks a lot, then onboards with the good test values
  let bex: Person; // onboards with the failing test account
  let dee: Person; // types everything wrong
  let una: Person; // not a creator
  let hal: Person; // sends odd headers and bodies
  /** Every body any payout endpoint answered in this group, to look for the full account number. */
  const answers: string[] = [];

  const record = (res: LightMyRequestResponse) => {
    answers.push(res.body);
    return res;
  };
  const read = async (who?: Person) => record(await req(t.app, 'GET', '/api/creator/payout-account', who));
  const start = async (who?: Person, key?: string) =>
    record(
      await req(
        t.app,
        'POST',
        '/api/creator/payout-account/onboarding',
        who,
        undefined,
        key ? { 'idempotency-key': key } : {},
      ),
    );
  const refresh = async (who?: Person) => record(await req(t.app, 'POST', '/api/creator/payout-account/refresh', who));
  const local = async (who: Person | undefined, id: string) =>
    record(await req(t.app, 'GET', `/api/payments/local/accounts/${id}`, who));
  // The onboarding form is rate limited per address (about twenty a minute, against guessing bank details): each
  // submission here comes from an address of its own so the limit is not what is tested.
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `198.51.${address >> 8}.${address & 255}`;
  };
  const submit = async (who: Person | undefined, id: string, body: unknown) =>
    record(
      await t.app.inject({
        method: 'POST',
        url: `/api/payments/local/accounts/${id}/onboarding`,
        headers: who ? who.headers : {},
        payload: body as Record<string, unknown>,
        remoteAddress: nextAddress(),
      }),
    );
  const details = (account_number: string) => ({
    legal_name: 'Cora Creator',
    dob: '1901-01-01',
    routing_number: TEST_ROUTING,
    account_number,
  });
  const accountIdOf = (res: LightMyRequestResponse) => json<Started>(res).url.split(/[/?#]/).filter(Boolean).pop()!;

  beforeAll(async () => {
    t = await createTestApp();
    cora = await creator(t.app, 'Cora Creator');
    bex = await creator(t.app, 'Bex Creator');
    dee = await creator(t.app, 'Dee Creator');
    una = await plainUser(t.app, 'Una User');
    hal = await creator(t.app, 'Hal Creator');
  });
  afterAll(() => t.close());

  it('guests get 401 and non-creators 403 on every payout endpoint', async () => {
    const someId = randomUUID();
    for (const res of [
      await read(),
      await start(),
      await refresh(),
      await local(undefined, someId),
      await submit(undefined, someId, details(TEST_ACCOUNT_OK)),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(json<{ code: string }>(res).code).toBe('errors.unauthenticated');
    }
    for (const res of [await read(una), await start(una), await refresh(una)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(['errors.forbidden', 'errors.not_a_creator']).toContain(json<{ code: string }>(res).code);
    }
    // Una's refused start made nothing: an account she cannot have was not set up either.
    expect((await read(una)).statusCode).toBe(403);
  });

  it('a fresh creator has no account yet', async () => {
    const res = await read(dee);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: TPayoutAccount }>(res).data).toMatchObject({
      status: 'not_set_up',
      details_submitted: false,
      payouts_enabled: false,
    });
  });

  it('double clicks, concurrent starts, a retry with the same Idempotency-Key and a new key all find one account', async () => {
    const concurrent = await Promise.all([
      start(cora),
      start(cora),
      start(cora),
      start(cora, 'k-1'),
      start(cora, 'k-1'),
    ]);
    const sequential = [await start(cora), await start(cora, 'k-1'), await start(cora, 'k-2')];
    // Two requests with one key at the same moment: the second may be told the first is still running (Stripe's 409).
    for (const res of concurrent.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(json<{ code: string }>(res).code).toBe('idempotency.in_flight');
    }
    expect(concurrent.filter((r) => r.statusCode !== 200).length).toBeLessThanOrEqual(1);
    const all = [...concurrent.filter((r) => r.statusCode === 200), ...sequential];
    for (const res of all) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(all.map(accountIdOf));
    expect(ids.size, [...ids].join(', ')).toBe(1);
    for (const res of all) {
      expect(json<Started>(res).data).toMatchObject({
        status: 'details_needed',
        details_submitted: false,
        payouts_enabled: false,
      });
      expect(json<Started>(res).data.missing).toContain('bank_account');
    }
    const now = json<{ data: TPayoutAccount }>(await read(cora)).data;
    expect(now.status).toBe('details_needed');
  });

  it('the onboarding link points to the creator’s own onboarding page in the app, not off-site or to a script', async () => {
    const res = await start(cora);
    const { url } = json<Started>(res);
    // A path in the app (not protocol-relative), or an https page of the provider.
    expect(url.startsWith('/') && !url.startsWith('//') ? true : /^https:\/\//.test(url), url).toBe(true);
    expect(url).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(url).not.toContain('/api/');
    const id = accountIdOf(res);
    const page = await local(cora, id);
    expect(page.statusCode, page.body).toBe(200);
    const account = json<{ data: LocalAccount }>(page).data;
    expect(account).toMatchObject({ id, status: 'details_needed', details_submitted: false, link_expired: false });
    for (const back of [account.return_url, account.refresh_url]) {
      expect(back.startsWith('/') && !back.startsWith('//') ? true : /^https?:\/\//.test(back), back).toBe(true);
      expect(back).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  });

  it('another creator can neither read nor complete someone else’s onboarding, and sees only their own account', async () => {
    const id = accountIdOf(await start(cora));
    expect([403, 404]).toContain((await local(bex, id)).statusCode);
    const theirs = await submit(bex, id, { ...details(TEST_ACCOUNT_OK), legal_name: 'Bex Hijacker' });
    expect([403, 404]).toContain(theirs.statusCode);
    // A non-creator too.
    expect([403, 404]).toContain((await local(una, id)).statusCode);
    expect([403, 404]).toContain((await submit(una, id, details(TEST_ACCOUNT_OK))).statusCode);
    // Nothing changed on Cora's account, and Bex's own is still not set up.
    const coras = json<{ data: LocalAccount }>(await local(cora, id)).data;
    expect(coras).toMatchObject({ status: 'details_needed', details_submitted: false });
    expect(coras.legal_name).not.toBe('Bex Hijacker');
    expect(json<{ data: TPayoutAccount }>(await read(bex)).data.status).toBe('not_set_up');
    // An unknown or malformed id names nothing.
    expect404(await local(cora, randomUUID()));
    expect404(await local(cora, 'not-a-uuid'));
    expect404(await submit(cora, randomUUID(), details(TEST_ACCOUNT_OK)));
  });

  it('refresh before any onboarding, odd Idempotency-Keys and a stray body never answer 500', async () => {
    const res = await refresh(dee);
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(json<{ data: TPayoutAccount }>(res).data.status).toBe('not_set_up');
    else expect422Shape(res, 'refresh before start');
    for (const key of ['x'.repeat(5000), ' ', 'ключ', '../../etc/passwd', "'; DROP TABLE payout_accounts; --"]) {
      const started = await start(hal, key);
      expect(started.statusCode, `${key.slice(0, 20)} ${started.body.slice(0, 200)}`).not.toBe(500);
      expect([200, 422]).toContain(started.statusCode);
      if (started.statusCode === 422) expect422Shape(started, key.slice(0, 20));
    }
    // The header's own rule (1 to 255 printable ASCII characters) is said with its catalogue code.
    for (const key of ['x'.repeat(256), 'ключ']) {
      const refused = await start(hal, key);
      expect(expect422Shape(refused, key.slice(0, 20)).code).toBe('idempotency.format');
    }
    const withBody = await req(t.app, 'POST', '/api/creator/payout-account/onboarding', hal, {
      account_number: TEST_ACCOUNT_OK,
      status: 'ready',
    });
    expect([200, 422]).toContain(withBody.statusCode);
    record(withBody);
    const ids = new Set([withBody, await start(hal)].filter((r) => r.statusCode === 200).map((r) => accountIdOf(r)));
    expect(ids.size).toBe(1);
    expect(json<{ data: TPayoutAccount }>(await read(hal)).data).toMatchObject({
      status: 'details_needed',
      payouts_enabled: false,
    });
  });

  it('malformed onboarding input answers 422 in the SPEC section 8 shape, never 500, and submits nothing', async () => {
    const id = accountIdOf(await start(dee));
    const ok = details(TEST_ACCOUNT_OK);
    const bad: [string, unknown][] = [
      ['empty body', {}],
      ['missing legal_name', { ...ok, legal_name: undefined }],
      ['missing account_number', { ...ok, account_number: undefined }],
      ['legal_name number', { ...ok, legal_name: 12345 }],
      ['legal_name null', { ...ok, legal_name: null }],
      ['legal_name array', { ...ok, legal_name: ['Dee', 'Creator'] }],
      ['legal_name object', { ...ok, legal_name: { first: 'Dee' } }],
      ['legal_name huge', { ...ok, legal_name: 'D'.repeat(50_000) }],
      ['legal_name NUL', { ...ok, legal_name: 'Dee\u0000Creator' }],
      ['legal_name lone surrogate', { ...ok, legal_name: 'Dee \ud800 Creator' }],
      ['legal_name blank', { ...ok, legal_name: '   ' }],
      ['dob number', { ...ok, dob: 19010101 }],
      ['dob impossible', { ...ok, dob: '1901-13-45' }],
      ['dob negative year', { ...ok, dob: '-001-01-01' }],
      ['dob with NUL', { ...ok, dob: '1901-01-01\u0000' }],
      ['routing number type', { ...ok, routing_number: 110000000 }],
      ['routing negative number', { ...ok, routing_number: -110000000 }],
      ['routing letters', { ...ok, routing_number: '11000000O' }],
      ['routing array', { ...ok, routing_number: [TEST_ROUTING] }],
      ['routing huge', { ...ok, routing_number: '1'.repeat(100_000) }],
      ['account negative number', { ...ok, account_number: -123456789 }],
      ['account number type', { ...ok, account_number: 123456789 }],
      ['account array', { ...ok, account_number: [TEST_ACCOUNT_OK] }],
      ['account too long', { ...ok, account_number: '0'.repeat(18) }],
      ['account too short', { ...ok, account_number: '123' }],
      ['account arabic digits', { ...ok, account_number: '٠٠٠١٢٣٤٥٦٧٨٩' }],
      ['account fullwidth digits', { ...ok, account_number: '０００１２３４５６７８９' }],
      ['account NUL', { ...ok, account_number: '000123\u0000456789' }],
      ['account exponent', { ...ok, account_number: '1e10' }],
      ['body array', [ok]],
      ['body string', 'legal_name=Dee'],
      ['body null', null],
    ];
    for (const [label, payload] of bad) {
      const res = await submit(dee, id, payload);
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).not.toBe(500);
      expect422Shape(res, label);
    }
    // Each wrong field is named on itself.
    const all = expect422Shape(await submit(dee, id, {}), 'empty');
    expect(Object.keys(all.codes).sort()).toEqual(['account_number', 'dob', 'legal_name', 'routing_number']);
    expectFieldCode(
      await submit(dee, id, { ...ok, routing_number: '12' }),
      'routing_number',
      'commerce.payout_routing',
    );
    expectFieldCode(
      await submit(dee, id, { ...ok, account_number: 'abc' }),
      'account_number',
      'commerce.payout_account_number',
    );
    expectFieldCode(await submit(dee, id, { ...ok, dob: '2001-02-29' }), 'dob', 'commerce.payout_dob');
    // A body that is not JSON at all.
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/payments/local/accounts/${id}/onboarding`,
      headers: { ...dee.headers, 'content-type': 'application/json' },
      payload: '{"legal_name": "Dee",',
      remoteAddress: nextAddress(),
    });
    record(notJson);
    expect(notJson.statusCode, notJson.body).toBe(422);
    expect(json<{ code: string }>(notJson).code).toBe('validation.invalid_json');
    // Nothing was submitted.
    expect(json<{ data: LocalAccount }>(await local(dee, id)).data).toMatchObject({
      status: 'details_needed',
      details_submitted: false,
      bank_last4: null,
    });
  });

  it('control characters in the legal name are refused (422), not stored as the bank account holder’s name', async () => {
    const id = accountIdOf(await start(dee));
    const ok = details(TEST_ACCOUNT_OK);
    // BEL, an ANSI escape, backspaces, DEL, and a right-to-left override that makes a name read as another.
    const names = [
      'Dee\u0007Creator',
      'Dee\u001b[31mCreator',
      'Dee\u0008\u0008Creator',
      'Dee\u007fCreator',
      'Dee\u202eCreator',
    ];
    const accepted: string[] = [];
    for (const legal_name of names) {
      const res = await submit(dee, id, { ...ok, legal_name });
      expect(res.statusCode, JSON.stringify(legal_name)).not.toBe(500);
      if (res.statusCode === 422) expect422Shape(res, JSON.stringify(legal_name));
      else accepted.push(`${JSON.stringify(legal_name)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(accepted, accepted.join('\n')).toEqual([]);
    // And none of them was kept.
    const kept = json<{ data: LocalAccount }>(await local(dee, id)).data.legal_name ?? '';
    expect([...kept].filter((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f' || ch === '\u202e')).toEqual([]);
  });

  it('extra fields cannot make an account ready: the provider decides from the bank details alone', async () => {
    const id = accountIdOf(await start(bex));
    const res = await submit(bex, id, {
      ...details(TEST_ACCOUNT_FAILS),
      legal_name: 'Bex Creator',
      status: 'ready',
      payouts_enabled: true,
      details_submitted: true,
      missing: [],
      bank_last4: '0000',
      id: randomUUID(),
    });
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 422) expect422Shape(res, 'extra fields');
    const account = json<{ data: TPayoutAccount }>(await refresh(bex)).data;
    expect(account.status).not.toBe('ready');
    expect(account.payouts_enabled).toBe(false);
  });

  it('Stripe’s failing test account number (000111111116) leaves bank details needed', async () => {
    const id = accountIdOf(await start(bex));
    const res = await submit(bex, id, { ...details(TEST_ACCOUNT_FAILS), legal_name: 'Bex Creator' });
    expect(res.statusCode, res.body).toBe(200);
    const localAccount = json<{ data: LocalAccount }>(res).data;
    expect(localAccount.status).toBe('details_needed');
    expect(localAccount.missing).toContain('bank_account');
    const refreshed = await refresh(bex);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const account = json<{ data: TPayoutAccount }>(refreshed).data;
    expect(account).toMatchObject({ status: 'details_needed', payouts_enabled: false });
    expect(account.missing).toContain('bank_account');
    expect(json<{ data: TPayoutAccount }>(await read(bex)).data).toEqual(account);
  });

  it('Stripe’s test bank values (110000000 / 000123456789) make the account ready, keeping only the last four', async () => {
    const first = await start(cora);
    const id = accountIdOf(first);
    const res = await submit(cora, id, details(TEST_ACCOUNT_OK));
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: LocalAccount }>(res).data).toMatchObject({
      id,
      status: 'ready',
      missing: [],
      details_submitted: true,
      bank_last4: '6789',
    });
    const refreshed = await refresh(cora);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(json<{ data: TPayoutAccount }>(refreshed).data).toMatchObject({
      status: 'ready',
      missing: [],
      details_submitted: true,
      payouts_enabled: true,
      disabled_reason: null,
    });
    expect(json<{ data: TPayoutAccount }>(await read(cora)).data.status).toBe('ready');
    // Starting again after that finds the same, ready account.
    const again = await start(cora);
    expect(again.statusCode, again.body).toBe(200);
    expect(accountIdOf(again)).toBe(id);
    expect(json<Started>(again).data.status).toBe('ready');
    expect(json<{ data: LocalAccount }>(await local(cora, id)).data.bank_last4).toBe('6789');
  });

  it('the full bank account number never appears in any answer', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const body of answers) {
      for (const number of [TEST_ACCOUNT_OK, TEST_ACCOUNT_FAILS]) {
        // Echoing the refused value back in a 422 would leak it as well.
        expect(body.includes(number), body.slice(0, 200)).toBe(false);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('refunds', () => {
  let t: TestApp;
  let rita: Person; // creator
  let bo: Person; // buyer
  let cy: Person; // another buyer

  beforeAll(async () => {
    t = await createTestApp();
    rita = await creator(t.app, 'Rita Seller');
    bo = await plainUser(t.app, 'Bo Buyer');
    cy = await plainUser(t.app, 'Cy Buyer');
  });
  afterAll(() => t.close());

  const refund = (id: string, amount_minor: number, key?: string, reason = 'Asked for a refund') =>
    req(
      t.app,
      'POST',
      `/api/creator/sales/${id}/refund`,
      rita,
      { amount_minor, reason },
      key ? { 'idempotency-key': key } : {},
    );

  /** The order once no refund on it is pending any more (the bank's answer may come a moment later). */
  async function settled(who: Person, id: string): Promise<TOrder> {
    let current = await getOrder(t.app, who, id);
    for (let i = 0; i < 20 && current.refunds.some((r) => r.status === 'pending'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await getOrder(t.app, who, id);
    }
    return current;
  }

  it('a refund the bank refuses (card 4000 0000 0000 5126) leaves the order paid, owned, refundable, and balances as before', async () => {
    const program = await paidProgram(t.app, rita.id, 2500, 'USD', 'Refund refused');
    const paid = await buy(t.app, bo, program.id, REFUND_FAILS_CARD);
    const before = await balancesOf(t.app, rita);
    expect(before.find((b) => b.currency === 'USD')?.pending_minor ?? 0).toBeGreaterThan(0);

    const res = await refund(paid.id, 2500, undefined, 'Customer changed their mind');
    expect(res.statusCode, res.body).not.toBe(500);
    expect([200, 422]).toContain(res.statusCode);
    if (res.statusCode === 422) expect422Shape(res, 'failed refund');

    const after = await settled(bo, paid.id);
    expect(after.status, JSON.stringify(after)).toBe('paid');
    expect(after.refunded_minor).toBe(0);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ amount_minor: 2500, status: 'failed' });
    // The seller sees the same.
    const sales = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales?per_page=100', rita)).data;
    expect(sales.find((s) => s.id === paid.id)).toMatchObject({ status: 'paid', refunded_minor: 0 });
    // The buyer still owns it.
    const owned = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?owned=true&per_page=100', bo)).data;
    expect(owned.map((o) => o.id)).toContain(paid.id);
    // The creator's money is as it was.
    expect(await balancesOf(t.app, rita)).toEqual(before);

    // Refundable again: the second try is made (and refused by the bank again), not refused as not refundable.
    const second = await refund(paid.id, 1000, undefined, 'Trying a partial refund');
    expect(second.statusCode, second.body).not.toBe(500);
    if (second.statusCode === 422) {
      const code = json<Validation>(second).code;
      expect(['commerce.not_refundable', 'commerce.refund_exceeds'], second.body).not.toContain(code);
    }
    const again = await settled(bo, paid.id);
    expect(again).toMatchObject({ status: 'paid', refunded_minor: 0 });
    expect(again.refunds.map((r) => [r.amount_minor, r.status]).sort()).toEqual([
      [1000, 'failed'],
      [2500, 'failed'],
    ]);
    expect(await balancesOf(t.app, rita)).toEqual(before);

    // A failed refund's credit note, if one was issued, can still be downloaded by both parties.
    for (const r of again.refunds) {
      for (const who of [bo, rita]) {
        const pdf = await req(t.app, 'GET', `/api/orders/${paid.id}/receipt?refund=${r.id}`, who);
        expect(pdf.statusCode, `${r.credit_note_number} ${pdf.body.slice(0, 200)}`).toBe(200);
        expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
  });

  it('refunds the bank refuses, retried with one key or sent at once, stay failed, refund nothing and move no money', async () => {
    const program = await paidProgram(t.app, rita.id, 1800, 'USD', 'Refused twice');
    const paid = await buy(t.app, bo, program.id, REFUND_FAILS_CARD);
    const before = await balancesOf(t.app, rita);
    const key = `refund-${randomUUID()}`;
    const first = await refund(paid.id, 1800, key);
    const retry = await refund(paid.id, 1800, key);
    for (const res of [first, retry]) expect(res.statusCode, res.body).not.toBe(500);
    const afterRetry = await settled(bo, paid.id);
    expect(afterRetry.refunds, JSON.stringify(afterRetry.refunds)).toHaveLength(1);
    const together = await Promise.all([refund(paid.id, 900), refund(paid.id, 900), refund(paid.id, 1800)]);
    for (const res of together) expect(res.statusCode, res.body).not.toBe(500);
    const after = await settled(bo, paid.id);
    expect(after).toMatchObject({ status: 'paid', refunded_minor: 0 });
    expect(after.refunds.every((r) => r.status === 'failed')).toBe(true);
    expect(await balancesOf(t.app, rita)).toEqual(before);
    // The buyer can still open the receipt of what they still own.
    const pdf = await req(t.app, 'GET', `/api/orders/${paid.id}/receipt`, bo);
    expect(pdf.statusCode).toBe(200);
  });

  it('an Idempotency-Key reused for another amount or another order never refunds twice nor answers another order', async () => {
    const a = await buy(t.app, cy, (await paidProgram(t.app, rita.id, 2000, 'USD', 'Key A')).id);
    const b = await buy(t.app, cy, (await paidProgram(t.app, rita.id, 2000, 'USD', 'Key B')).id);
    const key = `refund-${randomUUID()}`;
    const first = await refund(a.id, 400, key);
    expect(first.statusCode, first.body).toBe(200);
    const otherAmount = await refund(a.id, 900, key);
    expect(otherAmount.statusCode, otherAmount.body).not.toBe(500);
    expect(expect422Shape(otherAmount, 'key reused, other amount').code).toBe('idempotency.reused');
    expect((await getOrder(t.app, cy, a.id)).refunded_minor).toBe(400);
    const otherOrder = await refund(b.id, 400, key);
    expect(otherOrder.statusCode, otherOrder.body).not.toBe(500);
    if (otherOrder.statusCode === 200) expect(orderOf(otherOrder).id).toBe(b.id);
    else expect(expect422Shape(otherOrder, 'key reused, other order').code).toBe('idempotency.reused');
    expect((await getOrder(t.app, cy, a.id)).refunded_minor).toBe(400);
    expect([0, 400]).toContain((await getOrder(t.app, cy, b.id)).refunded_minor);
  });

  it('two concurrent refunds never return more than was paid', async () => {
    const program = await paidProgram(t.app, rita.id, 1999, 'USD', 'Race');
    const paid = await buy(t.app, cy, program.id);
    const results = await Promise.all([refund(paid.id, 1500), refund(paid.id, 1500)]);
    for (const res of results) expect(res.statusCode, res.body).not.toBe(500);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode !== 200)!;
    expect([409, 422]).toContain(refused.statusCode);
    const after = await settled(cy, paid.id);
    expect(after.refunded_minor).toBe(1500);
    const succeeded = after.refunds.filter((r) => r.status === 'succeeded');
    expect(succeeded.reduce((sum, r) => sum + r.amount_minor, 0)).toBe(1500);

    // Five at once for the whole price: one full refund at most.
    const second = await buy(t.app, cy, (await paidProgram(t.app, rita.id, 1000, 'USD', 'Race 2')).id);
    const five = await Promise.all(Array.from({ length: 5 }, () => refund(second.id, 1000)));
    for (const res of five) expect(res.statusCode, res.body).not.toBe(500);
    const done = await settled(cy, second.id);
    expect(done.refunded_minor).toBe(1000);
    expect(done.status).toBe('refunded');
    expect(done.refunds.filter((r) => r.status === 'succeeded')).toHaveLength(1);
    for (const b of await balancesOf(t.app, rita)) expect(b.pending_minor).toBeGreaterThanOrEqual(0);
  });

  it('a retried refund with the same Idempotency-Key refunds once', async () => {
    const program = await paidProgram(t.app, rita.id, 3000, 'USD', 'Retry');
    const paid = await buy(t.app, cy, program.id);
    const key = `refund-${randomUUID()}`;
    const first = await refund(paid.id, 500, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await refund(paid.id, 500, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(orderOf(retry).refunded_minor).toBe(500);
    // Concurrent retries with one key.
    const key2 = `refund-${randomUUID()}`;
    const both = await Promise.all([refund(paid.id, 700, key2), refund(paid.id, 700, key2)]);
    for (const res of both) expect(res.statusCode, res.body).not.toBe(500);
    const after = await settled(cy, paid.id);
    expect(after.refunded_minor).toBe(1200);
    expect(after.refunds.map((r) => r.amount_minor).sort()).toEqual([500, 700]);
    // Another key is another refund.
    expect((await refund(paid.id, 500, `refund-${randomUUID()}`)).statusCode).toBe(200);
    expect((await getOrder(t.app, cy, paid.id)).refunded_minor).toBe(1700);
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('donations', () => {
  let t: TestApp;
  let gia: Person; // creator receiving donations
  let hal: Person; // another creator
  let dot: Person; // donor
  let ned: Person; // a user who is not a creator

  beforeAll(async () => {
    t = await createTestApp();
    gia = await creator(t.app, 'Gia Creator');
    hal = await creator(t.app, 'Hal Creator');
    dot = await plainUser(t.app, 'Dot Donor');
    ned = await plainUser(t.app, 'Ned User');
  });
  afterAll(() => t.close());

  const donate = (who: Person, body: Record<string, unknown>) =>
    order(t.app, who.token, { item_type: 'donation', currency: 'USD', ...body });

  it('to the platform, amounts below the minimum or above the maximum get a clear 422 on amount_minor; the bounds pass', async () => {
    for (const low of [99, 50, 0, -1]) {
      expectFieldCode(await donate(dot, { amount_minor: low }), 'amount_minor', 'commerce.donation_min');
    }
    for (const high of [1_000_001, 99_999_999]) {
      expectFieldCode(await donate(dot, { amount_minor: high }), 'amount_minor', 'commerce.donation_max');
    }
    for (const wrong of ['100', [100], { amount: 100 }, true]) {
      expect422Shape(await donate(dot, { amount_minor: wrong }), JSON.stringify(wrong));
    }
    for (const ok of [100, 1_000_000]) {
      const res = await donate(dot, { amount_minor: ok });
      expect(res.statusCode, res.body).toBe(201);
      expect(orderOf(res)).toMatchObject({ amount_minor: ok, seller: null });
      expect((await req(t.app, 'POST', `/api/orders/${orderOf(res).id}/cancel`, dot)).statusCode).toBe(200);
    }
  });

  it('refuses donations to a non-creator, an unknown id, a malformed id, oneself, and a program id', async () => {
    for (const res of [
      await donate(dot, { item_id: ned.id, amount_minor: 500 }),
      await donate(dot, { item_id: randomUUID(), amount_minor: 500 }),
    ]) {
      expect([404, 422]).toContain(res.statusCode);
      if (res.statusCode === 404) expect(json(res)).toEqual(NOT_FOUND_BODY);
    }
    // A plain user to themselves: not a creator, and themselves.
    expect([404, 422]).toContain((await donate(ned, { item_id: ned.id, amount_minor: 500 })).statusCode);
    expectFieldCode(await donate(gia, { item_id: gia.id, amount_minor: 500 }), 'item_id', 'commerce.own_item');
    expect([404, 422]).toContain((await donate(dot, { item_id: 'gia', amount_minor: 500 })).statusCode);
    const program = await paidProgram(t.app, gia.id, 1500, 'USD', 'Not a person');
    expect([404, 422]).toContain((await donate(dot, { item_id: program.id, amount_minor: 500 })).statusCode);
    // None of these left an order behind.
    const mine = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?per_page=100', ned)).data;
    expect(mine).toEqual([]);
  });

  it('answers the amount the server computed: extra fields cannot change the amount, the seller, the buyer or the state', async () => {
    await req(t.app, 'POST', '/api/creator/discount-codes', gia, { code: 'HALFOFF', kind: 'percent', percent_off: 50 });
    const res = await donate(dot, {
      item_id: gia.id,
      amount_minor: 2500,
      subtotal_minor: 1,
      discount_minor: 2499,
      refunded_minor: 2500,
      status: 'paid',
      type: 'payment',
      seller: { id: hal.id, name: 'Hal Creator', username: null },
      seller_id: hal.id,
      buyer: { id: ned.id, name: 'Ned User', username: null },
      buyer_id: ned.id,
      paid_at: new Date().toISOString(),
      receipt_number: 'R-0001',
      price_minor: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(orderOf(res)).toMatchObject({
      item_type: 'donation',
      item_id: gia.id,
      seller: { id: gia.id },
      buyer: { id: dot.id },
      status: 'pending',
      currency: 'USD',
      subtotal_minor: 2500,
      discount_minor: 0,
      amount_minor: 2500,
      refunded_minor: 0,
      paid_at: null,
      receipt_number: null,
    });
    // The card is charged what the order says.
    const paid = await pay(t.app, dot.token, orderOf(res).id, await card(t.app, dot.token));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(orderOf(paid)).toMatchObject({ status: 'paid', amount_minor: 2500, refunded_minor: 0 });

    // A discount code is no way to donate less than the donor chose to (refused, or ignored).
    const coded = await donate(dot, { item_id: gia.id, amount_minor: 2000, discount_code: 'HALFOFF' });
    expect([201, 422]).toContain(coded.statusCode);
    if (coded.statusCode === 201) {
      expect(orderOf(coded)).toMatchObject({ amount_minor: 2000, discount_minor: 0 });
      await req(t.app, 'POST', `/api/orders/${orderOf(coded).id}/cancel`, dot);
    }
  });

  it('a paid donation appears in the donor’s payments and in the creator’s sales and balance, nowhere else', async () => {
    const before = (await balancesOf(t.app, gia)).find((b) => b.currency === 'EUR')?.pending_minor ?? 0;
    const toGia = await newOrder(t.app, dot, {
      item_type: 'donation',
      item_id: gia.id,
      amount_minor: 4200,
      currency: 'EUR',
      message: 'For the next program',
    });
    expect((await pay(t.app, dot.token, toGia.id, await card(t.app, dot.token))).statusCode).toBe(200);
    const toPlatform = await newOrder(t.app, dot, { item_type: 'donation', amount_minor: 777, currency: 'EUR' });
    expect((await pay(t.app, dot.token, toPlatform.id, await card(t.app, dot.token))).statusCode).toBe(200);

    const mine = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?per_page=100', dot)).data;
    expect(mine.find((o) => o.id === toGia.id)).toMatchObject({
      status: 'paid',
      amount_minor: 4200,
      currency: 'EUR',
      seller: { id: gia.id },
      message: 'For the next program',
    });
    expect(mine.find((o) => o.id === toPlatform.id)).toMatchObject({ status: 'paid', amount_minor: 777, seller: null });

    const giaSales = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales?per_page=100', gia)).data;
    expect(giaSales.find((s) => s.id === toGia.id)).toMatchObject({
      item_type: 'donation',
      status: 'paid',
      amount_minor: 4200,
      buyer: { id: dot.id },
    });
    expect(giaSales.map((s) => s.id)).not.toContain(toPlatform.id);
    const halSales = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales?per_page=100', hal)).data;
    expect(halSales.map((s) => s.id)).not.toContain(toGia.id);
    expect(halSales.map((s) => s.id)).not.toContain(toPlatform.id);
    // The creator is owed something of it, and less than all of it (fees).
    const after = (await balancesOf(t.app, gia)).find((b) => b.currency === 'EUR')!.pending_minor;
    expect(after - before).toBeGreaterThan(0);
    expect(after - before).toBeLessThanOrEqual(4200);
    // Another user cannot read the donation.
    expect404(await req(t.app, 'GET', `/api/orders/${toGia.id}`, ned));
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('receipts', () => {
  let t: TestApp;
  let sam: Person; // seller
  let tia: Person; // another creator
  let bea: Person; // buyer
  let ola: Person; // someone else
  let sold: TOrder;
  let donation: TOrder;

  beforeAll(async () => {
    t = await createTestApp();
    sam = await creator(t.app, 'Sam Seller');
    tia = await creator(t.app, 'Tia Creator');
    bea = await plainUser(t.app, 'Bea Buyer');
    ola = await plainUser(t.app, 'Ola Other');
    sold = await buy(t.app, bea, (await paidProgram(t.app, sam.id, 4500, 'USD', 'Receipt me')).id);
    donation = await newOrder(t.app, bea, { item_type: 'donation', amount_minor: 300, currency: 'USD' });
    expect((await pay(t.app, bea.token, donation.id, await card(t.app, bea.token))).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const receipt = (who: Person | undefined, id: string, query = '') =>
    req(t.app, 'GET', `/api/orders/${id}/receipt${query}`, who);
  const expectPdf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(500);
  };

  it('the buyer and the seller download a PDF; anyone else gets 404, a guest 401', async () => {
    expect(sold.receipt_number).not.toBeNull();
    expectPdf(await receipt(bea, sold.id));
    expectPdf(await receipt(sam, sold.id));
    expectPdf(await receipt(bea, sold.id, '?lang=ar'));
    expect404(await receipt(ola, sold.id));
    expect404(await receipt(tia, sold.id));
    expect((await receipt(undefined, sold.id)).statusCode).toBe(401);
    expect404(await receipt(bea, randomUUID()));
    expect404(await receipt(bea, 'not-an-id'));
  });

  it('a donation to a creator: the donor and the creator download its receipt, another creator 404', async () => {
    const gift = await newOrder(t.app, bea, {
      item_type: 'donation',
      item_id: sam.id,
      amount_minor: 1500,
      currency: 'USD',
    });
    expect((await pay(t.app, bea.token, gift.id, await card(t.app, bea.token))).statusCode).toBe(200);
    expectPdf(await receipt(bea, gift.id));
    expectPdf(await receipt(sam, gift.id));
    for (const who of [tia, ola]) expect404(await receipt(who, gift.id));
  });

  it('a platform donation’s receipt is the donor’s alone', async () => {
    expectPdf(await receipt(bea, donation.id));
    for (const who of [sam, tia, ola]) expect404(await receipt(who, donation.id));
  });

  it('a credit note is for the order’s own refunds only, and a bad query never answers 500', async () => {
    const res = await req(t.app, 'POST', `/api/creator/sales/${sold.id}/refund`, sam, {
      amount_minor: 500,
      reason: 'Partial refund',
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = orderOf(res).refunds[0]!;
    expectPdf(await receipt(bea, sold.id, `?refund=${r.id}`));
    expectPdf(await receipt(sam, sold.id, `?refund=${r.id}`));
    expect404(await receipt(ola, sold.id, `?refund=${r.id}`));
    // That refund does not belong to the donation.
    expect404(await receipt(bea, donation.id, `?refund=${r.id}`));
    expect404(await receipt(bea, sold.id, `?refund=${randomUUID()}`));
    for (const query of ['?lang=fr', '?lang=', '?refund=x', '?refund=%00', '?lang=EN']) {
      const bad = await receipt(bea, sold.id, query);
      expect(bad.statusCode, `${query} ${bad.body.slice(0, 200)}`).not.toBe(500);
      expect([404, 422], query).toContain(bad.statusCode);
    }
  });

  it('after a full refund the receipt and both credit notes stay downloadable by both parties', async () => {
    const order2 = await buy(t.app, bea, (await paidProgram(t.app, sam.id, 1200, 'USD', 'Refund all')).id);
    for (const amount_minor of [200, 1000]) {
      const res = await req(t.app, 'POST', `/api/creator/sales/${order2.id}/refund`, sam, {
        amount_minor,
        reason: 'Refund in two parts',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refunded = await getOrder(t.app, bea, order2.id);
    expect(refunded).toMatchObject({ status: 'refunded', refunded_minor: 1200 });
    for (const who of [bea, sam]) {
      expectPdf(await receipt(who, order2.id));
      for (const r of refunded.refunds) expectPdf(await receipt(who, order2.id, `?refund=${r.id}`));
    }
    expect404(await receipt(ola, order2.id));
  });

  it('an order that was never paid has no receipt', async () => {
    const program = await paidProgram(t.app, sam.id, 999, 'USD', 'Unpaid');
    const open = await newOrder(t.app, bea, { item_type: 'program', item_id: program.id });
    const res = await receipt(bea, open.id);
    expect(res.statusCode, res.body).not.toBe(500);
    expect([404, 422]).toContain(res.statusCode);
  });
});

// ---------------------------------------------------------------------------------------------------------------------

describe('orders list paging', () => {
  let t: TestApp;
  let vic: Person; // creator
  let wes: Person; // buyer
  let xia: Person; // another buyer
  const wesOrders: string[] = [];
  const xiaOrders: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    vic = await creator(t.app, 'Vic Creator');
    wes = await plainUser(t.app, 'Wes Buyer');
    xia = await plainUser(t.app, 'Xia Buyer');
    for (let i = 0; i < 3; i++) {
      wesOrders.push((await buy(t.app, wes, (await paidProgram(t.app, vic.id, 1000 + i, 'USD', `W${i}`)).id)).id);
      xiaOrders.push((await buy(t.app, xia, (await paidProgram(t.app, vic.id, 2000 + i, 'USD', `X${i}`)).id)).id);
    }
    xiaOrders.push((await newOrder(t.app, xia, { item_type: 'donation', amount_minor: 150, currency: 'USD' })).id);
  });
  afterAll(() => t.close());

  it('per_page above the maximum, negative or absurd page numbers answer 422, never 500', async () => {
    for (const query of [
      'per_page=101',
      'per_page=1000',
      'per_page=-20',
      'per_page=Infinity',
      'per_page=NaN',
      'per_page=1e400',
      'page=-1',
      'page=-99999999999',
      'page=100001',
      'page=99999999999999999999999',
      'page=1%00',
      'page=%F0%9F%92%B8',
      'owned=maybe',
      'owned=TRUE',
    ]) {
      const res = await req(t.app, 'GET', `/api/orders?${query}`, wes);
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).not.toBe(500);
      expect422Shape(res, query);
    }
    // Repeated parameters are either refused or read as one; never an error of the server.
    for (const query of [
      'per_page=1&per_page=2',
      'page=0x10',
      'per_page=1e1',
      'page[]=1',
      'page[a]=1',
      'per_page=',
      'page= ',
    ]) {
      const res = await req(t.app, 'GET', `/api/orders?${query}`, wes);
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).not.toBe(500);
      expect([200, 422]).toContain(res.statusCode);
      if (res.statusCode === 422) expect422Shape(res, query);
    }
  });

  it('the creator’s sales list: bad status filters and paging answer 422, and it holds only the creator’s sales', async () => {
    for (const query of ['status=bogus', 'status=PAID', 'status=', 'per_page=500', 'page=-2', 'per_page=0']) {
      const res = await req(t.app, 'GET', `/api/creator/sales?${query}`, vic);
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).not.toBe(500);
      expect422Shape(res, query);
    }
    const sales = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/creator/sales?status=paid&per_page=100', vic));
    expect(sales.data.map((o) => o.id).sort()).toEqual([...wesOrders, ...xiaOrders.slice(0, 3)].sort());
    expect((await req(t.app, 'GET', '/api/creator/sales', wes)).statusCode).toBe(403);
  });

  it('one buyer never sees another buyer’s orders, on any page', async () => {
    const seen: TOrder[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await req(t.app, 'GET', `/api/orders?per_page=1&page=${page}`, wes);
      expect(res.statusCode, res.body).toBe(200);
      const body = json<Paged<TOrder>>(res);
      expect(body.meta.total).toBe(3);
      seen.push(...body.data);
    }
    expect(seen.map((o) => o.id).sort()).toEqual([...wesOrders].sort());
    expect(seen.every((o) => o.buyer.id === wes.id)).toBe(true);
    const owned = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?owned=true&per_page=100', wes));
    expect(owned.data.map((o) => o.id).sort()).toEqual([...wesOrders].sort());
    const xias = json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders?per_page=100', xia));
    expect(xias.meta.total).toBe(4);
    expect(xias.data.map((o) => o.id).sort()).toEqual([...xiaOrders].sort());
    for (const id of xiaOrders) expect404(await req(t.app, 'GET', `/api/orders/${id}`, wes));
    // The seller's own buyer list is not theirs either: as a buyer, Vic has no orders.
    expect(json<Paged<TOrder>>(await req(t.app, 'GET', '/api/orders', vic)).meta.total).toBe(0);
    expect((await req(t.app, 'GET', '/api/orders')).statusCode).toBe(401);
  });
});
