import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZProgramIdParams } from './cards.ts';

/** A follower's enrolment: `follows.status`. */
export const FOLLOW_STATUSES = ['active', 'paused', 'completed', 'failed'] as const;

/** POST /api/programs/{id}/follow: free programs only for now; paid ones answer 422 "This program needs a purchase". */
// A POST without a body arrives as null: treat it as `{}`.
export const ZFollowProgramRequest = z.preprocess(
  (value) => value ?? {},
  z.object({ target: z.literal('main').default('main') }),
);
export type TFollowProgramRequest = z.infer<typeof ZFollowProgramRequest>;

export const ZFollowProgramResponse = z.object({
  data: z.object({
    follow_id: z.string(),
    program_id: z.string(),
    status: z.enum(FOLLOW_STATUSES),
  }),
});
export type TFollowProgramResponse = z.infer<typeof ZFollowProgramResponse>;

/** DELETE /api/programs/{id}/follow: the enrolment is removed (idempotent). */
export const ZUnfollowProgramResponse = z.object({
  data: z.object({ program_id: z.string(), is_following: z.literal(false) }),
});

export const NEEDS_PURCHASE_MESSAGE = 'This program needs a purchase';

export const followProgramEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/programs/:id/follow',
  params: ZProgramIdParams,
  body: ZFollowProgramRequest,
  responses: { 200: ZFollowProgramResponse, 201: ZFollowProgramResponse },
  auth: 'user',
});

export const unfollowProgramEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/programs/:id/follow',
  params: ZProgramIdParams,
  responses: { 200: ZUnfollowProgramResponse },
  auth: 'user',
});
