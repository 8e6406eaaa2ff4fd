import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPlan } from '@ito/contracts/agent/plan';
import { ZPlanEdit } from '@ito/contracts/agent/plan-edit';
import { strictSchemaProblems, toStrictJsonSchema, type JsonSchema } from './strict-schema.ts';

/** Every object schema inside `schema`, with its path. */
function objectSchemas(schema: JsonSchema, path = '$'): [string, JsonSchema][] {
  const found: [string, JsonSchema][] = [];
  if (schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object')))
    found.push([path, schema]);
  for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
    found.push(...objectSchemas(value, `${path}.${key}`));
  if (schema.items) found.push(...objectSchemas(schema.items as JsonSchema, `${path}[]`));
  for (const [i, branch] of ((schema.anyOf ?? []) as JsonSchema[]).entries())
    found.push(...objectSchemas(branch, `${path}|${i}`));
  return found;
}

describe('the strict JSON schema of what the model is asked', () => {
  const schema = toStrictJsonSchema(ZPlanEdit);

  it('passes every strict-mode rule of OpenAI', () => {
    expect(strictSchemaProblems(schema)).toEqual([]);
  });

  it('lists every property as required and forbids others, in every object', () => {
    const objects = objectSchemas(schema);
    expect(objects.length).toBeGreaterThanOrEqual(9);
    for (const [path, object] of objects) {
      const keys = Object.keys(object.properties as object);
      expect(object.required, path).toEqual(keys);
      expect(object.additionalProperties, path).toBe(false);
    }
  });

  it('keeps optional answers as nullable fields and leaves bounds to zod', () => {
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(properties.title).toEqual({
      anyOf: [{ type: 'string', description: expect.any(String) }, { type: 'null' }],
    });
    expect(JSON.stringify(schema)).not.toMatch(/maxLength|minLength|maxItems|minimum|\$schema/);
  });

  it('refuses to turn an optional field into a schema (strict mode has none)', () => {
    expect(() => toStrictJsonSchema(z.object({ a: z.string(), b: z.string().optional() }))).toThrow(
      /\$\.b is optional/,
    );
  });
});

describe('the strict-mode checker', () => {
  it('refuses the schemas that real servers refuse', () => {
    // zod's own output for the plan: optional fields, bounds and `$schema` (what the model path used to send).
    const plan = z.toJSONSchema(ZPlan, { target: 'draft-7', io: 'output' });
    const problems = strictSchemaProblems(plan);
    expect(problems.some((p) => /'required' must list every property; missing .*language/.test(p))).toBe(true);
    expect(problems.some((p) => /missing .*questions/.test(p))).toBe(true);
    expect(problems.some((p) => /'maxLength' is not supported/.test(p))).toBe(true);

    expect(strictSchemaProblems({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] })).toEqual([
      "$: 'additionalProperties' must be false",
    ]);
    expect(strictSchemaProblems({ anyOf: [{ type: 'object' }] })[0]).toMatch(/root must be an object/);
    expect(
      strictSchemaProblems({
        type: 'object',
        properties: { a: { type: 'array' }, b: { type: 'string', format: 'url' }, c: { allOf: [] } },
        required: ['a', 'b', 'c'],
        additionalProperties: false,
      }),
    ).toEqual([
      "$.a: an array needs 'items'",
      "$.b: format 'url'",
      "$.c: 'allOf' is not supported",
      '$.c: no type given',
    ]);
  });
});
