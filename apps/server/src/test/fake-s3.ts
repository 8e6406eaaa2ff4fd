import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** One object as the fake keeps it. */
export type FakeObject = { body: Buffer; contentType: string; etag: string; lastModified: Date };

export type FakeS3 = {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT (path style). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by key. */
  objects: Map<string, FakeObject>;
  /** Every request that reached the fake, as `METHOD /path -> status`. */
  requests: string[];
  /** Answers the next `count` requests with `500 InternalError`, as a struggling store would. */
  failNext(count: number): void;
  close(): Promise<void>;
};

const xmlError = (code: string, message: string, resource: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
  `<Resource>${resource}</Resource><RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`;

class S3Refusal extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
// RFC 3986 unreserved characters stay, everything else is %XX (uppercase), as SigV4's canonical form wants.
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks an `Authorization: AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=...` header the way S3 does:
 * the credential scope, the date, the payload hash and the signature recomputed from the canonical request.
 */
function verifySignature(req: http.IncomingMessage, body: Buffer, s3: FakeS3): void {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) throw new S3Refusal(403, 'AccessDenied', 'Missing or malformed AWS4-HMAC-SHA256 Authorization header.');
  const [, keyId, day, region, service, signedHeaderList, signature] = match as unknown as string[];
  if (keyId !== s3.accessKeyId)
    throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (region !== s3.region || service !== 's3')
    throw new S3Refusal(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the scope is wrong.`,
    );

  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const dated = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!dated || amzDate.slice(0, 8) !== day)
    throw new S3Refusal(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the credential scope.');
  const [, y, mo, d, h, mi, s] = dated.map(Number) as number[];
  if (Math.abs(Date.UTC(y!, mo! - 1, d, h, mi, s) - Date.now()) > 15 * 60_000)
    throw new S3Refusal(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );

  const payloadHash = req.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string')
    throw new S3Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    throw new S3Refusal(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );

  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
    if (!signedHeaders.includes(required))
      throw new S3Refusal(
        403,
        'AccessDenied',
        `There were headers present in the request which were not signed: ${required}`,
      );

  const url = new URL(req.url ?? '/', 'http://fake');
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, av], [b, bv]) => (a! < b! ? -1 : a! > b! ? 1 : av! < bv! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = req.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  if (!timingSafeEqual(expected, Buffer.from(signature!)))
    throw new S3Refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
}

/**
 * A small S3 server for tests: PUT, GET, HEAD and DELETE Object on one bucket, path style, over real HTTP. It speaks
 * the REST protocol as S3 does (SigV4 verified, XML error bodies with `NoSuchKey`/`NoSuchBucket`/..., 204 for any
 * DELETE, no body on HEAD), so the client under test cannot tell it from a real store for these calls.
 */
export async function startFakeS3(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3> {
  let failures = 0;
  const server = http.createServer();
  const s3: FakeS3 = {
    url: '',
    bucket: options.bucket ?? 'ito-test',
    region: options.region ?? 'us-east-1',
    accessKeyId: options.accessKeyId ?? 'AKIAFAKES3TEST000001',
    secretAccessKey: options.secretAccessKey ?? randomBytes(20).toString('base64'),
    objects: new Map(),
    requests: [],
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const send = (status: number, headers: Record<string, string | number> = {}, payload?: Buffer | string) => {
        s3.requests.push(`${req.method} ${path} -> ${status}`);
        res.writeHead(status, { 'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase(), ...headers });
        res.end(req.method === 'HEAD' ? undefined : payload);
      };
      const refuse = (e: S3Refusal) => {
        const xml = xmlError(e.code, e.message, path);
        send(e.status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) }, xml);
      };
      try {
        if (failures > 0) {
          failures--;
          throw new S3Refusal(500, 'InternalError', 'We encountered an internal error. Please try again.');
        }
        verifySignature(req, body, s3);
        const [, bucket = '', ...rest] = path.split('/');
        const key = rest.map(decodeURIComponent).join('/');
        if (bucket !== s3.bucket) throw new S3Refusal(404, 'NoSuchBucket', 'The specified bucket does not exist');
        if (!key) throw new S3Refusal(501, 'NotImplemented', 'Only object operations are implemented.');
        const object = s3.objects.get(key);
        const objectHeaders = (o: FakeObject) => ({
          'content-type': o.contentType,
          'content-length': o.body.length,
          etag: o.etag,
          'last-modified': o.lastModified.toUTCString(),
        });
        switch (req.method) {
          case 'PUT': {
            // S3 takes no chunked body without the aws-chunked encoding: a PUT states its length.
            if (req.headers['content-length'] === undefined)
              throw new S3Refusal(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
            const etag = `"${createHash('md5').update(body).digest('hex')}"`;
            const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
            s3.objects.set(key, { body, contentType, etag, lastModified: new Date() });
            return send(200, { etag, 'content-length': 0 });
          }
          case 'GET':
          case 'HEAD':
            if (!object) throw new S3Refusal(404, 'NoSuchKey', 'The specified key does not exist.');
            return send(200, objectHeaders(object), object.body);
          case 'DELETE':
            s3.objects.delete(key);
            return send(204);
          default:
            throw new S3Refusal(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
        }
      } catch (err) {
        if (err instanceof S3Refusal) return refuse(err);
        refuse(new S3Refusal(500, 'InternalError', String(err)));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  s3.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return s3;
}
