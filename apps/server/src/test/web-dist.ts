import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A built web app in miniature: the same layout `vite build` writes (hashed assets, their twins, a source map). */
export function writeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ito-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'img'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>App</title>' +
      '<script type="module" crossorigin src="/assets/index-Abc123.js"></script></head>' +
      `<body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body></html>`,
  );
  const js = Buffer.from(
    `console.log(${JSON.stringify('x'.repeat(4000))});\n//# sourceMappingURL=index-Abc123.js.map\n`,
  );
  fs.writeFileSync(path.join(dir, 'assets/index-Abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/index-Abc123.js.br'), brotliCompressSync(js));
  fs.writeFileSync(path.join(dir, 'assets/index-Abc123.js.gz'), gzipSync(js));
  fs.writeFileSync(path.join(dir, 'assets/index-Abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  fs.writeFileSync(path.join(dir, 'img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
