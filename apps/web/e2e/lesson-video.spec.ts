import path from 'node:path';
import { expect, request, test } from '@playwright/test';
import { fillDetails, publishAndFollow, startProgram } from './studio-steps.ts';

// An 11 KB VP8 WebM (3 s, 160x90) recorded from a canvas by Chromium's MediaRecorder, and its captions.
const VIDEO = path.join(import.meta.dirname, 'media', 'breathing.webm');
const CAPTIONS = path.join(import.meta.dirname, 'media', 'breathing.vtt');

test('a creator uploads a video lesson with captions, and a follower plays it', async ({ page }) => {
  // Two people's whole journey, from creating the program to playing it, in one test.
  test.setTimeout(420_000);
  const title = `Slow Breathing ${Date.now().toString(36)}`;
  await startProgram(page, title);
  await fillDetails(page, {
    summary: 'Three minutes of slow breathing, watched and then practised.',
    description:
      'A short course on slow breathing: a video shows the rhythm, captions spell it out, and each day you ' +
      'practise it for three minutes before the day gets busy.',
  });

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
  // Someone who does not follow it cannot fetch the video, even knowing its address (checked at the end).
  const { programId } = await publishAndFollow(page);

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
