import { expect, test } from '@playwright/test';
import { login, paidProgram, register, uniqueEmail, verifyEmail } from './fixtures.ts';

test('the creator refunds a sale in full: the buyer sees it refunded and no longer owns the program', async ({
  page,
  browser,
}) => {
  const { program, seller } = await paidProgram(page);
  // A new buyer, so that no other journey's purchase of the same program is in the way.
  const buyerName = `Rania Refund ${Date.now().toString(36)}`;
  const email = uniqueEmail('refund');
  await register(page, buyerName, email, 'refund-pass-2026');
  await verifyEmail(page, email);

  await page.goto(`/program/${program.id}`);
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
  await dialog.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  await page.goto('/settings/purchased-items');
  await expect(page.getByRole('link', { name: program.title })).toBeVisible();

  // The creator refunds the whole sale from the sales list: the dialog offers the full amount; a reason is required.
  const context = await browser.newContext();
  const creator = await context.newPage();
  await login(creator, seller.email, seller.password);
  await expect(creator).not.toHaveURL(/\/login/);
  await creator.goto('/creator/sales');
  await creator.getByRole('button', { name: `Actions for ${buyerName}, ${program.title}` }).click();
  await creator.getByRole('menuitem', { name: 'Refund' }).click();
  const refund = creator.getByRole('dialog', { name: `Refund: ${program.title}` });
  await expect(refund.getByText(`can still be refunded to ${buyerName}`)).toBeVisible();
  await refund.getByRole('textbox', { name: 'Reason' }).fill('The program did not suit the buyer.');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund).toBeHidden();
  await expect(creator.getByText('The refund was sent.')).toBeVisible();
  const row = creator.getByRole('row').filter({ hasText: buyerName });
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await context.close();

  // The buyer's payments say so, and the program is theirs no longer: it is for sale again.
  await page.goto('/settings/payments');
  const payment = page.getByRole('row').filter({ hasText: program.title });
  await expect(payment.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.goto('/settings/purchased-items');
  await expect(page.getByRole('heading', { name: 'Purchased items', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: program.title })).toHaveCount(0);
  await page.goto(`/program/${program.id}`);
  await expect(page.getByRole('button', { name: 'Buy', exact: true })).toBeVisible();
});

test('a refund the bank refuses is said to the creator and the buyer, and the buyer keeps the program', async ({
  page,
  browser,
}) => {
  const { program, seller } = await paidProgram(page);
  const buyerName = `Rami Refused ${Date.now().toString(36)}`;
  const email = uniqueEmail('refused');
  await register(page, buyerName, email, 'refund-pass-2026');
  await verifyEmail(page, email);

  // Stripe's 5126: the charge succeeds, the bank takes no refund back.
  await page.goto(`/program/${program.id}`);
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 5126');
  await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
  await dialog.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });

  const context = await browser.newContext();
  const creator = await context.newPage();
  await login(creator, seller.email, seller.password);
  await expect(creator).not.toHaveURL(/\/login/);
  await creator.goto('/creator/sales');
  await creator.getByRole('button', { name: `Actions for ${buyerName}, ${program.title}` }).click();
  await creator.getByRole('menuitem', { name: 'Refund' }).click();
  const refund = creator.getByRole('dialog', { name: `Refund: ${program.title}` });
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Asked within a week.');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(creator.getByText('The bank refused the refund', { exact: false })).toBeVisible();
  const row = creator.getByRole('row').filter({ hasText: buyerName });
  await expect(row.getByText('failed at the bank', { exact: false })).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await context.close();

  await page.goto('/settings/payments');
  const payment = page.getByRole('row').filter({ hasText: program.title });
  await expect(payment.getByText('failed at the bank: nothing was returned', { exact: false })).toBeVisible();
  await page.goto('/settings/purchased-items');
  await expect(page.getByRole('link', { name: program.title })).toBeVisible();
});
