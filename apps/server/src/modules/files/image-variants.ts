import sharp from 'sharp';
import { IMAGE_SIZES, IMAGE_VARIANTS, type TImageVariant } from '@ito/contracts/files/file-data';

export type ImageVariant = { size: TImageVariant; data: Buffer; width: number; height: number };

// A decompression bomb (a few KB of PNG that expands to gigapixels) must fail before it takes the memory: 60 MP is
// above any phone camera. WebP itself cannot be wider or taller than 16383 px.
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_MAX_SIDE = 16_383;
const WEBP_QUALITY = 82;

export class UnreadableImageError extends Error {}

/**
 * The four webp variants of an image: `thumb`, `medium`, `large` (longest side, never upscaled) and `original`.
 * Each is turned upright by its EXIF orientation and written without metadata (sharp drops EXIF, GPS and ICC unless
 * asked to keep them). Animated images keep their first frame.
 */
export async function makeImageVariants(input: Buffer): Promise<ImageVariant[]> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  try {
    // Reading the header first turns a corrupt or bomb-sized file into a clear refusal before any pixels decode.
    await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return await Promise.all(
      IMAGE_VARIANTS.map(async (size) => {
        const side = size === 'original' ? WEBP_MAX_SIDE : IMAGE_SIZES[size];
        const { data, info } = await base
          .clone()
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { size, data, width: info.width, height: info.height };
      }),
    );
  } catch (err) {
    throw new UnreadableImageError((err as Error).message, { cause: err });
  }
}
