// What a catalogue entry's `example` is made of (the entries live in contracts/src/catalogue/*.schemas.ts):
// what the client sends, which provider states the reply depends on, and which inputs are refused.
// Every Pact interaction and the OpenAPI document's examples are generated from it.
// Ids that only exist once a state is built (an order, a cart line, the demo user's uid, a seeded
// goods id) are written `fromState('key', example)`: the consumer sends the example, the pact records
// a provider-state generator, and the provider's state handler supplies the real value.
// Plain data and types only: the schema files import it, so it imports nothing of the catalogue.
import type { ResultShapeOptions } from './result-example.js';

export const FROM_STATE = Symbol('fromState');
export interface StateValue {
  [FROM_STATE]: string;
  example: string | number;
}
export type InputValue = string | number | StateValue | InputValue[];
export type Input = Record<string, InputValue>;

export const fromState = (key: string, example: string | number): StateValue => ({
  [FROM_STATE]: key,
  example,
});
export const isStateValue = (value: unknown): value is StateValue =>
  typeof value === 'object' && value !== null && FROM_STATE in value;

export interface StateRef {
  name: string;
  params?: Record<string, string | number | boolean>;
}

/** Provider state names: the provider's stateHandlers answer exactly these (checked there). */
export const STATES = {
  seeded: 'the catalogue is seeded',
  visitor: 'no one is logged in',
  loggedIn: 'the demo user is logged in',
  cart: 'the demo user has an item in the cart',
  address: 'the demo user has an address',
  order: 'the demo user has an order',
  refund: 'the demo user has a refund application',
  repair: 'the demo user has a repair application',
  invoice: 'the demo user has an order with an invoice',
  coupon: 'the demo user holds a coupon',
  reminder: 'the demo user set a flash-sale reminder',
  collections: 'the demo user has collections',
  messages: 'the demo user has messages in every box',
  sms: 'an SMS code was sent',
} as const;

export const state = (name: string, params?: StateRef['params']): StateRef =>
  params ? { name, params } : { name };

export interface EntryExample {
  /** What the client sends (logged-in variant, and the visitor variant unless `visitorInput`). */
  input?: Input;
  /** States after the login (for 'none' entries: the only states). */
  states?: StateRef[];
  visitorInput?: Input;
  visitorStates?: StateRef[];
  /** How the success result is described (nullable parts present, lists that may be empty). */
  shape?: ResultShapeOptions;
  visitorShape?: ResultShapeOptions;
  /** A refused input (code 03) and the field the reply must name. */
  bad?: { input: Input; field: string; states?: StateRef[] };
  /** Further cases of the call, each an interaction of its own (e.g. a second way to log in). */
  more?: MoreExample[];
}

/** One further case: a success (described by `shape`), or a business refusal (code 02) with `refused` as msg. */
export interface MoreExample {
  description: string;
  input: Input;
  states?: StateRef[];
  shape?: ResultShapeOptions;
  refused?: string;
}
