import { expect, test, type Locator, type Page } from '@playwright/test';
import { EXPERT, login, registerVerified, uniqueEmail } from './fixtures.ts';

/**
 * A 576 px phone (SPEC 9's narrowest breakpoint), decision 087: a studio table keeps its key columns on screen and its
 * scrolling region is reachable by keyboard; in a chat, in both directions, the app bar's account button stays clear
 * of the chat's header, and the messages are a list.
 */
const PHONE = { width: 576, height: 900 };
test.use({ viewport: PHONE });
// It makes an account and a chat through the API and signs in: a minute is tight on a loaded machine.
test.setTimeout(90_000);

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('on a phone, a studio table keeps its key columns and a chat keeps its header clear', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Someone the expert writes to: a fresh account, so no seeded person gets an unread message.
  const api = await playwright.request.newContext({ baseURL });
  const other = { name: 'Bea Phone', email: uniqueEmail('phone') };
  const otherId = await registerVerified(api, other.name, other.email, 'a phone of my own');
  const signedIn = await api.post('/api/login', { data: EXPERT });
  const { accessToken } = ((await signedIn.json()) as { data: { accessToken: string } }).data;
  const asExpert = { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } };
  const opened = await api.post('/api/chat/rooms/direct', { ...asExpert, data: { user_id: otherId } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const room = ((await opened.json()) as { data: { id: string } }).data.id;
  for (const body of ['Welcome, Bea.', 'Your first week starts on Monday.']) {
    const sent = await api.post(`/api/chat/rooms/${room}/messages`, { ...asExpert, data: { body } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await api.dispose();

  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).toHaveURL(/\/home$/);

  // The studio's programs: title and actions on screen, the secondary columns left out, nothing wider than the phone.
  await page.goto('/creator/programs');
  const table = page.getByRole('region', { name: 'My programs' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('link').first()).toBeInViewport({ ratio: 1 });
  await expect(firstRow.getByRole('button', { name: /^Actions for / })).toBeInViewport({ ratio: 1 });
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeInViewport({ ratio: 1 });
  await expect(table.getByRole('columnheader', { name: 'Followers' })).toBeHidden();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // The keyboard reaches the table's region right after the status filter, and scrolls it when it is wider.
  await page.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('Tab');
  await expect(table).toBeFocused();
  const scrolls = await table.evaluate((region) => region.scrollWidth > region.clientWidth);
  if (scrolls) {
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  }

  // The chat, left to right and right to left: the account button on screen and clear of the chat's header.
  const account = page.getByRole('button').filter({ has: page.getByTestId('account-avatar') });
  const chatHeader = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: other.name }) });
  for (const language of ['en', 'ar']) {
    await page.evaluate((lang) => localStorage.setItem('ito_language', lang), language);
    await page.goto(`/messages/chat/${room}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(chatHeader).toBeVisible();
    await expect(account).toBeInViewport({ ratio: 1 });
    const [accountBox, headerBox] = [await boxOf(account), await boxOf(chatHeader)];
    expect(overlaps(accountBox, headerBox), `${language}: ${JSON.stringify({ accountBox, headerBox })}`).toBe(false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The messages are items of a list inside the live log.
    await expect(page.getByRole('log').getByRole('list').getByRole('listitem')).toHaveCount(2);
  }
});
