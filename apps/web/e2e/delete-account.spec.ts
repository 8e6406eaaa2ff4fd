import { expect, test, type BrowserContext } from '@playwright/test';
import { login, openMail, register, uniqueEmail, verifyEmail } from './fixtures.ts';

const PASSWORD = 'correct horse battery';
const SESSION_COOKIE = 'ito_session';

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie!;
}

const tokenIn = (cookie: { value: string }): string =>
  (JSON.parse(decodeURIComponent(cookie.value)) as { token: string }).token;

test('a new member deletes their account: signed out everywhere, the old session is dead, signing in restores it', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('leaving');

  // Sign up and verify, as a person would.
  await register(page, 'Lea Leaving', email, PASSWORD);
  await verifyEmail(page, email);

  // A second device, signed in too.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await login(phonePage, email, PASSWORD);
  await expect(phonePage).toHaveURL(/\/home$/);

  // From the profile page to the deletion screen.
  await page.goto('/my-profile');
  await page.getByRole('link', { name: 'Delete my account…' }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('heading', { name: 'Delete your account', level: 1 })).toBeVisible();
  await expect(page.getByText(/signing in again with your password cancels the deletion/)).toBeVisible();
  const oldCookie = await sessionCookie(page.context());

  // The acknowledgement is required, and a wrong password is refused on its field.
  const submit = page.getByRole('button', { name: 'Delete my account' });
  await page.getByLabel('Your password').fill('not my password');
  await submit.click();
  await expect(page.getByText('Tick the box to confirm that you understand.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I understand that my account will be erased on/ }).check();
  await submit.click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Your password').fill(PASSWORD);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Your account will be deleted', level: 1 })).toBeFocused();
  await expect(page.getByText(/You are now signed out on every device\. We will erase your account on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);

  // The old session is dead: its token is refused, and its cookie put back signs nobody in.
  const refused = await page.request.get('/api/user/get-data', {
    headers: { authorization: `Bearer ${tokenIn(oldCookie)}` },
  });
  expect(refused.status()).toBe(401);
  await page.context().addCookies([oldCookie]);
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/(login)?$/);
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);

  // The other device was signed out too.
  await phonePage.goto('/my-profile');
  await expect(phonePage).toHaveURL(/\/(login)?$/);
  await phone.close();

  // The mail says how to keep the account; signing in within the grace period does, and says so.
  const mail = await openMail(page, email, 'Your account will be deleted');
  await expect(mail.getByText(/Sign in again before/)).toBeVisible();
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Welcome back: your account was restored and will not be deleted.')).toBeVisible();
});
