import type { EndpointAuth, EndpointErrorStatus } from '@ito/contracts/common/endpoint';
import { englishText } from '@ito/contracts/common/message-codes';
import type { FastifyInstance } from 'fastify';
import { requireCaller, type AuthOptions } from './auth.ts';
import { forbidden } from './errors.ts';

/**
 * Who may call a route, declared once in its options (`config: { auth: 'user' }`). The same declaration is enforced
 * here, before the body is parsed or validated, and published as the operation's security in the OpenAPI document
 * (`openapi.ts`), so the two cannot drift. Decision 022.
 */
export const ROUTE_AUTH_LEVELS: readonly EndpointAuth[] = [
  'none',
  'optional',
  'session',
  'temporary-ok',
  'unverified-ok',
  'user',
  'expert',
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: enforced before validation, documented as the operation's security. */
    auth?: EndpointAuth;
    /** Error statuses this route answers beyond those implied by `auth`, its path parameters and its inputs. */
    errors?: EndpointErrorStatus[];
    /** A multipart upload: the name of its one file field, for the OpenAPI request body. */
    upload?: { field: string; description: string };
    /** The route answers with a redirect (303) rather than a body: where it sends the browser. */
    redirect?: string;
  }
}

export const NOT_A_CREATOR = englishText('errors.not_a_creator');

/** What each level that needs a caller admits: `session` anyone signed in, `user` and `expert` verified users. */
export const AUTH_OPTIONS: Record<Exclude<EndpointAuth, 'none' | 'optional'>, AuthOptions> = {
  session: { allowTemporary: true, allowUnverified: true },
  'temporary-ok': { allowTemporary: true },
  'unverified-ok': { allowUnverified: true },
  user: {},
  expert: {},
};

/** Whether a declared level needs a signed-in caller (401 without one). */
export const needsCaller = (auth: EndpointAuth): boolean => auth !== 'none' && auth !== 'optional';

/**
 * Refuses callers the route's declaration does not admit, before the body is read: 401 without a session, 403 for a
 * guest, an unverified user or a non-expert where the level excludes them. The caller it resolves (cached per
 * request) is the one `endpointRoute` hands the handler in its context, typed by the same declaration.
 */
export function installRouteAuth(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || !needsCaller(auth)) return;
    const caller = await requireCaller(request, AUTH_OPTIONS[auth as keyof typeof AUTH_OPTIONS]);
    if (auth === 'expert' && !caller.user.roles.includes('expert')) throw forbidden('errors.not_a_creator');
  });
}
