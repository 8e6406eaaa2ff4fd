import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, login } from './fixtures.ts';

/**
 * Decision 062: a file shared in a chat has no public address. The other participant's browser shows the picture and
 * saves the PDF through the access-checked media route, by the session cookie alone (an `<img>` and a download link
 * add no headers); a signed-out browser gets 404 at the same addresses.
 */
const FOLLOWER = { ...DEMO, name: 'Fatima Follower' };
const CREATOR = { email: 'lena.hartmann@creators.demo.test', password: DEMO.password, name: 'Dr. Lena Hartmann' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
// A 2 x 2 PNG: the server decodes it and stores webp variants.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMITf8fmv6fAUIBAC3aBu3SZv0yAAAAAElFTkSuQmCC',
  'base64',
);

async function signedIn(browser: Browser, person: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, person.email, person.password);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

test('a PDF and a picture sent in a chat open for the other participant only', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const follower = await signedIn(browser, FOLLOWER);
  await follower.goto('/messages');
  await follower.getByRole('button', { name: 'New chat' }).click();
  const modal = follower.getByRole('dialog', { name: 'New chat' });
  await modal.getByRole('textbox', { name: 'Search people' }).fill('Lena');
  await modal.getByRole('checkbox', { name: new RegExp(CREATOR.name) }).click();
  await modal.getByRole('button', { name: 'Start chat' }).click();
  await expect(follower).toHaveURL(/\/messages\/chat\/[^/]+$/);
  const chatUrl = follower.url();

  await follower.locator('input[type="file"]').setInputFiles([
    { name: `notes-${tag}.pdf`, mimeType: 'application/pdf', buffer: PDF },
    { name: `dot-${tag}.png`, mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(follower.getByRole('button', { name: 'Send' })).toBeEnabled();
  await follower.getByRole('textbox', { name: 'Message' }).fill(`Worksheet ${tag}`);
  await follower.getByRole('button', { name: 'Send' }).click();
  await expect(follower.getByRole('log').getByText(`Worksheet ${tag}`)).toBeVisible();

  const creator = await signedIn(browser, CREATOR);
  await creator.goto(chatUrl.replace(/^https?:\/\/[^/]+/, ''));
  const log = creator.getByRole('log');
  await expect(log.getByText(`Worksheet ${tag}`)).toBeVisible();

  // The picture is drawn from the media route with the session cookie.
  const picture = log.getByRole('img', { name: `dot-${tag}.png` });
  await expect(picture).toBeVisible();
  const src = (await picture.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/media\/[0-9a-f-]{36}\?size=medium$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

  // A click on the link saves the PDF, byte for byte.
  const link = log.getByRole('link', { name: new RegExp(`notes-${tag}\\.pdf`) });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
  const [download] = await Promise.all([creator.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`notes-${tag}.pdf`);
  expect(fs.readFileSync((await download.path())!).equals(PDF)).toBe(true);
  const answer = await creator.request.get(href);
  expect(answer.headers()['cache-control']).toBe('private, no-cache');

  // Signed out, the same addresses are a 404, and documents have no public address at all.
  const signedOut = await browser.newContext();
  for (const url of [href, src, `/public/download/${href.split('/').pop()}.pdf`]) {
    expect((await signedOut.request.get(new URL(url, creator.url()).toString())).status()).toBe(404);
  }
  await signedOut.close();
});
