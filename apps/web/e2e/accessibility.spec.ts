import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { ROUTES } from '../src/app/routes.ts';
import { isUnbuilt } from '../src/app/unbuilt.ts';
import { DEMO, login, registerVerified, runAxe, uniqueEmail } from './fixtures.ts';
import { fromSamples, seededParams, type Seeded } from './accessibility-params.ts';
import { serverPort } from './ports.ts';

/**
 * axe-core on every built screen of THE route table (app/routes.ts minus app/unbuilt.ts), in English and in Arabic
 * (dir=rtl), signed in as whoever the screen is for. Any serious or critical violation fails the screen's test, so a
 * route added to the table is audited without anyone writing a test for it (decision 046). A route with parameters
 * takes them from the seeded data (accessibility-params.ts); a new one without samples there fails until it has some.
 *
 * Each route is audited in English at one width and in Arabic at the other, desktop (1280 px) or phone (576 px), and
 * the next route swaps them, so both widths and both languages meet every route for the price of two audits. A
 * brand-new account (nothing followed, bought or said) sees the signed-in screens whose empty states differ, and a
 * few states no route shows by itself are audited too: the agent's conversation, the register dialog over it, and a
 * chat with messages from both sides (decision 087).
 */

type Role = 'guest' | 'follower' | 'expert' | 'newcomer';
type Language = 'en' | 'ar';
/** Desktop and phone: SPEC 9's 576 px breakpoint is the narrowest layout the app has. */
const WIDTHS = [1280, 576] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT = 900;
const ROLES: readonly Role[] = ['guest', 'follower', 'expert', 'newcomer'];

const EXPERT = { email: 'expert@demo.test', password: DEMO.password };
const LANGUAGES: readonly Language[] = ['en', 'ar'];
const BLOCKING = new Set(['serious', 'critical']);

/** Screens for visitors who are signed out (the guard sends a signed-in person on to /home from most of them). */
const SIGNED_OUT = new Set([
  '/',
  '/login',
  '/register',
  '/join',
  '/password-recovery',
  '/password-reset',
  '/auth/by-token',
  '/auth/finish-registration',
  '/auth/social-cancel',
]);
/** Public screens that a guest sees with the guest navbar: audited signed out as well as signed in. */
const PUBLIC =
  /^\/(programs|program|creators|u|s|t|faqs|contact|privacy|cookies|terms-of-service|about-us|how-it-works|join-team)(\/|$)/;

function rolesFor(path: string): Role[] {
  if (SIGNED_OUT.has(path)) return ['guest'];
  if (path.startsWith('/creator/') || path.startsWith('/protocol-builder/')) return ['expert'];
  return PUBLIC.test(path) ? ['guest', 'follower'] : ['follower'];
}

/** The route's pattern with its parameters filled in; optional ones are left out (the catalogue's bare list). */
function fill(pattern: string, params: Record<string, string>): string {
  const url = pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`No sample value for :${name} of ${pattern}: add the route to e2e/accessibility-params.ts`);
    }
    return `/${encodeURIComponent(value)}`;
  });
  return url || '/';
}

const BUILT = ROUTES.filter((route) => !isUnbuilt(route.path));

/**
 * The width of one audit: English and Arabic of a route take different widths, and so do the next route and the next
 * role of the same route (a public page as guest and as follower), so that every route meets both in both languages.
 */
function widthFor(routeIndex: number, role: Role, language: Language): Width {
  return WIDTHS[(routeIndex + ROLES.indexOf(role) + (language === 'ar' ? 1 : 0)) % 2]!;
}

/**
 * Signed-in screens whose empty state only a brand-new account sees (the demo follower has programs, tasks, chats,
 * notifications, bookmarks and orders). Each is audited once, the language and the width taking turns.
 */
const NEWCOMER_SCREENS = [
  '/home',
  '/follow-program',
  '/my-tasks',
  '/messages',
  '/notifications',
  '/bookmarks',
  '/settings/payments',
  '/settings/purchased-items',
  '/settings/payment-method',
] as const;
const NEWCOMER = { name: 'Nadia Newcomer', password: 'a new start 2026' };

/**
 * One browser context and page per role and language for the whole worker, not one per screen: each audit still loads
 * its screen afresh (`goto`), but the browser keeps its compiled scripts and cached assets between screens, which on
 * a 2-core machine halves what an audit costs (a fresh context re-fetched and re-compiled the app for each of ~200).
 */
type AuditPages = { pageFor: (role: Role, language: Language) => Promise<Page> };
/** The audit pages open in this worker; closed when this file's audits end, so no idle page outlives them. */
const open = new Map<string, { context: BrowserContext; page: Page }>();
const test = base.extend<object, AuditPages>({
  pageFor: [
    async ({ browser }, use) => {
      await use(async (role, language) => {
        const key = `${role}-${language}`;
        let entry = open.get(key);
        if (!entry || entry.page.isClosed()) {
          const context = await browser.newContext({ storageState: sessions.get(role) });
          await context.addInitScript((lang) => localStorage.setItem('ito_language', lang), language);
          const page = await context.newPage();
          trackRequests(page);
          trackConsole(page);
          await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
          entry = { context, page };
          open.set(key, entry);
        }
        return entry.page;
      });
      await closeAuditPages();
    },
    { scope: 'worker' },
  ],
});

async function closeAuditPages(): Promise<void> {
  for (const { context } of open.values()) await context.close();
  open.clear();
}

// The journeys after this file share its worker: none of them should run beside eight idle signed-in pages.
test.afterAll(closeAuditPages);

/** The signed-in state of each role, taken once through the login form. */
const sessions = new Map<Role, SessionState>();
let seeded: Seeded;

async function signIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * A brand-new account, as a person makes one: registered, the mailed link followed, then signed in through the form.
 * Nothing followed, bought, bookmarked or said.
 */
async function registerNewcomer(browser: Browser, api: APIRequestContext): Promise<SessionState> {
  const email = uniqueEmail('newcomer');
  await registerVerified(api, NEWCOMER.name, email, NEWCOMER.password);
  return signIn(browser, email, NEWCOMER.password);
}

function tokenOf(state: { cookies: { name: string; value: string }[] }): string {
  const cookie = state.cookies.find((c) => c.name === 'ito_session');
  const token = cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { token?: string }).token : undefined;
  if (!token) throw new Error('No session token in the browser');
  return token;
}

type Setup = { sessions: [Role, SessionState][]; samples: Record<string, Record<string, string>> };
type SessionState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/**
 * Playwright starts a new worker after every failed test, and each new worker runs beforeAll again. The sign-ins and
 * samples of this run (one server, one database) are kept in a file named after the runner's process, so a failing
 * screen costs its own audit only.
 */
const SETUP_FILE = path.join(os.tmpdir(), `ito-a11y-${process.ppid}-${serverPort()}.json`);

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  if (fs.existsSync(SETUP_FILE)) {
    const saved = JSON.parse(fs.readFileSync(SETUP_FILE, 'utf8')) as Setup;
    for (const [role, state] of saved.sessions) sessions.set(role, state);
    seeded = fromSamples(saved.samples);
    return;
  }
  // Earlier runs' files on this port (their runner has gone) are of no use.
  const port = serverPort();
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (name.startsWith('ito-a11y-') && name.endsWith(`-${port}.json`)) fs.rmSync(path.join(os.tmpdir(), name));
  }
  sessions.set('guest', { cookies: [], origins: [] });
  sessions.set('follower', await signIn(browser, DEMO.email, DEMO.password));
  sessions.set('expert', await signIn(browser, EXPERT.email, EXPERT.password));
  const guest = await playwright.request.newContext({ baseURL });
  sessions.set('newcomer', await registerNewcomer(browser, guest));
  await guest.dispose();
  const api = (role: 'follower' | 'expert'): Promise<APIRequestContext> =>
    playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: {
        Authorization: `Bearer ${tokenOf(sessions.get(role)!)}`,
        Accept: 'application/json',
        'X-Time-Zone': 'UTC',
      },
    });
  const [follower, expert] = await Promise.all([api('follower'), api('expert')]);
  const samples = await seededParams(follower, expert);
  await Promise.all([follower.dispose(), expert.dispose()]);
  seeded = fromSamples(samples);
  fs.writeFileSync(SETUP_FILE, JSON.stringify({ sessions: [...sessions], samples } satisfies Setup));
});

/** Requests in flight per audit page (counted from the page's own events, so a client-side navigation is seen too). */
const inFlight = new WeakMap<Page, { count: number; changed: number }>();

/** What each audit page wrote to its console as an error, and the errors it threw, since its last screen. */
const consoleErrors = new WeakMap<Page, string[]>();
function trackConsole(page: Page): void {
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

function trackRequests(page: Page): void {
  const state = { count: 0, changed: Date.now() };
  inFlight.set(page, state);
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    state.changed = Date.now();
  };
  page.on('request', () => {
    state.count += 1;
    state.changed = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** No request in flight for `quietMs` (Playwright's networkidle waits 500 ms and only after a document load). */
async function networkQuiet(page: Page, quietMs = 150): Promise<void> {
  const state = inFlight.get(page);
  if (!state) return;
  await expect
    .poll(() => state.count === 0 && Date.now() - state.changed >= quietMs, { intervals: [50], timeout: 15_000 })
    .toBe(true);
}

/** Waits until the screen shows its content: network quiet, no global loader, no spinner or skeleton, a heading. */
async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect(page.locator('[aria-hidden="false"][data-visible]')).toHaveCount(0);
  await expect(
    page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible, [aria-busy="true"]'),
  ).toHaveCount(0);
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  // A screen whose heading came with its data may fetch more once drawn (a list's counts, an avatar).
  await networkQuiet(page);
  await animationsDone(page);
}

/**
 * No finite transition or animation still running: axe reads colours as drawn, and a dialog or a toast fading in is
 * not yet the contrast a person reads once it is there.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Pages that have loaded the app once: later screens are reached by a client-side navigation, as a person would. */
const booted = new WeakSet<Page>();

/**
 * Opens `url` on the audit page. The first screen of a page loads the document; each later one asks the server for
 * the same URL (it must still serve it) and then moves the app's router there through the History API, the way a
 * link does, instead of loading and compiling the whole app again for each of ~200 screens.
 */
async function openScreen(page: Page, url: string): Promise<void> {
  if (!booted.has(page)) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    booted.add(page);
    return;
  }
  const served = await page.request.get(url, { headers: { Accept: 'text/html' } });
  expect(served.status(), url).toBeLessThan(400);
  const state = inFlight.get(page);
  if (state) state.changed = Date.now();
  await page.evaluate((to) => {
    // The heading on screen now: the next screen's replaces it.
    document.querySelector('main h1, h1')?.setAttribute('data-audit-left', '');
    const previous = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: previous + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, url);
  // A screen that sends the person to the one already shown (a guard's redirect) keeps its heading: after a while
  // the audit goes on with it, as `goto` would have.
  await expect(page.locator('[data-audit-left]'))
    .toHaveCount(0, { timeout: 1_000 })
    .catch(() => undefined);
}

/** Serious and critical violations, one line per rule with the first elements it names. */
function describeViolations(
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[],
) {
  return violations.map(
    (v) =>
      `${v.impact} ${v.id} (${v.nodes.length}): ${v.help} - ${v.nodes
        .slice(0, 4)
        .map((n) => JSON.stringify(n.target))
        .join(', ')}`,
  );
}

/** axe over the whole page; the serious and critical findings fail the test, all of them attached to it. */
async function expectNoBlocking(page: Page, what: string, testInfo: TestInfo): Promise<void> {
  const results = await runAxe(page);
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const elements = blocking.reduce((sum, v) => sum + v.nodes.length, 0);
  testInfo.annotations.push({ type: 'axe', description: `${what}: ${elements} serious/critical elements` });
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify({ what, violations: blocking }, null, 2),
    contentType: 'application/json',
  });
  expect(describeViolations(blocking), what).toEqual([]);
}

/** Opens `url` on the role's audit page at `width`, waits for the screen, and audits it. */
async function auditScreen(
  pageFor: AuditPages['pageFor'],
  url: string,
  role: Role,
  language: Language,
  width: Width,
  testInfo: TestInfo,
): Promise<void> {
  const page = await pageFor(role, language);
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
  const errors = consoleErrors.get(page) ?? [];
  errors.length = 0;
  await openScreen(page, url);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await settle(page);
  await expectNoBlocking(page, `${url} (${role}, ${language}, ${width} px)`, testInfo);
  // No screen logs an error on its way in: a missing asset, a failed request it did not expect, a render error.
  expect(errors, `console errors on ${url}`).toEqual([]);
}

test('every built route of the table is audited (the table and the audit cannot drift apart)', () => {
  expect(BUILT.length).toBeGreaterThan(80);
  for (const route of BUILT) expect(rolesFor(route.path).length, route.path).toBeGreaterThan(0);
  const built = new Set(BUILT.map((route) => route.path));
  for (const path of NEWCOMER_SCREENS) expect(built.has(path), path).toBe(true);
});

for (const [index, route] of BUILT.entries()) {
  for (const role of rolesFor(route.path)) {
    for (const language of LANGUAGES) {
      const width = widthFor(index, role, language);
      test(`${route.path} as ${role} in ${language} at ${width} px has no serious or critical axe violation`, async ({
        pageFor,
      }, testInfo) => {
        await auditScreen(pageFor, fill(route.path, seeded.for(route.path)), role, language, width, testInfo);
      });
    }
  }
}

for (const [index, path] of NEWCOMER_SCREENS.entries()) {
  const language = LANGUAGES[index % 2]!;
  const width = WIDTHS[Math.floor(index / 2) % 2]!;
  test(`${path} for a brand-new account in ${language} at ${width} px has no serious or critical axe violation`, async ({
    pageFor,
  }, testInfo) => {
    await auditScreen(pageFor, path, 'newcomer', language, width, testInfo);
  });
}

/** An API context that acts as `role`, with the token of its browser session. */
async function apiAs(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  role: Role,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${tokenOf(sessions.get(role)!)}`, Accept: 'application/json' },
  });
}

test('a chat with messages from both sides has no serious or critical axe violation', async ({
  pageFor,
  playwright,
  baseURL,
}, testInfo) => {
  // After the newcomer's empty screens: the newcomer writes to the demo follower, who answers.
  const [newcomer, follower] = await Promise.all([
    apiAs(playwright, baseURL, 'newcomer'),
    apiAs(playwright, baseURL, 'follower'),
  ]);
  const me = (await (await follower.get('/api/user/get-data')).json()) as { data: { id: string } };
  const opened = await newcomer.post('/api/chat/rooms/direct', { data: { user_id: me.data.id } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const room = ((await opened.json()) as { data: { id: string } }).data.id;
  const say = async (api: APIRequestContext, body: string) => {
    const sent = await api.post(`/api/chat/rooms/${room}/messages`, { data: { body } });
    expect(sent.status(), await sent.text()).toBe(201);
  };
  await say(newcomer, 'Hello, I am new here. Which program would you start with?');
  await say(follower, 'Welcome! The sleep program is a gentle start.');
  // The follower has read the chat they answered: no unread count is left for the journeys after the audit.
  await follower.post(`/api/chat/rooms/${room}/read`);
  await Promise.all([newcomer.dispose(), follower.dispose()]);
  for (const [language, width] of [
    ['en', 576],
    ['ar', 1280],
  ] as const) {
    await auditScreen(pageFor, `/messages/chat/${room}`, 'newcomer', language, width, testInfo);
    const page = await pageFor('newcomer', language);
    await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(2);
  }
});

test('the agent conversation and the register dialog over it have no serious or critical axe violation', async ({
  browser,
}, testInfo) => {
  // A guest's first turn with the agent; on a fresh server it loads the agent's language models.
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  trackRequests(page);
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto('/');
  await page.getByRole('textbox', { name: 'What do you want to achieve?' }).fill('I want to sleep better');
  await page.getByRole('button', { name: 'Build my program' }).click();
  await expect(page).toHaveURL(/\/follow-program\/main\/[^/]+\/agent$/, { timeout: 60_000 });
  const log = page.getByRole('log');
  for (const [language, width] of [
    ['en', 1280],
    ['ar', 576],
  ] as const) {
    if (language === 'ar') {
      await page.evaluate(() => localStorage.setItem('ito_language', 'ar'));
      await page.setViewportSize({ width, height: HEIGHT });
      await page.reload();
    }
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // The person's intent and the agent's first question, with its quick replies.
    await expect(log.locator(':scope > ol > li')).toHaveCount(2, { timeout: 60_000 });
    await expect(log.getByRole('group')).toBeVisible();
    await settle(page);
    await expectNoBlocking(page, `the agent conversation (${language}, ${width} px)`, testInfo);
    // The banner offers the account while no plan is proposed; the dialog registers without leaving the agent.
    await page.getByRole('alert').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
    await networkQuiet(page);
    await animationsDone(page);
    await expectNoBlocking(page, `the register dialog (${language}, ${width} px)`, testInfo);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await context.close();
});
