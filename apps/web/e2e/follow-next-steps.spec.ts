import { expect, test } from '@playwright/test';
import { register, uniqueEmail, verifyEmail } from './fixtures.ts';

const COURSE = 'Couch to 5K in 8 Weeks';
const FIRST_LESSON = 'Your first session: 60 seconds on, 90 seconds off';
const PASSWORD = 'next-steps-2026';

/** Following a program leads on to its dashboard and to the first task, not to a dead end. */
test('a new member follows a free course and goes on to the dashboard and the first task', async ({ page }) => {
  const email = uniqueEmail('next');
  await register(page, 'Nora Next', email, PASSWORD);
  await verifyEmail(page, email);

  await page.goto('/programs/fitness-running/all/beginner/all/all/free');
  await page.getByRole('heading', { name: COURSE }).getByRole('link').click();
  // The address is read once the program page is there, not while the listing is still showing.
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
  const programUrl = page.url();
  await page.getByRole('button', { name: 'Follow this program' }).click();
  await expect(page.getByText('You follow this program.')).toBeVisible();

  // The first task, straight from the program page.
  const next = page.getByRole('link', { name: `Your next task: ${FIRST_LESSON}` });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/\/my-tasks\/task\/[^/]+$/);
  await expect(page.getByRole('heading', { name: FIRST_LESSON, level: 1 })).toBeVisible();

  // And the dashboard.
  await page.goto(programUrl);
  await page.getByRole('link', { name: 'Open your dashboard' }).click();
  await expect(page).toHaveURL(/\/follow-program\/main\/[^/]+$/);
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
});
