import fc from 'fast-check';

/**
 * Hostile requests derived from the OpenAPI document: the right field names with values a careless client or an
 * attacker sends (NUL, lone surrogates, numbers past any column, wrong types, deep nesting, long and odd text),
 * mixed with valid values so that most requests get past validation into the handler and the database.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
};

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

/** A piece of JSON written as is: lets a body carry `1e999`, which JSON.stringify cannot produce. */
class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const DEEP_ARRAY = new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`);
const DEEP_OBJECT = new RawJson(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`);

/** Text that a database, a parser or a renderer may choke on. */
const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  'x\uD800',
  '\uDC00y',
  '\uD83D',
  '\uDFFF\uD800',
  'a'.repeat(20_000),
  '😀'.repeat(3000),
  '',
  ' ',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '-0',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999999999999999',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\\',
  'null',
  '{"$gt":""}',
  '\u202eevil',
  'ﷺ𝕏 ق 中文 ✓',
  '\r\n\t\u0007\u001b[31m',
];

/** Fragments written into a URL as they are: broken escapes and byte sequences that are not UTF-8. */
const RAW_URL_TEXT = ['%', '%zz', '%00', 'a%00b', '%C0%80', '%FF%FE', '%ED%A0%80', '%E0%A4%A', '1e308', '..%2F..%2F'];

const HOSTILE_NUMBERS: unknown[] = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  0.5,
  -1,
  -0,
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('1E400'),
  new RawJson('123456789012345678901234567890'),
];

const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

/** A value of any type, chosen to break whatever the field expected. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  {
    arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '\u0000': 1 }, DEEP_ARRAY, DEEP_OBJECT),
    weight: 2,
  },
  { arbitrary: fc.double(), weight: 1 },
);

/** Valid text with one hostile character inside: passes length and type checks, so it reaches the handler. */
const taintedText = (valid: fc.Arbitrary<string>) =>
  fc.tuple(valid, fc.constantFrom('\u0000', '\uD800', '\uDC00', '\uD83D'), fc.nat()).map(([text, bad, at]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    return text.slice(0, i) + bad + text.slice(i);
  });

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  if (schema.format === 'email') {
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,12}[a-z0-9]$/), fc.constantFrom('example.test', 'demo.test'))
      .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from falls back to plain text.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function validNumber(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -1e6);
  const max = Math.min(schema.maximum ?? 1e6, 1e6);
  if (min > max) return fc.constant(schema.minimum ?? 0);
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

const MAX_SCHEMA_DEPTH = 10;

/** Values shaped by `schema`: each leaf is valid most of the time and hostile otherwise. */
export function valueFor(schema: JsonSchema | undefined, hostileWeight = 1, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_SCHEMA_DEPTH) return hostileWeight > 0 ? hostileValue : fc.constant(null);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length)
    return fc.oneof(...branches.map((b) => valueFor({ ...b, nullable: schema.nullable }, hostileWeight, depth + 1)));
  if (schema.allOf?.length) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return valueFor(merged, hostileWeight, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let valid: fc.Arbitrary<unknown>;
  let hostile: fc.Arbitrary<unknown> = hostileValue;
  if (schema.const !== undefined) valid = fc.constant(schema.const);
  else if (type === 'string') {
    const text = validString(schema);
    valid = text;
    hostile = fc.oneof({ arbitrary: taintedText(text), weight: 3 }, { arbitrary: hostileValue, weight: 2 });
  } else if (type === 'integer' || type === 'number') {
    valid = validNumber(schema, type === 'integer');
    hostile = fc.oneof(
      { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
      { arbitrary: hostileValue, weight: 1 },
    );
  } else if (type === 'boolean') valid = fc.boolean();
  else if (type === 'array') {
    const maxLength = Math.min(schema.maxItems ?? 3, 3);
    valid = fc.array(valueFor(schema.items, hostileWeight, depth + 1), {
      minLength: Math.min(schema.minItems ?? 0, maxLength),
      maxLength,
    });
  } else if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const requiredKeys = new Set((schema.required ?? []).filter((k) => k in properties));
    // Valid-only values keep optional fields rare: each one may carry a rule the document cannot express (a
    // country list, a phone format), and one broken rule stops the request before the handler.
    const model = Object.fromEntries(
      Object.entries(properties).map(([k, s]) => {
        const value = valueFor(s, hostileWeight, depth + 1);
        if (requiredKeys.has(k)) return [k, value];
        return [
          k,
          fc.oneof(
            { arbitrary: fc.constant(undefined), weight: hostileWeight > 0 ? 1 : 3 },
            { arbitrary: value, weight: 1 },
          ),
        ];
      }),
    );
    valid = fc.record(model);
    hostile = fc.oneof(
      {
        arbitrary: fc.tuple(valid, hostileText, hostileValue).map(([o, k, v]) => ({ ...(o as object), [k]: v })),
        weight: 2,
      },
      { arbitrary: hostileValue, weight: 1 },
    );
  } else valid = hostileWeight > 0 ? hostileValue : fc.constant(null);
  if (schema.nullable) valid = fc.oneof(valid, fc.constant(null));
  if (hostileWeight === 0) return valid;
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostile, weight: hostileWeight });
}

/** Values `schema` accepts as far as the document can say (rules in code, such as a country list, may still refuse). */
export const validValueFor = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> =>
  valueFor(schema ?? { type: 'object' }, 0);

const TAINTS = ['\u0000', '\uD800', '\uDC00', '\uD83D'];
const HUGE = [1e308, -1e308, Number.MAX_VALUE, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 63, new RawJson('1e999')];

/**
 * A valid value with exactly one text or number inside replaced: NUL or a lone surrogate spliced into a string,
 * a number past any column. Everything else passes validation, so the bad value reaches the handler and the
 * database unless something at the edge stops it.
 */
export function taintedValueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.tuple(valueFor(schema, 0), fc.nat(), fc.nat()).map(([value, pick, how]) => {
    const leaves: Array<{ holder: Record<string, unknown>; key: string }> = [];
    const visit = (node: unknown) => {
      if (node === null || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        if (typeof child === 'string' || typeof child === 'number')
          leaves.push({ holder: node as Record<string, unknown>, key });
        else visit(child);
      }
    };
    const root = { value };
    visit(root);
    const leaf = leaves[pick % Math.max(leaves.length, 1)];
    if (!leaf) return value;
    const current = leaf.holder[leaf.key];
    if (typeof current === 'number') leaf.holder[leaf.key] = HUGE[how % HUGE.length];
    else {
      const text = String(current);
      const at = text.length === 0 ? 0 : how % text.length;
      leaf.holder[leaf.key] = text.slice(0, at) + TAINTS[Math.floor(how / 7) % TAINTS.length] + text.slice(at);
    }
    return root.value;
  });
}

/** JSON text, with `RawJson` pieces written verbatim; lone surrogates come out as `\ud800` escapes. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
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
