import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, EXPERT, login } from './fixtures.ts';

type Row = Record<string, unknown> & { id: string };

/** Signs in through the API and answers a request context that sends the account's bearer token. */
async function apiAs(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
  who: { email: string; password: string },
): Promise<APIRequestContext> {
  const anonymous = await playwright.request.newContext({ baseURL });
  const response = await anonymous.post('/api/login', { data: who });
  expect(response.status(), await response.text()).toBe(200);
  const { accessToken } = ((await response.json()) as { data: { accessToken: string } }).data;
  await anonymous.dispose();
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` } });
}

async function send<T = Row>(api: APIRequestContext, method: 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await api[method](path, data === undefined ? {} : { data });
  expect([200, 201], `${method} ${path}: ${await response.text()}`).toContain(response.status());
  return ((await response.json()) as { data: T }).data;
}

function node(id: string, type: string, parentId: string | null, data: Record<string, unknown> = {}) {
  return { id, parentId, data: { name: `${type} ${id}`, type, ...data }, position: { x: 0, y: 0 } };
}

/**
 * The demo expert builds and publishes, through the API, a protocol whose one step is an order of $15.00 of `type`,
 * and the demo follower enters it by its invitation: the order step gives them a task with an order.
 */
async function orderStepFor(
  playwright: Parameters<typeof apiAs>[0],
  baseURL: string,
  type: 'payment' | 'confirmation',
): Promise<string> {
  const stamp = Date.now().toString(36);
  const itemName = `Lab test kit ${type} ${stamp}`;
  const expert = await apiAs(playwright, baseURL, EXPERT);
  const protocol = await send(expert, 'post', '/api/creator/protocols', { name: `Home lab ${stamp}` });
  const base = `/api/creator/protocols/${protocol.id}`;
  const item = await send(expert, 'post', `${base}/items/order`, {
    name: itemName,
    data: { amount_minor: 1500, currency: 'USD', type },
  });
  await send(expert, 'put', `${base}/graph`, {
    nodes: [
      node('start', 'population', null),
      node('buy', 'order', 'start', {
        selectedItemId: item.id,
        rules: { jumpRule: { target: 'declined', targetSuccess: 'paid' } },
      }),
      node('paid', 'finish', 'buy'),
      node('declined', 'finish', 'buy'),
    ],
  });
  await send(expert, 'post', `${base}/publish`);
  const invitation = await send<{ token: string }>(expert, 'post', `${base}/invitations`, { audience: 'link' });
  await expert.dispose();
  const follower = await apiAs(playwright, baseURL, DEMO);
  await send(follower, 'post', `/api/protocol-invitations/${invitation.token}/accept`);
  await follower.dispose();
  return itemName;
}

/** Pays the open checkout dialog with a new 4242 card. */
async function payWithNewCard(page: Page, itemName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByText(itemName)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Discount code' })).toHaveCount(0);
  const saved = dialog.getByRole('radio', { name: 'A new card' });
  if (await saved.isVisible()) await saved.check();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
  await dialog.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await dialog.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(dialog).toBeHidden();
}

test('a protocol’s order step waits for a real payment: no Done, Pay with a card, and the run moves on', async ({
  page,
  playwright,
  baseURL,
}) => {
  const itemName = await orderStepFor(playwright, baseURL!, 'payment');

  await login(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-tasks');
  const card = page.getByRole('article').filter({ hasText: itemName });
  await expect(card).toBeVisible();
  // Finishing by hand is no payment: the card offers the order, not Done.
  await expect(card.getByRole('button', { name: 'Done', exact: true })).toHaveCount(0);
  await card.getByRole('link', { name: itemName }).click();

  await expect(page.getByRole('heading', { name: itemName, level: 1 })).toBeVisible();
  await expect(page.getByText('Waiting for payment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Skip and decline the order' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $15.00' }).click();

  await payWithNewCard(page, itemName);

  // The server finishes the task a moment later; the page asks again until it has.
  await expect(page.getByText(/^Done on /)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('This order is paid.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to my tasks' }).click();
  await expect(page.getByRole('article').filter({ hasText: itemName })).toHaveCount(0);
});

test('an order the seller confirms first: the follower waits, the creator confirms in the studio, then it is paid', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const itemName = await orderStepFor(playwright, baseURL!, 'confirmation');

  await login(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/my-tasks');
  await page.getByRole('article').filter({ hasText: itemName }).getByRole('link', { name: itemName }).click();
  await expect(page.getByRole('heading', { name: itemName, level: 1 })).toBeVisible();
  await expect(page.getByText(/The seller confirms this order first/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  // The creator answers it in the studio's sales, in their own browser.
  const studio = await browser.newContext({ baseURL });
  const creatorPage = await studio.newPage();
  await login(creatorPage, EXPERT.email, EXPERT.password);
  await expect(creatorPage).not.toHaveURL(/\/login/);
  await creatorPage.goto('/creator/sales');
  await creatorPage.getByRole('button', { name: new RegExp(`^Confirm: .*${itemName}`) }).click();
  await expect(creatorPage.getByRole('button', { name: new RegExp(`^Confirm: .*${itemName}`) })).toHaveCount(0);
  await studio.close();

  await page.reload();
  await page.getByRole('button', { name: 'Pay $15.00' }).click();
  await payWithNewCard(page, itemName);
  await expect(page.getByText(/^Done on /)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('This order is paid.')).toBeVisible();
});
