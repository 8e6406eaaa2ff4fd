import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAuthResponse } from '@ito/contracts/auth/auth-data';
import { ZRegisterRequest } from '@ito/contracts/auth/register';
import { ZLoginRequest } from '@ito/contracts/auth/login';
import { ZResendResponse, ZVerifyEmailQuery } from '@ito/contracts/auth/email-verification';
import { ZPasswordRecoveryRequest, ZPasswordResetRequest, ZSentResponse } from '@ito/contracts/auth/password';
import { ZByTokenRequest, ZMagicLinkRequest } from '@ito/contracts/auth/magic-link';
import { ZFinishRegistrationRequest } from '@ito/contracts/auth/finish-registration';
import { ZJoinCodeResponse } from '@ito/contracts/auth/join';
import { ZStartGuestRequest } from '@ito/contracts/guest/start-guest';
import { ZGetUserDataResponse } from '@ito/contracts/user/get-data';
import { ACCOUNT_COMPONENT } from '@ito/contracts/realtime/events';
import { ZAccountDeletionResponse, ZRequestAccountDeletionRequest } from '@ito/contracts/user/account-deletion';
import { optionalCaller, requireCaller } from '../../platform/auth.ts';
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

const ZOk = z.object({ data: z.object({ ok: z.literal(true) }) });
const VERIFIED_REDIRECT = 'Redirects to /verification/successfully, or /verification/failed for a bad token.';

export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = async (request: FastifyRequest): Promise<IdentityDeps> => ({
    db: app.db,
    mailer: app.mailer,
    linkBase: await linkBase(app.db, request, app.config.appUrl),
    now: app.clock.now(),
  });
  const strict = { max: 20, timeWindow: '1 minute' };
  // Accounts whose deletion's grace period is over are erased by this queue's worker (decision 032).
  registerEraseHandler({ db: app.db, jobs: app.jobs, clock: app.clock, storage: createStorage(app.config) });

  r.post(
    '/api/register',
    {
      schema: { tags: ['auth'], body: ZRegisterRequest, response: { 201: ZAuthResponse } },
      config: { auth: 'none', rateLimit: strict },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await register(await deps(request), request.body, clientMeta(request)) }),
  );

  r.post(
    '/api/login',
    {
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZAuthResponse } },
      config: { auth: 'none', rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await login(await deps(request), request.body, clientMeta(request)) }),
  );

  r.get(
    '/api/logout',
    { schema: { tags: ['auth'], response: { 200: ZOk } }, config: { auth: 'optional' } },
    async (request) => {
      const caller = await optionalCaller(request);
      if (caller && (await revokeSession(app.db, caller.user.id, caller.session.id)))
        app.realtime.endSessions([caller.session.id]);
      return { data: { ok: true as const } };
    },
  );

  r.get(
    '/api/user/get-data',
    { schema: { tags: ['auth'], response: { 200: ZGetUserDataResponse } }, config: { auth: 'session' } },
    async (request) => {
      const caller = await requireCaller(request, { allowTemporary: true, allowUnverified: true });
      return { data: await currentUserData(app.db, caller.user, todayFor(request)) };
    },
  );

  r.get(
    '/api/email/verify',
    {
      schema: { tags: ['auth'], querystring: ZVerifyEmailQuery },
      config: { auth: 'none', redirect: VERIFIED_REDIRECT },
    },
    async (request, reply) => {
      const userId = await verifyEmail(app.db, request.query.token);
      // The tab that waits on /verification/sent hears it at once and moves on (decision 037).
      if (userId) app.realtime.publish({ userId }, ACCOUNT_COMPONENT, { email_verified: true });
      return reply.redirect(userId ? '/verification/successfully' : '/verification/failed', 303);
    },
  );

  r.post(
    '/api/email/resend',
    {
      schema: { tags: ['auth'], response: { 200: ZResendResponse } },
      config: { auth: 'unverified-ok', rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = await requireCaller(request, { allowUnverified: true });
      return { data: { sent: await resendVerification(await deps(request), caller.user) } };
    },
  );

  r.post(
    '/api/password/recovery',
    {
      schema: { tags: ['auth'], body: ZPasswordRecoveryRequest, response: { 200: ZSentResponse } },
      config: { auth: 'none', rateLimit: strict },
    },
    async (request) => {
      await requestPasswordReset(await deps(request), request.body.email);
      return { data: { sent: true as const } };
    },
  );

  r.post(
    '/api/password/reset',
    {
      schema: { tags: ['auth'], body: ZPasswordResetRequest, response: { 200: ZAuthResponse } },
      config: { auth: 'none', rateLimit: strict },
    },
    async (request) => {
      const { token, password } = request.body;
      const reset = await resetPassword(
        await deps(request),
        token,
        password,
        clientMeta(request),
        app.realtime.endSessions,
      );
      return { data: reset };
    },
  );

  r.post(
    '/api/auth/magic-link',
    {
      schema: { tags: ['auth'], body: ZMagicLinkRequest, response: { 200: ZSentResponse } },
      config: { auth: 'none', rateLimit: strict },
    },
    async (request) => {
      await requestMagicLink(await deps(request), request.body.email);
      return { data: { sent: true as const } };
    },
  );

  r.post(
    '/api/auth/by-token',
    {
      schema: { tags: ['auth'], body: ZByTokenRequest, response: { 200: ZAuthResponse } },
      config: { auth: 'none', rateLimit: strict },
    },
    async (request) => ({ data: await signInByToken(await deps(request), request.body.token, clientMeta(request)) }),
  );

  r.post(
    '/api/auth/finish-registration',
    {
      schema: { tags: ['auth'], body: ZFinishRegistrationRequest, response: { 200: ZAuthResponse } },
      config: { auth: 'temporary-ok' },
    },
    async (request) => {
      const caller = await requireCaller(request, { allowTemporary: true });
      return { data: await finishRegistration(await deps(request), caller, request.body, clientMeta(request)) };
    },
  );

  r.post(
    '/api/account/deletion',
    {
      schema: {
        tags: ['auth'],
        body: ZRequestAccountDeletionRequest,
        response: { 200: ZAccountDeletionResponse },
      },
      config: { auth: 'unverified-ok', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = await requireCaller(request, { allowUnverified: true });
      const deletionDeps = { ...(await deps(request)), jobs: app.jobs, endSessions: app.realtime.endSessions };
      return { data: await requestAccountDeletion(deletionDeps, caller, request.body) };
    },
  );

  r.get(
    '/api/join/:code',
    {
      schema: {
        tags: ['auth'],
        params: z.object({ code: z.string().min(1).max(64) }),
        response: { 200: ZJoinCodeResponse },
      },
      config: { auth: 'none' },
    },
    async (request) => ({ data: await describeJoinCode(app.db, request.params.code) }),
  );

  r.post(
    '/api/guest/start',
    {
      schema: { tags: ['auth'], body: ZStartGuestRequest, response: { 201: ZAuthResponse } },
      config: { auth: 'none', rateLimit: strict },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await startGuest(app.db, request.body.session_key, clientMeta(request)) }),
  );
}

/** The sweep that queues overdue erasures (a lost job, or the dev clock moved); the worker starts with the others. */
export function startAccountErasure(app: FastifyInstance): void {
  app.jobs.repeat('erase sweep', 15 * 60_000, () =>
    requeueDueErasures({ db: app.db, jobs: app.jobs, clock: app.clock }),
  );
}
