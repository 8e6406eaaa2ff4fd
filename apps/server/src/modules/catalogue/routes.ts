import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPageQuery } from '@ito/contracts/common/paging';
import { ZProgramIdParams } from '@ito/contracts/catalogue/cards';
import { ZListProgramsRequest, ZListProgramsResponse } from '@ito/contracts/catalogue/list-programs';
import { ZGetProgramResponse, ZSecretParams } from '@ito/contracts/catalogue/get-program';
import { ZResolveShortcodeParams, ZResolveShortcodeResponse } from '@ito/contracts/catalogue/resolve-shortcode';
import { ZListCreatorsRequest, ZListCreatorsResponse } from '@ito/contracts/catalogue/list-creators';
import { ZGetProfileResponse, ZProfileParams } from '@ito/contracts/catalogue/get-profile';
import { ZHomeSearchRequest, ZHomeSearchResponse } from '@ito/contracts/catalogue/home-search';
import { optionalCaller } from '../../platform/auth.ts';
import { pageBody } from '../../platform/paging.ts';
import { listCatalogue } from './list-programs.ts';
import { programById, programBySecret, resolveShortcode } from './program-detail.ts';
import { homeSearch, listCreators, profileOf } from './creators.ts';
import { engagementRoutes } from './engagement-routes.ts';

/** The public, read side of the marketplace: catalogue, program pages, links, directory, profiles, home search. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  r.get(
    '/api/catalogue/programs',
    {
      schema: { tags, querystring: ZListProgramsRequest, response: { 200: ZListProgramsResponse } },
      config: { auth: 'none' },
    },
    async (request) => {
      const { cards, total, facets, estimates } = await listCatalogue(app.db, request.query);
      return { ...pageBody(request, request.query, cards, total), facets, estimates };
    },
  );

  r.get(
    '/api/programs/:id',
    {
      schema: { tags, params: ZProgramIdParams, response: { 200: ZGetProgramResponse } },
      config: { auth: 'optional' },
    },
    async (request) => {
      const caller = await optionalCaller(request);
      return { data: await programById(app.db, request.params.id, caller?.user.id) };
    },
  );

  r.get(
    '/api/t/:secret',
    { schema: { tags, params: ZSecretParams, response: { 200: ZGetProgramResponse } }, config: { auth: 'optional' } },
    async (request) => {
      const caller = await optionalCaller(request);
      return { data: await programBySecret(app.db, request.params.secret, caller?.user.id) };
    },
  );

  r.get(
    '/api/s/:shortcode',
    {
      schema: { tags, params: ZResolveShortcodeParams, response: { 200: ZResolveShortcodeResponse } },
      config: { auth: 'none' },
    },
    async (request) => ({ data: await resolveShortcode(app.db, request.params.shortcode) }),
  );

  r.get(
    '/api/creators',
    {
      schema: { tags, querystring: ZListCreatorsRequest, response: { 200: ZListCreatorsResponse } },
      config: { auth: 'none' },
    },
    async (request) => {
      const { cards, total } = await listCreators(app.db, request.query);
      return pageBody(request, request.query, cards, total);
    },
  );

  r.get(
    '/api/u/:username',
    {
      schema: { tags, params: ZProfileParams, querystring: ZPageQuery, response: { 200: ZGetProfileResponse } },
      config: { auth: 'none' },
    },
    async (request) => {
      const { profile, cards, total } = await profileOf(app.db, request.params.username, request.query);
      return { ...pageBody(request, request.query, cards, total), profile };
    },
  );

  r.get(
    '/api/search',
    {
      schema: { tags, querystring: ZHomeSearchRequest, response: { 200: ZHomeSearchResponse } },
      config: { auth: 'none' },
    },
    async (request) => ({ data: await homeSearch(app.db, request.query.q, request.query.limit) }),
  );

  await app.register(engagementRoutes);
}
