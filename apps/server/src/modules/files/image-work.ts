import { englishText } from '@ito/contracts/common/message-codes';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';

export type ImageWorkStats = {
  /** Jobs decoding now. */
  active: number;
  /** Jobs waiting for a turn. */
  waiting: number;
  /** The most jobs that ever decoded at once in this process. */
  peakActive: number;
  /** Jobs refused because the queue was full. */
  refused: number;
};

export const IMAGE_BUSY_MESSAGE = englishText('files.images_busy');
const ALLOWED_DECODERS = [
  'VipsForeignLoadJpegBuffer',
  'VipsForeignLoadPngBuffer',
  'VipsForeignLoadWebpBuffer',
  'VipsForeignLoadNsgifBuffer',
] as const;
/** About how long the queue takes to drain at its fullest (a job at the pixel cap takes about 2 s on one core). */
const RETRY_AFTER_SECONDS = 5;

/**
 * Decoding images is the costliest thing the server does (up to about 200 MB and 2 s of one core per image at the
 * pixel cap), so it is bounded across the whole process, whichever route asks: `concurrency` jobs at a time, each on
 * one libvips thread, and at most `maxWaiting` waiting; more than that is a 429 with Retry-After (decision 028).
 */
function createImageWork() {
  const limit = pLimit(2);
  let maxWaiting = 8;
  let peakActive = 0;
  let refused = 0;
  // Uploads are all different images: sharp's operation cache would only hold memory. One thread per job makes
  // `concurrency` the number of cores image work may take.
  sharp.cache(false);
  sharp.concurrency(1);
  // Only the decoders of the accepted types may run at all: no SVG, TIFF, HEIF or PDF parser ever sees an upload.
  sharp.block({ operation: ['VipsForeignLoad'] });
  sharp.unblock({ operation: [...ALLOWED_DECODERS] });

  return {
    configure(options: { concurrency: number; maxWaiting: number }): void {
      limit.concurrency = options.concurrency;
      maxWaiting = options.maxWaiting;
    },

    /** Runs `job` when a slot is free; refuses at once when the queue is full. */
    run<T>(job: () => Promise<T>): Promise<T> {
      if (limit.activeCount >= limit.concurrency && limit.pendingCount >= maxWaiting) {
        refused += 1;
        return Promise.reject(
          new AppError('too_many_requests', 'files.images_busy', { retryAfter: RETRY_AFTER_SECONDS }),
        );
      }
      return limit(async () => {
        peakActive = Math.max(peakActive, limit.activeCount);
        return job();
      });
    },

    stats(): ImageWorkStats {
      return { active: limit.activeCount, waiting: limit.pendingCount, peakActive, refused };
    },
  };
}

/** The one image queue of this process. */
export const imageWork = createImageWork();
