import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures.ts';

// The seeded verified expert; its public username is DEMO_EXPERT_PROFILE in apps/server/src/db/seed/marketplace-people.ts.
const EXPERT = { email: 'expert@demo.test', password: 'demo-pass-2026', username: 'elias.expert' };

/** Picks an option of a labelled Mantine select, as a person would: open it, then choose. */
async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a creator creates a program, sees what is missing, fills it, publishes it and finds it', async ({ page }) => {
  // A title no seeded program has, so search and profile show exactly this one.
  const title = `Morning Light Walks ${Date.now().toString(36)}`;

  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/creator/programs');
  await expect(page.getByRole('heading', { name: 'My programs', level: 1 })).toBeVisible();

  // Create: the title is enough for a draft; the curriculum tab opens next.
  await page.getByRole('link', { name: 'New program' }).click();
  await expect(page).toHaveURL(/\/creator\/programs\/add$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Create and add content' }).click();
  await expect(page).toHaveURL(/\/creator\/programs\/edit\/[^/?]+\?tab=curriculum$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const editUrl = page.url().replace(/\?.*$/, '');

  // The bare draft cannot be published: the button is unavailable, says why, and the checklist says what to do.
  await page.getByRole('link', { name: 'Check and publish' }).click();
  await expect(page).toHaveURL(/\/creator\/programs\/publish\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await expect(
    page.getByText('Complete these 5 parts to publish: Summary, Description, Category, Duration, and Curriculum.'),
  ).toBeVisible();
  const checklist = page.getByRole('list', { name: 'Checklist' });
  await expect(checklist.getByText('Write a summary of at least 20 characters.')).toBeVisible();
  await expect(checklist.getByText('Write a description of at least 100 characters.')).toBeVisible();
  await expect(checklist.getByText('Choose a category.')).toBeVisible();
  await expect(checklist.getByText('Set the duration in weeks.')).toBeVisible();
  await expect(checklist.getByText('Add at least one module with a lesson, and no empty modules.')).toBeVisible();

  // Details.
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(editUrl);
  await page
    .getByRole('textbox', { name: 'Summary' })
    .fill('Twenty minutes of daylight walking each morning to reset sleep.');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill(
      'A gentle four-week plan: walk outside within an hour of waking, a little longer each week, and keep a short ' +
        'note of how you slept. Morning light anchors the body clock, so evenings get sleepy on time.',
    );
  await choose(page, 'Category', /^Fitness & running$/);
  await page.getByRole('textbox', { name: 'Duration (weeks)' }).fill('4');
  await page.getByRole('combobox', { name: 'Tags' }).fill('walking');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved.')).toBeVisible();

  // One module with one lesson.
  await page.getByRole('tab', { name: 'Curriculum' }).click();
  await page.getByRole('button', { name: 'Add module' }).click();
  const module = page.getByRole('region', { name: 'Module 1' });
  await module.getByRole('textbox', { name: 'Module title' }).fill('Week 1: first light');
  await module.getByRole('textbox', { name: 'Lesson title' }).fill('Why morning light matters');
  await module
    .getByRole('textbox', { name: 'Content' })
    .fill('Light in the eyes early in the day sets the body clock.');
  await page.getByRole('button', { name: 'Save curriculum' }).click();
  await expect(page.getByText('Curriculum saved.')).toBeVisible();

  // Publish: now it goes live.
  await page.getByRole('link', { name: 'Check and publish' }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('It is live')).toBeVisible();
  // No cover yet: the studio recommends one, translated from the server's code.
  await expect(page.getByText('Add a cover image: programs with one stand out.')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open its page' })).toHaveAttribute('href', /\/program\/[^/]+$/);

  // In the studio list with its status.
  await page.goto('/creator/programs?status=published');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText('Modules: 1 · Lessons: 1')).toBeVisible();

  // In the catalogue, by searching its title.
  await page.goto('/programs');
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/programs\/.*morning/i);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Its public page, with the curriculum outline and the creator's card.
  await page.getByRole('heading', { name: title }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Why morning light matters')).toBeVisible();

  // On the creator's public profile, reached from that card. (Opened from the card rather than by URL: the server's
  // SPA fallback answers paths ending in ".expert" as a missing file, see the report.)
  await page.getByRole('link', { name: 'Elias Expert' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${EXPERT.username.replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a creator manages categories of their own next to the read-only global ones', async ({ page }) => {
  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/creator/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Global categories' }).getByText('Fitness & running')).toBeVisible();

  // A category of one's own: create, rename, delete.
  const name = `Dawn habits ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'New category' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page).toHaveURL(/\/creator\/categories$/);
  const yours = page.getByRole('table', { name: 'Your categories' });
  await expect(yours.getByText(name)).toBeVisible();
  await yours.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(yours.getByText(`${name} renamed`)).toBeVisible();
  await yours.getByRole('button', { name: `Delete ${name} renamed` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`“${name} renamed” was deleted.`)).toBeVisible();
  await expect(yours.getByText(`${name} renamed`)).toHaveCount(0);
});
