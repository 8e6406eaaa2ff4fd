import { expect, test } from '@playwright/test';
import { answerUntilPlan, nextMonday, openMail, setClock, uniqueEmail } from './fixtures.ts';

/** The server's clock and the browser's are pinned to a Monday in UTC, so the plan's first day is a known weekday. */
test.use({ timezoneId: 'UTC' });

test.afterEach(async ({ page }) => {
  await page.request.post('/api/dev/clock', { data: { now: null } });
});

/**
 * The questions the agent may ask before it proposes a plan: three (decision 034), and which days once all three were
 * answered (decision 118).
 */
const MAX_QUESTIONS = 4;

test('a guest states an intent, answers, gets a plan, accepts it, registers, verifies and keeps the plan', async ({
  page,
}) => {
  const email = uniqueEmail('sleeper');

  await setClock(page, nextMonday());

  // A guest on the landing page types a vague intent.
  await page.goto('/');
  await page.getByRole('textbox', { name: 'What do you want to achieve?' }).fill('I want to sleep better');
  await page.getByRole('button', { name: 'Build my program' }).click();

  // The temporary user is taken to the agent page of the program the intent started.
  await expect(page).toHaveURL(/\/follow-program\/main\/[^/]+\/agent$/);
  const agentUrl = new URL(page.url()).pathname;
  const programId = agentUrl.split('/')[3] ?? '';
  await expect(page.getByRole('heading', { name: 'Plan with your agent' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation with the agent' });
  const messages = log.locator(':scope > ol > li');
  await expect(messages.first()).toContainText('I want to sleep better');
  await expect(page.getByRole('alert').filter({ hasText: 'Create your account to keep this plan' })).toBeVisible();

  // The agent asks what it needs; each question is answered by its first quick reply, until a plan comes.
  const { accept } = await answerUntilPlan(page, { maxQuestions: MAX_QUESTIONS });

  // The plan, as cards.
  const plan = page.getByRole('article').filter({ hasText: 'Proposed plan' });
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('heading', { name: 'Phases' })).toBeVisible();
  await expect(plan.getByRole('heading', { name: 'Your first two weeks' })).toBeVisible();
  await expect(plan.getByRole('heading', { name: 'How you will measure progress' })).toBeVisible();
  await expect(plan.locator('time').first()).toBeVisible();
  const firstWhy = plan.getByRole('button', { name: /^Why\? / }).first();
  await firstWhy.click();
  await expect(firstWhy).toHaveAttribute('aria-expanded', 'true');
  const planTitle = (await plan.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(planTitle.length).toBeGreaterThan(0);

  // Accepting puts the tasks on the calendar; a temporary user is asked to create an account to open them.
  await accept.click();
  await expect(log.getByText(/^Plan accepted: \d+ tasks are on your calendar/)).toBeVisible();
  // Accepted, the card is the person's plan ("Your plan", no longer "Proposed plan"): found by its title.
  await expect(page.getByRole('article', { name: planTitle }).getByText('Accepted', { exact: true })).toBeVisible();
  await expect(accept).toBeHidden();

  // Registering from the banner converts the temporary user in place.
  await page
    .getByRole('alert')
    .filter({ hasText: 'Create your account to keep this plan' })
    .getByRole('button', { name: 'Create my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Full name').fill('Sam Sleeper');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('sleep well tonight');
  await dialog.getByRole('button', { name: 'Save my account' }).click();
  await expect(page).toHaveURL(/\/verification\/sent$/);

  // Verified through the mailed link.
  const mail = await openMail(page, email, 'Verify your email address');
  await mail.getByRole('link', { name: 'Verify email' }).click();
  // A guest who accepted a plan lands on its program (decision 037).
  await expect(page).toHaveURL(`/follow-program/main/${programId}`);

  // Back on the agent page: the same conversation and plan, now the person's own, with the way to the program.
  await page.goto(agentUrl);
  await expect(page).toHaveURL(agentUrl);
  await expect(messages.first()).toContainText('I want to sleep better');
  await expect(page.getByRole('heading', { name: planTitle, level: 3 })).toBeVisible();
  await expect(log.getByText(/^Plan accepted:/)).toBeVisible();
  await expect(page.getByText('Create your account to keep this plan')).toBeHidden();
  await expect(log.getByRole('link', { name: 'Open my program' })).toHaveAttribute(
    'href',
    `/follow-program/main/${programId}`,
  );
  await expect(log.getByRole('link', { name: 'See my tasks' })).toHaveAttribute('href', '/my-tasks');

  // The plan's tasks are the person's tasks: today's first one is done from the list, and leaves it.
  await log.getByRole('link', { name: 'See my tasks' }).click();
  await expect(page).toHaveURL(/\/my-tasks$/);
  await expect(page.getByRole('tab', { name: 'Today', selected: true })).toBeVisible();
  const done = page.getByRole('button', { name: 'Done', exact: true });
  const task = page.getByRole('article').filter({ has: done }).first();
  await expect(task).toBeVisible();
  const taskTitle = ((await task.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  expect(taskTitle.length).toBeGreaterThan(0);
  await expect(task.getByRole('link', { name: planTitle })).toBeVisible();
  await task.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText(/ is done\.$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: taskTitle })).toBeVisible();
});

test('a plan proposed before a red flag is withdrawn: the caution answers, and the plan can no longer be accepted', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'What do you want to achieve?' }).fill('I want to run a 5k');
  await page.getByRole('button', { name: 'Build my program' }).click();
  await expect(page).toHaveURL(/\/follow-program\/main\/[^/]+\/agent$/);
  const { accept } = await answerUntilPlan(page, { maxQuestions: MAX_QUESTIONS });
  await expect(accept).toBeVisible();
  const plan = page.getByRole('article').filter({ hasText: 'Proposed plan' });

  await page
    .getByRole('textbox', { name: 'Message to the agent' })
    .fill('my chest gets tight and I nearly fainted on my last run');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation with the agent' });
  await expect(log.getByText(/doctor/).last()).toBeVisible();
  await expect(plan.getByText('Withdrawn: see the reply below')).toBeVisible();
  await expect(accept).toBeHidden();
});
