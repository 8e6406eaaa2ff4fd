import type { AppError } from '../../platform/errors.ts';
import type { DetectedType } from './detect-type.ts';
/** Types the files module's parts share (so upload, quota and service import no circle). */

/** What may be received once the type is known: at most `limit` bytes, else `overLimit` is thrown. */
export type Admission = { limit: number; overLimit: AppError };

/** An upload received whole into a temporary file, which `discard` removes. */
export type ReceivedUpload = {
  filename: string;
  type: DetectedType;
  size: number;
  path: string;
  discard(): Promise<void>;
};
