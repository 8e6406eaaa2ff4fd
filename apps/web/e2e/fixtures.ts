import { expect, type Page } from '@playwright/test';
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
