import { z } from 'zod';
import { HOME_SEARCH_LIMIT_MAX } from './catalogue-constants.ts';
import { ZCreatorCard, ZProgramCard } from './cards.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/search: the home search box (programs by full text, creators by name, profession or username). */
export const ZHomeSearchRequest = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(HOME_SEARCH_LIMIT_MAX).default(5),
});
export type THomeSearchRequest = z.infer<typeof ZHomeSearchRequest>;

export const ZHomeSearchResponse = z.object({
  data: z.object({ programs: z.array(ZProgramCard), creators: z.array(ZCreatorCard) }),
});
export type THomeSearchResponse = z.infer<typeof ZHomeSearchResponse>;

export const homeSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  query: ZHomeSearchRequest,
  responses: { 200: ZHomeSearchResponse },
  auth: 'none',
});
