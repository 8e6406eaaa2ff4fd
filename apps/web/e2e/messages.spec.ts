import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, login } from './fixtures.ts';

/**
 * Messaging between two people, each in their own browser context (own cookies, own socket), and the live
 * notification a message produces. The e2e server runs with a short presence grace period (scripts/e2e-server.ts),
 * so a person who leaves shows as offline within a couple of seconds.
 */
const FOLLOWER = { ...DEMO, name: 'Fatima Follower' };
const EXPERT = { email: 'expert@demo.test', password: DEMO.password, name: 'Elias Expert' };
const CREATOR = { email: 'lena.hartmann@creators.demo.test', password: DEMO.password, name: 'Dr. Lena Hartmann' };

/** A signed-in page in a browser context of its own. */
async function signedIn(browser: Browser, person: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, person.email, person.password);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

/** From /messages: the new-chat modal, search the person, pick them, start the direct chat. */
async function startChatWith(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New chat' }).click();
  const modal = page.getByRole('dialog', { name: 'New chat' });
  await modal.getByRole('textbox', { name: 'Search people' }).fill(name.split(' ')[0] ?? name);
  await modal.getByRole('checkbox', { name: new RegExp(name) }).click();
  await modal.getByRole('button', { name: 'Start chat' }).click();
  await expect(page).toHaveURL(/\/messages\/chat\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
}

/** The navbar's messages link; its name carries the unread count ("Messages: 1 unread" or "Messages"). */
const messagesBadge = (page: Page) => page.getByTestId('messages-badge');
/** The navbar bell; its name carries the unread count ("Notifications, 2 unread" / "Notifications, none unread"). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

test('a message arrives live, is read with a receipt, and the sender going away shows as offline', async ({
  browser,
}) => {
  const expert = await signedIn(browser, EXPERT);
  await expert.goto('/messages');
  await expect(messagesBadge(expert)).toHaveAccessibleName('Messages');

  const follower = await signedIn(browser, FOLLOWER);
  await follower.goto('/messages');
  await startChatWith(follower, EXPERT.name);
  const text = `Hello Elias, a question about week 2 (${Date.now().toString(36)})`;
  await send(follower, text);

  // The expert, who did not reload, gets the new chat in the sidebar: online, unread, with the preview.
  const chats = expert.getByRole('region', { name: 'Your chats' });
  const chat = chats.getByRole('link', { name: new RegExp(FOLLOWER.name) });
  await expect(chat).toBeVisible();
  await expect(chat).toContainText(text);
  await expect(chat).toHaveAccessibleName(/\bonline, 1 unread message\b/);
  await expect(messagesBadge(expert)).toHaveAccessibleName('Messages: 1 unread');

  // Opening it reads it: the badge clears, the follower is shown online, and the follower sees "Seen".
  await chat.click();
  await expect(expert.getByRole('log', { name: `Messages with ${FOLLOWER.name}` }).getByText(text)).toBeVisible();
  await expect(expert.getByTestId('chat-presence')).toHaveText('Online');
  await expect(messagesBadge(expert)).toHaveAccessibleName('Messages');
  await expect(chat).not.toHaveAccessibleName(/unread/);
  const sent = follower.getByTestId('chat-message').filter({ hasText: text });
  await expect(sent.getByTestId('read-receipt')).toHaveText(/Seen/);

  // The follower closes the browser: after the grace period the expert sees them offline, in the chat and the list.
  await follower.context().close();
  await expect(expert.getByTestId('chat-presence')).toHaveText('Offline');
  await expect(chat).toHaveAccessibleName(/\boffline\b/);
  await expect(
    expert.getByRole('complementary', { name: 'Participants' }).getByTestId('participant').filter({
      hasText: FOLLOWER.name,
    }),
  ).toHaveAttribute('data-online', 'false');
  await expert.context().close();
});

test('a new message rings the bell live; opening the notification reads it and the counter drops', async ({
  browser,
}) => {
  const expert = await signedIn(browser, EXPERT);
  await expect(bell(expert)).toBeVisible();
  const before = Number(/(\d+) unread/.exec((await bell(expert).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  const creator = await signedIn(browser, CREATOR);
  await creator.goto('/messages');
  await startChatWith(creator, EXPERT.name);
  const text = `Could we swap Tuesday's session? (${Date.now().toString(36)})`;
  await send(creator, text);

  // The expert's bell counts it without a reload, and the dropdown lists it first, unread.
  await expect(bell(expert)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await expect(expert.getByTestId('notification-count')).toHaveText(String(before + 1));
  await bell(expert).click();
  const dropdown = expert.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown).toBeVisible();
  const item = dropdown.getByRole('link', { name: new RegExp(`Unread: ${CREATOR.name} wrote to you`) });
  await expect(item).toContainText(text);

  // Opening it leads to the chat and marks it read: the counter drops back.
  await item.click();
  await expect(expert).toHaveURL(/\/messages\/chat\/[^/]+$/);
  await expect(expert.getByRole('log', { name: `Messages with ${CREATOR.name}` }).getByText(text)).toBeVisible();
  await expect(bell(expert)).toHaveAccessibleName(
    before === 0 ? 'Notifications, none unread' : `Notifications, ${before} unread`,
  );
  if (before === 0) await expect(expert.getByTestId('notification-count')).toBeHidden();
  await creator.context().close();
  await expert.context().close();
});
