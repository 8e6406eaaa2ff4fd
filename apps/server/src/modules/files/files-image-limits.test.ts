import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/harness.ts';
import { verifiedUser } from '../../test/identity-helpers.ts';
import { multipartFile, storedFiles, tempDataDir } from '../../test/files-helpers.ts';
import { checkImageHeader, UnreadableImageError } from './image-variants.ts';
import { IMAGE_BUSY_MESSAGE, imageWork } from './image-work.ts';
import { FILE_MESSAGES } from './service.ts';

// Decision 028: a small file that declares a huge picture is refused from its header, and decoding is bounded.
let t: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ DATA_DIR: dataDir, IMAGE_CONCURRENCY: '2', IMAGE_QUEUE_LIMIT: '8' });
  token = (await verifiedUser(t.app)).accessToken;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (data: Buffer, filename = 'picture.png') => {
  const { payload, headers } = multipartFile(data, { filename });
  return t.app.inject({ method: 'POST', url: '/api/files', payload, headers: { ...headers, ...bearer(token) } });
};
const rowCount = async () => (await t.app.db.select({ n: count() }).from(files))[0]!.n;
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#fff' } });
/** An animated GIF of square frames, each a different colour (the encoder merges identical frames). */
async function animated(side: number, frames: number): Promise<Buffer> {
  const colour = (i: number) => ({ r: (i * 23) % 256, g: 40, b: 90 });
  const images = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width: side, height: side, channels: 3, background: colour(i) } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(images, { join: { animated: true } })
    .gif()
    .toBuffer();
}
const tooManyPixels = { file: [FILE_MESSAGES.tooManyPixels] };

/** Waits (without a fixed delay) until the queue reaches a state; fails after a few seconds. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`queue never got there: ${JSON.stringify(imageWork.stats())}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Holds `n` turns of the image queue until released: a stand-in for uploads already decoding. */
function holdTurns(n: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: n }, () => imageWork.run(() => gate));
  return { release: async () => (release(), await Promise.all(held)) };
}

describe('image uploads cannot exhaust the server', () => {
  it('refuses a 200 KB PNG of 8000 x 8000 px from its header: fast, no memory spike, nothing stored', async () => {
    const bomb = await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(300_000);
    const rows = await rowCount();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
    const started = performance.now();
    const res = await upload(bomb, 'bomb.png');
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual(tooManyPixels);
    expect(FILE_MESSAGES.tooManyPixels).toContain('40 megapixels');
    // Decoding it took about 300 MB and 2 s before; reading the header takes about a millisecond.
    expect(elapsed).toBeLessThan(1000);
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    expect(storedFiles(dataDir)).toEqual([]);
    expect(await rowCount()).toBe(rows);
  });

  it('refuses a side over 16,383 px even under the pixel cap, and counts every frame of an animation', async () => {
    const wide = await solid(17_000, 8).png().toBuffer();
    const strip = await upload(wide, 'strip.png');
    expect(strip.statusCode).toBe(422);
    expect(json(strip).errors).toEqual(tooManyPixels);

    // 11 frames of 2000 x 2000: 44 megapixels in all, though each frame is small.
    const animation = await animated(2000, 11);
    expect((await sharp(animation).metadata()).pages).toBe(11);
    const refused = await upload(animation, 'long.gif');
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toEqual(tooManyPixels);

    // A modest animation is welcome and keeps its first frame.
    const small = await animated(200, 10);
    expect((await sharp(small).metadata()).pages).toBe(10);
    const accepted = await upload(small, 'small.gif');
    expect(accepted.statusCode).toBe(201);
    expect(json<{ data: { width: number; height: number } }>(accepted).data).toMatchObject({ width: 200, height: 200 });
  });

  it('accepts an image just under the cap', async () => {
    // 40,000,000 px exactly is allowed: 8000 x 5000.
    const res = await upload(await solid(8000, 5000).png({ compressionLevel: 9 }).toBuffer(), 'edge.png');
    expect(res.statusCode).toBe(201);
    expect(json<{ data: { width: number } }>(res).data.width).toBe(8000);
  });

  it('reads the header with the decoder its magic number names; no other decoder runs', async () => {
    const jpeg = await solid(10, 10).jpeg().toBuffer();
    await expect(checkImageHeader(jpeg, 'image/jpeg')).resolves.toEqual({ width: 10, height: 10 });
    await expect(checkImageHeader(jpeg, 'image/png')).rejects.toBeInstanceOf(UnreadableImageError);
    // Decoders of other formats are blocked in this process (SVG, TIFF, HEIF, PDF parsers never run).
    const tiff = await solid(10, 10).tiff().toBuffer();
    await expect(sharp(tiff).metadata()).rejects.toThrow(/unsupported image format/);
  });

  it('decodes at most IMAGE_CONCURRENCY images at once; beyond the queue it answers 429 with Retry-After', async () => {
    const picture = await solid(400, 300).png().toBuffer();
    const refusedBefore = imageWork.stats().refused;
    // Two uploads are "decoding" (held); ten arrive at once: eight wait their turn, two are turned away.
    const held = holdTurns(2);
    const pending = Array.from({ length: 10 }, (_, i) => upload(picture, `p${i}.png`));
    await until(() => imageWork.stats().waiting === 8 && imageWork.stats().refused === refusedBefore + 2);
    expect(imageWork.stats().active).toBe(2);

    // A bomb is still refused at once from its header while the queue is full.
    const bomb = await upload(await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer(), 'bomb.png');
    expect(bomb.statusCode).toBe(422);
    expect(json(bomb).errors).toEqual(tooManyPixels);

    await held.release();
    const answers = await Promise.all(pending);
    expect(answers.some((a) => a.statusCode >= 500)).toBe(false);
    const accepted = answers.filter((a) => a.statusCode === 201);
    const busy = answers.filter((a) => a.statusCode === 429);
    expect([accepted.length, busy.length]).toEqual([8, 2]);
    for (const answer of busy) {
      expect(json(answer)).toEqual({ message: IMAGE_BUSY_MESSAGE, code: 'files.images_busy', params: {} });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(imageWork.stats()).toMatchObject({ active: 0, waiting: 0, peakActive: 2 });
  });
});
