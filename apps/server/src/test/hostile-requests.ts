import fc from 'fast-check';
import {
  hostileText,
  hostileValue,
  RAW_URL_TEXT,
  taintedValueFor,
  toJsonText,
  validNumber,
  validString,
  valueFor,
  type JsonSchema,
} from './hostile-values.ts';

/**
 * Hostile requests derived from the OpenAPI document: the right field names with values a careless client or an
 * attacker sends (NUL, lone surrogates, numbers past any column, wrong types, deep nesting, long and odd text),
 * mixed with valid values so that most requests get past validation into the handler and the database.
 */

type Parameter = { name: string; in: string; schema?: JsonSchema; required?: boolean };

export type Operation = {
  method: string;
  /** The OpenAPI path template, e.g. `/api/programs/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  jsonBody?: JsonSchema;
  isMultipart: boolean;
};

type OpenApiDocument = {
  paths?: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every operation of an OpenAPI 3 document, local `$ref`s resolved. */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema?.$ref || depth > 8) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name], depth + 1);
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) }));
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        jsonBody: resolve(content['application/json']?.schema),
        isMultipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

/** Percent-encodes text for a URL; a lone surrogate (which UTF-8 cannot carry) goes out as its WTF-8 bytes. */
function encodeUrlText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}

const validUrlPart = (schema: JsonSchema | undefined): fc.Arbitrary<string> => {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return validNumber(schema ?? {}, type === 'integer').map(String);
  if (type === 'boolean') return fc.constantFrom('true', 'false', '0', '1');
  return validString(schema ?? {});
};

const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText.map(encodeUrlText), weight: 3 },
  { arbitrary: fc.constantFrom(...RAW_URL_TEXT), weight: 2 },
);

/** Header values a real HTTP parser lets through (printable Latin-1) that still surprise a handler. */
const hostileHeader = fc.constantFrom(
  'a'.repeat(8000),
  'ÿþ',
  "'; DROP TABLE users; --",
  '../../etc',
  'Invalid/Zone',
  'Asia/Dubai',
  '1e308',
  ' ',
  'example.test:99999',
);

export type HostileRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

function multipartBody(filename: string, field: string, content: string): { payload: Buffer; contentType: string } {
  const boundary = 'hostileboundary7MA4YWxk';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${content}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: image/png\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One consistent set of real path parameter values, e.g. `{ id: <protocol>, itemId: <its item> }`. */
export type KnownParams = Record<string, string>;

/**
 * One operation's hostile requests. `known` holds real path parameter sets (ids the callers own or can see), so
 * that a hostile body or query also reaches handlers behind an existence check.
 */
export function hostileRequests(op: Operation, known: KnownParams[]): fc.Arbitrary<HostileRequest> {
  const perParam = fc.tuple(
    ...op.pathParams.map((p) =>
      fc.oneof(
        { arbitrary: hostileUrlPart, weight: 2 },
        { arbitrary: validUrlPart(p.schema).map(encodeUrlText), weight: 1 },
      ),
    ),
  );
  const realPath =
    known.length > 0
      ? fc.constantFrom(...known).map((set) => op.pathParams.map((p) => encodeURIComponent(set[p.name] ?? '')))
      : perParam;
  const realButOne = fc
    .tuple(realPath, perParam, fc.nat())
    .map(([real, hostile, pick]) => real.map((v, i) => (i === pick % real.length ? hostile[i]! : v)));
  const pathParts = fc.oneof(
    { arbitrary: realPath, weight: 6 },
    { arbitrary: realButOne, weight: 1 },
    { arbitrary: perParam, weight: 2 },
  );
  const chaoticQuery = fc.tuple(
    ...op.queryParams.map((p) =>
      fc.option(
        fc.oneof(
          { arbitrary: validUrlPart(p.schema).map((v) => `${p.name}=${encodeUrlText(v)}`), weight: 2 },
          { arbitrary: hostileUrlPart.map((v) => `${p.name}=${v}`), weight: 3 },
        ),
        { nil: undefined, freq: 3 },
      ),
    ),
  );
  // Valid parameters but one, which carries NUL, broken UTF-8 or a number past any column.
  const taintedQuery = fc
    .tuple(
      fc.tuple(...op.queryParams.map((p) => fc.option(validUrlPart(p.schema), { nil: undefined, freq: 2 }))),
      fc.nat(),
      fc.constantFrom('%00', '%ED%A0%80', '%C0%80', '1e308', '-1e308', 'NaN', '99999999999999999999'),
    )
    .map(([values, pick, bad]) =>
      op.queryParams.map((p, i) => {
        if (i === pick % op.queryParams.length) return `${p.name}=${encodeUrlText(values[i] ?? '')}${bad}`;
        return values[i] === undefined ? undefined : `${p.name}=${encodeUrlText(values[i])}`;
      }),
    );
  const queryParts =
    op.queryParams.length > 0 ? fc.oneof(chaoticQuery, taintedQuery) : fc.constant([] as Array<string | undefined>);
  const extraQuery = fc.option(
    hostileUrlPart.map((v) => `${v}=${v}`),
    { nil: undefined, freq: 6 },
  );
  const headers = fc.record(
    { 'x-domain': hostileHeader, 'x-time-zone': hostileHeader, 'idempotency-key': hostileHeader },
    { requiredKeys: [] },
  );
  const isGet = op.method === 'GET' || op.method === 'HEAD';
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = isGet
    ? fc.constant({})
    : fc.oneof(
        {
          arbitrary: taintedValueFor(op.jsonBody ?? { type: 'object' }).map((v) => ({
            payload: toJsonText(v),
            contentType: 'application/json',
          })),
          weight: 8,
        },
        {
          arbitrary: valueFor(op.jsonBody ?? { type: 'object' }).map((v) => ({
            payload: toJsonText(v),
            contentType: 'application/json',
          })),
          weight: 6,
        },
        {
          arbitrary: hostileValue.map((v) => ({ payload: toJsonText(v), contentType: 'application/json' })),
          weight: 1,
        },
        {
          arbitrary: fc
            .constantFrom('{"a":', '\u0000', '[1,2', '{"__proto__":{"x":1}}')
            .map((p) => ({ payload: p, contentType: 'application/json' })),
          weight: 1,
        },
        { arbitrary: hostileText.map((p) => ({ payload: p, contentType: 'text/plain' })), weight: 1 },
        {
          arbitrary: fc
            .tuple(hostileText, hostileText)
            .map(([name, text]) => multipartBody(name.replace(/["\r\n]/g, ''), 'title', text)),
          weight: op.isMultipart ? 8 : 1,
        },
        { arbitrary: fc.constant({}), weight: 1 },
      );
  return fc
    .record({
      path: pathParts,
      query: fc.tuple(queryParts, extraQuery).map(([q, extra]) => [...q, extra]),
      headers,
      body,
    })
    .map(({ path, query, headers, body }) => {
      let i = 0;
      const url = op.path.replace(/\{[^}]+\}/g, () => path[i++] ?? '');
      const search = query.filter((q): q is string => q !== undefined).join('&');
      return {
        method: op.method,
        url: search ? `${url}?${search}` : url,
        headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        payload: body.payload,
      };
    });
}
