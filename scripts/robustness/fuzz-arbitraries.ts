// fast-check arbitraries derived from the catalogue's zod request schemas (zod-fast-check knows only
// zod 3): each schema is turned into JSON Schema with zod 4's z.toJSONSchema, and the JSON Schema
// into arbitraries. `validish` respects types, bounds, enums, patterns and formats so requests get
// past validation into the handlers; `hostile` breaks them on purpose (wrong types, missing and
// extra fields, 100 KB strings, huge numbers, NaN, negative ids, prototype-pollution keys, nesting).
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The request schema as a client would fill it in (input side: coerced fields, defaults optional). */
export const requestJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const chinese = fc.string({
  unit: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCharCode(code)),
  maxLength: 12,
});
const anyText = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 2, arbitrary: chinese.filter((s) => s.length >= minLength && s.length <= maxLength) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );

/**
 * Strings matching a pattern. fast-check cannot generate lookaheads, so they are dropped for
 * generation and the full pattern filters the result (the password rule needs a letter and a digit).
 */
function matching(pattern: string): fc.Arbitrary<string> {
  const full = new RegExp(pattern);
  const withoutLookaheads = pattern.replace(/\(\?[=!][^()]*\)/g, '');
  if (withoutLookaheads === pattern) return fc.stringMatching(full);
  return fc.stringMatching(new RegExp(withoutLookaheads)).filter((s) => full.test(s));
}

/** Values that satisfy the schema, biased towards small ids so some of them name real things. */
export function validish(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validish));
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return matching(schema.pattern);
      const min = schema.minLength ?? 0;
      return anyText(min, Math.min(schema.maxLength ?? 30, min + 40));
    }
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      const near = fc.integer({ min, max: Math.min(max, min + 300) });
      const whole = fc.integer({ min, max });
      return fc.oneof({ weight: 4, arbitrary: near }, { weight: 1, arbitrary: whole });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validish(schema.items) : fc.integer({ min: 1, max: 50 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 8),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([key, value]) => [key, validish(value)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const KB100 = 100 * 1024;

/** Keys that would pollute Object.prototype if a parser or a handler merged them naively. */
export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  'hasOwnProperty',
  'toString',
  'valueOf',
] as const;

/** Scalars that are wrong for almost any field: the edges of number parsing and of text. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    '9'.repeat(400),
    '-1',
    '0',
    '-0',
    '-2147483648',
    '2147483648',
    '9007199254740993',
    '0x10',
    '1e3',
    ' 1 ',
    '1.5',
    '',
    ' ',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\ud800',
    '\u202e',
    '𠮷'.repeat(50),
    'a'.repeat(KB100),
  ),
  fc.double(),
  fc.integer(),
  fc.bigInt().map(String),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A value of a wrong shape for a field: nested objects, arrays, scalars of the wrong kind. */
const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  hostileScalar,
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', 'b', '0', ...POLLUTION_KEYS), hostileScalar, { maxKeys: 3 }),
  fc.constant({ polluted: { x: '1' } }),
);

/**
 * Inputs that break the schema in one or more ways: a field of the wrong type, a required field
 * missing, extra fields (pollution keys among them), a 100 KB string or a number out of range.
 */
export function hostile(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  const base = validish(schema) as fc.Arbitrary<Record<string, unknown>>;
  const extraKey = fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ minLength: 1, maxLength: 12 }));
  const mutation = fc.oneof(
    // wrong type or hostile scalar in a known field
    ...(keys.length
      ? [
          fc
            .tuple(fc.constantFrom(...keys), wrongShape)
            .map(([key, value]) => (input: Record<string, unknown>) => ({ ...input, [key]: value })),
        ]
      : []),
    // a required field left out
    ...(schema.required?.length
      ? [
          fc
            .constantFrom(...schema.required)
            .map(
              (key) => (input: Record<string, unknown>) =>
                Object.fromEntries(Object.entries(input).filter(([k]) => k !== key)),
            ),
        ]
      : []),
    // extra fields
    fc
      .dictionary(extraKey, wrongShape, { minKeys: 1, maxKeys: 4 })
      .map((extra) => (input: Record<string, unknown>) => ({ ...extra, ...input })),
    // a 100 KB value
    fc
      .constantFrom(...(keys.length ? keys : ['filler']))
      .map((key) => (input: Record<string, unknown>) => ({ ...input, [key]: '长'.repeat(KB100 / 3) })),
  );
  return fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([input, changes]) => changes.reduce((acc, change) => change(acc), input));
}
