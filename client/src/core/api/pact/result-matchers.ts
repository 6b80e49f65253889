// Pact matchers derived from a catalogue entry's zod result schema, so the contract describes the
// result exactly as the contracts package defines it and changes with it. The schema is turned into
// JSON Schema by zod (`z.toJSONSchema`) and walked by the contracts' shared example builder (the
// OpenAPI document's examples come from the same walk): every leaf becomes a type (or regex)
// matcher with an example, arrays become "each like", objects keep their required keys.
// Test-only module (never bundled): it imports zod through the contracts' schema entry.
import { descriptionOf } from '@storefront/contracts/schemas';
import type { EndpointName } from '@storefront/contracts';
import {
  resultExample,
  type ExampleLeaves,
  type ResultJsonSchema,
  type ResultShapeOptions,
} from '@storefront/contracts/examples';
import { MatchersV3 } from '@pact-foundation/pact';
import { z } from 'zod';

export type { ResultShapeOptions };

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matcherLeaves: ExampleLeaves = {
  string: (example) => MatchersV3.string(example),
  integer: (example) => MatchersV3.integer(example),
  number: (example) => MatchersV3.number(example),
  boolean: (example) => MatchersV3.boolean(example),
  oneOf: (values) => MatchersV3.regex(`^(?:${values.map(escapeRegex).join('|')})$`, values[0]!),
  record: () => MatchersV3.like({}), // any keys, checked as an object
  list: (item, min) => ({ 'pact:matcher:type': 'type', min, value: [item] }),
};

/** The JSON Schema of an entry's result (what the provider must send in `result`). */
export function resultJsonSchema(name: EndpointName): ResultJsonSchema {
  return z.toJSONSchema(descriptionOf(name).result, {
    io: 'output',
    unrepresentable: 'throw',
  }) as ResultJsonSchema;
}

/** Pact matchers for `result` of the entry's success reply. */
export function resultMatcher(name: EndpointName, options: ResultShapeOptions = {}): unknown {
  return resultExample(resultJsonSchema(name), options, matcherLeaves);
}
