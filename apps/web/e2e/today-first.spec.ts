import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, EXPERT, login, nextMonday, seriousViolations, setClock } from './fixtures.ts';

/**
 * What a newcomer meets (decision 083): the program's dashboard opens on this week with today's tasks in view, its
 * task chips are targets of 24 px or more, nothing scrolls sideways at 1280 px, the welcome note goes for good once
 * closed, toasts stay clear of the header; the builder's overview is readable, its sub-pages fit on one row, its
 * loops run beside the steps and its buttons are drawn with icons. The server's and the browser's clocks are pinned
 * to the next Monday in UTC, so "today" is known.
 */
test.use({ timezoneId: 'UTC' });
// Two journeys of many steps each (a follow, three reloads, a task done; two builder widths and a program editor).
test.slow();

// A screen's first paint after a navigation: its code and texts load on demand, slow on a busy machine.
const onArrival = expect.configure({ timeout: 30_000 });

// A free seeded program no other journey follows.
const PROGRAM = 'Morning Yoga for Stiff Backs';
const PROTOCOL = 'Two-Minute Habit Loop';

test.afterEach(async ({ page }) => {
  await page.request.post('/api/dev/clock', { data: { now: null } });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.scrollingElement!.scrollWidth,
    document.scrollingElement!.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Every button holds an svg icon, no glyph of a font, and has a name. */
async function expectIconButtons(buttons: Locator, minimum: number): Promise<void> {
  const all = await buttons.all();
  expect(all.length).toBeGreaterThanOrEqual(minimum);
  for (const button of all) {
    await expect(button.locator('svg')).toHaveCount(1);
    await expect(button).toHaveAccessibleName(/\S/);
    // What shows is the icon: no text beside it but what is there for screen readers only.
    const shown = await button.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let isHidden = false;
        for (let up = node.parentElement; up && up !== element.parentElement; up = up.parentElement) {
          if (getComputedStyle(up).position === 'absolute') isHidden = true;
        }
        if (!isHidden) text += node.textContent?.trim() ?? '';
      }
      return text;
    });
    expect(shown).toBe('');
  }
}

test('a follower’s dashboard opens on this week with today’s tasks, and the welcome goes once closed', async ({
  page,
}) => {
  const monday = nextMonday();
  await page.setViewportSize({ width: 1280, height: 800 });
  await setClock(page, monday);
  await login(page, DEMO.email, DEMO.password);
  await onArrival(page).toHaveURL(/\/home$/);

  const found = await page.request.get(`/api/catalogue/programs?search=${encodeURIComponent(PROGRAM)}&per_page=10`);
  expect(found.status(), await found.text()).toBe(200);
  const program = ((await found.json()) as { data: { id: string; title: string }[] }).data.find(
    (p) => p.title === PROGRAM,
  );
  if (!program) throw new Error(`The seeded catalogue has no "${PROGRAM}"`);
  await page.goto(`/program/${program.id}`);
  await page.getByRole('button', { name: 'Follow this program' }).click();
  await onArrival(page.getByText('You follow this program.')).toBeVisible();

  await page.goto(`/follow-program/main/${program.id}`);
  await onArrival(page.getByRole('heading', { name: PROGRAM, level: 1 })).toBeVisible();

  // This week, today marked, its tasks in view without scrolling.
  const week = page.getByRole('list', { name: /^Week of / });
  await expect(week).toBeVisible();
  const today = week.locator('[aria-current="date"]');
  const longDay = new Intl.DateTimeFormat('en', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${monday}T00:00:00Z`));
  await expect(today).toContainText(longDay);
  await expect(today).toContainText('Today');
  const todayChips = today.getByTestId('task-chip');
  await expect(todayChips.first()).toBeInViewport();
  await expect(todayChips.first()).toHaveAccessibleName(/\(Due today\)$/);
  await expect(page.getByTestId('week-note')).toHaveCount(0);

  // Every chip is a target of at least 24 x 24 px; nothing scrolls sideways.
  const chips = await week.getByTestId('task-chip').all();
  expect(chips.length).toBeGreaterThan(0);
  for (const chip of chips) {
    const box = (await chip.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The welcome note stays through a reload of the first visit, and once closed it does not come back.
  const welcome = page.getByTestId('dashboard-welcome');
  await expect(welcome).toBeVisible();
  await page.reload();
  await onArrival(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close the welcome note' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await onArrival(page.getByRole('list', { name: /^Week of / })).toBeVisible();
  await expect(welcome).toHaveCount(0);

  // The month is one click away, its chips as big.
  await page.getByText('Month', { exact: true }).click();
  const monthChip = page.getByRole('table').getByRole('link').first();
  await expect(monthChip).toBeVisible();
  expect((await monthChip.boundingBox())!.height).toBeGreaterThanOrEqual(24);

  // A toast never covers the header's controls.
  await page.goto('/my-tasks');
  const task = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Done', exact: true }) });
  await onArrival(task.first()).toBeVisible();
  await task.first().getByRole('button', { name: 'Done', exact: true }).click();
  const toast = page.locator('.mantine-Notification-root');
  await onArrival(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const controls = await page.getByRole('banner').locator('a, button').all();
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    const box = await control.boundingBox();
    if (box) expect(overlaps(toastBox, box), `the toast covers ${await control.textContent()}`).toBe(false);
  }
});

test('the builder: a readable overview, one row of sub-pages, loops beside the steps, icon buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, EXPERT.email, EXPERT.password);
  await onArrival(page).not.toHaveURL(/\/login/);
  await page.goto('/creator/protocols');
  await page.getByRole('link', { name: PROTOCOL }).click();
  await onArrival(page.getByRole('heading', { name: PROTOCOL, level: 1 })).toBeVisible();
  const nodes = page.locator('.react-flow__node');
  await expect(nodes.first()).toBeVisible();
  const nodeCount = await nodes.count();

  const overview = page.locator('.react-flow__minimap');
  const nav = page.getByRole('navigation', { name: 'Protocol builder' });
  async function expectOverviewAndOneRow(): Promise<void> {
    await expect(overview).toBeVisible();
    await expect(overview.getByRole('img', { name: 'Overview of the canvas' })).toBeVisible();
    const box = (await overview.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(100);
    // Each step drawn in a colour of its own kind, never the black of a missing colour.
    await expect(overview.locator('.react-flow__minimap-node')).toHaveCount(nodeCount);
    const fills = await overview
      .locator('.react-flow__minimap-node, .react-flow__minimap-mask')
      .evaluateAll((shapes) => shapes.map((shape) => getComputedStyle(shape).fill));
    expect(fills.filter((fill) => fill === 'rgb(0, 0, 0)')).toEqual([]);
    // The sub-pages: one row, which scrolls inside itself when it does not fit.
    const tops = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const row = await nav.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    if (row.scrollWidth > row.clientWidth) expect(row.overflowX).toBe('auto');
    await expectNoSidewaysScroll(page);
  }
  await expectOverviewAndOneRow();

  // The loop back from the check to the wait runs beside the steps: no point of its line lies on a step.
  const onSteps = await page.evaluate(() => {
    const steps = [...document.querySelectorAll('.react-flow__node')].map((n) => n.getBoundingClientRect());
    const jumps = [...document.querySelectorAll<SVGPathElement>('.react-flow__edge path.react-flow__edge-path')].filter(
      (path) => getComputedStyle(path).strokeDasharray !== 'none',
    );
    let hits = 0;
    for (const path of jumps) {
      const matrix = path.getScreenCTM()!;
      const length = path.getTotalLength();
      for (let at = 6; at < length - 6; at += 4) {
        const point = path.getPointAtLength(at).matrixTransform(matrix);
        const inside = steps.some(
          // A line along a step's border counts as on it.
          (r) => point.x >= r.left - 1 && point.x <= r.right + 1 && point.y >= r.top - 1 && point.y <= r.bottom + 1,
        );
        if (inside) hits += 1;
      }
    }
    return { jumps: jumps.length, hits };
  });
  expect(onSteps.jumps).toBeGreaterThan(0);
  expect(onSteps.hits).toBe(0);

  // The steps share one width, and zoom and the step kinds are icon buttons.
  const widths = await nodes.evaluateAll((all) => all.map((n) => Math.round(n.getBoundingClientRect().width)));
  expect(new Set(widths).size).toBe(1);
  await expectIconButtons(page.getByRole('toolbar', { name: 'Zoom' }).getByRole('button', { name: /^Zoom/ }), 2);
  const kinds = page.getByRole('toolbar', { name: 'Step kinds' }).getByRole('button');
  for (const kind of await kinds.all()) await expect(kind.locator('svg')).toHaveCount(1);

  // At 576 px: the canvas (chosen over the list) still has its overview, and the sub-pages still one row.
  await page.setViewportSize({ width: 576, height: 900 });
  await page.getByText('Canvas', { exact: true }).click();
  await expect(nodes.first()).toBeVisible();
  await expectOverviewAndOneRow();

  // The program editor's reorder and remove buttons, and the text toolbar, are icons with names.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/creator/programs/add');
  await page.getByRole('textbox', { name: 'Title' }).fill(`Icons ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Create and add content' }).click();
  await onArrival(page).toHaveURL(/\/creator\/programs\/edit\/[^/?]+\?tab=curriculum$/);
  await page.getByRole('button', { name: 'Add module' }).click();
  await page.getByRole('button', { name: 'Add module' }).click();
  await expectIconButtons(page.getByRole('button', { name: /^(Move .+ (up|down)|Remove .+)$/ }), 6);
  await expectIconButtons(page.getByRole('toolbar', { name: 'Text formatting' }).first().getByRole('button'), 10);
});
