import { expect, test, type Page } from '@playwright/test';
import { login, nextMonday, openMail, plusDays, setClock, uniqueEmail } from './fixtures.ts';

/**
 * The journey (decisions 047 and 048): a creator adds a weekly recurring module and an AI branch in the builder,
 * publishes and invites; the follower runs the protocol while the test clock moves two weeks; the follower and the
 * creator each see the two weekly occurrences and the one AI guidance, once, also after a reload and a second move to
 * the same time. The creator's browser is in UTC, the follower's in Dubai: the module's time is the follower's.
 */
test.use({ timezoneId: 'UTC' });

const EXPERT = { email: 'expert@demo.test', password: 'demo-pass-2026' };
const FOLLOWER_PASSWORD = 'weekly-walks-2026';

test.afterEach(async ({ request }) => {
  await request.post('/api/dev/clock', { data: { now: null } });
});

async function openBuilderSection(page: Page, name: string | RegExp) {
  await page.getByRole('navigation', { name: 'Protocol builder' }).getByRole('link', { name }).click();
}

/** Picks an option of a labelled Mantine select in the builder's side panel. */
async function choose(page: Page, label: string, option: string) {
  const panel = page.getByRole('complementary', { name: 'Step details' });
  await panel.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function place(page: Page, kind: string, x: number, y: number) {
  await page.getByRole('toolbar', { name: 'Step kinds' }).getByRole('button', { name: kind, exact: true }).click();
  await page.locator('.react-flow__pane').click({ position: { x, y } });
  await expect(page.getByRole('heading', { name: kind, level: 2 })).toBeVisible();
}

async function addItem(page: Page, section: string, add: string, fields: Record<string, string>) {
  await openBuilderSection(page, section);
  await page.getByRole('link', { name: add }).first().click();
  for (const [label, value] of Object.entries(fields)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`“${fields.Name}” saved.`)).toBeVisible();
}

const EMPTY_VIEWS = {
  today: 'Nothing due today',
  upcoming: 'Nothing scheduled',
  overdue: 'Nothing overdue',
  done: 'No finished tasks yet',
} as const;

/** How many of the follower's tasks, over every view of My tasks, are titled `title`. */
async function taskCount(page: Page, title: string): Promise<number> {
  let total = 0;
  for (const [view, empty] of Object.entries(EMPTY_VIEWS)) {
    await page.goto(view === 'today' ? '/my-tasks' : `/my-tasks?view=${view}`);
    const panel = page.getByRole('tabpanel');
    // Loaded: a list of tasks or the view's empty state.
    await expect(panel.getByRole('list').or(panel.getByText(empty))).toBeVisible();
    total += await panel.getByRole('link', { name: title, exact: true }).count();
  }
  return total;
}

test('a weekly recurring module and an AI branch run for the follower over two weeks, once each', async ({
  page,
  browser,
}) => {
  // About two minutes on a quiet machine; the margin is for a busy one.
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const name = `Walking habit ${stamp}`;
  const walk = `Daily walk ${stamp}`;
  const review = `Weekly review ${stamp}`;
  const branch = `Walk coach ${stamp}`;
  const prompt = `Encourage a ten minute walk after lunch ${stamp}.`;

  // A new follower of their own (the demo follower's tasks and settings stay as other journeys expect them), whose
  // device is in Dubai (UTC+4, no daylight saving time) and who never chooses a time zone on their profile.
  const followerEmail = uniqueEmail('weekly');
  const followerContext = await browser.newContext({ timezoneId: 'Asia/Dubai' });
  const follower = await followerContext.newPage();
  await follower.goto('/register');
  await follower.getByLabel('Full name').fill('Warda Weekly');
  await follower.getByRole('textbox', { name: 'Email', exact: true }).fill(followerEmail);
  await follower.getByRole('textbox', { name: 'Password', exact: true }).fill(FOLLOWER_PASSWORD);
  await follower.getByRole('button', { name: 'Create account' }).click();
  await expect(follower).toHaveURL(/\/verification\/sent$/);
  const verify = await openMail(follower, followerEmail, 'Verify your email address');
  await verify.getByRole('link', { name: 'Verify email' }).click();
  await expect(follower).toHaveURL(/\/verification\/successfully$/);

  await page.setViewportSize({ width: 1400, height: 900 });
  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/creator/protocols');
  await page.getByRole('link', { name: 'New protocol' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create and open the builder' }).click();
  await expect(page).toHaveURL(/\/protocol-builder\/[^/?]+$/);
  const protocolId = new URL(page.url()).pathname.split('/').pop()!;

  // Items: a welcome nudge, the step's challenge and the challenge the recurring module repeats.
  await addItem(page, 'Nudges', 'Add a nudge', { Name: `Welcome ${stamp}`, Message: 'Welcome, let us walk.' });
  await page.goto(`/protocol-builder/${protocolId}`);
  await addItem(page, 'Challenges', 'Add a challenge', { Name: walk, Goal: 'Walk every day' });
  await page.goto(`/protocol-builder/${protocolId}`);
  await addItem(page, 'Challenges', 'Add a challenge', { Name: review, Goal: 'Look back at the week' });

  // The flow: welcome nudge -> challenge (the follower's current step for the whole journey) -> finish.
  await page.goto(`/protocol-builder/${protocolId}`);
  await place(page, 'Nudge', 200, 40);
  await choose(page, 'Nudge text', `Welcome ${stamp}`);
  await place(page, 'Challenge', 200, 180);
  await choose(page, 'Comes after', 'Nudge 1 · Nudge');
  await choose(page, 'Challenge', walk);
  await place(page, 'Finish', 200, 320);
  await choose(page, 'Comes after', 'Challenge 1 · Challenge');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // A weekly recurring module: the review challenge, Mondays at 12:00 the follower's time.
  await page.goto(`/protocol-builder/${protocolId}`);
  await openBuilderSection(page, 'Recurring modules');
  await page.getByRole('button', { name: 'Add a recurring module' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a recurring module' });
  await dialog.getByRole('combobox', { name: 'What to repeat' }).click();
  await page.getByRole('option', { name: 'Challenge', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Item' }).click();
  await page.getByRole('option', { name: review }).click();
  await dialog.getByRole('button', { name: 'Monday' }).click();
  await dialog.getByLabel('At time').fill('12:00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Recurring module saved.')).toBeVisible();
  await expect(page.getByText(`Challenge: ${review}`)).toBeVisible();

  // An AI branch under the main module: place 0.0, the start step's first child, the challenge.
  await page.goto(`/protocol-builder/${protocolId}`);
  await openBuilderSection(page, /^AI$/);
  await page.getByRole('link', { name: 'Write the main module' }).click();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('Coach a beginner towards a daily walking habit.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('AI module saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Add a branch' }).click();
  await expect(page.getByTestId('ai-branch-step')).toHaveText(/Runs when a follower reaches the step Challenge 1/);
  await page.getByRole('textbox', { name: 'Name' }).fill(branch);
  await page.getByRole('textbox', { name: 'Prompt' }).fill(prompt);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('AI module saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: branch, exact: true })).toBeVisible();

  // Publish and invite the follower.
  await page.goto(`/protocol-builder/${protocolId}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as version 1.')).toBeVisible();
  await openBuilderSection(page, 'Team');
  await page.getByRole('tab', { name: 'Invitations' }).click();
  const inviteForm = page.getByRole('form', { name: 'Invite by email' });
  await inviteForm.getByRole('textbox', { name: 'Email' }).fill(followerEmail);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${followerEmail}.`)).toBeVisible();

  // The creator watches the live page from before the follower starts; it updates without a reload.
  await page.goto(`/creator/live?protocol_id=${protocolId}`);
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  const feed = page.getByRole('region', { name: 'Latest events' });
  const occurrenceText = `Recurring: ${review} · task for the follower`;
  const guidanceText = /^AI guidance, built-in · /;

  // The follower starts on a Tuesday at 10:00 UTC. Their Mondays at 12:00 are 08:00 UTC, so the moves to Mondays at
  // 10:00 UTC (days 6 and 13) find them due; at 12:00 UTC they would not be.
  const start = plusDays(nextMonday(), 1);
  await setClock(follower, start);
  const mail = await openMail(follower, followerEmail, 'You are invited to a step-by-step protocol');
  await mail.getByRole('link', { name: 'See the invitation' }).click();
  await expect(follower).toHaveURL(/\/protocol-invitations\/[^/]+$/);
  await follower.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(follower.getByText('You are in')).toBeVisible();

  // The AI guidance comes with the visit of the challenge step, before any time passes.
  await expect.poll(() => taskCount(follower, branch), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => taskCount(follower, review)).toBe(0);

  // Time passes in steps; each move sweeps the recurring queue, and the jobs need a moment.
  const expected: [number, number][] = [
    [3, 0],
    [6, 1],
    [10, 1],
    [14, 2],
  ];
  for (const [days, occurrences] of expected) {
    await setClock(follower, plusDays(start, days));
    await expect.poll(() => taskCount(follower, review), { timeout: 30_000 }).toBe(occurrences);
  }
  expect(await taskCount(follower, branch)).toBe(1);
  await expect(feed.getByText(occurrenceText)).toHaveCount(2);
  await expect(feed.getByText(guidanceText)).toHaveCount(1);

  // The follower opens the guidance: the branch prompt is in it.
  await follower.goto('/my-tasks?view=overdue');
  await follower.getByRole('link', { name: branch, exact: true }).click();
  await expect(follower.getByText(prompt)).toBeVisible();

  // Doing the guidance and the first weekly review adds nothing and moves the run on from nowhere: it stays at the
  // challenge (a recurring task is no step's task, decision 047).
  await follower.goto('/my-tasks?view=overdue');
  for (const [title, left] of [
    [branch, 0],
    [review, 1],
  ] as const) {
    const cards = follower.getByRole('article', { name: title });
    await cards.first().getByRole('button', { name: 'Done' }).click();
    await expect(follower.getByText(/is done\.$/)).toBeVisible();
    await expect(cards).toHaveCount(left);
  }
  expect(await taskCount(follower, review)).toBe(2);
  expect(await taskCount(follower, branch)).toBe(1);
  await expect(page.getByRole('region', { name: 'Runs per step now' }).getByText('1 run')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Runs by status' }).getByText('0 finished')).toBeVisible();

  // The creator's history lists both occurrences and the guidance, once each.
  const history = async () => {
    await page.goto(`/creator/history?protocol_id=${protocolId}`);
    const table = page.getByRole('table');
    await expect(table.getByText('Run started')).toBeVisible();
    return {
      occurrences: await table.getByText(occurrenceText).count(),
      guidance: await table.getByText(guidanceText).count(),
    };
  };
  await expect.poll(history).toEqual({ occurrences: 2, guidance: 1 });

  // The live page, loaded afresh, says the same.
  await page.goto(`/creator/live?protocol_id=${protocolId}`);
  await expect(feed.getByText(occurrenceText)).toHaveCount(2);
  await expect(feed.getByText(guidanceText)).toHaveCount(1);

  // Moving to the same time again, twice at once, and reloading adds nothing.
  const again = `${plusDays(start, 14)}T10:00:00.000Z`;
  const moves = await Promise.all([
    page.request.post('/api/dev/clock', { data: { now: again } }),
    follower.request.post('/api/dev/clock', { data: { now: again } }),
  ]);
  for (const moved of moves) expect(moved.status()).toBe(200);
  await follower.reload();
  expect(await taskCount(follower, review)).toBe(2);
  expect(await taskCount(follower, branch)).toBe(1);
  await page.reload();
  expect(await history()).toEqual({ occurrences: 2, guidance: 1 });

  // The next Monday brings the third occurrence and only it: by the time its pass has run, the passes the repeated
  // moves queued before it have run too, and none of them doubled anything.
  await setClock(follower, plusDays(start, 20));
  await expect.poll(() => taskCount(follower, review), { timeout: 30_000 }).toBe(3);
  expect(await taskCount(follower, branch)).toBe(1);
  await expect.poll(history).toEqual({ occurrences: 3, guidance: 1 });

  await followerContext.close();
});
