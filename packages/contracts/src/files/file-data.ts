import { z } from 'zod';

/** Image variants stored for every uploaded image, by longest side in pixels (`original` keeps its size). */
export const IMAGE_SIZES = { thumb: 150, medium: 600, large: 1200 } as const;
/** Images are stored as webp in several sizes; documents as they came. */
export const FILE_KINDS = ['image', 'document'] as const;
export const IMAGE_VARIANTS = ['thumb', 'medium', 'large', 'original'] as const;
export type TImageVariant = (typeof IMAGE_VARIANTS)[number];

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded size caps (decision 028): all frames of an animation count; a side may not exceed what WebP can hold. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 16_383;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** What an upload may be, told from its bytes. */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

export const ZImageUrls = z.object({ thumb: z.string(), medium: z.string(), large: z.string(), original: z.string() });
export const ZDocumentUrls = z.object({ download: z.string() });

/**
 * An uploaded file. Images are stored as webp (`mime` is `image/webp`, `size` the bytes of the `original` variant);
 * documents as they came. `name` is the stored name used in the public URLs.
 */
export const ZFileData = z.object({
  id: z.string(),
  name: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  kind: z.enum(FILE_KINDS),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  urls: z.union([ZImageUrls, ZDocumentUrls]),
});
export type TFileData = z.infer<typeof ZFileData>;

/** Public URL of an image variant: `public/files/{size}/{name}` (SPEC section 7). */
export const imageUrl = (size: TImageVariant, name: string): string => `/public/files/${size}/${name}`;
/** Public URL of a document: `public/download/{filename}` (SPEC section 7). */
export const downloadUrl = (name: string): string => `/public/download/${name}`;
