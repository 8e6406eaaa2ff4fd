import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../server/src/test/fake-stripe.ts';
import { DEMO, login } from './fixtures.ts';
import { serverPort } from './ports.ts';

/**
 * The checkout with Stripe configured, in a browser, offline (decision 079): a server of its own whose Stripe is the
 * fake REST server (which also posts its signed webhooks to it), and a stand-in Stripe.js answering for js.stripe.com
 * and api.stripe.com. The app's content security policy, its lazy chunk, the Payment Element's frame, the publishable
 * key and the bank's page all run as they would against Stripe.
 */
const PORT = Number(process.env.E2E_STRIPE_PORT ?? serverPort() + 2);
const BASE = `http://localhost:${PORT}`;
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
test.use({ baseURL: BASE });

const CARDS = { declined: '4000000000000002', confirm: '4000002500003155', visa: '4242424242424242' };

let server: ChildProcess;
let fake: FakeStripe;

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not start`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeStripe();
  fake.deliverEvents(`${BASE}/api/payments/webhook/stripe`);
  server = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_API_BASE: fake.url,
    },
    stdio: 'ignore',
  });
  await waitForHealth(BASE);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

/** js.stripe.com answers with the stand-in Stripe.js and its card frame; api.stripe.com is the fake REST server. */
async function routeStripe(context: BrowserContext): Promise<void> {
  const file = (name: string) => readFile(path.join(import.meta.dirname, name), 'utf8');
  const [stripeJs, frameJs] = await Promise.all([file('fake-stripe-js.js'), file('fake-stripe-element-frame.js')]);
  const frameHtml =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment Element</title></head>' +
    '<body><script src="/fake/payment-element-frame.js"></script></body></html>';
  const js = { status: 200, contentType: 'text/javascript' };
  await context.route('https://js.stripe.com/**', (route) => {
    const { pathname } = new URL(route.request().url());
    // The release train in the path is @stripe/stripe-js's (`/endive/stripe.js` for version 10); any train is served.
    if (/^\/(v3|[a-z]+)\/stripe\.js$/.test(pathname)) return route.fulfill({ ...js, body: stripeJs });
    if (pathname === '/fake/payment-element-frame.js') return route.fulfill({ ...js, body: frameJs });
    if (pathname === '/fake/payment-element-frame.html')
      return route.fulfill({ status: 200, contentType: 'text/html', body: frameHtml });
    return route.fulfill({ status: 404, body: `No ${pathname} in the stand-in Stripe.js` });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fake.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** Every request the page (and its frames) sent to our own server, with its body. */
function recordOwnRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(BASE)) seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  return seen;
}

type Program = { id: string; title: string; creator: { username: string | null } | null };

/** Two seeded paid programs the demo follower has not bought (this server's database is its own). */
async function paidPrograms(page: Page): Promise<[Program, Program]> {
  const response = await page.request.get('/api/catalogue/programs?access=paid&order=newest&per_page=50');
  expect(response.status(), await response.text()).toBe(200);
  const programs = ((await response.json()) as { data: Program[] }).data.filter((p) => p.creator?.username);
  if (programs.length < 2) throw new Error('The seeded catalogue has fewer than two paid programs');
  return [programs[0]!, programs[1]!];
}

async function openCheckout(page: Page, program: Program) {
  await page.goto(`/program/${program.id}`);
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  const card = dialog.frameLocator('iframe[title="Secure payment input frame"]');
  await expect(card.getByLabel('Card number')).toBeVisible();
  return { dialog, card, pay: dialog.getByRole('button', { name: /^Pay / }) };
}

async function typeCard(card: ReturnType<Page['frameLocator']>, number: string) {
  await card.getByLabel('Card number').fill(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await card.getByLabel('Expiration date').fill('12 / 34');
  await card.getByLabel('Security code').fill('123');
}

const intentsWithCard = (last4: string) =>
  [...fake.objects.values()].filter(
    (o) =>
      o.object === 'payment_intent' &&
      (fake.objects.get(o.payment_method as string)?.card as { last4?: string } | undefined)?.last4 === last4,
  );

test('a buyer pays through the Payment Element: a decline says why and charges nothing, the bank confirms 3155, 4242 grants the program and is kept, and no card number reaches our server', async ({
  page,
}) => {
  // Three payments through two checkouts and the bank's page: about 45 s on the 2-core machine under load.
  test.setTimeout(120_000);
  await routeStripe(page.context());
  const ownRequests = recordOwnRequests(page);
  const [first, second] = await paidPrograms(page);
  await login(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);

  // A declined card: Stripe.js made the payment method, the server's charge was declined, nothing was charged.
  const firstCheckout = await openCheckout(page, first);
  await typeCard(firstCheckout.card, CARDS.declined);
  await firstCheckout.pay.click();
  await expect(
    firstCheckout.dialog.getByText('Your card was declined. Nothing was charged; try another card.'),
  ).toBeVisible();
  const [declined] = intentsWithCard('0002');
  expect(declined?.status).toBe('requires_payment_method');
  expect(
    [...fake.objects.values()].some((o) => o.object === 'charge' && o.payment_intent === declined!.id && o.paid),
  ).toBe(false);

  // A card whose bank asks for a confirmation: Stripe.js reads the intent with its client secret and goes to the
  // bank's page; approved, the buyer is back on our page and Stripe's webhook settles the order.
  await typeCard(firstCheckout.card, CARDS.confirm);
  await firstCheckout.pay.click();
  await expect(page.getByRole('heading', { name: '3D Secure test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=.*payment_intent=pi_/);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  const [confirmed] = intentsWithCard('3155');
  expect(confirmed?.status).toBe('succeeded');
  // Stripe.js's handleNextAction read it in the browser with the publishable key and the server's client secret.
  const reads = fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${confirmed!.id}`);
  expect(
    reads.some((r) => r.query.key === fake.publishableKey && r.query.client_secret === confirmed!.client_secret),
  ).toBe(true);

  // 4242 is paid at once and the program is the buyer's.
  const secondCheckout = await openCheckout(page, second);
  await typeCard(secondCheckout.card, CARDS.visa);
  await secondCheckout.dialog.getByRole('checkbox', { name: 'Save this card for next time' }).check();
  await secondCheckout.pay.click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByText('Payment received')).toBeVisible();
  await page.goto('/settings/purchased-items');
  await expect(page.getByRole('link', { name: first.title })).toBeVisible();
  await expect(page.getByRole('link', { name: second.title })).toBeVisible();
  // The card it asked to keep is saved (after the payment, in the background), for the customer Stripe charged.
  await expect(async () => {
    await page.goto('/settings/payment-method');
    await expect(page.getByText('visa ending in 4242')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // The card went from Stripe's frame to Stripe with the publishable key; our server saw payment method ids only.
  const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_methods');
  expect(created.map((r) => [r.status, r.body.key, (r.body.card as { number: string }).number])).toEqual([
    [200, fake.publishableKey, CARDS.declined],
    [200, fake.publishableKey, CARDS.confirm],
    [200, fake.publishableKey, CARDS.visa],
  ]);
  const pays = ownRequests.filter((r) => /^POST \S+\/api\/orders\/[^/]+\/pay /.test(r));
  expect(pays).toHaveLength(3);
  expect(pays.every((r) => r.includes('"pm_'))).toBe(true);
  const numbers = Object.values(CARDS).flatMap((n) => [n, n.replace(/(\d{4})(?=\d)/g, '$1 ')]);
  expect(ownRequests.filter((r) => numbers.some((n) => r.includes(n)))).toEqual([]);
});
