import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_SIZES,
  IMAGE_VARIANTS,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  type TImageVariant,
} from '@ito/contracts/files/file-data';

export type ImageVariant = { size: TImageVariant; data: Buffer; width: number; height: number };
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const WEBP_QUALITY = 82;
// What sharp must call each accepted type: the header is read by the decoder the magic number promised, no other.
const SHARP_FORMAT: Record<ImageMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
// A backstop under the header check: sharp itself refuses to decode more than this, whatever the header said.
const INPUT_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

export class UnreadableImageError extends Error {}
export class ImageTooLargeError extends Error {}

/**
 * Reads only the header (about a millisecond, no pixels decoded) and refuses what would be too costly to decode:
 * more than MAX_IMAGE_PIXELS in all frames together, or a side over MAX_IMAGE_SIDE. Decoding costs about five bytes
 * of memory per pixel (decision 028), so a few KB of PNG that declares 60 megapixels would take 300 MB.
 */
export async function checkImageHeader(input: Buffer, mime: ImageMime): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    // No pixel limit here: the header of a bomb must be read to be refused as "too large", not "unreadable".
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new UnreadableImageError((err as Error).message, { cause: err });
  }
  if (meta.format !== SHARP_FORMAT[mime]) throw new UnreadableImageError(`a ${mime} that decodes as ${meta.format}`);
  const pages = Math.max(1, meta.pages ?? 1);
  const frameHeight = meta.pageHeight ?? meta.height;
  const pixels = meta.width * frameHeight * pages;
  if (meta.width > MAX_IMAGE_SIDE || frameHeight > MAX_IMAGE_SIDE || pixels > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError(`${meta.width}x${frameHeight} px, ${pages} frame(s)`);
  }
  return { width: meta.width, height: frameHeight };
}

/**
 * The four webp variants of an image: `thumb`, `medium`, `large` (longest side, never upscaled) and `original`.
 * Each is turned upright by its EXIF orientation and written without metadata (sharp drops EXIF, GPS and ICC unless
 * asked to keep them). Animated images keep their first frame. Call `checkImageHeader` first.
 */
export async function makeImageVariants(input: Buffer): Promise<ImageVariant[]> {
  const base = sharp(input, INPUT_OPTIONS).autoOrient();
  try {
    // One after another: the variants share nothing decoded, so in parallel they would only add their peaks.
    const variants: ImageVariant[] = [];
    for (const size of IMAGE_VARIANTS) {
      const side = size === 'original' ? MAX_IMAGE_SIDE : IMAGE_SIZES[size];
      const { data, info } = await base
        .clone()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ size, data, width: info.width, height: info.height });
    }
    return variants;
  } catch (err) {
    throw new UnreadableImageError((err as Error).message, { cause: err });
  }
}

// Drawn images are flat colours and gradients: a lighter search halves the encoding time for a few percent in size.
const DRAWN_EFFORT = 2;

export type RawPixels = { data: Buffer; width: number; height: number; channels: 3 | 4 };

/**
 * The same four variants for an image the server drew itself (the seed's covers, decision 052), from raw pixels: no
 * decoder runs. A variant at least as large as the image is the image, so it is encoded once and shared.
 */
export async function makePixelVariants(pixels: RawPixels): Promise<ImageVariant[]> {
  const { width, height, channels } = pixels;
  const longest = Math.max(width, height);
  const variants: ImageVariant[] = [];
  let whole: Buffer | undefined;
  for (const size of IMAGE_VARIANTS) {
    const side = size === 'original' ? MAX_IMAGE_SIDE : IMAGE_SIZES[size];
    if (side >= longest && whole) {
      variants.push({ size, data: whole, width, height });
      continue;
    }
    const { data, info } = await sharp(pixels.data, { raw: { width, height, channels } })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: DRAWN_EFFORT })
      .toBuffer({ resolveWithObject: true });
    if (side >= longest) whole = data;
    variants.push({ size, data, width: info.width, height: info.height });
  }
  return variants;
}
