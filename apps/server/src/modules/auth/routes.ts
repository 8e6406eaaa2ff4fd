import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerEndpoint } from '@ito/contracts/auth/register';
import { loginEndpoint } from '@ito/contracts/auth/login';
import { logoutEndpoint } from '@ito/contracts/auth/logout';
import { resendVerificationEndpoint, ZVerifyEmailQuery } from '@ito/contracts/auth/email-verification';
import { passwordRecoveryEndpoint, passwordResetEndpoint } from '@ito/contracts/auth/password';
import { byTokenEndpoint, magicLinkEndpoint } from '@ito/contracts/auth/magic-link';
import { finishRegistrationEndpoint } from '@ito/contracts/auth/finish-registration';
import { joinCodeEndpoint } from '@ito/contracts/auth/join';
import { startGuestEndpoint } from '@ito/contracts/auth/start-guest';
import { getUserDataEndpoint } from '@ito/contracts/auth/get-data';
import { ACCOUNT_COMPONENT } from '@ito/contracts/realtime/events';
import { requestAccountDeletionEndpoint } from '@ito/contracts/auth/account-deletion';
import { cookieCaller, type Caller } from '../../platform/auth.ts';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { perCallerLimit } from '../../platform/write-limits.ts';
import { todayFor } from '../../platform/clock.ts';
import { clientMeta } from '../../platform/request-meta.ts';
import { createStorage } from '../../platform/storage.ts';
import { linkBase } from '../subproject/service.ts';
import {
  currentUserData,
  describeJoinCode,
  finishRegistration,
  register,
  startGuest,
  type IdentityDeps,
} from './account-service.ts';
import {
  choosePasswordLink,
  requestMagicLink,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signInByToken,
  verifyEmail,
} from './recovery-service.ts';
import { login } from './login-service.ts';
import { requestAccountDeletion } from './deletion-service.ts';
import { registerEraseHandler, requeueDueErasures } from './erase-account.ts';
import { revokeSession } from './sessions.ts';
import { appDeps } from '../../platform/deps.ts';

const VERIFIED_REDIRECT =
  'Redirects to /verification/successfully, or /verification/failed for a bad token. A first proof from a browser ' +
  'not signed in to the account ends its sessions and password and redirects to /password-reset to choose one.';

const proverOf = (caller: Caller | null) => (caller ? { userId: caller.user.id, sessionId: caller.session.id } : null);

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = async (request: FastifyRequest): Promise<IdentityDeps> => ({
    ...appDeps(app),
    linkBase: await linkBase(app.db, request, app.config.appUrl),
    now: app.clock.now(),
  });
  const tags = ['auth'];
  const strict = { max: 20, timeWindow: '1 minute' };
  // Accounts whose deletion's grace period is over are erased by this queue's worker (decision 032).

  endpointRoute(app, registerEndpoint, { tags, config: { rateLimit: strict } }, async (request, reply) =>
    reply.code(201).send({ data: await register(await deps(request), request.body, clientMeta(request)) }),
  );

  endpointRoute(
    app,
    loginEndpoint,
    { tags, config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } } },
    async (request) => ({ data: await login(await deps(request), request.body, clientMeta(request)) }),
  );

  endpointRoute(app, logoutEndpoint, { tags }, async (request, _reply, { caller }) => {
    if (caller && (await revokeSession(app.db, caller.user.id, caller.session.id)))
      app.realtime.endSessions([caller.session.id]);
    return { data: { ok: true as const } };
  });

  endpointRoute(app, getUserDataEndpoint, { tags }, async (request, _reply, { caller }) => {
    return { data: await currentUserData(app.db, caller.user, todayFor(request)) };
  });

  // The link in the mail: a browser navigation answered by a redirect, not a JSON call, so it has no contract object.
  r.get(
    '/api/email/verify',
    {
      schema: { tags, querystring: ZVerifyEmailQuery },
      config: { auth: 'none', redirect: VERIFIED_REDIRECT },
    },
    async (request, reply) => {
      // A link opened from a mail carries no bearer token: the browser's session cookie says who, if anyone, proves it.
      const verified = await verifyEmail(app.db, request.query.token, proverOf(await cookieCaller(request)));
      if (!verified) return reply.redirect('/verification/failed', 303);
      const { userId, claim } = verified;
      if (claim) app.realtime.endSessions(claim.endedSessionIds);
      // The tab that waits on /verification/sent hears it at once and moves on (decision 037).
      app.realtime.publish({ userId }, ACCOUNT_COMPONENT, { email_verified: true });
      const next = claim?.passwordCleared ? await choosePasswordLink(app.db, userId) : '/verification/successfully';
      return reply.header('referrer-policy', 'no-referrer').redirect(next, 303);
    },
  );

  endpointRoute(
    app,
    resendVerificationEndpoint,
    // Signed-in writes count per person, not per address (decision 065): people behind one NAT do not share them.
    { tags, config: { rateLimit: perCallerLimit(5) } },
    async (request, _reply, { caller }) => {
      return { data: { sent: await resendVerification(await deps(request), caller.user) } };
    },
  );

  endpointRoute(app, passwordRecoveryEndpoint, { tags, config: { rateLimit: strict } }, async (request) => {
    await requestPasswordReset(await deps(request), request.body.email);
    return { data: { sent: true as const } };
  });

  endpointRoute(app, passwordResetEndpoint, { tags, config: { rateLimit: strict } }, async (request) => {
    const { token, password } = request.body;
    const reset = await resetPassword(
      await deps(request),
      token,
      password,
      clientMeta(request),
      app.realtime.endSessions,
    );
    return { data: reset };
  });

  endpointRoute(app, magicLinkEndpoint, { tags, config: { rateLimit: strict } }, async (request) => {
    await requestMagicLink(await deps(request), request.body.email);
    return { data: { sent: true as const } };
  });

  endpointRoute(app, byTokenEndpoint, { tags, config: { rateLimit: strict } }, async (request, _reply, { caller }) => ({
    data: await signInByToken(
      await deps(request),
      request.body.token,
      clientMeta(request),
      proverOf(caller),
      app.realtime.endSessions,
    ),
  }));

  endpointRoute(app, finishRegistrationEndpoint, { tags }, async (request, _reply, { caller }) => {
    return { data: await finishRegistration(await deps(request), caller, request.body, clientMeta(request)) };
  });

  endpointRoute(
    app,
    requestAccountDeletionEndpoint,
    { tags, config: { rateLimit: perCallerLimit(10) } },
    async (request, _reply, { caller }) => {
      const deletionDeps = { ...appDeps(app), ...(await deps(request)), endSessions: app.realtime.endSessions };
      return { data: await requestAccountDeletion(deletionDeps, caller, request.body) };
    },
  );

  endpointRoute(app, joinCodeEndpoint, { tags }, async (request) => ({
    data: await describeJoinCode(app.db, request.params.code),
  }));

  endpointRoute(app, startGuestEndpoint, { tags, config: { rateLimit: strict } }, async (request, reply) =>
    reply.code(201).send({ data: await startGuest(app.db, request.body.session_key, clientMeta(request)) }),
  );
}

/** The sweep that queues overdue erasures (a lost job, or the dev clock moved); the worker starts with the others. */
/** The erasure job's handler (the module's `wire`). */
export function wireErasureJobs(app: FastifyInstance): void {
  registerEraseHandler({ ...appDeps(app), storage: createStorage(app.config) });
}

/** The erasure sweep, once the server listens (the module's `start`). */
export function startErasureSweep(app: FastifyInstance): void {
  app.jobs.repeat('erase sweep', 15 * 60_000, () => requeueDueErasures(appDeps(app)));
}
