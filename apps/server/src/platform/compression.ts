import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { isWebFilePath } from './web-assets.ts';

/** Answers smaller than this go as they are: compressing a few hundred bytes costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Routes that send stored bytes as they are: uploaded files (images are already compressed; documents keep their
 * exact length and strong ETag) and the built web app's files, which are compressed once at build time
 * (`apps/web/vite-plugin-precompress.ts`) and picked by `@fastify/static`'s `preCompressed`.
 */
export const isSentAsStored = (url: string): boolean => url.startsWith('/public/') || isWebFilePath(url);

/**
 * Compresses API JSON (and the app's `index.html`, which carries per-start meta tags) on the fly: brotli at quality
 * 4, the level that stays cheap per request, or gzip. Request bodies are not decompressed: nothing sends them
 * compressed, and accepting it would only widen what a hostile client can send. Socket.IO answers its own requests
 * beside Fastify and is not touched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && isSentAsStored(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
