import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messageBody } from './errors.ts';
import type { Config } from './config.ts';
import { firstDataBlock } from './first-data.ts';
import { loadRoutePreloads, preferredLanguage, type RoutePreloads } from './route-preloads.ts';

/** Extensions of files the web build ships; other dotted paths (e.g. /u/elias.expert) are app routes. */
const STATIC_FILE =
  /\.(?:js|mjs|css|map|json|txt|xml|html|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest|br|gz)$/i;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A path that names a file of the built web app (or a missing one), not an app route or an API call. */
export const isWebFilePath = (url: string): boolean => !isApiPath(url) && STATIC_FILE.test(url.split('?')[0] ?? '');

/** Written by the web build (`apps/web/vite-plugin-route-preloads.ts`); read at start, never served. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Hashed file names never change content: a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The web app reads runtime settings from meta tags: no extra request before the first paint. */
export function withRuntimeConfig(html: string, config: Config): string {
  const tags = [
    `<meta name="ito-environment" content="${escapeAttribute(config.NODE_ENV)}">`,
    ...(config.SENTRY_DSN ? [`<meta name="ito-sentry-dsn" content="${escapeAttribute(config.SENTRY_DSN)}">`] : []),
  ];
  return html.replace('</head>', `${tags.join('')}</head>`);
}

type Encoded = { encoding: 'br' | 'gzip' | null; body: Buffer };

type EncodedIndex = { br: Encoded; gzip: Encoded; identity: Encoded };
type Encoding = keyof EncodedIndex;

/** `index.html` with this start's meta tags, compressed once per start in every encoding we offer. */
function encodeIndex(html: string): EncodedIndex {
  const raw = Buffer.from(html);
  return {
    br: {
      encoding: 'br',
      body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    },
    gzip: { encoding: 'gzip', body: gzipSync(raw, { level: 9 }) },
    identity: { encoding: null, body: raw },
  };
}

/** The q-value the client gives an encoding in `Accept-Encoding` (0 when absent or refused). */
function acceptQuality(header: string | undefined, encoding: string): number {
  let wildcard = 0;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    if (name === encoding) return quality;
    if (name === '*') wildcard = quality;
  }
  return wildcard;
}

/**
 * A page made for one request (its first answer is in it, decision 031): compressed at the levels the API's answers
 * use (compression.ts), cheap enough per request.
 */
function encodeOnce(html: string, encoding: Encoding): Encoded {
  const raw = Buffer.from(html);
  if (encoding === 'br') {
    return { encoding, body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) };
  }
  if (encoding === 'gzip') return { encoding, body: gzipSync(raw, { level: 6 }) };
  return { encoding: null, body: raw };
}

function pickEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (acceptQuality(header, 'br') > 0) return 'br';
  if (acceptQuality(header, 'gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * `index.html` per route of the web app and language: with the preload links of the route the path matches and its
 * translation files in the visitor's likely language (decision 031), encoded on first use and kept (one entry per
 * route pattern and language of the build, so the cache is bounded).
 */
function indexPerRoute(html: string, preloads: RoutePreloads): (pathname: string, language: string) => EncodedIndex {
  const cache = new Map<string, EncodedIndex>();
  return (pathname, language) => {
    const key = `${preloads.patternFor(pathname) ?? ''}\n${language}`;
    let encoded = cache.get(key);
    if (!encoded) {
      const links = preloads.linksFor(pathname, language);
      encoded = encodeIndex(links ? html.replace('</head>', `${links}</head>`) : html);
      cache.set(key, encoded);
    }
    return encoded;
  };
}

/**
 * Serves the built web app (`apps/web/dist`): its files as stored, each with the brotli or gzip twin the build wrote
 * beside it (decision 026), and `index.html` for any other GET outside `/api`. Source maps are served only with
 * `SOURCE_MAPS=true`. Call it after every API route: it sets the not-found handler.
 */
export async function registerWebAssets(app: FastifyInstance, config: Config, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const preloads = loadRoutePreloads(path.join(webDist, ROUTE_PRELOADS_FILE));
  const index = hasWeb ? indexPerRoute(withRuntimeConfig(fs.readFileSync(indexPath, 'utf8'), config), preloads) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // index.html is served below with this start's settings (and route-preloads.json is read into it); the
      // compressed twins are found by `preCompressed`.
      globIgnore: [
        'index.html',
        ROUTE_PRELOADS_FILE,
        '**/*.br',
        '**/*.gz',
        ...(config.SOURCE_MAPS === 'true' ? [] : ['**/*.map']),
      ],
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
      },
    });
  }

  // Unknown API paths are a JSON 404; any other GET serves the web app, whose router shows its own 404 page.
  app.setNotFoundHandler(async (request, reply) => {
    // Paths with a file extension are assets: a missing one is a 404, not the app (a stale chunk must fail loudly
    // so that the web app's chunk-reload guard can fetch the new build).
    // `/public/` holds stored files (SPEC section 7): an address that names none, such as a document's old public
    // address (decision 062), is a 404, never the app's page with a 200.
    const isStoredFile = request.url.startsWith('/public/');
    const isPage = !isApiPath(request.url) && !isWebFilePath(request.url) && !isStoredFile;
    if (index && isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      const pathname = request.url.split('?')[0] ?? '/';
      const language = preferredLanguage(request.headers['accept-language'], preloads.languages);
      const page = index(pathname, language);
      const encoding = pickEncoding(request);
      // A signed-out visitor's page carries its first API answers (first-data.ts), so it is made for the request.
      const data = await firstDataBlock(app, request, pathname);
      const { encoding: sent, body } = data
        ? encodeOnce(
            page.identity.body.toString().replace('</body>', () => `${data}</body>`),
            encoding,
          )
        : page[encoding];
      reply
        .header('cache-control', 'no-cache')
        // A signed-out visitor's page carries its first answers (first-data.ts): it differs by session cookie too.
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8');
      if (sent) reply.header('content-encoding', sent);
      return reply.send(body);
    }
    return reply.code(404).send(messageBody('errors.not_found'));
  });
}
