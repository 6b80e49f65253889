// Invalid requests made from valid ones, of the kinds a schema-based tester sends: a required field
// left out, a wrong type, a value past a bound (number, length, pattern, enum). The caller keeps only
// those the document itself calls invalid (ajv), so each must be answered 03.
import { integerBounds, type Schema } from './arbitrary-of-schema.js';

export interface Mutation {
  label: string;
  value: Record<string, unknown>;
}

/** Every schema a field has in the body, across the members of a union. */
export function fieldSchemas(body: Schema): Map<string, Schema[]> {
  const found = new Map<string, Schema[]>();
  const visit = (schema: Schema) => {
    for (const member of [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])])
      visit(member);
    for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
      found.set(name, [...(found.get(name) ?? []), field]);
  };
  visit(body);
  return found;
}

/** A field's own alternatives: the members of anyOf/oneOf, or the schema itself. */
const alternatives = (schema: Schema): Schema[] =>
  ((schema.anyOf ?? schema.oneOf) as Schema[] | undefined)?.flatMap(alternatives) ?? [schema];

const flipCase = (text: string): string =>
  [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

function badValues(schema: Schema, current: unknown): Array<[string, unknown]> {
  const bad: Array<[string, unknown]> = [];
  if (schema.type === 'integer') {
    const { min, max } = integerBounds(schema);
    bad.push(['not a number', 'abc'], ['not an integer', '1.5']);
    if (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined)
      bad.push(['past maximum', max + 1n]);
    if (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined)
      bad.push(['below minimum', min - 1n]);
  }
  if (schema.type === 'string' && schema.format !== 'binary') {
    if (typeof schema.maxLength === 'number') bad.push(['too long', '9'.repeat(schema.maxLength + 1)]);
    if (typeof schema.minLength === 'number' && schema.minLength > 1)
      bad.push(['too short', '9'.repeat(schema.minLength - 1)]);
    if (typeof schema.pattern === 'string' && typeof current === 'string') {
      bad.push(['pattern, case flipped', flipCase(current)], ['pattern, cut', current.slice(1)]);
    }
  }
  if (Array.isArray(schema.enum)) bad.push(['outside the enum', 'zz-not-listed']);
  if (schema.type === 'array' && Array.isArray(current) && current.length > 0) {
    const items = schema.items as Schema;
    for (const [label, value] of alternatives(items).flatMap((item) => badValues(item, current[0])))
      bad.push([`item ${label}`, [value, ...current.slice(1)]]);
  }
  return bad;
}

/** The invalid variants of one valid request (not yet checked against the document). */
export function mutationsOf(body: Schema, valid: Record<string, unknown>): Mutation[] {
  const mutations: Mutation[] = [];
  const required = new Set<string>();
  const collectRequired = (schema: Schema) => {
    for (const name of (schema.required ?? []) as string[]) required.add(name);
    for (const member of [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])])
      collectRequired(member);
  };
  collectRequired(body);
  for (const name of required) {
    if (!(name in valid)) continue;
    const { [name]: _dropped, ...rest } = valid;
    mutations.push({ label: `${name} left out`, value: rest });
  }
  for (const [name, schemas] of fieldSchemas(body)) {
    if (!(name in valid)) continue;
    for (const alternative of schemas.flatMap(alternatives))
      for (const [label, value] of badValues(alternative, valid[name]))
        mutations.push({ label: `${name}: ${label}`, value: { ...valid, [name]: value } });
  }
  return mutations;
}
