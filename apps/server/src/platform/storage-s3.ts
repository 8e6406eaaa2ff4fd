import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertSafe } from './storage-names.ts';
import type { FileStorage } from './storage-types.ts';
export type { S3Options } from './storage-types.ts';
import type { S3Options } from './storage-types.ts';

/** A refusal from the store, with S3's error code (`AccessDenied`, `NoSuchBucket`...). */
export class S3Error extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'S3Error';
    this.status = status;
    this.code = code;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
};

/** The stored objects' type, from the name the files module gives them (`<uuid>.webp`, `<uuid>.pdf`). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Virtual-hosted names cannot exist for an IP address or localhost, and a bucket with dots would not match the TLS
 * certificate of `*.host`: those use path style even when it is not forced.
 */
function usesPathStyle(options: S3Options, endpoint: URL): boolean {
  const host = endpoint.hostname.replace(/^\[|\]$/g, '');
  return options.forcePathStyle || isIP(host) !== 0 || host === 'localhost' || options.bucket.includes('.');
}

/** The object's URL: `<endpoint>/<bucket>/<key>` in path style, `<scheme>://<bucket>.<host>/<key>` otherwise. */
export function objectUrl(options: S3Options, key: string): string {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (usesPathStyle(options, endpoint)) return `${endpoint.origin}${base}/${options.bucket}/${key}`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}/${key}`;
}

/** The error of a refused request: S3 bodies carry `<Error><Code>NoSuchKey</Code>...`; HEAD answers have none. */
async function refusal(method: string, key: string, res: Response): Promise<S3Error> {
  const body = await res.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? `HTTP${res.status}`;
  return new S3Error(res.status, code, `S3 ${method} ${key} failed: ${res.status} ${code}`);
}

/**
 * Objects under `<prefix><area>/<name>` in one bucket of any S3-compatible store. Requests are signed with AWS
 * Signature V4 (aws4fetch) and sent with Node's fetch; uploads also sign the payload's SHA-256, so the store rejects
 * bytes changed in transit. A PUT is atomic in S3: readers see the old object or the new one, never a part.
 */
export function createS3Storage(options: S3Options): FileStorage {
  for (const segment of options.prefix.split('/').slice(0, -1)) assertSafe(segment);
  if (options.prefix !== '' && !options.prefix.endsWith('/')) throw new Error('S3 prefix must end with "/"');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // aws4fetch retries 5xx and 429 with backoff; its default of 10 would hold a request for seconds.
    retries: 2,
  });

  // A streamed body can be sent once: its retries are made here, each with a fresh stream.
  const streamClient = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 0,
  });

  const keyOf = (area: string, name: string) => {
    assertSafe(area);
    assertSafe(name);
    return `${options.prefix}${area}/${name}`;
  };

  /** Sends one signed request; the timeout covers the wait for the response's headers. */
  const send = async (
    method: string,
    key: string,
    init: { headers?: Record<string, string>; body?: Buffer | NodeReadableStream<Uint8Array> } = {},
    via: AwsClient = client,
  ) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`S3 ${method} ${key}: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      return await via.fetch(objectUrl(options, key), {
        method,
        ...init,
        signal: controller.signal,
      } as RequestInit);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async put(area, name, data) {
      const key = keyOf(area, name);
      const res = await send('PUT', key, {
        headers: {
          'content-type': contentTypeOf(name),
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
        body: data,
      });
      if (!res.ok) throw await refusal('PUT', key, res);
      await res.body?.cancel();
    },

    async putFile(area, name, source) {
      const key = keyOf(area, name);
      const hash = createHash('sha256');
      await pipeline(fs.createReadStream(source), hash);
      const sha256 = hash.digest('hex');
      const { size } = await fs.promises.stat(source);
      for (let attempt = 1; ; attempt += 1) {
        const body = Readable.toWeb(fs.createReadStream(source)) as NodeReadableStream<Uint8Array>;
        const headers = {
          'content-type': contentTypeOf(name),
          'content-length': String(size),
          'x-amz-content-sha256': sha256,
        };
        const res = await send('PUT', key, { headers, body }, streamClient);
        if (res.ok) return void (await res.body?.cancel());
        if (attempt >= 3 || (res.status < 500 && res.status !== 429)) throw await refusal('PUT', key, res);
        await res.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
    },

    async open(area, name, range) {
      const key = keyOf(area, name);
      const res = await send('GET', key, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
      if (!res.ok || !res.body) {
        const error = await refusal('GET', key, res);
        // A missing key is "no object"; a missing bucket is a configuration error and must be seen.
        if (res.status === 404 && error.code !== 'NoSuchBucket') return null;
        throw error;
      }
      const size = Number(res.headers.get('content-length') ?? NaN);
      if (!Number.isSafeInteger(size)) {
        await res.body.cancel();
        throw new S3Error(res.status, 'NoContentLength', `S3 GET ${key}: the response has no content-length`);
      }
      const modified = new Date(res.headers.get('last-modified') ?? '');
      return {
        stream: Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>),
        size,
        modifiedAt: Number.isNaN(modified.getTime()) ? new Date() : modified,
      };
    },

    async remove(area, name) {
      const key = keyOf(area, name);
      const res = await send('DELETE', key);
      if (res.ok) return void (await res.body?.cancel());
      const error = await refusal('DELETE', key, res);
      // S3 answers 204 for a missing key too; some compatible stores answer 404 NoSuchKey.
      if (res.status === 404 && error.code === 'NoSuchKey') return;
      throw error;
    },

    async has(area, name) {
      const key = keyOf(area, name);
      const res = await send('HEAD', key);
      if (res.ok) return true;
      const error = await refusal('HEAD', key, res);
      if (res.status === 404) return false;
      throw error;
    },
  };
}
