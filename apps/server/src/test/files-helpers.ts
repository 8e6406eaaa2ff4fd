import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  data: Buffer,
  { filename = 'upload.bin', contentType = 'application/octet-stream', field = 'file' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ito-test-${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A fresh DATA_DIR for one test file. */
export const tempDataDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'ito-files-'));

/** Every file stored under `DATA_DIR/files`, as paths relative to it. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

/** A minimal valid PDF document. */
export const tinyPdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
