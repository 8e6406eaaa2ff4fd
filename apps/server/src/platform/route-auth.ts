import { englishText } from '@ito/contracts/common/message-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCaller, type AuthOptions, type Caller } from './auth.ts';
import { forbidden } from './errors.ts';

/**
 * Who may call a route, declared once in its options (`config: { auth: 'user' }`). The same declaration is enforced
 * here, before the body is parsed or validated, and published as the operation's security in the OpenAPI document
 * (`openapi.ts`), so the two cannot drift. Decision 022.
 */
export type RouteAuth =
  /** Anyone; the answer does not depend on who asks. */
  | 'none'
  /** Anyone; a caller's token may personalise the answer. */
  | 'optional'
  /** Any signed-in session: guests (temporary users) and unverified users too. */
  | 'session'
  /** Guests (temporary users) and verified users. */
  | 'temporary-ok'
  /** Registered users, verified or not. */
  | 'unverified-ok'
  /** Registered, verified users (the default of `requireCaller`). */
  | 'user'
  /** Verified experts: the creator studio. */
  | 'expert';

export const ROUTE_AUTH_LEVELS: readonly RouteAuth[] = [
  'none',
  'optional',
  'session',
  'temporary-ok',
  'unverified-ok',
  'user',
  'expert',
];

/** Error answers an operation may give besides the ones its declaration implies (see `openapi.ts`). */
export type DeclaredErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 423 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: enforced before validation, documented as the operation's security. */
    auth?: RouteAuth;
    /** Error statuses this route answers beyond those implied by `auth`, its path parameters and its inputs. */
    errors?: DeclaredErrorStatus[];
    /** A multipart upload: the name of its one file field, for the OpenAPI request body. */
    upload?: { field: string; description: string };
    /** The route answers with a redirect (303) rather than a body: where it sends the browser. */
    redirect?: string;
  }
}

export const NOT_A_CREATOR = englishText('errors.not_a_creator');

const OPTIONS: Record<Exclude<RouteAuth, 'none' | 'optional'>, AuthOptions> = {
  session: { allowTemporary: true, allowUnverified: true },
  'temporary-ok': { allowTemporary: true },
  'unverified-ok': { allowUnverified: true },
  user: {},
  expert: {},
};

/** Whether a declared level needs a signed-in caller (401 without one). */
export const needsCaller = (auth: RouteAuth): boolean => auth !== 'none' && auth !== 'optional';

/**
 * Refuses callers the route's declaration does not admit, before the body is read: 401 without a session, 403 for a
 * guest, an unverified user or a non-expert where the level excludes them. Handlers still resolve their caller with
 * `requireCaller` (cached per request); this hook makes the declaration the floor that no handler can lower.
 */
export function installRouteAuth(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || !needsCaller(auth)) return;
    const caller = await requireCaller(request, OPTIONS[auth as keyof typeof OPTIONS]);
    if (auth === 'expert' && !caller.user.roles.includes('expert')) throw forbidden('errors.not_a_creator');
  });
}

/** The creator studio is for verified experts; everyone else gets 403 (SPEC section 8: "Access Denied"). */
export async function requireCreator(request: FastifyRequest): Promise<Caller> {
  const caller = await requireCaller(request);
  if (!caller.user.roles.includes('expert')) throw forbidden('errors.not_a_creator');
  return caller;
}
