import { expect, test } from '@playwright/test';
import { DEMO, login } from './fixtures.ts';

/** A seeded creator no other journey signs in as: their payout account starts unset on every run's fresh database. */
const CREATOR = { email: 'grace.mwangi@creators.demo.test', password: DEMO.password };

test('a creator sets up payouts through the built-in onboarding page: a failing bank account says what is missing, Stripe’s test values make it ready', async ({
  page,
}) => {
  await login(page, CREATOR.email, CREATOR.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/creator/balances');
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByText('Not set up')).toBeVisible();

  // Setting up goes to the provider's onboarding page; a test account number that fails comes back as missing.
  await payouts.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page).toHaveURL(/\/creator\/payouts\/onboarding\//);
  await expect(page.getByRole('heading', { name: 'Payout details', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Legal name' }).fill('Grace Mwangi');
  await page.getByLabel('Date of birth').fill('1901-01-01');
  await page.getByRole('textbox', { name: 'Routing number' }).fill('110000000');
  const accountNumber = page.getByRole('textbox', { name: 'Account number' });
  await accountNumber.fill('123456789012');
  await page.getByRole('button', { name: 'Save and return' }).click();
  // A real bank account is refused in test mode, on its field.
  await expect(page.getByText('In test mode, use a test account number such as 000123456789.')).toBeVisible();
  await accountNumber.fill('000111111116');
  await page.getByRole('button', { name: 'Save and return' }).click();
  await expect(page).toHaveURL(/\/creator\/balances$/);
  await expect(payouts.getByText('Details needed')).toBeVisible();
  await expect(payouts.getByRole('list', { name: 'Still needed:' })).toContainText('A bank account for payouts');

  // Continuing finds the same account; the test account number that pays out makes it ready.
  // On a narrow screen (576 px) the section and the onboarding page fit without scrolling sideways.
  await page.setViewportSize({ width: 576, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(576);
  await payouts.getByRole('button', { name: 'Continue setup' }).click();
  await expect(page).toHaveURL(/\/creator\/payouts\/onboarding\//);
  await expect(page.getByRole('textbox', { name: 'Legal name' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(576);
  await page.getByRole('textbox', { name: 'Legal name' }).fill('Grace Mwangi');
  await page.getByLabel('Date of birth').fill('1901-01-01');
  await page.getByRole('textbox', { name: 'Routing number' }).fill('110000000');
  await page.getByRole('textbox', { name: 'Account number' }).fill('000123456789');
  await page.getByRole('button', { name: 'Save and return' }).click();
  await expect(page).toHaveURL(/\/creator\/balances$/);
  await expect(payouts.getByText('Ready', { exact: true })).toBeVisible();
  await expect(payouts.getByRole('button', { name: /Set up payouts|Continue setup/ })).toHaveCount(0);

  // The state is the server's: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payouts' }).getByText('Ready', { exact: true })).toBeVisible();
});
