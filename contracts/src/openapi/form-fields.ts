// What zod-to-openapi writes for a request is what the schema accepts after parsing; generated
// clients need what travels on the wire instead. A form or query string has no null, so a nullable
// field is the empty string there; a bracketed array (`ids[0]=1&ids[1]=2`, qs's indices format)
// needs an `encoding` entry, or generators send repeated keys or `1,2`.
type Schema = Record<string, unknown>;

const EMPTY_STRING: Schema = {
  type: 'string',
  const: '',
  description: '空字符串表示不传（表单里没有 null）',
};

/** The field's schema with `null` replaced by the empty string a form carries instead. */
export function nullAsEmptyString(schema: Schema): Schema {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = (schema.type as string[]).filter((type) => type !== 'null');
    const { type: _type, description, ...rest } = schema;
    const base = { ...rest, type: types.length === 1 ? types[0] : types };
    return { ...(description ? { description } : {}), anyOf: [base, EMPTY_STRING] };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(schema[key])) continue;
    const members = (schema[key] as Schema[]).map((member) =>
      member.type === 'null' ? EMPTY_STRING : nullAsEmptyString(member),
    );
    return { ...schema, [key]: members };
  }
  if (schema.type === 'object' && schema.properties) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Schema>).map(([key, value]) => [
        key,
        nullAsEmptyString(value),
      ]),
    );
    return { ...schema, properties };
  }
  if (schema.type === 'array' && schema.items)
    return { ...schema, items: nullAsEmptyString(schema.items as Schema) };
  return schema;
}

/**
 * Every request integer with zod's own bounds written out: `int()` refuses anything past 2^53−1
 * either way, which zod-to-openapi does not write, so a generator would send 2^53 as valid.
 */
export function safeIntegers(schema: Schema): Schema {
  let out: Schema = schema;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  if (types.includes('integer')) {
    out = { ...out };
    if (out.maximum === undefined && out.exclusiveMaximum === undefined)
      out.maximum = Number.MAX_SAFE_INTEGER;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined)
      out.minimum = Number.MIN_SAFE_INTEGER;
  }
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(out[key])) out = { ...out, [key]: (out[key] as Schema[]).map(safeIntegers) };
  if (out.properties)
    out = {
      ...out,
      properties: Object.fromEntries(
        Object.entries(out.properties as Record<string, Schema>).map(([key, value]) => [
          key,
          safeIntegers(value),
        ]),
      ),
    };
  if (out.items) out = { ...out, items: safeIntegers(out.items as Schema) };
  return out;
}

const mayBeArray = (schema: Schema): boolean =>
  schema.type === 'array' || (Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).some(mayBeArray));

const mayBeObject = (schema: Schema): boolean =>
  schema.type === 'object' || (Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).some(mayBeObject));

/** `encoding` for every form field sent with brackets: arrays and nested objects (qs, indices). */
export function bracketEncoding(body: Schema): Record<string, Schema> | undefined {
  const bracketed = Object.entries(propertiesOf(body)).filter(
    ([, schema]) => mayBeArray(schema) || mayBeObject(schema),
  );
  if (!bracketed.length) return undefined;
  return Object.fromEntries(bracketed.map(([name]) => [name, { style: 'deepObject', explode: true }]));
}

/** A body's fields, those of every member when it is a union (a cross-field rule). */
function propertiesOf(body: Schema): Record<string, Schema> {
  const members = [...((body.oneOf ?? []) as Schema[]), ...((body.anyOf ?? []) as Schema[])];
  return Object.assign(
    {},
    ...members.map(propertiesOf),
    (body.properties ?? {}) as Record<string, Schema>,
  ) as Record<string, Schema>;
}
