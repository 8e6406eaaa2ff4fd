import { MAX_UPLOAD_BYTES } from '@ito/contracts/files/file-data';
import { AppError } from '../../platform/errors.ts';

/** Room for the multipart framing around the file: boundaries, part headers, a few small fields. */
const FRAMING_BYTES = 64 * 1024;
/** About how long an upload of the largest size takes on a slow connection to finish and free its share. */
const RETRY_AFTER_SECONDS = 10;

export type UploadBudgetStats = { inFlight: number; peak: number; refused: number };

/**
 * The upload bytes this process is receiving at once (decision 062). Each upload reserves its declared length (the
 * largest upload when the length is not declared) before a byte of it is read, and frees it when it is done; an upload
 * that does not fit is refused with a 429 and Retry-After instead of queueing. One person may hold at most half of the
 * budget (or one largest upload, if that is more), so one account cannot keep everyone else's uploads out.
 */
export function createUploadBudget(limitBytes: number) {
  let inFlight = 0;
  let peak = 0;
  let refused = 0;
  const byPerson = new Map<string, number>();
  const personShare = Math.max(limitBytes / 2, MAX_UPLOAD_BYTES + FRAMING_BYTES);

  return {
    /** Reserves room for one upload, or throws the 429; call the returned function once the upload is done. */
    reserve(personId: string, declaredLength: string | undefined): () => void {
      const declared = Number(declaredLength);
      const bytes = Math.min(
        Number.isSafeInteger(declared) && declared > 0 ? declared : MAX_UPLOAD_BYTES + FRAMING_BYTES,
        MAX_UPLOAD_BYTES + FRAMING_BYTES,
      );
      const own = byPerson.get(personId) ?? 0;
      if (inFlight + bytes > limitBytes || own + bytes > personShare) {
        refused += 1;
        throw new AppError('too_many_requests', 'files.uploads_busy', { retryAfter: RETRY_AFTER_SECONDS });
      }
      inFlight += bytes;
      peak = Math.max(peak, inFlight);
      byPerson.set(personId, own + bytes);
      let isFreed = false;
      return () => {
        if (isFreed) return;
        isFreed = true;
        inFlight -= bytes;
        const left = (byPerson.get(personId) ?? bytes) - bytes;
        if (left > 0) byPerson.set(personId, left);
        else byPerson.delete(personId);
      };
    },

    stats(): UploadBudgetStats {
      return { inFlight, peak, refused };
    },
  };
}

export type UploadBudget = ReturnType<typeof createUploadBudget>;
