import { expect, type Page } from '@playwright/test';
import { DEMO, EXPERT, login, signOut } from './fixtures.ts';

/** The demo expert creates a draft program called `title` and opens its Details tab. */
export async function startProgram(page: Page, title: string): Promise<void> {
  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/creator/programs/add');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Create and add content' }).click();
  await expect(page).toHaveURL(/\/creator\/programs\/edit\/[^/?]+\?tab=curriculum$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
}

/** Fills and saves what publishing needs besides the curriculum: a one-week Fitness & running program. */
export async function fillDetails(page: Page, texts: { summary: string; description: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'Summary' }).fill(texts.summary);
  await page.getByRole('textbox', { name: 'Description' }).fill(texts.description);
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: /^Fitness & running$/ }).click();
  await page.getByRole('textbox', { name: 'Duration (weeks)' }).fill('1');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved.')).toBeVisible();
}

/** Saves the curriculum, publishes, and the demo follower follows the program; answers its path and id. */
export async function publishAndFollow(page: Page): Promise<{ programPath: string; programId: string }> {
  await page.getByRole('button', { name: 'Save curriculum' }).click();
  await expect(page.getByText('Curriculum saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Check and publish' }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('It is live')).toBeVisible();
  const programPath = (await page.getByRole('link', { name: 'Open its page' }).getAttribute('href'))!;
  await signOut(page);
  await login(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(programPath);
  await page.getByRole('button', { name: 'Follow this program' }).click();
  await expect(page.getByText('You follow this program.')).toBeVisible();
  return { programPath, programId: programPath.split('/').pop()! };
}
