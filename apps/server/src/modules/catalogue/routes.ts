import type { FastifyInstance } from 'fastify';
import { listProgramsEndpoint } from '@ito/contracts/catalogue/list-programs';
import { getProgramEndpoint, getSecretProgramEndpoint } from '@ito/contracts/catalogue/get-program';
import { resolveShortcodeEndpoint } from '@ito/contracts/catalogue/resolve-shortcode';
import { listCreatorsEndpoint } from '@ito/contracts/catalogue/list-creators';
import { getPublicProfileEndpoint } from '@ito/contracts/catalogue/get-profile';
import { homeSearchEndpoint } from '@ito/contracts/catalogue/home-search';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { pageBody } from '../../platform/paging.ts';
import { listCatalogue } from './list-programs.ts';
import { programById, programBySecret, resolveShortcode } from './program-detail.ts';
import { homeSearch, listCreators, profileOf } from './creators.ts';
import { engagementRoutes } from './engagement-routes.ts';

/** The public, read side of the marketplace: catalogue, program pages, links, directory, profiles, home search. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const options = { tags: ['catalogue'] };

  endpointRoute(app, listProgramsEndpoint, options, async (request) => {
    const { cards, total, facets, estimates } = await listCatalogue(app.db, request.query);
    return { ...pageBody(request, request.query, cards, total), facets, estimates };
  });

  endpointRoute(app, getProgramEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await programById(app.db, request.params.id, caller?.user.id) };
  });

  endpointRoute(app, getSecretProgramEndpoint, options, async (request, _reply, { caller }) => {
    return { data: await programBySecret(app.db, request.params.secret, caller?.user.id) };
  });

  endpointRoute(app, resolveShortcodeEndpoint, options, async (request) => ({
    data: await resolveShortcode(app.db, request.params.shortcode),
  }));

  endpointRoute(app, listCreatorsEndpoint, options, async (request) => {
    const { cards, total } = await listCreators(app.db, request.query);
    return pageBody(request, request.query, cards, total);
  });

  endpointRoute(app, getPublicProfileEndpoint, options, async (request) => {
    const { profile, cards, total } = await profileOf(app.db, request.params.username, request.query);
    return { ...pageBody(request, request.query, cards, total), profile };
  });

  endpointRoute(app, homeSearchEndpoint, options, async (request) => ({
    data: await homeSearch(app.db, request.query.q, request.query.limit),
  }));

  await app.register(engagementRoutes);
}
