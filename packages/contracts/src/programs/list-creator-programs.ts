import { z } from 'zod';
import { ZMoney } from '../common/money.ts';
import { paged, ZPageQuery } from '../common/paging.ts';
import { PROGRAM_ACCESS, ZCategoryRef, ZProgramStatus } from './fields.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/creator/programs: the caller's programs, newest first. */
export const ZListCreatorProgramsQuery = ZPageQuery.extend({ status: ZProgramStatus.optional() });
export type TListCreatorProgramsQuery = z.infer<typeof ZListCreatorProgramsQuery>;

export const ZCreatorProgramRow = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: ZProgramStatus,
  access: z.enum(PROGRAM_ACCESS),
  price_minor: ZMoney.shape.amount_minor,
  currency: ZMoney.shape.currency,
  category: ZCategoryRef.nullable(),
  cover: z.string().nullable(),
  shortcode: z.string(),
  modules_count: z.number().int(),
  lessons_count: z.number().int(),
  followers_count: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCreatorProgramRow = z.infer<typeof ZCreatorProgramRow>;

export const ZListCreatorProgramsResponse = paged(ZCreatorProgramRow);
export type TListCreatorProgramsResponse = z.infer<typeof ZListCreatorProgramsResponse>;

export const listCreatorProgramsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/creator/programs',
  query: ZListCreatorProgramsQuery,
  responses: { 200: ZListCreatorProgramsResponse },
  auth: 'expert',
});
