import type { FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { LESSON_VIDEO_FRAME_ORIGINS } from '@ito/contracts/programs/video-link';
import type { Config } from './config.ts';

type Directives = Record<string, string[]>;

/** The origin browsers post Sentry envelopes to: the DSN's scheme, host and port (its key and path dropped). */
export function sentryIngestOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

/** `ws://host` or `wss://host` of the public address: Socket.IO upgrades on the page's own origin. */
function websocketOrigin(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Stripe.js and its Payment Element when Stripe takes the payments (Stripe's own list, without the address search's
 * Google Maps, which the app does not use): its script, its frames (the card fields, the bank's confirmation) and
 * its API, which the page and the frames call directly (decision 079).
 */
function stripeOrigins(config: Config) {
  const isStripe = Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY);
  return {
    script: isStripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [],
    frame: isStripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [],
    connect: isStripe ? ['https://api.stripe.com'] : [],
  };
}

/**
 * The policy of every answer (decision 026). Scripts come only from our own files: no inline script, no eval, no
 * inline event handler. Styles allow inline because Mantine writes `<style>` elements at run time (theme variables,
 * responsive style props, the colour-scheme switch) and React Flow and Recharts set style attributes.
 */
export function contentSecurityPolicy(config: Config): Directives {
  const sentry = sentryIngestOrigin(config.SENTRY_DSN);
  const isHttps = config.appUrl.startsWith('https://');
  const stripe = stripeOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripe.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploaded files are served by this server (`/public/files`, also with S3 storage), never from the bucket.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers same-origin websockets in current browsers; the explicit origin is for older ones.
    'connect-src': ["'self'", websocketOrigin(config.appUrl), ...(sentry ? [sentry] : []), ...stripe.connect],
    'worker-src': ["'self'", 'blob:'],
    // Lesson videos by link play in the providers' privacy-enhanced players only (decision 049); uploaded videos
    // stream from this server ('self' through default-src).
    'frame-src': [...LESSON_VIDEO_FRAME_ORIGINS, ...stripe.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.isProduction && isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Swagger UI's page shows a validity badge from validator.swagger.io; everything else is the app's own policy. */
export function docsContentSecurityPolicy(config: Config): Directives {
  const directives = contentSecurityPolicy(config);
  return { ...directives, 'img-src': [...(directives['img-src'] ?? []), 'https://validator.swagger.io'] };
}

const DOCS_PREFIX = '/api/docs';
const PUBLIC_FILES_PREFIX = '/public/';

/**
 * Helmet on every answer: pages, assets, API JSON and errors. Register it before any route, so that the route
 * overrides below see every route as it is added.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = {
        ...route.config,
        helmet: {
          contentSecurityPolicy: { useDefaults: false, directives: docsContentSecurityPolicy(config) },
        },
      } as typeof route.config;
    } else if (route.url.startsWith(PUBLIC_FILES_PREFIX)) {
      // Public file URLs are shareable by design (SPEC section 7): other sites and mail may show the images.
      route.config = {
        ...route.config,
        helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
      } as typeof route.config;
    }
  });
  const options: FastifyHelmetOptions = {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain http; outside production it would pin a developer's localhost to https.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
  await app.register(helmet, options);
}
