import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { MAX_DOCUMENT_BYTES, STORAGE_QUOTA_BYTES } from '@ito/contracts/files/file-data';
import { DEMO, login, register, verifyEmail } from './fixtures.ts';

const SEEDED_NAME = 'Fatima Follower';

/** A real PNG file: `size` x `size` pixels of one colour (signature, IHDR, IDAT, IEND chunks). */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per sample, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openProfile(page: Page) {
  await login(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
}

/** The image inside an element, once loaded; returns its path. */
async function loadedImage(page: Page, testId: string): Promise<string> {
  const image = page.getByTestId(testId).locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return new URL((await image.getAttribute('src'))!, page.url()).pathname;
}

test('the demo follower renames themself and uploads a picture, which is kept and served', async ({ page }) => {
  const name = `Fatima Picture ${Date.now().toString(36)}`;
  await openProfile(page);
  const fullName = page.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toHaveValue(SEEDED_NAME);
  await expect(page.getByText(`Signed in as ${DEMO.email}`)).toBeVisible();

  await fullName.fill(name);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(48, [85, 103, 255]) });
  // Uploaded at once and previewed from the server's medium size; saved with the form.
  expect(await loadedImage(page, 'profile-avatar')).toMatch(/^\/public\/files\/medium\/[0-9a-f-]{36}\.webp$/);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  // The header follows at once: the account button shows the new name and the picture.
  const account = page.getByRole('button', { name: 'Account' });
  await expect(account).toContainText(name);
  expect(await loadedImage(page, 'account-avatar')).toMatch(/^\/public\/files\/thumb\/[0-9a-f-]{36}\.webp$/);

  // Kept: after a reload, from the server.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);
  const picture = await loadedImage(page, 'profile-avatar');
  expect(picture).toMatch(/^\/public\/files\/medium\/[0-9a-f-]{36}\.webp$/);
  const served = await page.request.get(picture);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  await expect(page.getByRole('button', { name: 'Account' })).toContainText(name);

  // Remove the picture and put the seeded name back (other journeys use this account).
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Full name' }).fill(SEEDED_NAME);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(SEEDED_NAME);
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);
  await expect(page.getByTestId('account-avatar').locator('img')).toHaveCount(0);
});

test('refusals show under their fields (the form’s and the server’s); the page reads right to left at 576 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 576, height: 900 });
  await openProfile(page);
  await page.getByRole('textbox', { name: 'Phone' }).fill('12');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter a valid phone number for the chosen country')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('');
  // Checked by the server only: someone else has this username.
  await page.getByRole('textbox', { name: 'Username' }).fill('elias.expert');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { name: 'ملفي الشخصي', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'حفظ الملف الشخصي' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a person whose storage is full is told so, with their quota, when they upload a picture', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `full-${Date.now().toString(36)}@example.test`;
  await register(page, 'Fiona Full', email, 'Lantern-orbit-quietly-47');
  await verifyEmail(page, email);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ito_session');
  const token = (JSON.parse(decodeURIComponent(cookie!.value)) as { token: string }).token;

  // Fill the 200 MB a member may keep with PDFs (20 MB at most each), to the byte.
  const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);
  const sizes = [...Array.from({ length: 10 }, () => MAX_DOCUMENT_BYTES - 1024), 10 * 1024];
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(STORAGE_QUOTA_BYTES);
  for (const [i, size] of sizes.entries()) {
    const res = await page.request.post('/api/files', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: `notes-${i}.pdf`, mimeType: 'application/pdf', buffer: pdf(size) } },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }

  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(48, [85, 103, 255]) });
  await expect(page.getByText(/Your storage is full: you may keep up to 200 MB of files/)).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);
});
