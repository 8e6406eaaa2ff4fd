import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerUntilPlan, openMail, uniqueEmail } from './fixtures.ts';

/**
 * Decision 085, one journey: in Arabic, the platform's own words are Arabic on the catalogue, a program page and a
 * plan made in English (its planner-written texts follow the reader's language), and no ISO date shows anywhere.
 */
type KitTexts = { categories: Record<string, { name: string }> };
const localeFile = (language: string) =>
  JSON.parse(
    fs.readFileSync(new URL(`../src/shared/i18n/locales/${language}/kit.json`, import.meta.url), 'utf8'),
  ) as KitTexts;
const names = (language: string) => Object.values(localeFile(language).categories).map((c) => c.name);
const exactly = (texts: string[]) =>
  new RegExp(`^(${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')).join('|')})$`);

const ENGLISH_CATEGORIES = exactly(names('en'));
const ARABIC_CATEGORIES = exactly(names('ar'));
const ENGLISH_LEVELS = /^(Beginner|Intermediate|Advanced|All levels)$/;
const ENGLISH_UNITS = /^\d+ (min|minutes?|weeks?|h)$/;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

/** What a reader sees in the page's main content: no known English platform label, and no ISO date. */
async function expectNoEnglishPlatformLabels(main: Locator): Promise<void> {
  await expect(main.getByText(ENGLISH_CATEGORIES)).toHaveCount(0);
  await expect(main.getByText(ENGLISH_LEVELS)).toHaveCount(0);
  await expect(main.getByText(ENGLISH_UNITS)).toHaveCount(0);
  await expect(main).not.toContainText(ISO_DATE);
}

async function toArabic(page: Page): Promise<void> {
  await page.getByTestId('language-switch').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

test('in Arabic, categories, levels, units, badges and a plan made in English read in Arabic, with no ISO date', async ({
  page,
}) => {
  // A new member makes a plan in English and accepts it. Registering hashes a password and the mail leaves through
  // the outbox: on a busy machine either can take longer than one default look.
  test.setTimeout(150_000);
  const slow = { timeout: 45_000 };
  const email = uniqueEmail('arabic');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Lina Haddad');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verification\/sent$/, slow);
  await page.goto('/dev/mail');
  await expect(page.getByRole('list', { name: /mail/i }).getByRole('button').filter({ hasText: email })).toBeVisible(
    slow,
  );
  const mail = await openMail(page, email, 'Verify your email address');
  await mail.getByRole('link', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/verification\/successfully$/, slow);
  await page.goto('/follow-program');
  await page
    .getByRole('textbox', { name: 'What do you want to achieve?' })
    .fill('I want to sleep better in 4 weeks, 5 times a week for 20 minutes');
  await page.getByRole('button', { name: 'Build my program' }).click();
  await expect(page).toHaveURL(/\/follow-program\/main\/[^/]+\/agent$/);
  const programId = new URL(page.url()).pathname.split('/')[3] ?? '';
  // The message says how long, how often and for how long: the agent may propose at once, or still ask.
  const { accept } = await answerUntilPlan(page, { maxQuestions: 3, timeout: 45_000 });
  await expect(accept).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Proposed plan' });
  const englishTitle = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(englishTitle).toMatch(/ in 4 weeks$/);
  await accept.click();
  await expect(page.getByText(/^Plan accepted: \d+ tasks are on your calendar/)).toBeVisible();

  // Switched to Arabic, the plan card is the planner's Arabic: title, phases, tasks, minutes and dates.
  await toArabic(page);
  const main = page.locator('main');
  const plan = main.getByRole('article', { name: /خلال 4 أسابيع$/ });
  await expect(plan).toBeVisible();
  await expect(main.getByText(englishTitle, { exact: true })).toHaveCount(0);
  await expect(plan.getByText(/^\d+ (دقيقة|دقائق)$/).first()).toBeVisible();
  await expectNoEnglishPlatformLabels(main);

  // My programs names it in Arabic too, and so does the browser tab of its dashboard.
  await page.goto('/follow-program');
  await expect(main.getByRole('article', { name: /خلال 4 أسابيع$/ })).toBeVisible();
  await expect(main.getByText(englishTitle, { exact: true })).toHaveCount(0);

  // Its dashboard: the program's title, the phases and the tasks in Arabic.
  await page.goto(`/follow-program/main/${programId}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/خلال 4 أسابيع$/);
  await expect(page).toHaveTitle(/خلال 4 أسابيع/);
  await expectNoEnglishPlatformLabels(main);
  await page.goto(`/follow-program/main/${programId}?tab=tasks`);
  const firstTask = main.getByRole('article').first();
  await expect(firstTask.getByRole('heading', { level: 3 })).toHaveText(/\p{Script=Arabic}/u);
  await expect(firstTask.getByText(/\p{Script=Arabic}/u).first()).toBeVisible();
  await expectNoEnglishPlatformLabels(main);

  // The catalogue: global categories, levels and lengths in Arabic.
  await page.goto('/programs');
  const cards = main.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(main.getByText(ARABIC_CATEGORIES).first()).toBeVisible();
  await expect(main.getByText(/^(مبتدئ|متوسط|متقدم|جميع المستويات|كل المستويات)/).first()).toBeVisible();
  await expectNoEnglishPlatformLabels(main);

  // A program page: its category, level, lessons' minutes and dates.
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/program\//);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: ARABIC_CATEGORIES })).toBeVisible();
  await expectNoEnglishPlatformLabels(main);

  // The creators directory offers its professions in Arabic, and picking one filters by it.
  await page.goto('/creators');
  await main.getByRole('combobox', { name: 'المهنة' }).click();
  await expect(page.getByRole('option', { name: 'أخصائي علاج طبيعي' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Physiotherapist' })).toHaveCount(0);
  await page.getByRole('option', { name: 'مدرب يوغا' }).click();
  await expect(page).toHaveURL(/\/creators\/all\/all\/yoga-instructor/);
});
