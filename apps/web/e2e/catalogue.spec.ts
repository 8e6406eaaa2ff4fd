import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './fixtures.ts';

/** Picks an option of a labelled Mantine select, as a person would: open it, then choose. */
async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a visitor narrows the catalogue by three segments, reloads, opens a program and bookmarks it', async ({
  page,
}) => {
  await page.goto('/programs');
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ programs$/)).toBeVisible();

  // Three filters through the UI; each one is a path segment, with `all` holding the unset ones between.
  await choose(page, 'Category', /^Fitness & running \(\d+\)$/);
  await expect(page).toHaveURL(/\/programs\/fitness-running$/);
  await choose(page, 'Level', /^Beginner \(\d+\)$/);
  await expect(page).toHaveURL(/\/programs\/fitness-running\/all\/beginner$/);
  await choose(page, 'Access', /^Free \(\d+\)$/);
  await expect(page).toHaveURL(/\/programs\/fitness-running\/all\/beginner\/all\/all\/free$/);

  const couch = page.getByRole('heading', { name: 'Couch to 5K in 8 Weeks' });
  await expect(couch).toBeVisible();
  // A paid program of the same category is filtered out.
  await expect(page.getByRole('heading', { name: 'Faster 10K', exact: false })).toHaveCount(0);

  // The URL is the state: a reload shows the same controls and results.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(/^Fitness & running/);
  await expect(page.getByRole('combobox', { name: 'Level', exact: true })).toHaveValue(/^Beginner/);
  await expect(page.getByRole('combobox', { name: 'Access', exact: true })).toHaveValue(/^Free/);
  await expect(couch).toBeVisible();

  // Back undoes the last filter.
  await page.goBack();
  await expect(page).toHaveURL(/\/programs\/fitness-running\/all\/beginner$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/free$/);

  // The program page has what a buyer needs.
  await couch.getByRole('link').click();
  await expect(page).toHaveURL(/\/program\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Couch to 5K in 8 Weeks', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's inside" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your expert' })).toBeVisible();
  const programUrl = page.url();

  // Guests are asked to sign in, and come back here afterwards.
  await page.getByRole('link', { name: 'Sign in to bookmark this program' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(programUrl);

  const bookmark = page.getByRole('button', { name: /^Bookmark(ed)?$/ });
  // The demo follower may have bookmarked it in an earlier run of this database: start from "not bookmarked".
  if ((await bookmark.getAttribute('aria-pressed')) === 'true') {
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  }
  await bookmark.click();
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');

  // It is kept: on the bookmarks page, and after a reload of the program.
  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { name: 'Couch to 5K in 8 Weeks' })).toBeVisible();
  await page.goto(programUrl);
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
});

test('seeded programs show their drawn covers on cards and on the program page (decision 052)', async ({ page }) => {
  await page.goto('/programs/sleep-recovery');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  const cover = card.locator('img').first();
  await cover.scrollIntoViewIfNeeded();
  await expect(cover).toHaveAttribute('src', /^\/public\/files\/medium\/[0-9a-f-]+\.webp$/);
  // Decorative beside the title: the card's heading names it.
  await expect(cover).toHaveAttribute('alt', '');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);

  await card.getByRole('heading', { level: 2 }).getByRole('link').click();
  const large = page.locator('article img').first();
  await expect(large).toHaveAttribute('src', /^\/public\/files\/large\/[0-9a-f-]+\.webp$/);
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
});

test('"join as an expert" on the creators directory opens sign-up with the expert type chosen', async ({ page }) => {
  await page.goto('/creators');
  await page.getByRole('link', { name: 'Join as an expert' }).click();
  await expect(page).toHaveURL(/\/register\?type=expert$/);
  await expect(page.getByRole('radio', { name: /^Create as an expert/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Follow programs/ })).not.toBeChecked();
});

test('an unknown filter word or program is the 404 page', async ({ page }) => {
  await page.goto('/programs/all/all/expert');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.goto('/program/no-such-program');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('a signed-out first visit finds the brand and the screen’s data in the page; a signed-in one asks the API', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto('/programs');
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ programs$/)).toBeVisible();
  const first = page.locator('a[href^="/program/"]').first();
  await expect(first).toBeVisible();
  const programPath = (await first.getAttribute('href')) ?? '';
  expect(asked).not.toContain('/api/catalogue/programs');
  expect(asked).not.toContain('/api/core/load');
  // Used once: the data block is gone from the page.
  await expect(page.locator('#ito-first-data')).toHaveCount(0);

  await page.goto(programPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to bookmark this program' })).toBeVisible();
  expect(asked).not.toContain(programPath.replace('/program/', '/api/programs/'));

  await login(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(programPath);
  await expect(page.getByRole('button', { name: /^Bookmark(ed)?$/ })).toBeVisible();
  expect(asked).toContain(programPath.replace('/program/', '/api/programs/'));
});
