// Builds an example of an entry's success result from its JSON Schema (zod's `z.toJSONSchema`).
// One walker, two uses: the Pact consumer tests give it Pact matchers as leaves, the OpenAPI
// document gives it plain values, so both describe the same example. Plain data only (no zod).

export interface ResultJsonSchema {
  type?: string | string[];
  properties?: Record<string, ResultJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | ResultJsonSchema;
  items?: ResultJsonSchema;
  minItems?: number;
  anyOf?: ResultJsonSchema[];
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

/** How leaves and containers are written: plain values, or matchers around them. */
export interface ExampleLeaves {
  string(example: string): unknown;
  integer(example: number): unknown;
  number(example: number): unknown;
  boolean(example: boolean): unknown;
  /** A value out of a fixed list (the first one is the example). */
  oneOf(values: string[]): unknown;
  /** An object whose keys are not described (a record). */
  record(): unknown;
  /** A list with one example element, of which the provider must send at least `min`. */
  list(item: unknown, min: number): unknown;
  /**
   * A nullable value the state does not promise: plain examples write null; Pact leaves it out
   * (no "this shape or null" matcher), which is what happens when this is not given.
   */
  absent?(): unknown;
}

export const plainLeaves: ExampleLeaves = {
  string: (example) => example,
  integer: (example) => example,
  number: (example) => example,
  boolean: (example) => example,
  oneOf: (values) => values[0],
  record: () => ({}),
  list: (item) => [item],
  absent: () => null,
};

/** Marker for a value left out of the example. */
const OMIT = Symbol('omit');
const DEFAULT_NON_EMPTY = ['', 'list'];

const isNullBranch = (s: ResultJsonSchema): boolean => s.type === 'null';

function integerExample(s: ResultJsonSchema): number {
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  const candidate = Math.max(low, 1);
  return s.maximum !== undefined && candidate > s.maximum ? s.maximum : candidate;
}

function stringExample(s: ResultJsonSchema): string {
  if (s.description === '图片地址') return '/media/example.svg';
  return s.minLength && s.minLength > 7 ? 'x'.repeat(s.minLength) : 'example';
}

type Options = Required<ResultShapeOptions>;

function build(s: ResultJsonSchema, path: string, o: Options, leaves: ExampleLeaves): unknown {
  if (s.anyOf) {
    const nonNull = s.anyOf.filter((branch) => !isNullBranch(branch));
    if (nonNull.length !== 1 || nonNull.length === s.anyOf.length) {
      throw new Error(`result-example: unsupported union at "${path || '(result)'}"; describe it explicitly`);
    }
    // The result itself is never left out; a nested nullable only when the state promises a value.
    if (path === '' || o.present.includes(path)) return build(nonNull[0]!, path, o, leaves);
    return leaves.absent ? leaves.absent() : OMIT;
  }
  if (Array.isArray(s.type)) {
    // zod writes a nullable primitive as `type: [T, 'null']`: the same rule as an anyOf with null.
    const types = s.type.filter((t) => t !== 'null');
    if (types.length !== 1)
      throw new Error(`result-example: unsupported type list at "${path || '(result)'}"`);
    const nonNull = { ...s, type: types[0] };
    return s.type.includes('null')
      ? build({ anyOf: [nonNull, { type: 'null' }] }, path, o, leaves)
      : build(nonNull, path, o, leaves);
  }
  if (s.const !== undefined) return s.const;
  if (s.enum) return leaves.oneOf(s.enum.map(String));
  switch (s.type) {
    case 'object': {
      if (!s.properties) return leaves.record();
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(s.properties)) {
        if (!(s.required ?? []).includes(key)) continue; // optional keys may be absent
        const value = build(child, path ? `${path}.${key}` : key, o, leaves);
        if (value !== OMIT) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const itemPath = `${path}[]`;
      const item = s.items ? build(s.items, itemPath, o, leaves) : 'example';
      const primary = !o.emptyOk && DEFAULT_NON_EMPTY.includes(path);
      const min = Math.max(s.minItems ?? 0, primary || o.nonEmpty.includes(path) ? 1 : 0);
      // One example element; `min` says how many the provider must send (0 = the list may be empty,
      // yet every element it does send must look like the example).
      return leaves.list(item === OMIT ? null : item, min);
    }
    case 'string':
      return leaves.string(stringExample(s));
    case 'integer':
      return leaves.integer(integerExample(s));
    case 'number':
      return leaves.number(s.minimum !== undefined && s.minimum > 4.5 ? s.minimum : 4.5);
    case 'boolean':
      return leaves.boolean(true);
    case 'null':
      return null;
    default:
      throw new Error(
        `result-example: unsupported schema at "${path || '(result)'}": ${JSON.stringify(s).slice(0, 120)}`,
      );
  }
}

/** The example of a success result, its leaves written by `leaves` (plain values by default). */
export function resultExample(
  schema: ResultJsonSchema,
  options: ResultShapeOptions = {},
  leaves: ExampleLeaves = plainLeaves,
): unknown {
  const built = build(
    schema,
    '',
    { present: options.present ?? [], nonEmpty: options.nonEmpty ?? [], emptyOk: options.emptyOk ?? false },
    leaves,
  );
  return built === OMIT ? null : built;
}
