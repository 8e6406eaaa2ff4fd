import { expect, test, type Page } from '@playwright/test';
import {
  answerUntilPlan,
  nextMonday,
  openMail,
  plusDays,
  seriousViolations,
  setClock,
  uniqueEmail,
} from './fixtures.ts';

/**
 * Decision 037: a guest keeps the plan, the conversation and the tasks whether they register after accepting the
 * plan (order A) or before (order B); the mailed link and the tab that waited both land on the plan.
 */
test.use({ timezoneId: 'UTC' });
// The agent's first turn on a fresh server loads its language models: the journeys allow for it.
test.setTimeout(150_000);
const TURN = { timeout: 45_000 };

test.afterEach(async ({ page }) => {
  await page.request.post('/api/dev/clock', { data: { now: null } });
});

const MAX_QUESTIONS = 3;
const NAME = 'Noor Newcomer';
const DASHBOARD = /\/follow-program\/main\/([^/]+)$/;

/** What the guest saw of the proposal: its title, the titles of its first tasks, and the agent page's address. */
interface Proposal {
  agentPath: string;
  programId: string;
  title: string;
  firstTasks: string[];
}

/** A guest states an intent on the landing page and answers with quick replies until the plan is proposed. */
async function reachProposal(page: Page): Promise<Proposal> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'What do you want to achieve?' }).fill('I want to sleep better');
  await page.getByRole('button', { name: 'Build my program' }).click();
  await expect(page).toHaveURL(/\/follow-program\/main\/[^/]+\/agent$/, TURN);
  const agentPath = new URL(page.url()).pathname;
  const { accept } = await answerUntilPlan(page, { maxQuestions: MAX_QUESTIONS, timeout: TURN.timeout });
  const plan = page.getByRole('article').filter({ hasText: 'Proposed plan' });
  await expect(accept).toBeVisible();

  // Accept is the first action: before it, nothing offers the account; after it, the account is a quieter choice.
  const actions = page.getByRole('button', { name: /^(Accept plan|Create my account)$/ });
  await expect(actions).toHaveText(['Accept plan', 'Create my account']);
  await expect(page.getByRole('alert').filter({ hasText: 'Create your account to keep this plan' })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Create my account' })).toHaveCount(0);

  const title = ((await plan.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  const whyLabels = await plan
    .getByRole('button', { name: /^Why\? / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const firstTasks = whyLabels.map((label) => label.replace(/^Why\? /, '').replace(/[\u2066-\u2069]/g, ''));
  expect(title.length).toBeGreaterThan(0);
  expect(firstTasks.length).toBeGreaterThan(0);
  return { agentPath, programId: agentPath.split('/')[3] ?? '', title, firstTasks };
}

async function acceptPlan(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept plan' }).click();
  const log = page.getByRole('log', { name: 'Conversation with the agent' });
  await expect(log.getByText(/^Plan accepted: \d+ tasks are on your calendar/)).toBeVisible();
}

/** Registers from the agent page's dialog; the tab then waits for the verification. */
async function register(page: Page, email: string, from: 'plan' | 'accepted'): Promise<void> {
  const scope =
    from === 'plan'
      ? page.getByRole('article').filter({ hasText: 'Proposed plan' })
      : page.getByRole('log', { name: 'Conversation with the agent' });
  await scope.getByRole('button', { name: 'Create my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Full name').fill(NAME);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('sleep well tonight');
  await dialog.getByRole('button', { name: 'Save my account' }).click();
  await expect(page).toHaveURL(/\/verification\/sent$/);
}

/** Opens the mailed link in another tab of the same browser, as a person reading their mail would. */
async function verifyInAnotherTab(page: Page, email: string): Promise<Page> {
  const mailTab = await page.context().newPage();
  const mail = await openMail(mailTab, email, 'Verify your email address');
  await mail.getByRole('link', { name: 'Verify email' }).click();
  return mailTab;
}

/**
 * The program's dashboard, with the plan's first tasks due, greeting a person on their first visit (registering
 * starts it; it lasts a day).
 */
async function expectDashboard(page: Page, proposal: Proposal, { firstVisit = true } = {}): Promise<void> {
  await expect(page).toHaveURL(DASHBOARD);
  expect(new URL(page.url()).pathname.match(DASHBOARD)?.[1]).toBe(proposal.programId);
  await expect(page.getByRole('heading', { level: 1, name: proposal.title })).toBeVisible();
  if (firstVisit) await expect(page.getByRole('alert').filter({ hasText: `Welcome, ${NAME}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Tasks' }).click();
  const task = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Done', exact: true }) });
  await expect(task.first()).toBeVisible();
  const shown = ((await task.first().getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  expect(proposal.firstTasks).toContain(shown);
}

/** Home greets the person as new, not as someone coming back. */
async function expectGreetedAsNew(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${NAME}` })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
}

test('order A: the guest accepts the plan, then registers, verifies and lands on the program', async ({ page }) => {
  await setClock(page, nextMonday());
  const proposal = await reachProposal(page);
  await acceptPlan(page);
  const email = uniqueEmail('accept.first');
  await register(page, email, 'accepted');

  const mailTab = await verifyInAnotherTab(page, email);
  // Both the mailed link and the tab that waited land on the program's dashboard.
  await expectDashboard(mailTab, proposal);
  await expectDashboard(page, proposal);
  await mailTab.close();
  await expectGreetedAsNew(page);
});

test('order B: the guest registers from the proposal, verifies, and accepts it days later from My programs', async ({
  page,
}) => {
  const monday = nextMonday();
  await setClock(page, monday);
  const proposal = await reachProposal(page);
  const email = uniqueEmail('register.first');
  await register(page, email, 'plan');

  const mailTab = await verifyInAnotherTab(page, email);
  // The plan is still to accept: both tabs land on it, with the conversation kept.
  await expect(mailTab).toHaveURL(proposal.agentPath);
  await expect(page).toHaveURL(proposal.agentPath);
  await mailTab.close();
  const log = page.getByRole('log', { name: 'Conversation with the agent' });
  await expect(log.locator(':scope > ol > li').first()).toContainText('I want to sleep better');
  await expect(page.getByRole('heading', { level: 3, name: proposal.title })).toBeVisible();
  await expect(page.getByText('Create your account to keep this plan')).toBeHidden();

  // Ten days later the person looks in My programs: the plan waits there, and starts the day it is accepted.
  await setClock(page, plusDays(monday, 10));
  await page.goto('/follow-program');
  const waiting = page.getByRole('region', { name: 'Waiting for you to accept' });
  const card = waiting.getByRole('article', { name: proposal.title });
  await expect(card.getByText('Waiting to be accepted')).toBeVisible();
  await expect(card.getByText('Starts the day you accept it')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', proposal.agentPath);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Accept plan' }).click();
  await expectDashboard(page, proposal, { firstVisit: false });

  // Accepted, it is a program followed, no longer waiting.
  await page.goto('/follow-program');
  await expect(page.getByRole('article', { name: proposal.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for you to accept' })).toHaveCount(0);
});
