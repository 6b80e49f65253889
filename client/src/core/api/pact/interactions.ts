// Turns the catalogue entries and their examples (`exampleOf`, @storefront/contracts/schemas) into Pact interactions: one per variant of each entry
// (visitor and logged-in where auth is optional, logged-in and code 52 where it is required, the
// one visitor call where it is none, plus code 03 for the refused inputs).
import { catalogueEntries, REQ_ID_PATTERN, type EndpointName, type RouteEntry } from '@storefront/contracts';
import {
  concreteInput,
  FIELD_PROBLEM_EXAMPLE,
  FROM_STATE,
  headerExample,
  isStateValue,
  REQ_ID_EXAMPLE,
  sessionInvalidExample,
  STATES,
  SUCCESS_MSG_EXAMPLE,
  type Input,
  type InputValue,
  type StateRef,
} from '@storefront/contracts/examples';
import { exampleOf } from '@storefront/contracts/schemas';
import { MatchersV3 } from '@pact-foundation/pact';
import { resultMatcher, type ResultShapeOptions } from './result-matchers';

export { concreteInput, DEMO_IDENTITY, headerExample } from '@storefront/contracts/examples';
const BASE64 = '^[A-Za-z0-9+/]+={0,2}$';
const FORM = 'application/x-www-form-urlencoded';

export type Variant = 'visitor' | 'loggedIn' | 'sessionInvalid' | 'badInput' | 'refused';

export interface PlannedInteraction {
  name: EndpointName;
  entry: RouteEntry;
  variant: Variant;
  description: string;
  states: StateRef[];
  /** Input with state markers (used to build the request expectation). */
  input: Input;
  /** Result shape for success variants. */
  shape?: ResultShapeOptions;
  /** Field named in the 03 reply. */
  badField?: string;
  /** The msg of the 02 reply (variant 'refused'). */
  refusedMsg?: string;
}

const state = (name: string): StateRef => ({ name });

/** Drops the state markers, for variants whose provider state supplies nothing (52, 03). */
const plain = (input: Input): Input => concreteInput(input) as Input;

/** Flattens an input the way qs writes it (`ids[0]=1`), keeping state markers as values. */
function flatten(input: Input): Array<[string, InputValue]> {
  const out: Array<[string, InputValue]> = [];
  const walk = (key: string, value: InputValue) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(`${key}[${i}]`, item));
    else out.push([key, value]);
  };
  for (const [key, value] of Object.entries(input)) walk(key, value);
  return out;
}

/** Request fields as Pact expects them: exact strings, or provider-state generators. */
function expectedFields(input: Input): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of flatten(input)) {
    fields[key] = isStateValue(value)
      ? MatchersV3.fromProviderState(`\${${value[FROM_STATE]}}`, String(value.example))
      : String(value);
  }
  fields.reqId = MatchersV3.regex(REQ_ID_PATTERN, REQ_ID_EXAMPLE);
  return fields;
}

/** The request half of an interaction (not multipart: webUpload is built by its own test). */
export function expectedRequest(p: PlannedInteraction) {
  const loggedIn = p.variant === 'loggedIn' || (p.variant === 'badInput' && p.entry.auth === 'required');
  const headers = { 'domo-custom': MatchersV3.regex(BASE64, headerExample(loggedIn)) };
  const fields = expectedFields(p.input);
  if (p.entry.method === 'GET') return { method: 'GET', path: p.entry.path, headers, query: fields };
  return { method: 'POST', path: p.entry.path, headers, contentType: FORM, body: fields };
}

const jsonHeaders = {
  'Content-Type': MatchersV3.regex(
    '^application/json(;\\s*charset=utf-8)?$',
    'application/json; charset=utf-8',
  ),
};

export function expectedResponse(p: PlannedInteraction) {
  switch (p.variant) {
    case 'sessionInvalid':
      return {
        status: 200,
        headers: jsonHeaders,
        body: { code: '52', msg: MatchersV3.string(sessionInvalidExample().msg), result: null },
      };
    case 'refused':
      return {
        status: 200,
        headers: jsonHeaders,
        body: { code: '02', msg: p.refusedMsg!, result: null },
      };
    case 'badInput':
      return {
        status: 200,
        headers: jsonHeaders,
        body: {
          code: '03',
          msg: MatchersV3.string('请求参数有误'),
          result: null,
          errors: MatchersV3.like({ [p.badField!]: MatchersV3.string(FIELD_PROBLEM_EXAMPLE) }),
        },
      };
    default:
      return {
        status: 200,
        headers: jsonHeaders,
        body: {
          code: '01',
          msg: MatchersV3.string(SUCCESS_MSG_EXAMPLE),
          result: resultMatcher(p.name, p.shape),
        },
      };
  }
}

/** Every planned interaction, in catalogue order. */
export function planInteractions(): PlannedInteraction[] {
  const planned: PlannedInteraction[] = [];
  for (const [name, entry] of catalogueEntries()) {
    const ex = exampleOf(name);
    const input = ex.input ?? {};
    const add = (
      variant: Variant,
      description: string,
      states: StateRef[],
      inp: Input,
      extra: Partial<PlannedInteraction> = {},
    ) =>
      planned.push({
        name,
        entry,
        variant,
        description: `${name}: ${description}`,
        states,
        input: inp,
        ...extra,
      });
    const loggedIn = () =>
      add(
        'loggedIn',
        'the logged-in demo user gets the result',
        [state(STATES.loggedIn), ...(ex.states ?? [])],
        input,
        { shape: ex.shape },
      );
    const visitor = () =>
      add(
        'visitor',
        'a visitor gets the result',
        [state(STATES.visitor), ...(ex.visitorStates ?? ex.states ?? [])],
        ex.visitorInput ?? input,
        {
          shape: ex.visitorShape ?? ex.shape,
        },
      );
    if (entry.auth === 'none') visitor();
    if (entry.auth === 'optional') {
      visitor();
      loggedIn();
    }
    if (entry.auth === 'required') {
      loggedIn();
      add('sessionInvalid', 'without a session the reply is code 52', [state(STATES.visitor)], plain(input));
    }
    if (ex.bad) {
      const who = entry.auth === 'required' ? STATES.loggedIn : STATES.visitor;
      add(
        'badInput',
        `an invalid ${ex.bad.field} is refused with code 03`,
        [state(who), ...(ex.bad.states ?? [])],
        ex.bad.input,
        { badField: ex.bad.field },
      );
    }
    for (const more of ex.more ?? []) {
      const who = entry.auth === 'none' ? STATES.visitor : STATES.loggedIn;
      const variant = more.refused !== undefined ? 'refused' : entry.auth === 'none' ? 'visitor' : 'loggedIn';
      add(variant, more.description, [state(who), ...(more.states ?? [])], more.input, {
        shape: more.shape,
        refusedMsg: more.refused,
      });
    }
  }
  return planned;
}
