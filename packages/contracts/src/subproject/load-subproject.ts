import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

export const ZSubproject = z.object({
  name: z.string(),
  logo: z.string(),
  main: z.boolean(),
  placeholders: z.record(z.string(), z.string()),
});
export type TSubproject = z.infer<typeof ZSubproject>;
/** GET /api/core/load with X-Domain: the subproject of that domain, the main one, or the fallback. */
export const ZLoadSubprojectResponse = z.object({ data: ZSubproject });
export type TLoadSubprojectResponse = z.infer<typeof ZLoadSubprojectResponse>;

export const loadSubprojectEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/core/load',
  responses: { 200: ZLoadSubprojectResponse },
  auth: 'none',
});
