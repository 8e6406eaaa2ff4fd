import { randomUUID } from 'node:crypto';
import type { EndpointAuth } from '@ito/contracts/common/endpoint';

/**
 * The operations of the served OpenAPI document, as tests walk them: what to call, who may call it (`x-auth`), what
 * it reads, and which statuses it documents. Also a sample-value generator for its inputs, so that a call passes
 * validation and reaches the code that decides who may do what.
 */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

type DocOperation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-auth'?: EndpointAuth;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, DocOperation>>;
  components?: Record<string, Record<string, unknown>>;
};

export type Operation = {
  id: string | undefined;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/chat/rooms/{id}`. */
  path: string;
  auth: EndpointAuth | undefined;
  tags: string[];
  security: Record<string, string[]>[] | undefined;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: { type: 'json' | 'multipart'; schema: JsonSchema } | undefined;
  /** Every status the document lists for the operation. */
  statuses: Set<number>;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      operations.push({
        id: op.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        auth: op['x-auth'],
        tags: op.tags ?? [],
        security: op.security,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} })),
        body: multipart ? { type: 'multipart', schema: multipart } : json ? { type: 'json', schema: json } : undefined,
        statuses: new Set(Object.keys(op.responses ?? {}).map(Number)),
      });
    }
  }
  return operations;
}

/** Values a test wants in named fields (owner ids, say); `undefined` lets the generator choose. */
export type Fill = (name: string) => unknown;

let sequence = 0;

/**
 * A value that satisfies the schema's plain keywords (types, formats, enums, lengths, bounds, required fields).
 * Refinements the schema cannot express may still fail validation: the call then answers 422, which is a refusal.
 */
export function sampleOf(schema: JsonSchema, fill: Fill = () => undefined, name = ''): unknown {
  const given = name ? fill(name) : undefined;
  if (given !== undefined) return given;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const option = options.find((o) => o.type !== 'null' && !(o.enum?.length === 1 && o.enum[0] === null));
    return sampleOf(option ?? options[0]!, fill, name);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, fill, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || fill(key) !== undefined) out[key] = sampleOf(property, fill, key);
      }
      return out;
    }
    case 'array': {
      // Two items: lists that a refinement wants longer than one (options of a question) pass too.
      const count = Math.min(Math.max(schema.minItems ?? 2, 2), schema.maxItems ?? 2);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, fill));
    }
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return typeof schema.maximum === 'number' ? Math.min(low, schema.maximum) : low;
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name);
    default:
      return schema.properties ? sampleOf({ ...schema, type: 'object' }, fill, name) : 'sample';
  }
}

/** Strings whose format a JSON schema cannot say (a trimmed email loses `format`), by field name. */
const BY_NAME: Record<string, () => string> = {
  email: () => `matrix-${sequence}@example.test`,
  currency: () => 'EUR',
  password: () => `Matrix quiet harbour ${randomUUID().slice(0, 8)}`,
};

/** `^[a-z0-9]+$`, `^[A-Z]{3}$`: one character class, repeated. */
const SIMPLE_PATTERN = /^\^\[([^\]]+)\](?:\{(\d+)(?:,(\d*))?\}|\+|\*)\$$/;

function sampleString(schema: JsonSchema, name: string): string {
  sequence += 1;
  const byName = BY_NAME[name];
  if (byName) return byName();
  const simple = schema.pattern ? SIMPLE_PATTERN.exec(schema.pattern) : null;
  if (simple) {
    const chars = [...simple[1]!.matchAll(/(.)-(.)|(.)/g)].flatMap(([, from, to, one]) =>
      one
        ? [one]
        : Array.from({ length: to!.charCodeAt(0) - from!.charCodeAt(0) + 1 }, (_, i) =>
            String.fromCharCode(from!.charCodeAt(0) + i),
          ),
    );
    const exact = simple[2] !== undefined && simple[3] === undefined ? Number(simple[2]) : undefined;
    const least = Math.max(simple[2] ? Number(simple[2]) : 1, schema.minLength ?? 1);
    const most = Math.min(simple[3] ? Number(simple[3]) : Infinity, schema.maxLength ?? Infinity);
    const length = exact ?? Math.min(Math.max(least, 12), most);
    return Array.from({ length }, () => chars[Math.floor(Math.random() * chars.length)]).join('');
  }
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `matrix-${sequence}@example.test`;
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uri':
    case 'url':
      return 'https://example.test/sample';
  }
  const base = `Sample text ${sequence}`;
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 200;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return text.slice(0, Math.max(max, 1));
}

/** `/api/x/{id}` with the values of `param(name)`. */
export function fillPath(path: string, param: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(param(name)));
}
