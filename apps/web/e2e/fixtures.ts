import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { UTCDate } from '@date-fns/utc';
import { addDays, formatISO, nextMonday as nextMondayAfter } from 'date-fns';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.test`;
}

export const DEMO = { email: 'follower@demo.test', password: 'demo-pass-2026' };

/** Signs in through the login form, as a person would. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Opens the newest mail to `to` with `subject` in the dev mailbox (/dev/mail) and returns its HTML frame. */
export async function openMail(page: Page, to: string, subject: string) {
  await page.goto('/dev/mail');
  const item = page
    .getByRole('list', { name: /mail/i })
    .getByRole('button')
    .filter({ hasText: to })
    .filter({ hasText: subject })
    .first();
  await expect(item).toBeVisible();
  await item.click();
  return page.frameLocator(`iframe[title*="${subject}"]`);
}

/** The next Monday after the real today (UTC), as `YYYY-MM-DD`. */
export function nextMonday(): string {
  return formatISO(nextMondayAfter(new UTCDate()), { representation: 'date' });
}

export function plusDays(day: string, days: number): string {
  return formatISO(addDays(new UTCDate(`${day}T00:00:00Z`), days), { representation: 'date' });
}

/** Moves the server's clock and the page's to 10:00 UTC on `day`; `null` gives the server its real clock back. */
export async function setClock(page: Page, day: string | null): Promise<void> {
  const now = day ? `${day}T10:00:00.000Z` : null;
  const response = await page.request.post('/api/dev/clock', { data: { now } });
  expect(response.status(), await response.text()).toBe(200);
  if (now) await page.clock.setFixedTime(new Date(now));
}

export const EXPERT = { email: 'expert@demo.test', password: 'demo-pass-2026' };

/** Fills and sends the registration form; the new member lands on "verification sent". */
export async function register(page: Page, fullName: string, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verification\/sent$/);
}

/** Follows the link of the verification mail to `email`, as a person would. */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  const mail = await openMail(page, email, 'Verify your email address');
  await mail.getByRole('link', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/verification\/successfully$/);
}

/**
 * A verified account made without a browser: registered through the API, then the link of its verification mail (in
 * the dev outbox) followed with the new session's cookie, as the browser that registered would (a link opened without
 * it claims the address and clears the password, decision 037). Answers the account's id.
 */
export async function registerVerified(
  api: APIRequestContext,
  fullName: string,
  email: string,
  password: string,
): Promise<string> {
  const registered = await api.post('/api/register', { data: { full_name: fullName, email, password } });
  expect(registered.status(), await registered.text()).toBe(201);
  const outbox = await api.get('/api/dev/outbox?per_page=50');
  const mails = ((await outbox.json()) as { data: { to: string; text: string }[] }).data;
  const link = mails.find((mail) => mail.to === email)?.text.match(/\/api\/email\/verify\?token=[^\s)"<]+/)?.[0];
  if (!link) throw new Error(`No verification mail to ${email}`);
  const { id, accessToken } = ((await registered.json()) as { data: { id: string; accessToken: string } }).data;
  const cookie = `ito_session=${encodeURIComponent(JSON.stringify({ token: accessToken }))}`;
  const verified = await api.get(link, { maxRedirects: 0, headers: { cookie } });
  expect(verified.headers().location).toBe('/verification/successfully');
  return id;
}

/** Picks an option of a labelled Mantine select in the builder's side panel: open it, then choose. */
export async function chooseStepOption(page: Page, label: string, option: string): Promise<void> {
  const panel = page.getByRole('complementary', { name: 'Step details' });
  await panel.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Click-to-place: pick the kind in the palette, then click the canvas where the step goes. */
export async function placeStep(page: Page, kind: string, x: number, y: number): Promise<void> {
  await page.getByRole('toolbar', { name: 'Step kinds' }).getByRole('button', { name: kind, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `place a ${kind} step` })).toBeVisible();
  await page.locator('.react-flow__pane').click({ position: { x, y } });
  await expect(page.getByRole('heading', { name: kind, level: 2 })).toBeVisible();
}

/**
 * The agent asks what it needs; each question is answered by its first quick reply, until it offers a plan. Each turn
 * waits for whichever comes, a question or the plan: a message that says enough may be answered with the plan at once,
 * and a look at one of the two alone can fall between the page's load and the answer it brings.
 */
export async function answerUntilPlan(page: Page, options: { maxQuestions: number; timeout?: number }) {
  const messages = page.getByRole('log', { name: 'Conversation with the agent' }).locator(':scope > ol > li');
  const accept = page.getByRole('button', { name: 'Accept plan' });
  const quickReplies = page.getByRole('group', { name: 'Quick replies' });
  for (let asked = 0; asked < options.maxQuestions; asked += 1) {
    await expect(accept.or(quickReplies).first()).toBeVisible({ timeout: options.timeout });
    if (await accept.isVisible()) break;
    const shown = await messages.count();
    await quickReplies.getByRole('button').first().click();
    // The answer and the agent's next message arrive together.
    await expect(messages).toHaveCount(shown + 2, { timeout: options.timeout });
  }
  return { messages, accept };
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's default rules over the page (or the part `include` selects), reporting violations only. axe is put in
 * the page once per document, so a page that moves by client-side navigation keeps it; @axe-core/playwright's
 * `analyze` put it in every frame again and finished each run in a fresh page of its own: measured here, 2.3 s per
 * screen against 0.26 s for the same rules and the same findings (decision 091).
 */
export async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (selector) =>
      (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResults> } }).axe.run(
        selector ?? document,
        { resultTypes: ['violations'] },
      ),
    include ?? null,
  );
}

/**
 * axe-core's serious and critical findings in the page's main content (what a journey adds; the shell and its toasts
 * are audited by accessibility.spec.ts), as `rule: targets` lines.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page, 'main');
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

type Card = { id: string; title: string; creator: { username: string | null; full_name: string } };

/** A seeded paid program and its creator's sign-in (every seeded account has the demo password). */
export async function paidProgram(page: Page): Promise<{ program: Card; seller: { email: string; password: string } }> {
  const response = await page.request.get('/api/catalogue/programs?access=paid&order=newest&per_page=50');
  expect(response.status(), await response.text()).toBe(200);
  const programs = ((await response.json()) as { data: Card[] }).data;
  const program = programs.find((p) => p.creator?.username);
  if (!program) throw new Error('The seeded catalogue has no paid program with a creator');
  const username = program.creator.username!;
  const email = username === 'demo-expert' ? EXPERT.email : `${username}@creators.demo.test`;
  return { program, seller: { email, password: DEMO.password } };
}
