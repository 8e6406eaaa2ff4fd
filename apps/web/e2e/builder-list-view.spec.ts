import { expect, test, type Locator, type Page } from '@playwright/test';
import { EXPERT, login } from './fixtures.ts';

async function newProtocol(page: Page, name: string): Promise<void> {
  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/creator/protocols/add');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create and open the builder' }).click();
  await expect(page).toHaveURL(/\/protocol-builder\/[^/?]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

function overlaps(a: { x: number; y: number; width: number; height: number } | null, b: typeof a): boolean {
  if (!a || !b) throw new Error('Element not laid out');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function addStep(page: Page, kind: string): Promise<Locator> {
  await page.getByRole('toolbar', { name: 'Step kinds' }).getByRole('button', { name: kind, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Step details' });
  await expect(panel.getByRole('heading', { name: kind, level: 2 })).toBeVisible();
  return panel;
}

test('at 576 px the builder lists the steps and edits them in the same panel', async ({ page }) => {
  await page.setViewportSize({ width: 576, height: 900 });
  await newProtocol(page, `Phone plan ${Date.now().toString(36)}`);

  // A phone starts on the list; every step kind is in sight, nothing runs off the side, and the sub-pages
  // sit in one row that scrolls on its own: a keyboard reaches its last link and it comes into view.
  await expect(page.getByRole('radio', { name: 'List' })).toBeChecked();
  await expect(page.getByText('No steps yet. Pick a step kind above to add the first one.')).toBeVisible();
  await expect(
    page.getByRole('toolbar', { name: 'Step kinds' }).getByRole('button', { name: 'Fail' }),
  ).toBeInViewport();
  const nav = page.getByRole('navigation', { name: 'Protocol builder' });
  await expect(nav.getByRole('link', { name: 'Steps', exact: true })).toBeInViewport();
  await nav.getByRole('link', { name: 'Simulate' }).focus();
  await expect(nav.getByRole('link', { name: 'Simulate' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(576);

  // A tap on a kind adds the step and opens its panel.
  await addStep(page, 'Nudge');
  await page.keyboard.press('Escape');
  const panel = await addStep(page, 'Wait');
  await panel.getByRole('combobox', { name: 'Comes after', exact: true }).click();
  await page.getByRole('option', { name: 'Nudge 1 · Nudge', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Wait (minutes)' }).fill('1440');
  await expect(panel.getByText('That is 1 day.')).toBeVisible();
  await page.keyboard.press('Escape');

  const list = page.getByRole('list', { name: 'Steps in order' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Nudge 1');
  await expect(rows.nth(1)).toContainText('Wait 1');
  await expect(rows.nth(1)).toContainText('Waits 1 day');

  // Tapping a row opens that step again; saving keeps the list after a reload.
  await rows.nth(1).getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Step details' }).getByRole('heading', { name: 'Wait' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Steps in order' }).getByRole('listitem')).toHaveCount(2);
});

test('on a wide screen the zoom buttons and the overview sit beside the canvas, not on it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newProtocol(page, `Wide plan ${Date.now().toString(36)}`);
  await expect(page.getByRole('radio', { name: 'Canvas' })).toBeChecked();
  const flow = await page.locator('.react-flow').boundingBox();
  const zoom = await page.getByRole('toolbar', { name: 'Zoom' }).boundingBox();
  const overview = await page.getByRole('img', { name: 'Overview of the canvas' }).boundingBox();
  expect(overlaps(flow, zoom)).toBe(false);
  expect(overlaps(flow, overview)).toBe(false);
  // Every step kind fits in the palette: nothing is cut off at its bottom edge.
  const palette = page.getByRole('toolbar', { name: 'Step kinds' });
  expect(await palette.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
});
