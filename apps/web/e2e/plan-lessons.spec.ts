import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { login, nextMonday, registerVerified, setClock, uniqueEmail } from './fixtures.ts';

/**
 * Decision 115: a program the plan suggests gives its lessons to the plan. A new member states a first-5K goal, takes
 * the free "Couch to 5K" course's lessons into the proposal, accepts, and opens a lesson from their tasks.
 */
test.use({ timezoneId: 'UTC' });

const COURSE = 'Couch to 5K in 8 Weeks';
const FIRST_LESSON = 'Your first session: 60 seconds on, 90 seconds off';
const INTENT = 'I want to run my first 5K in 8 weeks, I am a complete beginner, 3 times a week for 30 minutes';
const PAID_COURSE = 'Half Marathon Training Plan: 12 Weeks to 21.1 km';
const PAID_INTENT = 'I want to run my first half marathon in 12 weeks, 4 times a week for 45 minutes';

/** A new verified member signed in through the form; the agent's first turn through the API with their session. */
async function memberWithIntent(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  intent: string,
) {
  const email = uniqueEmail('lessons');
  const api = await playwright.request.newContext({ baseURL });
  await registerVerified(api, 'Lena Lessons', email, 'lessons in my plan');
  await api.dispose();
  await login(page, email, 'lessons in my plan');
  await expect(page).toHaveURL(/\/home$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ito_session');
  const token = (JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { token?: string }).token;
  const headers = { Authorization: `Bearer ${token}`, 'X-Time-Zone': 'UTC', Accept: 'application/json' };
  const started = await page.request.post('/api/agent/conversations', { headers, data: { message: intent } });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation } = (await started.json()).data as { conversation: { program_id: string } };
  await page.goto(`/follow-program/main/${conversation.program_id}/agent`);
}

test.afterEach(async ({ page }) => {
  await page.request.post('/api/dev/clock', { data: { now: null } });
});

test('a member takes a suggested course’s lessons into the plan, accepts, and opens a lesson from a task', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setClock(page, nextMonday());
  await memberWithIntent(page, playwright, baseURL, INTENT);

  const plan = page.getByRole('article').filter({ hasText: 'Proposed plan' }).last();
  await expect(plan.getByRole('link', { name: COURSE })).toBeVisible();
  await plan.getByRole('button', { name: new RegExp(`^Add the lessons of .${COURSE}. to my plan$`) }).click();

  // The agent answers with the plan again, now holding the course's lessons on the plan's own days.
  const log = page.getByRole('log', { name: 'Conversation with the agent' });
  await expect(log.getByText(new RegExp(`lessons of “${COURSE}” are now in your plan`))).toBeVisible();
  const newest = page.getByRole('article').filter({ hasText: 'Proposed plan' }).last();
  await expect(newest.getByText(/^\d+ of its lessons are in your plan$/)).toBeVisible();
  await expect(newest.getByText(FIRST_LESSON)).toBeVisible();

  await newest.getByRole('button', { name: 'Accept plan' }).click();
  await expect(log.getByText(/^Plan accepted: \d+ tasks are on your calendar/)).toBeVisible();

  // The lesson is a task of the person's plan; it opens the course, which is followed for it.
  await page.goto('/my-tasks');
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  const task = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Open the lesson' }) })
    .first();
  await expect(task).toBeVisible();
  const lessonTitle = ((await task.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await task.getByRole('link', { name: 'Open the lesson' }).click();
  await expect(page).toHaveURL(/\/follow-program\/main\/[^/?]+\?tab=course#lesson-/);
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Course', selected: true })).toBeVisible();
  const lessonId = decodeURIComponent(new URL(page.url()).hash.slice('#lesson-'.length));
  await expect(page.locator(`[id="lesson-${lessonId}"]`)).toContainText(lessonTitle);
});

test('a paid course suggested by the plan is bought on its page, and the payment leads back to take its lessons', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await setClock(page, nextMonday());
  await memberWithIntent(page, playwright, baseURL, PAID_INTENT);

  const plan = page.getByRole('article').filter({ hasText: 'Proposed plan' }).last();
  const take = plan.getByRole('button', { name: new RegExp(`^Add the lessons of .${PAID_COURSE}. to my plan$`) });
  await take.click();
  // Not bought yet: said in place, with the way to its page.
  await expect(plan.getByText('This program needs a purchase')).toBeVisible();
  await plan.getByRole('link', { name: 'Open its page (a paid program is bought there)' }).click();
  await expect(page.getByRole('heading', { name: PAID_COURSE, level: 1 })).toBeVisible();
  const agentPage = await page.evaluate(() => JSON.parse(sessionStorage.getItem('ito.planReturn') ?? '{}').path);

  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
  await dialog.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to your plan, to add its lessons' }).click();
  await expect(page).toHaveURL(agentPage);

  const again = page.getByRole('article').filter({ hasText: 'Proposed plan' }).last();
  await again.getByRole('button', { name: new RegExp(`^Add the lessons of .${PAID_COURSE}. to my plan$`) }).click();
  const newest = page.getByRole('article').filter({ hasText: 'Proposed plan' }).last();
  await expect(newest.getByText(/^\d+ of its lessons are in your plan$/)).toBeVisible();
});
