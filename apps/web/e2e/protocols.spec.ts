import { expect, test, type Page } from '@playwright/test';
import { chooseStepOption, DEMO, EXPERT, login, openMail, placeStep, plusDays, setClock } from './fixtures.ts';

// The journey moves the server's clock; whatever happens, the next test gets the real one back.
test.afterEach(async ({ request }) => {
  await request.post('/api/dev/clock', { data: { now: null } });
});

async function openBuilderSection(page: Page, name: string | RegExp) {
  await page.getByRole('navigation', { name: 'Protocol builder' }).getByRole('link', { name }).click();
}

test('build, fix, simulate, publish, invite; the follower runs the protocol to its end', async ({ page, browser }) => {
  // About 30 s on a quiet machine; the margin is for a busy one.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `Evening wind-down ${stamp}`;
  const nudgeName = `Lights low ${stamp}`;
  const assessmentName = `Sleep check ${stamp}`;
  await page.setViewportSize({ width: 1400, height: 900 });
  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);

  // A new protocol, straight into the builder.
  await page.goto('/creator/protocols');
  await page.getByRole('link', { name: 'New protocol' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create and open the builder' }).click();
  await expect(page).toHaveURL(/\/protocol-builder\/[^/?]+$/);
  const protocolId = new URL(page.url()).pathname.split('/').pop()!;

  // Its items, through the builder's sub-pages: a nudge, and an assessment with one scored question.
  await openBuilderSection(page, 'Nudges');
  await page.getByRole('link', { name: 'Add a nudge' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill(nudgeName);
  await page.getByRole('textbox', { name: 'Message' }).fill('Dim the lights an hour before bed tonight.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`“${nudgeName}” saved.`)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: /^Canvas: / })
    .click();
  await openBuilderSection(page, 'Assessments');
  await page.getByRole('link', { name: 'Add an assessment' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill(assessmentName);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/assessment\/[^/]+\/questions$/);
  await page.getByRole('link', { name: 'Add a question' }).first().click();
  await page.getByRole('textbox', { name: 'Question' }).fill('Did you sleep 7 hours or more?');
  await page.getByRole('textbox', { name: 'Option 1' }).fill('Yes');
  await page.getByRole('textbox', { name: 'Score' }).first().fill('5');
  await page.getByRole('textbox', { name: 'Option 2' }).fill('No');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Did you sleep 7 hours or more?')).toBeVisible();

  // The graph: nudge -> wait -> assessment -> (score at least 5: finish, otherwise back to the wait).
  await page.goto(`/protocol-builder/${protocolId}`);
  await placeStep(page, 'Nudge', 200, 40);
  await chooseStepOption(page, 'Nudge text', nudgeName);
  await placeStep(page, 'Wait', 200, 160);
  await chooseStepOption(page, 'Comes after', 'Nudge 1 · Nudge');
  await placeStep(page, 'Assessment', 200, 280);
  await chooseStepOption(page, 'Comes after', 'Wait 1 · Wait');
  await chooseStepOption(page, 'Assessment', assessmentName);
  await placeStep(page, 'Finish', 200, 400);
  await chooseStepOption(page, 'Comes after', 'Assessment 1 · Assessment');
  await chooseStepOption(page, 'Step', 'Assessment 1 · Assessment');
  await chooseStepOption(page, 'Branch on', 'Score at least');
  await page
    .getByRole('complementary', { name: 'Step details' })
    .getByRole('textbox', { name: 'Value', exact: true })
    .fill('5');
  await chooseStepOption(page, 'Otherwise, go to', 'Wait 1 · Wait');
  await expect(page.locator('.react-flow__node')).toHaveCount(4);
  await expect(page.getByText('otherwise', { exact: true })).toBeVisible();

  // The errors page names the wait without a duration; fixing it and saving leaves no error.
  await openBuilderSection(page, /^Errors/);
  await expect(page.getByText(/Wait step .Wait 1. has no duration\./)).toBeVisible();
  await page.getByRole('link', { name: /Open .Wait 1./ }).click();
  await page.getByRole('textbox', { name: 'Wait (minutes)' }).fill('1440');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await openBuilderSection(page, /^Errors/);
  await expect(page.getByText('No errors', { exact: true })).toBeVisible();

  // 200 virtual followers through the draft.
  await openBuilderSection(page, 'Simulate');
  await expect(page.getByRole('heading', { name: 'Simulator', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Followers' }).fill('200');
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await expect(page.getByText(/Outcomes of 200 followers/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funnel per step' })).toBeVisible();
  await expect(page.getByText(/^Finished/).first()).toBeVisible();

  // Publish, then invite the demo follower by email.
  await page.goto(`/protocol-builder/${protocolId}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as version 1.')).toBeVisible();
  await openBuilderSection(page, 'Team');
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(/\/team\/invitations$/);
  const inviteForm = page.getByRole('form', { name: 'Invite by email' });
  await inviteForm.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${DEMO.email}.`)).toBeVisible();

  // The follower, in a browser of their own: the mail's link, signing in, back to the invitation, accept.
  const followerContext = await browser.newContext();
  const follower = await followerContext.newPage();
  const mail = await openMail(follower, DEMO.email, 'You are invited to a step-by-step protocol');
  await mail.getByRole('link', { name: 'See the invitation' }).click();
  await expect(follower).toHaveURL(/\/login$/);
  await login(follower, DEMO.email, DEMO.password);
  await expect(follower).toHaveURL(/\/protocol-invitations\/[^/]+$/);
  await expect(follower.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(follower.getByText('invites you to follow')).toBeVisible();
  await follower.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(follower.getByText('You are in')).toBeVisible();

  // The creator watches the live page while the run waits.
  await page.goto(`/creator/live?protocol_id=${protocolId}`);
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  const totals = page.getByRole('group', { name: 'Runs by status' });
  await expect(totals.getByText('0 finished')).toBeVisible();
  const perStep = page.getByRole('region', { name: 'Runs per step now' });
  await expect(perStep.getByText('1 run')).toBeVisible();

  // Two days later the wait has passed: the assessment is the follower's task.
  const day = plusDays(new Date().toISOString().slice(0, 10), 2);
  await setClock(follower, day);
  await follower.getByRole('link', { name: 'Go to my tasks' }).click();
  await expect(follower).toHaveURL(/\/my-tasks$/);
  await expect(async () => {
    await follower.reload();
    await expect(follower.getByRole('link', { name: assessmentName })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await follower.getByRole('link', { name: assessmentName }).click();
  await follower.getByRole('radio', { name: 'Yes' }).check();
  await follower.getByRole('button', { name: 'Complete' }).click();
  await expect(follower.getByText('Your score: 5 of 5')).toBeVisible();

  // The creator's live page updates without a reload: the run has finished.
  const feed = page.getByRole('region', { name: 'Latest events' });
  await expect(totals.getByText('1 finished')).toBeVisible();
  await expect(feed.getByText(/^Run finished/)).toBeVisible();
  await expect(perStep.getByText('No run is in progress.')).toBeVisible();

  // And the history lists the run's events.
  await page.goto(`/creator/history?protocol_id=${protocolId}`);
  const table = page.getByRole('table');
  await expect(table.getByText('Run started')).toBeVisible();
  await expect(table.getByText('Wait ended')).toBeVisible();
  await expect(table.getByText('Follower answered · task completed')).toBeVisible();
  await expect(table.getByText('Run finished')).toBeVisible();

  await followerContext.close();
});

test('an unknown or withdrawn invitation link says so, on a phone and in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 576, height: 900 });
  await login(page, DEMO.email, DEMO.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/protocol-invitations/no-such-invitation');
  await expect(page.getByRole('heading', { name: 'This invitation is no longer valid', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my tasks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept the invitation' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Language: العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'هذه الدعوة لم تعد صالحة', level: 1 })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(576);
});
