import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO, login, paidProgram } from './fixtures.ts';

async function typeCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
  await dialog.getByRole('textbox', { name: /^CVC/ }).fill('123');
}

test('a follower buys a paid program: a declined card charges nothing, 3-D Secure is approved, the receipt is a PDF, and the creator sees the sale', async ({
  page,
  browser,
}) => {
  const { program, seller } = await paidProgram(page);
  await login(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/program/${program.id}`);
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  const pay = dialog.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeVisible();

  // A declined card: said in place, nothing charged.
  await typeCard(page, '4000 0000 0000 0002');
  await pay.click();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was charged');
  await expect(dialog.getByText('Your card was declined. Nothing was charged; try another card.')).toBeVisible();

  // A card whose bank asks for confirmation: the provider's page, then approve.
  await typeCard(page, '4000 0025 0000 3155');
  await pay.click();
  await expect(page).toHaveURL(/\/payment\/confirm\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });

  // It is in the purchased items and the payments.
  await page.goto('/settings/purchased-items');
  await expect(page.getByRole('link', { name: program.title })).toBeVisible();
  await page.goto('/settings/payments');
  await expect(page.getByRole('link', { name: program.title })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();

  // The creator sees the sale.
  const context = await browser.newContext();
  const creator = await context.newPage();
  await login(creator, seller.email, seller.password);
  await expect(creator).not.toHaveURL(/\/login/);
  await creator.goto('/creator/sales');
  await expect(creator.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
  await expect(creator.getByRole('cell', { name: program.title }).first()).toBeVisible();
  await context.close();

  // The receipt downloads as a PDF (from the payments list).
  const downloading = page.waitForEvent('download', { timeout: 15_000 });
  await page.getByRole('button', { name: `Receipt: ${program.title}` }).click();
  const download = await downloading;
  const path = await download.path();
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a follower supports a creator from their profile: the donation page names the creator, and a mistyped link says so', async ({
  page,
}) => {
  const { program } = await paidProgram(page);
  const creatorName = program.creator.full_name;
  await login(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/u/${program.creator.username}`);
  await page.getByRole('link', { name: `Support ${creatorName}` }).click();
  await expect(page.getByRole('heading', { name: `Support ${creatorName}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Donate / }).click();
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Donation to ${creatorName}`)).toBeVisible();

  await page.goto('/donate?to=no-such-creator-here');
  await expect(page.getByText('We could not find this creator.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Donate / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Donate to the platform instead' }).click();
  await expect(page.getByRole('heading', { name: 'Donate', level: 1 })).toBeVisible();
});
