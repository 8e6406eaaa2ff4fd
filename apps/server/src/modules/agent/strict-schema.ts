import { z } from 'zod';

/**
 * JSON schemas for OpenAI "strict" structured output (decision 039). Strict mode accepts a subset of JSON Schema: the
 * root is an object; every object lists every property in `required` and says `additionalProperties: false` (an
 * optional field is required and nullable); only some keywords are understood. Servers that enforce it answer 400 to
 * anything else, so what the model is asked is generated from zod and reduced to the subset every OpenAI-compatible
 * server takes. Bounds (lengths, ranges, item counts) are left out of the schema and checked by zod on the answer.
 */
export type JsonSchema = { [key: string]: unknown };

/** What the reduced schema keeps: structure, enums and descriptions. */
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'description',
]);

/** The strict-mode schema of a zod object schema. Throws on an optional field (make it `.nullable()`). */
export function toStrictJsonSchema(schema: z.ZodObject): JsonSchema {
  const raw = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', reused: 'inline', unrepresentable: 'throw' });
  return reduce(raw as JsonSchema, '$');
}

function reduce(node: JsonSchema, path: string): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'const') out.enum = [value];
    else if (KEPT.has(key)) out[key] = value;
  }
  if (Array.isArray(out.anyOf)) out.anyOf = out.anyOf.map((branch, i) => reduce(branch as JsonSchema, `${path}|${i}`));
  if (out.items && typeof out.items === 'object') out.items = reduce(out.items as JsonSchema, `${path}[]`);
  if (out.properties && typeof out.properties === 'object') {
    const properties = out.properties as Record<string, JsonSchema>;
    const required = new Set((out.required as string[] | undefined) ?? []);
    for (const key of Object.keys(properties)) {
      if (!required.has(key)) throw new Error(`${path}.${key} is optional: strict mode needs it required and nullable`);
    }
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, reduce(value, `${path}.${key}`)]),
    );
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/** Every keyword OpenAI documents as supported in strict mode. */
const SUPPORTED = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'title',
  '$defs',
  'definitions',
  '$ref',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
]);
const FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const MAX_DEPTH = 10;
const MAX_PROPERTIES = 5000;
const MAX_ENUM_VALUES = 1000;

/**
 * Why a schema would be refused in strict mode, by OpenAI's rules (empty: it is accepted). The fake chat-completions
 * server of the tests answers 400 with these, as OpenAI does.
 */
export function strictSchemaProblems(schema: unknown): string[] {
  const problems: string[] = [];
  const root = schema as JsonSchema;
  if (!root || typeof root !== 'object' || root.type !== 'object' || 'anyOf' in root)
    problems.push('$: the root must be an object, not anyOf');
  let properties = 0;
  const visit = (node: unknown, path: string, depth: number) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) {
      problems.push(`${path}: a schema must be an object`);
      return;
    }
    const s = node as JsonSchema;
    if (depth > MAX_DEPTH) problems.push(`${path}: nested deeper than ${MAX_DEPTH} levels`);
    for (const key of Object.keys(s)) if (!SUPPORTED.has(key)) problems.push(`${path}: '${key}' is not supported`);
    if (typeof s.format === 'string' && !FORMATS.has(s.format)) problems.push(`${path}: format '${s.format}'`);
    const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
    for (const type of types) if (!TYPES.has(String(type))) problems.push(`${path}: type '${String(type)}'`);
    if (s.type === undefined && !s.anyOf && !s.$ref && !s.enum && !('const' in s))
      problems.push(`${path}: no type given`);
    if (Array.isArray(s.enum) && s.enum.length > MAX_ENUM_VALUES) problems.push(`${path}: enum too long`);
    if (Array.isArray(s.anyOf)) s.anyOf.forEach((branch, i) => visit(branch, `${path}|anyOf[${i}]`, depth));
    if (types.includes('array')) {
      if (!s.items) problems.push(`${path}: an array needs 'items'`);
      else visit(s.items, `${path}[]`, depth + 1);
    }
    if (types.includes('object') || s.properties) {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      const keys = Object.keys(props);
      properties += keys.length;
      if (s.additionalProperties !== false) problems.push(`${path}: 'additionalProperties' must be false`);
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      const missing = keys.filter((key) => !required.includes(key));
      if (missing.length > 0)
        problems.push(`${path}: 'required' must list every property; missing ${missing.join(', ')}`);
      for (const key of required)
        if (!keys.includes(key)) problems.push(`${path}: required '${key}' is not a property`);
      for (const key of keys) visit(props[key], `${path}.${key}`, depth + 1);
    }
    for (const defs of [s.$defs, s.definitions]) {
      if (defs && typeof defs === 'object')
        for (const [key, value] of Object.entries(defs)) visit(value, `${path}#${key}`, depth);
    }
  };
  visit(root, '$', 0);
  if (properties > MAX_PROPERTIES) problems.push(`$: more than ${MAX_PROPERTIES} properties`);
  return problems;
}
