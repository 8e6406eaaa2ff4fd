import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

/**
 * The fake's side of Stripe.js (decision 079): what a publishable key may do, the card checks Stripe makes when a
 * browser sends a card, and the signed events it posts to a webhook endpoint. The browser journey
 * (apps/web/e2e/stripe-element.spec.ts) leans on these.
 */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

/** The parts of an answer these tests read: an object, or an error. */
type StripeAnswer = {
  id: string;
  card: Record<string, unknown>;
  error: { type: string; code: string; message: string };
  next_action: { type: string; redirect_to_url: { url: string } };
};

/** A call as Stripe.js makes it: a form body (or query) carrying `key=pk_...`, no Authorization header. */
async function browserCall(method: 'GET' | 'POST', path: string, fields: Record<string, string>) {
  const form = new URLSearchParams(fields).toString();
  const res = await fetch(`${fake.url}${path}${method === 'GET' ? `?${form}` : ''}`, {
    method,
    ...(method === 'POST' && { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }),
  });
  return {
    status: res.status,
    cors: res.headers.get('access-control-allow-origin'),
    body: (await res.json()) as StripeAnswer,
  };
}

const card = (number: string, extra: Record<string, string> = {}) => ({
  type: 'card',
  'card[number]': number,
  'card[exp_month]': '12',
  'card[exp_year]': '34',
  'card[cvc]': '123',
  key: fake.publishableKey,
  ...extra,
});

describe('the Stripe fake, as Stripe.js reaches it', () => {
  it('makes a payment method of a typed test card, keeping its brand and last four and not its number', async () => {
    const made = await browserCall('POST', '/v1/payment_methods', card('4000002500003155'));
    expect(made).toMatchObject({ status: 200, cors: '*', body: { object: 'payment_method', type: 'card' } });
    expect(made.body.card).toMatchObject({ brand: 'visa', last4: '3155', exp_month: 12, exp_year: 2034 });
    expect(JSON.stringify(fake.objects.get(made.body.id))).not.toContain('4000002500003155');
  });

  it('refuses what Stripe refuses: a wrong check digit, a real card in test mode, another key, a secret-key call', async () => {
    const wrong = await browserCall('POST', '/v1/payment_methods', card('4242424242424241'));
    expect(wrong).toMatchObject({ status: 402, body: { error: { type: 'card_error', code: 'incorrect_number' } } });
    const real = await browserCall('POST', '/v1/payment_methods', card('5105105105105100'));
    expect(real.body.error.message).toContain('non test card');
    const other = await browserCall('POST', '/v1/payment_methods', card('4242424242424242', { key: 'pk_test_other' }));
    expect(other.status).toBe(401);
    const charge = await browserCall('POST', '/v1/payment_intents', {
      amount: '500',
      currency: 'usd',
      key: fake.publishableKey,
    });
    expect(charge.status).toBe(401);
    expect(charge.body.error.message).toContain('publishable API key');
  });

  it('lets the browser read an intent with its client secret only, and shows the bank’s page for it', async () => {
    const stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http' });
    const method = (await browserCall('POST', '/v1/payment_methods', card('4000002500003155'))).body.id;
    const pi = await stripe.paymentIntents.create({
      amount: 1900,
      currency: 'usd',
      payment_method: method,
      confirm: true,
      return_url: 'http://app.example.test/payment/success',
    });
    expect(pi.status).toBe('requires_action');
    const read = await browserCall('GET', `/v1/payment_intents/${pi.id}`, {
      key: fake.publishableKey,
      client_secret: pi.client_secret!,
    });
    expect(read.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    const guessed = await browserCall('GET', `/v1/payment_intents/${pi.id}`, {
      key: fake.publishableKey,
      client_secret: `${pi.id}_secret_guess`,
    });
    expect(guessed.status).toBe(400);
    const page = await fetch(read.body.next_action.redirect_to_url.url);
    expect(await page.text()).toContain('Complete authentication');
  });

  it('posts each event, signed, to the webhook endpoint it is given, in order', async () => {
    const received: string[] = [];
    const endpoint = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        try {
          const signature = String(req.headers['stripe-signature']);
          received.push(Stripe.webhooks.constructEvent(body, signature, fake.webhookSecret).type);
          res.writeHead(200).end();
        } catch {
          received.push('bad signature');
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    fake.deliverEvents(`http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhook`);
    const stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http' });
    await stripe.paymentIntents.create({
      amount: 500,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      return_url: 'http://app.example.test/payment/success',
    });
    await expect
      .poll(() => received)
      .toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded']);
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  });
});
