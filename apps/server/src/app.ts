import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { installZodMessages } from '@ito/contracts/common/zod-messages';
import type { Config } from './platform/config.ts';
import { createClock, type Clock } from './platform/clock.ts';
import type { Database, Db } from './platform/db.ts';
import { answerFrameworkError, installErrorHandling } from './platform/errors.ts';
import { installHostileInputGuard } from './platform/hostile-input.ts';
import { createErrorReporter } from './platform/error-reporting.ts';
import { createJobs, type Jobs } from './platform/jobs.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { createBackground, type Background } from './platform/background.ts';
import { createRealtime, type Realtime } from './platform/realtime.ts';
import { failoverRateLimitStore } from './platform/rate-limit-store.ts';
import { createRedis } from './platform/redis.ts';
import { installTenancy, rewriteUrl } from './platform/tenancy.ts';
import { LOG_SAFETY } from './platform/log-redaction.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerCompression } from './platform/compression.ts';
import { registerWebAssets } from './platform/web-assets.ts';
import { openapiOptions } from './platform/openapi.ts';
import { AppEventBus } from './platform/events.ts';
import { JOB_QUEUES, MODULES } from './modules.ts';
import { installRouteAuth } from './platform/route-auth.ts';
import { installIdempotency, type IdempotencyHooks } from './platform/idempotency.ts';
import { installWriteLimits } from './platform/write-limits.ts';
import { createPaymentProvider } from './platform/payments/payments.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    /** Work requests start without waiting for it (mails whose timing must not answer a question). */
    background: Background;
    realtime: Realtime;
    clock: Clock;
    /** The durable queue (pg-boss); workers start in `server.ts`, tests drain it explicitly. */
    jobs: Jobs;
    /** The Redis connection for commands (rate limits, health), or null without REDIS_URL. */
    redis: Redis | null;
    /** Events one module raises and others react to (decision 070). */
    events: AppEventBus;
    /** The payment provider: the built-in one, or Stripe when configured (DESIGN section 10). */
    payments: PaymentProvider;
  }
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go (stdout when unset); tests read them back. */
  logStream?: { write(line: string): void };
  /** The kill -9 tests' seam in keyed writes (decision 073); unset in the app. */
  idempotencyHooks?: IdempotencyHooks;
};

/** Builds the whole server: plugins, the error catalogue, every module and the built web app. Does not listen. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database, logger = true, logStream, idempotencyHooks } = options;
  installZodMessages();
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, ...LOG_SAFETY, ...(logStream ? { stream: logStream } : {}) } : false,
    rewriteUrl,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const reporter = await createErrorReporter({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV });
  installErrorHandling(app, reporter);
  installHostileInputGuard(app);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', createClock());
  app.decorate('events', new AppEventBus());
  app.decorate('jobs', createJobs({ database, log: app.log, queues: JOB_QUEUES }));
  app.decorate(
    'mailer',
    createMailer({
      db: database.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
    }),
  );
  app.decorate('background', createBackground(app.log));
  app.decorate('payments', await createPaymentProvider({ config, db: database.db, clock: app.clock }));
  app.decorate(
    'realtime',
    await createRealtime({
      server: app.server,
      db: database.db,
      redisUrl: config.REDIS_URL,
      presenceGraceMs: config.PRESENCE_GRACE_MS,
      log: app.log,
      now: () => app.clock.now(),
    }),
  );

  // Before the rate limiter: every write gets a limit, a keyed write's counts after its key is checked (decision 065).
  installWriteLimits(app, config.WRITE_RATE_LIMIT);
  installIdempotency(app, idempotencyHooks);
  // Rate limits count in Redis and fall back to this process while it is away (decision 025).
  const rateLimitRedis = config.REDIS_URL ? createRedis(config.REDIS_URL, { name: 'rate limits', log: app.log }) : null;
  app.decorate('redis', rateLimitRedis);
  await app.register(rateLimit, {
    global: false,
    store: rateLimitRedis ? failoverRateLimitStore(rateLimitRedis, config.RATE_LIMIT_NAMESPACE) : undefined,
  });

  // Before any route: both set per-route options as routes are added (decision 026).
  await registerSecurityHeaders(app, config);
  await registerCompression(app);

  await app.register(swagger, openapiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installTenancy(app);
  installRouteAuth(app);
  // The modules' manifests (decision 071): each wires its job handlers and listeners, then its routes are added.
  const modules = MODULES.filter((module) => module.when?.(config) ?? true);
  for (const module of modules) module.wire?.(app);
  for (const module of modules) {
    for (const routes of module.routes ?? []) await app.register(routes);
  }

  await registerWebAssets(app, config, path.resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST));

  // Responses finished after shutdown began close their connection, so keep-alive clients cannot hold the server open.
  let isClosing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    isClosing = true;
    await app.background.settled();
    await app.jobs.stop();
    await app.realtime.close();
  });
  app.addHook('onClose', async () => {
    await reporter.flush();
    app.mailer.close();
    rateLimitRedis?.disconnect();
  });
  return app;
}
