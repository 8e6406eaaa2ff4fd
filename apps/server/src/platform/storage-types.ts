import type { Readable } from 'node:stream';
/** The types of the file storage, apart from its implementations (so config, storage and S3 import no circle). */

/** Where and how to reach an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). */
export type S3Options = {
  /** Base URL of the service, e.g. `http://127.0.0.1:9000`; AWS's regional endpoint when unset. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `ito/`; empty or ending in `/`. */
  prefix: string;
  /** How long to wait for a response's headers (the body of a download may take longer). */
  timeoutMs?: number;
};

/**
 * Where uploaded bytes live. An `area` is a folder-like namespace (an image size such as `thumb`, or `download`);
 * `name` is a stored name the caller has already validated. Local disk is the default; an S3-compatible store is used
 * when `S3_BUCKET` is set (storage-s3.ts).
 */
export interface FileStorage {
  /** Stores the bytes; readers never see a partly written object. */
  put(area: string, name: string, data: Buffer): Promise<void>;
  /** Stores the bytes of a local file, streamed (an upload received to a temporary file); the file is left as it is. */
  putFile(area: string, name: string, source: string): Promise<void>;
  /** Opens an object (or only `range` of it), or null when there is none. */
  open(area: string, name: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes an object; a missing one is not an error. */
  remove(area: string, name: string): Promise<void>;
  /** Whether an object exists (tests and housekeeping). */
  has(area: string, name: string): Promise<boolean>;
}

/** A stored object opened for reading; `size` is the bytes in `stream` (the range's length when one was asked). */
export type StoredObject = { stream: Readable; size: number; modifiedAt: Date };

/** Bytes `start` to `end` inclusive (HTTP's byte ranges), both within the object. */
export type ByteRange = { start: number; end: number };
