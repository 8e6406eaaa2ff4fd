import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, login, nextMonday, plusDays, setClock } from './fixtures.ts';

/**
 * Following programs and doing their tasks, with the server's clock (POST /api/dev/clock) and the browser's clock
 * pinned to the same Monday, so "today" is a known weekday whatever day the suite runs. The browser runs in UTC and
 * sends that zone (`X-Time-Zone`), so both sides agree on the day.
 */
test.use({ timezoneId: 'UTC' });

const COURSE = 'Couch to 5K in 8 Weeks';
const FIRST_LESSON = 'Your first session: 60 seconds on, 90 seconds off';
const QUIZ = 'Pacing check';
const INTENT = 'I want to run a 10K in 8 weeks, I can train 3 times a week for 40 minutes';

/** The navbar's count of tasks due today or earlier (0 when the indicator is hidden). */
async function tasksDue(page: Page): Promise<number> {
  const bar = page.getByTestId('task-bar');
  if (!(await bar.isVisible())) return 0;
  return Number(await bar.locator('span').first().textContent());
}

/** The signed-in browser's access token, from its session cookie. */
async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ito_session');
  const token = cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { token?: string }).token : undefined;
  if (!token) throw new Error('No session token in the browser');
  return token;
}

type AgentMessage = { role: string; payload: { kind: string; quick_replies?: { value: string }[] } | null };

/** States the intent to the agent as the browser's user, answers any question with its first quick reply, accepts. */
async function planThroughTheAgent(request: APIRequestContext, token: string): Promise<{ program_id: string }> {
  const headers = { Authorization: `Bearer ${token}`, 'X-Time-Zone': 'UTC', Accept: 'application/json' };
  const started = await request.post('/api/agent/conversations', { headers, data: { message: INTENT } });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation, messages } = (await started.json()).data as {
    conversation: { id: string };
    messages: AgentMessage[];
  };
  let last = messages.at(-1);
  for (let asked = 0; asked < 3 && last?.payload?.kind === 'question'; asked += 1) {
    const reply = last.payload.quick_replies?.[0]?.value ?? 'yes';
    const answered = await request.post(`/api/agent/conversations/${conversation.id}/messages`, {
      headers,
      data: { message: reply },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    last = ((await answered.json()).data as AgentMessage[]).at(-1);
  }
  expect(last?.payload?.kind).toBe('proposal');
  const accepted = await request.post(`/api/agent/conversations/${conversation.id}/accept`, { headers });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return (await accepted.json()).data as { program_id: string };
}

test.afterEach(async ({ page }) => {
  // Always give the server its own clock back, even when a step failed.
  await page.request.post('/api/dev/clock', { data: { now: null } });
});

test('the demo follower follows a free course, sees it on the calendar, and finishes today’s tasks', async ({
  page,
}) => {
  // A long journey (follow, calendar, three kinds of task, progress): a busy 2-core machine needs over a minute.
  test.setTimeout(150_000);
  const monday = nextMonday();
  await setClock(page, monday);
  await page.goto('/login');
  await login(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);

  // Follow a free program from its page.
  await page.goto('/programs/fitness-running/all/beginner/all/all/free');
  await page.getByRole('heading', { name: COURSE }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
  const follow = page.getByRole('button', { name: 'Follow this program' });
  if (await follow.isVisible()) await follow.click();
  await expect(page.getByText('You follow this program.')).toBeVisible();

  // My programs: the card with its progress and next task leads to the dashboard.
  await page.goto('/follow-program');
  await expect(page.getByRole('heading', { name: 'My programs', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: COURSE });
  await expect(card.getByText(/^0 of \d+ tasks done$/)).toBeVisible();
  await expect(card.getByRole('link', { name: FIRST_LESSON })).toBeVisible();
  // An empty bar has no width: it is there for screen readers, not the eye.
  await expect(card.getByRole('progressbar', { name: 'Progress: 0%' })).toHaveAttribute('aria-valuenow', '0');
  await card.getByRole('link', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL(/\/follow-program\/main\/[^/]+$/);
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();

  // The plan on this week's calendar: the first lesson is on today's date, marked as due today.
  const calendar = page.getByRole('list', { name: /^Week of / });
  await expect(calendar.getByRole('link', { name: FIRST_LESSON })).toBeVisible();
  await expect(calendar.getByRole('link', { name: `${FIRST_LESSON} (Due today)` })).toBeVisible();
  await expect(calendar.locator('[aria-current="date"]')).toContainText(FIRST_LESSON);

  // The course outline lists the modules and their lessons with the follower's task state.
  await page.getByRole('tab', { name: 'Course' }).click();
  await expect(page.getByRole('heading', { name: /^Module 1: Weeks 1-2/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Video' }).click();
  await expect(page.getByText('The creator has not added this video yet.')).toBeVisible();

  // My tasks, today: finish the first lesson; the navbar's count drops.
  await page.goto('/my-tasks');
  await expect(page.getByRole('tab', { name: 'Today', selected: true })).toBeVisible();
  const due = await tasksDue(page);
  expect(due).toBeGreaterThan(0);
  const lesson = page.getByRole('article', { name: FIRST_LESSON });
  await expect(lesson.getByRole('link', { name: COURSE })).toBeVisible();
  await lesson.getByRole('button', { name: 'Done' }).click();
  // (The title is isolated for right-to-left text, hence the pattern.)
  await expect(page.getByText(/^“.?Your first session: 60 seconds on, 90 seconds off.?” is done\.$/)).toBeVisible();
  await expect(lesson).toBeHidden();
  if (due === 1) await expect(page.getByTestId('task-bar')).toBeHidden();
  else await expect(page.getByTestId('task-bar')).toContainText(String(due - 1));

  // It is on the Done tab now.
  await page.getByRole('tab', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: FIRST_LESSON })).toBeVisible();

  // The week's quiz: every question must be answered; then the score shows.
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await page.getByRole('article', { name: QUIZ }).getByRole('button', { name: 'Answer' }).click();
  await expect(page).toHaveURL(/\/my-tasks\/task\/[^/]+$/);
  await expect(page.getByRole('heading', { name: QUIZ, level: 1 })).toBeVisible();
  const pace = page.getByRole('radiogroup', { name: 'How fast should your running intervals feel?' });
  const rest = page.getByRole('radiogroup', { name: 'How many rest days between sessions?' });
  await pace.getByRole('radio', { name: 'Easy enough to talk' }).check();
  await page.getByRole('button', { name: 'Complete' }).click();
  // The message is under the unanswered question, and describes it to screen readers.
  await expect(page.getByText('Answer this question.')).toHaveCount(1);
  await expect(rest).toHaveAccessibleDescription(/Answer this question\./);
  await expect(pace).not.toHaveAccessibleDescription(/Answer this question\./);
  await rest.getByRole('radio', { name: 'At least one' }).check();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('task-score')).toHaveText('Your score: 2 of 2');
  await expect(page.getByText('Your answer: Easy enough to talk')).toBeVisible();

  // The dashboard's progress counts both.
  await page.goto('/follow-program');
  await page.getByRole('article', { name: COURSE }).getByRole('link', { name: 'Open dashboard' }).click();
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByTestId('progress-summary')).toContainText(/: 2 of \d+ tasks\./);
});

test('a missed session changes a personal plan, and its dashboard says why', async ({ page }) => {
  const monday = nextMonday();
  await setClock(page, monday);
  await page.goto('/login');
  await login(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);

  // A personal plan made with the agent, starting today (Monday).
  const { program_id: programId } = await planThroughTheAgent(page.request, await sessionToken(page));
  await page.goto(`/follow-program/main/${programId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/10K/i);
  await expect(page.getByRole('button', { name: /agent/i })).toBeVisible();
  await expect(page.getByTestId('plan-changes')).toBeHidden();

  // Thursday: Monday's first session was never done. Opening the dashboard adapts the plan and says why.
  await setClock(page, plusDays(monday, 3));
  await page.reload();
  const notice = page.getByTestId('plan-changes');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your plan changed');
  await expect(notice.getByRole('listitem').first()).not.toBeEmpty();

  // The moved sessions are on the calendar again, from today on; the KPI tab draws its chart area.
  await expect(page.getByRole('list', { name: /^Week of / })).toBeVisible();
  await page.getByRole('tab', { name: 'KPIs' }).click();
  await expect(page.getByText(/^Target: /).first()).toBeVisible();
});
