import { z } from 'zod';

/** Image variants stored for every uploaded image, by longest side in pixels (`original` keeps its size). */
export const IMAGE_SIZES = { thumb: 150, medium: 600, large: 1200 } as const;
/** Images are stored as webp in several sizes; documents, videos and captions (WebVTT) as they came. */
export const FILE_KINDS = ['image', 'document', 'video', 'captions'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];
export const IMAGE_VARIANTS = ['thumb', 'medium', 'large', 'original'] as const;
export type TImageVariant = (typeof IMAGE_VARIANTS)[number];

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded size caps (decision 028): all frames of an animation count; a side may not exceed what WebP can hold. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 16_383;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** A lesson video (decision 049): short lessons, read whole before storing, so the cap stays modest. */
export const MAX_VIDEO_BYTES = 64 * 1024 * 1024;
export const MAX_CAPTIONS_BYTES = 512 * 1024;
/** The largest upload of any type: where reading a request stops. */
export const MAX_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_DOCUMENT_BYTES, MAX_VIDEO_BYTES, MAX_CAPTIONS_BYTES);
/** What an upload may be, told from its bytes. */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const ACCEPTED_VIDEO_TYPES = ['video/webm', 'video/mp4'] as const;
export const ACCEPTED_CAPTION_TYPES = ['text/vtt'] as const;

export const ZImageUrls = z.object({ thumb: z.string(), medium: z.string(), large: z.string(), original: z.string() });
export const ZDocumentUrls = z.object({ download: z.string() });
/** Videos and captions are not public: `stream` answers only their owner and the followers of a lesson using them. */
export const ZMediaUrls = z.object({ stream: z.string() });

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
  urls: z.union([ZImageUrls, ZDocumentUrls, ZMediaUrls]),
});
export type TFileData = z.infer<typeof ZFileData>;

/** Public URL of an image variant: `public/files/{size}/{name}` (SPEC section 7). */
export const imageUrl = (size: TImageVariant, name: string): string => `/public/files/${size}/${name}`;
/** Public URL of a document: `public/download/{filename}` (SPEC section 7). */
export const downloadUrl = (name: string): string => `/public/download/${name}`;
/** URL of a video or captions file, served with range requests to those allowed to see it (`GET /api/media/{id}`). */
export const mediaUrl = (id: string): string => `/api/media/${id}`;
