import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|map|txt|xml|webmanifest)$/i;

export type PrecompressResult = { file: string; bytes: number; br?: number; gzip?: number };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip -9) beside every compressible file under `dir`, once at build
 * time, so the server sends them as they are (`@fastify/static` `preCompressed`) instead of compressing per request.
 * A twin that is not smaller than its file is not written: the server then sends the file itself.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      const result: PrecompressResult = { file: path.relative(dir, file), bytes: raw.length };
      if (br.length < raw.length) {
        await fs.writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gzipped.length < raw.length) {
        await fs.writeFile(`${file}.gz`, gzipped);
        result.gzip = gzipped.length;
      }
      return result;
    }),
  );
}

/** Vite plugin: precompress the build output once it is written (`vite build` only). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ito-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const results = await precompressDir(outDir);
      const written = results.filter((r) => r.br !== undefined || r.gzip !== undefined).length;
      this.info?.(`precompressed ${written} of ${results.length} files (brotli and gzip)`);
    },
  };
}
