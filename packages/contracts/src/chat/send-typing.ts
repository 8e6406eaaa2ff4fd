import { z } from 'zod';

/** POST /api/chat/rooms/{id}/typing: tells the others the caller is typing (not stored). Send at most every ~3 s. */
export const ZSendTypingResponse = z.object({ data: z.object({ ok: z.literal(true) }) });
