import { expect, test } from '@playwright/test';
import { chooseStepOption, EXPERT, login, placeStep } from './fixtures.ts';

test('a creator draws a protocol on the canvas, fixes what the errors page names and saves', async ({ page }) => {
  const name = `Sleep reset ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1400, height: 900 });
  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/creator/protocols');
  await expect(page.getByRole('heading', { name: 'Protocols', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New protocol' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create and open the builder' }).click();
  await expect(page).toHaveURL(/\/protocol-builder\/[^/?]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const builderUrl = page.url();

  // nudge -> wait -> assessment -> finish, each placed by a click and put after the previous one.
  await placeStep(page, 'Nudge', 200, 40);
  await placeStep(page, 'Wait', 200, 160);
  await chooseStepOption(page, 'Comes after', 'Nudge 1 · Nudge');
  await placeStep(page, 'Assessment', 200, 280);
  await chooseStepOption(page, 'Comes after', 'Wait 1 · Wait');
  await placeStep(page, 'Finish', 200, 400);
  await chooseStepOption(page, 'Comes after', 'Assessment 1 · Assessment');
  await expect(page.locator('.react-flow__node')).toHaveCount(4);

  // A jump back: when the assessment's condition is not met, the follower goes back to the wait.
  await chooseStepOption(page, 'Step', 'Assessment 1 · Assessment');
  await chooseStepOption(page, 'Otherwise, go to', 'Wait 1 · Wait');
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await expect(page.getByText('otherwise', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // The errors page names the wait without a duration; its link opens the canvas with that step active.
  await page
    .getByRole('navigation', { name: 'Protocol builder' })
    .getByRole('link', { name: /^Errors/ })
    .click();
  await expect(page.getByRole('heading', { name: 'What to fix before publishing' })).toBeVisible();
  await expect(page.getByText(/Wait step .Wait 1. has no duration\./)).toBeVisible();
  await page.getByRole('link', { name: /Open .Wait 1./ }).click();
  await expect(page).toHaveURL(builderUrl);
  await expect(page.getByRole('heading', { name: 'Wait', level: 2 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Wait (minutes)' }).fill('1440');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The protocol was saved.')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // After a reload the saved graph comes back from the server, without the wait error.
  await page.reload();
  await expect(page.locator('.react-flow__node')).toHaveCount(4);
  await page
    .getByRole('navigation', { name: 'Protocol builder' })
    .getByRole('link', { name: /^Errors/ })
    .click();
  await expect(page.getByRole('heading', { name: 'What to fix before publishing' })).toBeVisible();
  await expect(page.getByText(/has no nudge item selected|has no item selected/).first()).toBeVisible();
  await expect(page.getByText(/Wait step .Wait 1. has no duration\./)).toHaveCount(0);
});
