import { expect, test } from '@playwright/test';
import { seriousViolations } from './fixtures.ts';
import { fillDetails, publishAndFollow, startProgram } from './studio-steps.ts';
// A minimal valid PDF: the server tells a document by its bytes.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a creator writes a formatted lesson with a PDF, and a follower reads it and downloads the PDF', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const title = `Breathing Notes ${Date.now().toString(36)}`;
  await startProgram(page, title);
  await fillDetails(page, {
    summary: 'A short reading on slow breathing, with a worksheet.',
    description:
      'Read why slow breathing calms you, then print the worksheet and keep a tally of your practice each day ' +
      'for one week before the day gets busy.',
  });

  // The lesson's text in the rich text editor: a heading, a bold word, a link.
  await page.getByRole('tab', { name: 'Curriculum' }).click();
  await page.getByRole('button', { name: 'Add module' }).click();
  const module = page.getByRole('region', { name: 'Module 1' });
  await module.getByRole('textbox', { name: 'Module title' }).fill('Day 1');
  await module.getByRole('textbox', { name: 'Lesson title' }).fill('Why breathe slowly');
  const editor = module.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await module.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Slow is calm');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Breathe out ');
  await module.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('longer');
  await module.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' than in. Read ');
  await page.keyboard.type('more');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await module.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('textbox', { name: 'Link address' }).fill('https://example.com/breathing');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(editor.locator('h2')).toHaveText('Slow is calm');
  await expect(editor.locator('strong')).toHaveText('longer');
  expect(await seriousViolations(page)).toEqual([]);

  // A worksheet to download, uploaded at once.
  await module
    .locator('input[type="file"]')
    .setInputFiles({ name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(module.getByRole('textbox', { name: 'Title of worksheet.pdf' })).toHaveValue('worksheet.pdf');
  await module.getByRole('textbox', { name: 'Title of worksheet.pdf' }).fill('Breathing tally');
  const { programId } = await publishAndFollow(page);

  // The course tab: lessons done per module, the formatted text and the download.
  await page.goto(`/follow-program/main/${programId}?tab=course`);
  // A bar at 0 has no width: its value and its words are what show.
  const moduleBar = page.getByRole('progressbar', { name: 'Module 1: 0 of 1 lessons done' });
  await expect(moduleBar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('progressbar', { name: 'Lessons: 0 of 1 lessons done' })).toHaveCount(1);
  await expect(page.getByText('0 of 1 lessons done')).toHaveCount(2);
  await page.getByText('Read the lesson').click();
  const text = page.getByTestId('lesson-text');
  await expect(text.getByRole('heading', { level: 2, name: 'Slow is calm' })).toBeVisible();
  await expect(text.locator('strong')).toHaveText('longer');
  const link = text.getByRole('link', { name: 'more' });
  await expect(link).toHaveAttribute('href', 'https://example.com/breathing');
  await expect(link).toHaveAttribute('rel', 'noopener nofollow');
  await expect(link).not.toHaveAttribute('target', /.*/);
  const download = page.getByRole('link', { name: 'Breathing tally' });
  await expect(download).toBeVisible();
  await expect(page.getByText(/\(PDF, \d+ byte\)/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // In Arabic (right to left) on a 576 px screen: the same lesson, nothing wider than the screen, no axe finding.
  await page.setViewportSize({ width: 576, height: 900 });
  await page.evaluate(() => localStorage.setItem('ito_language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByText('اقرأ الدرس').click();
  await expect(page.getByRole('link', { name: 'Breathing tally' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(576);
  expect(await seriousViolations(page)).toEqual([]);

  // The follower's session downloads it; without a session the same address is a 404.
  const href = (await page.getByRole('link', { name: 'Breathing tally' }).getAttribute('href'))!;
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).equals(PDF)).toBe(true);
  const signedOut = await page.context().browser()!.newContext();
  expect((await signedOut.request.get(new URL(href, page.url()).toString())).status()).toBe(404);
  await signedOut.close();
});
