import path from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { DEMO, EXPERT, login, signOut } from './fixtures.ts';

// An 11 KB VP8 WebM (3 s, 160x90) recorded from a canvas by Chromium's MediaRecorder, and its captions.
const VIDEO = path.join(import.meta.dirname, 'media', 'breathing.webm');
const CAPTIONS = path.join(import.meta.dirname, 'media', 'breathing.vtt');

async function fillDetails(page: Page) {
  await page
    .getByRole('textbox', { name: 'Summary' })
    .fill('Three minutes of slow breathing, watched and then practised.');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill(
      'A short course on slow breathing: a video shows the rhythm, captions spell it out, and each day you ' +
        'practise it for three minutes before the day gets busy.',
    );
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: /^Fitness & running$/ }).click();
  await page.getByRole('textbox', { name: 'Duration (weeks)' }).fill('1');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved.')).toBeVisible();
}

test('a creator uploads a video lesson with captions, and a follower plays it', async ({ page }) => {
  // Two people's whole journey, from creating the program to playing it, in one test.
  test.setTimeout(420_000);
  const title = `Slow Breathing ${Date.now().toString(36)}`;
  await login(page, EXPERT.email, EXPERT.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/creator/programs/add');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Create and add content' }).click();
  await expect(page).toHaveURL(/\/creator\/programs\/edit\/[^/?]+\?tab=curriculum$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();
  await fillDetails(page);

  // The lesson: a video, uploaded at once, with its WebVTT captions.
  await page.getByRole('tab', { name: 'Curriculum' }).click();
  await page.getByRole('button', { name: 'Add module' }).click();
  const module = page.getByRole('region', { name: 'Module 1' });
  await module.getByRole('textbox', { name: 'Module title' }).fill('Day 1');
  await module.getByRole('textbox', { name: 'Lesson title' }).fill('The breathing rhythm');
  await module.getByText('Video', { exact: true }).click();
  await module.locator('input[type="file"]').first().setInputFiles(VIDEO);
  await expect(module.getByText('Attached: breathing.webm')).toBeVisible();
  await module.locator('input[type="file"]').nth(1).setInputFiles(CAPTIONS);
  await expect(module.getByText('Attached: breathing.vtt')).toBeVisible();
  await page.getByRole('button', { name: 'Save curriculum' }).click();
  await expect(page.getByText('Curriculum saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Check and publish' }).click();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('It is live')).toBeVisible();
  const programPath = await page.getByRole('link', { name: 'Open its page' }).getAttribute('href');
  const programId = programPath!.split('/').pop()!;

  // Someone who does not follow it cannot fetch the video, even knowing its address.
  await signOut(page);
  await login(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(programPath!);
  await page.getByRole('button', { name: 'Follow this program' }).click();
  await expect(page.getByText('You follow this program.')).toBeVisible();

  // The follower's dashboard plays it in a real <video> element with the captions track.
  await page.goto(`/follow-program/main/${programId}`);
  await page.getByRole('tab', { name: 'Video' }).click();
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await expect(video.locator('track[kind="captions"]')).toHaveCount(1);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.played.length > 0 && element.currentTime > 0.2))
    .toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  // The captions were fetched and parsed: the track has its cues.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0))
    .toBe(2);

  // The media answers only viewers: without the session cookie it is the 404 of an unknown file.
  const src = await video.getAttribute('src');
  const signedOut = await request.newContext({ baseURL: new URL(page.url()).origin });
  expect((await signedOut.get(src!)).status()).toBe(404);
  await signedOut.dispose();
});
