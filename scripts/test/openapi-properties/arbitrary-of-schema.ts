// Request values from the published document's JSON Schemas, as fast-check arbitraries: what a
// third-party generator (Schemathesis) would send. Integers past 2^53 come out as bigint (the wire
// carries them as digits); a binary part is one of the upload's sample images.
import { REQ_ID_PATTERN } from '@storefront/contracts';
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

/** A file part: its bytes and content type. */
export interface FilePart {
  bytes: Uint8Array;
  type: string;
}

const BIG = 10n ** 20n;

/** The smallest/largest integers a schema allows, or ±10^20 where it sets no bound. */
export function integerBounds(schema: Schema): { min: bigint; max: bigint } {
  const low =
    schema.exclusiveMinimum !== undefined
      ? BigInt(Number(schema.exclusiveMinimum) + 1)
      : schema.minimum !== undefined
        ? BigInt(Number(schema.minimum))
        : -BIG;
  const high =
    schema.exclusiveMaximum !== undefined
      ? BigInt(Number(schema.exclusiveMaximum) - 1)
      : schema.maximum !== undefined
        ? BigInt(Number(schema.maximum))
        : BIG;
  return { min: low, max: high };
}

const asNumberWhenSafe = (value: bigint): number | bigint =>
  value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value;

function integerArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const { min, max } = integerBounds(schema);
  return fc.bigInt({ min, max }).map(asNumberWhenSafe);
}

/** `(?=…)` lookaheads are beyond fc.stringMatching: generate without them, keep what matches. */
const withoutLookaheads = (pattern: string): string => pattern.replace(/\(\?=[^)]*\)/g, '');

function stringArbitrary(schema: Schema, files: FilePart[]): fc.Arbitrary<unknown> {
  if (schema.format === 'binary') return fc.constantFrom(...files);
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? 60;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  const pattern = schema.pattern as string | undefined;
  if (!pattern) return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 60) });
  const regex = new RegExp(pattern);
  // Every request's reqId (a UUID v4): fc.stringMatching built it one character class at a time, two
  // thirds of the run's time; fc.uuid makes the same values (its lowercase half) at a fraction.
  if (pattern === REQ_ID_PATTERN) return fc.uuid({ version: 4 }).filter((text) => regex.test(text));
  // An anchored pattern says the whole value; an unanchored one (e.g. \S) only what it must contain.
  const candidates = pattern.includes('^')
    ? fc.stringMatching(new RegExp(withoutLookaheads(pattern)))
    : fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 60) });
  return candidates.filter((text) => fits(text) && regex.test(text));
}

const ABSENT = Symbol('absent');

/** An object; each optional field is left out half the time (fc.record keeps most of them). */
function objectArbitrary(schema: Schema, files: FilePart[]): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => {
      const value = arbitraryOf(field, files);
      return [name, required.has(name) ? value : fc.option(value, { nil: ABSENT, freq: 2 })];
    }),
  );
  return fc
    .record(shape)
    .map((fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ABSENT)));
}

/** Values the schema calls valid (a oneOf member may also match another: callers check with ajv). */
export function arbitraryOf(schema: Schema, files: FilePart[]): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((member) => arbitraryOf(member, files)));
  if (Array.isArray(schema.type))
    return fc.oneof(
      ...(schema.type as string[])
        .filter((type) => type !== 'null')
        .map((type) => arbitraryOf({ ...schema, type }, files)),
    );
  switch (schema.type) {
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e9,
        max: (schema.maximum as number | undefined) ?? 1e9,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema, files);
    case 'array':
      return fc.array(arbitraryOf(schema.items as Schema, files), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 5, 5),
      });
    case 'object':
      return objectArbitrary(schema, files);
    default:
      return fc.string({ maxLength: 10 });
  }
}
