// Pact matchers derived from a catalogue entry's zod result schema, so the contract describes the
// result exactly as the contracts package defines it and changes with it. The schema is turned into
// JSON Schema by zod (`z.toJSONSchema`) and that tree is walked: every leaf becomes a type (or regex)
// matcher with an example, arrays become "each like", objects keep their required keys.
// Test-only module (never bundled): it imports zod through the contracts' schema entry.
import { catalogueSchemas } from '@storefront/contracts/schemas';
import type { EndpointName } from '@storefront/contracts';
import { MatchersV3 } from '@pact-foundation/pact';
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  enum?: Array<string | number>;
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  description?: string;
}

export interface ResultShapeOptions {
  /**
   * Nullable paths (relative to the result, '' is the result itself, `[]` steps into array items)
   * that the interaction's provider state makes non-null, so they are described in full. Other
   * nullable fields are left out of the expectation: Pact has no "this shape or null" matcher.
   */
  present?: readonly string[];
  /** Array paths that must hold at least one element in this state (default: '' and 'list'). */
  nonEmpty?: readonly string[];
  /** The primary list may legitimately be empty in this state. */
  emptyOk?: boolean;
}

/** Marker for a value left out of the expectation. */
const OMIT = Symbol('omit');
type Built = unknown;

const DEFAULT_NON_EMPTY = ['', 'list'];

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isNullBranch = (s: JsonSchema): boolean => s.type === 'null';

function integerExample(s: JsonSchema): number {
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  const candidate = Math.max(low, 1);
  return s.maximum !== undefined && candidate > s.maximum ? s.maximum : candidate;
}

function stringExample(s: JsonSchema): string {
  if (s.description === '图片地址') return '/media/example.svg';
  return s.minLength && s.minLength > 7 ? 'x'.repeat(s.minLength) : 'example';
}

function build(s: JsonSchema, path: string, o: Required<ResultShapeOptions>): Built | typeof OMIT {
  if (s.anyOf) {
    const nonNull = s.anyOf.filter((branch) => !isNullBranch(branch));
    if (nonNull.length !== 1 || nonNull.length === s.anyOf.length) {
      throw new Error(
        `result-matchers: unsupported union at "${path || '(result)'}"; describe it explicitly`,
      );
    }
    // The result itself is never left out; a nested nullable only when the state promises a value.
    if (path === '' || o.present.includes(path)) return build(nonNull[0]!, path, o);
    return OMIT;
  }
  if (Array.isArray(s.type)) {
    // zod writes a nullable primitive as `type: [T, 'null']`: the same rule as an anyOf with null.
    const types = s.type.filter((t) => t !== 'null');
    if (types.length !== 1)
      throw new Error(`result-matchers: unsupported type list at "${path || '(result)'}"`);
    const nonNull = { ...s, type: types[0] };
    return s.type.includes('null')
      ? build({ anyOf: [nonNull, { type: 'null' }] }, path, o)
      : build(nonNull, path, o);
  }
  if (s.const !== undefined) return s.const;
  if (s.enum) {
    const values = s.enum.map(String);
    return MatchersV3.regex(`^(?:${values.map(escapeRegex).join('|')})$`, values[0]!);
  }
  switch (s.type) {
    case 'object': {
      if (!s.properties) return MatchersV3.like({}); // a record: any keys, checked as an object
      const out: Record<string, Built> = {};
      for (const [key, child] of Object.entries(s.properties)) {
        if (!(s.required ?? []).includes(key)) continue; // optional keys may be absent
        const value = build(child, path ? `${path}.${key}` : key, o);
        if (value !== OMIT) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const itemPath = `${path}[]`;
      const item = s.items ? build(s.items, itemPath, o) : 'example';
      const primary = !o.emptyOk && DEFAULT_NON_EMPTY.includes(path);
      const min = Math.max(s.minItems ?? 0, primary || o.nonEmpty.includes(path) ? 1 : 0);
      // One example element; `min` says how many the provider must send (0 = the list may be empty,
      // yet every element it does send must look like the example).
      return { 'pact:matcher:type': 'type', min, value: [item === OMIT ? null : item] };
    }
    case 'string':
      return MatchersV3.string(stringExample(s));
    case 'integer':
      return MatchersV3.integer(integerExample(s));
    case 'number':
      return MatchersV3.number(s.minimum !== undefined && s.minimum > 4.5 ? s.minimum : 4.5);
    case 'boolean':
      return MatchersV3.boolean(true);
    case 'null':
      return null;
    default:
      throw new Error(
        `result-matchers: unsupported schema at "${path || '(result)'}": ${JSON.stringify(s).slice(0, 120)}`,
      );
  }
}

/** The JSON Schema of an entry's result (what the provider must send in `result`). */
export function resultJsonSchema(name: EndpointName): JsonSchema {
  const schemas = catalogueSchemas[name] as { result: z.ZodType };
  return z.toJSONSchema(schemas.result, { io: 'output', unrepresentable: 'throw' }) as JsonSchema;
}

/** Pact matchers for `result` of the entry's success reply. */
export function resultMatcher(name: EndpointName, options: ResultShapeOptions = {}): unknown {
  const built = build(resultJsonSchema(name), '', {
    present: options.present ?? [],
    nonEmpty: options.nonEmpty ?? [],
    emptyOk: options.emptyOk ?? false,
  });
  return built === OMIT ? null : built;
}
