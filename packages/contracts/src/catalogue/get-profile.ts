import { z } from 'zod';
import { paged, ZPageQuery } from '../common/paging.ts';
import { ZCreatorCard, ZProgramCard } from './cards.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/u/{username}: the public profile and a page of their listed programs (query: ZPageQuery). */
export const ZProfileParams = z.object({ username: z.string().min(1).max(64) });
export const ZGetProfileResponse = paged(ZProgramCard).extend({
  profile: ZCreatorCard.extend({ created_at: z.string() }),
});
export type TGetProfileResponse = z.infer<typeof ZGetProfileResponse>;

export const getPublicProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/u/:username',
  params: ZProfileParams,
  query: ZPageQuery,
  responses: { 200: ZGetProfileResponse },
  auth: 'none',
});
