import { z } from 'zod';
import { paged } from '../common/paging.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';
import {
  CATALOGUE_ACCESS,
  CATALOGUE_LEVELS,
  CATALOGUE_MAX_PAGE,
  CATALOGUE_ORDERS,
  TIME_BUCKET_NAMES,
} from './catalogue-constants.ts';
import { ZProgramCard } from './cards.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** An empty query value (`?level=`) counts as unset. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

/** GET /api/catalogue/programs: every filter is optional and they combine (AND). */
export const ZListProgramsRequest = z.object({
  category: optional(z.string().max(100)),
  tag: optional(z.string().max(100)),
  level: optional(z.enum(CATALOGUE_LEVELS)),
  /** Comma-separated; a program matches when it has any of them. */
  signs: optional(
    z
      .string()
      .max(500)
      .transform((s) =>
        s
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
  ),
  time: optional(z.enum(TIME_BUCKET_NAMES)),
  access: optional(z.enum(CATALOGUE_ACCESS)),
  order: optional(z.enum(CATALOGUE_ORDERS)),
  /** '1': only programs with popularity >= POPULAR_THRESHOLD. */
  popular: optional(z.enum(['0', '1'])),
  search: optional(z.string().trim().max(200)),
  page: z.coerce.number().int().min(1).max(CATALOGUE_MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TListProgramsRequest = z.infer<typeof ZListProgramsRequest>;

export const ZFacetValue = z.object({ value: z.string(), label: z.string().nullable(), count: z.number().int() });
export type TFacetValue = z.infer<typeof ZFacetValue>;

/**
 * Per filter, how many programs each value would give when that filter changes and the others stay. Category values
 * are slugs (label = name); tag and signs list their top values.
 */
export const ZCatalogueFacets = z.object({
  category: z.array(ZFacetValue),
  tag: z.array(ZFacetValue),
  level: z.array(ZFacetValue),
  signs: z.array(ZFacetValue),
  time: z.array(ZFacetValue),
  access: z.array(ZFacetValue),
  popular: z.array(ZFacetValue),
});
export type TCatalogueFacets = z.infer<typeof ZCatalogueFacets>;

/**
 * Which counts are estimates. Counts over many matches are estimated from a uniform sample of them instead of counting
 * every row (decision 027): `total` is exact up to CATALOGUE_EXACT_TOTAL and `facets` are exact whenever the matches
 * are few; an estimate is rounded to two significant digits, and the page shows it as approximate.
 */
export const ZCatalogueEstimates = z.object({ total: z.boolean(), facets: z.boolean() });
export type TCatalogueEstimates = z.infer<typeof ZCatalogueEstimates>;

export const ZListProgramsResponse = paged(ZProgramCard).extend({
  facets: ZCatalogueFacets,
  estimates: ZCatalogueEstimates,
});
export type TListProgramsResponse = z.infer<typeof ZListProgramsResponse>;

export const listProgramsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/catalogue/programs',
  query: ZListProgramsRequest,
  responses: { 200: ZListProgramsResponse },
  auth: 'none',
});
