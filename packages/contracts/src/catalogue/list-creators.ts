import { z } from 'zod';
import { paged } from '../common/paging.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import { CATALOGUE_MAX_PAGE, CREATOR_ORDERS } from './catalogue-constants.ts';
import { ZCreatorCard } from './cards.ts';
import { defineEndpoint } from '../common/endpoint.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/creators: experts with at least one listed program. */
export const ZListCreatorsRequest = z.object({
  /** Category slug: the creator has a listed program in it. */
  category: optional(z.string().max(100)),
  /** Minimum rating. */
  rating: optional(z.coerce.number().int().min(1).max(5)),
  /** Profession, matched case-insensitively. */
  role: optional(z.string().max(100)),
  order: optional(z.enum(CREATOR_ORDERS)),
  /** '1': followers across their programs >= POPULAR_THRESHOLD. */
  popular: optional(z.enum(['0', '1'])),
  page: z.coerce.number().int().min(1).max(CATALOGUE_MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TListCreatorsRequest = z.infer<typeof ZListCreatorsRequest>;

export const ZListCreatorsResponse = paged(ZCreatorCard);
export type TListCreatorsResponse = z.infer<typeof ZListCreatorsResponse>;

export const listCreatorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creators',
  query: ZListCreatorsRequest,
  responses: { 200: ZListCreatorsResponse },
  auth: 'none',
});
