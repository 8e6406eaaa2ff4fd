import { expect, test } from '@playwright/test';
import { chooseStepOption, EXPERT, login, placeStep, seriousViolations } from './fixtures.ts';

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

test('a creator repeats an activity on a schedule: the form offers it and lists the saved module', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const stretch = `Morning stretch ${stamp}`;
  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/creator/protocols');
  await page.getByRole('link', { name: 'New protocol' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`Daily mobility ${stamp}`);
  await page.getByRole('button', { name: 'Create and open the builder' }).click();
  await expect(page).toHaveURL(/\/protocol-builder\/[^/?]+$/);
  const builderUrl = page.url();
  const section = (name: string) =>
    page.getByRole('navigation', { name: 'Protocol builder' }).getByRole('link', { name }).click();

  await section('Activities');
  await page.getByRole('link', { name: 'Add an activity' }).first().click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(stretch);
  await page.getByRole('textbox', { name: 'Instructions', exact: true }).fill('Ten slow minutes before breakfast.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`“${stretch}” saved.`)).toBeVisible();

  await page.goto(builderUrl);
  await section('Recurring modules');
  await expect(page.getByText(/Repeat an activity, a nudge, a challenge/)).toBeVisible();
  await page.getByRole('button', { name: 'Add a recurring module' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a recurring module' });
  // Nothing chosen to repeat: the form says so instead of saving a module that could never run.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(/Choose what the module repeats/)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'What to repeat' }).click();
  await page.getByRole('option', { name: 'Activity', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Item' }).click();
  await page.getByRole('option', { name: stretch }).click();
  await dialog.getByRole('button', { name: 'Wednesday' }).click();
  await dialog.getByLabel('At time').fill('07:30');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Recurring module saved.')).toBeVisible();
  await expect(page.getByText(`Activity: ${stretch}`)).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
});
