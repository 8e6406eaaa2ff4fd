import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform } from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import { MESSAGES } from '@ito/contracts/common/messages';
import { installZodMessages } from '@ito/contracts/common/zod-messages';
import type { Config } from './platform/config.ts';
import { createClock, type Clock } from './platform/clock.ts';
import type { Database, Db } from './platform/db.ts';
import { installErrorHandling } from './platform/errors.ts';
import { createErrorReporter } from './platform/error-reporting.ts';
import { createJobs, type Jobs } from './platform/jobs.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { createRealtime, type Realtime } from './platform/realtime.ts';
import { installTenancy, rewriteUrl } from './platform/tenancy.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { subprojectRoutes } from './modules/subproject/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { tenancyRoutes } from './modules/tenancy/routes.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { programRoutes } from './modules/programs/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { agentRoutes } from './modules/agent/routes.ts';
import { tasksRoutes } from './modules/tasks/routes.ts';
import { runsRoutes } from './modules/runs/routes.ts';
import { protocolRoutes } from './modules/protocols/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    realtime: Realtime;
    clock: Clock;
    /** The durable queue (pg-boss); workers start in `server.ts`, tests drain it explicitly. */
    jobs: Jobs;
  }
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildOptions = { config: Config; database: Database; logger?: boolean };

/** Builds the whole server: plugins, the error catalogue, every module and the built web app. Does not listen. */
export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  installZodMessages();
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] } : false,
    rewriteUrl,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const reporter = await createErrorReporter({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV });
  installErrorHandling(app, reporter);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', createClock());
  app.decorate('jobs', createJobs({ database, log: app.log }));
  app.decorate(
    'mailer',
    createMailer({
      db: database.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
    }),
  );
  app.decorate(
    'realtime',
    await createRealtime({
      server: app.server,
      db: database.db,
      redisUrl: config.REDIS_URL,
      presenceGraceMs: config.PRESENCE_GRACE_MS,
      log: app.log,
    }),
  );

  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  await app.register(rateLimit, { global: false, redis: rateLimitRedis, nameSpace: 'ito-rate-limit-' });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Intent to Outcomes API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installTenancy(app);
  for (const routes of [
    healthRoutes,
    identityRoutes,
    sessionRoutes,
    subprojectRoutes,
    contactRoutes,
    realtimeRoutes,
    tenancyRoutes,
    filesRoutes,
    programRoutes,
    categoryRoutes,
    catalogueRoutes,
    profileRoutes,
    agentRoutes,
    tasksRoutes,
    runsRoutes,
    protocolRoutes,
    notificationRoutes,
    chatRoutes,
  ]) {
    await app.register(routes);
  }
  if (config.devTools) await app.register(devRoutes);

  const webDist = path.resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const indexHtml = hasWeb ? withRuntimeConfig(fs.readFileSync(indexPath, 'utf8'), config) : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // Unknown API paths are a JSON 404; any other GET serves the web app, whose router shows its own 404 page.
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    // Paths with a file extension are assets: a missing one is a 404, not the app (a stale chunk must fail loudly
    // so that the web app's chunk-reload guard can fetch the new build).
    const isAsset = STATIC_FILE.test(request.url.split('?')[0] ?? '');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });

  // Responses finished after shutdown began close their connection, so keep-alive clients cannot hold the server open.
  let isClosing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    isClosing = true;
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

/** Extensions of files the web build ships; other dotted paths (e.g. /u/elias.expert) are app routes. */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|txt|xml|html|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The web app reads runtime settings from meta tags: no extra request before the first paint. */
function withRuntimeConfig(html: string, config: Config): string {
  const tags = [
    `<meta name="ito-environment" content="${escapeAttribute(config.NODE_ENV)}">`,
    ...(config.SENTRY_DSN ? [`<meta name="ito-sentry-dsn" content="${escapeAttribute(config.SENTRY_DSN)}">`] : []),
  ];
  return html.replace('</head>', `${tags.join('')}</head>`);
}
