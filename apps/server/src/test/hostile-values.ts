import fc from 'fast-check';

/**
 * Generated values for hostile requests: valid values derived from a JSON schema, hostile ones (NUL, lone
 * surrogates, numbers past any column, wrong types, deep nesting, long and odd text), and JSON text that can carry
 * what JSON.stringify cannot (`1e999`).
 */

export type JsonSchema = {
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

/** A piece of JSON written as is: lets a body carry `1e999`, which JSON.stringify cannot produce. */
export class RawJson {
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
export const RAW_URL_TEXT = [
  '%',
  '%zz',
  '%00',
  'a%00b',
  '%C0%80',
  '%FF%FE',
  '%ED%A0%80',
  '%E0%A4%A',
  '1e308',
  '..%2F..%2F',
];

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

export const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

/** A value of any type, chosen to break whatever the field expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
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

export function validString(schema: JsonSchema): fc.Arbitrary<string> {
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

export function validNumber(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
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
