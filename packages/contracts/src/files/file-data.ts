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
/** A lesson video (decision 049); uploads stream to storage since decision 062, the cap keeps lessons short. */
export const MAX_VIDEO_BYTES = 64 * 1024 * 1024;
export const MAX_CAPTIONS_BYTES = 512 * 1024;
/** The largest upload of any type: where reading a request stops. */
export const MAX_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_DOCUMENT_BYTES, MAX_VIDEO_BYTES, MAX_CAPTIONS_BYTES);
/**
 * How many bytes of stored files one person may keep (decision 062): the sum of their files' sizes. Creators keep
 * lesson videos, so they get more.
 */
export const STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;
export const CREATOR_STORAGE_QUOTA_BYTES = 5 * 1024 * 1024 * 1024;
/** What an upload may be, told from its bytes. */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const ACCEPTED_VIDEO_TYPES = ['video/webm', 'video/mp4'] as const;
export const ACCEPTED_CAPTION_TYPES = ['text/vtt'] as const;

export const ZImageUrls = z.object({ thumb: z.string(), medium: z.string(), large: z.string(), original: z.string() });
/** Documents are not public: `download` answers only those allowed to see the file (`GET /api/media/{id}`). */
export const ZDocumentUrls = z.object({ download: z.string() });
/** Videos and captions are not public: `stream` answers only their owner and the followers of a lesson using them. */
export const ZMediaUrls = z.object({ stream: z.string() });

/**
 * An uploaded file. Images are stored as webp (`mime` is `image/webp`, `size` the bytes of the `original` variant);
 * documents as they came. `name` is the stored name: random, not derivable from `id`, and for images the capability
 * in their public URLs, so it is given only to the owner.
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
/**
 * URL of a private file (a document, video or captions file, or an image shared in a chat or attached to a lesson),
 * served with range requests to those allowed to see it now (`GET /api/media/{id}`). Documents have no public
 * address (decision 062): SPEC section 7's `public/download/{filename}` is gone.
 */
export const mediaUrl = (id: string): string => `/api/media/${id}`;
/** A private image's variant, shown inline to those allowed to see it. */
export const mediaImageUrl = (id: string, size: TImageVariant): string => `/api/media/${id}?size=${size}`;
