// Shapes of the endpoint catalogue (see docs/architecture.md, after ts-rest's contracts): plain route data that the
// browser may carry, and beside it, keyed by the same names, the full description of each entry.
import type { z } from 'zod';
import type { EntryExample } from '../examples/entry-example.js';

export type HttpMethod = 'GET' | 'POST';
/** none: anyone; optional: a session is used when present; required: no valid session → code 52. */
export type AuthMode = 'none' | 'optional' | 'required';

export interface RouteEntry {
  method: HttpMethod;
  path: string;
  auth: AuthMode;
  summary: string;
  /** Content type of the request body when it is not a form (the upload is multipart). */
  body?: 'form' | 'multipart';
  /** Served from BEHAVIOUR_URL instead of the main base URL. */
  host?: 'behaviour';
}

export type AreaRoutes = Record<string, RouteEntry>;

/**
 * Everything an entry says beyond its route, in one place (`<area>.schemas.ts`): the OpenAPI
 * document, the Pact interactions, the mock's validation and the drift check all read it.
 */
export interface EntryDescription {
  request: z.ZodType;
  result: z.ZodType;
  /** The example every Pact interaction and the OpenAPI document's examples are built from. */
  example: EntryExample;
  /**
   * The mock's handler can refuse by a business rule (code '02'), so the OpenAPI document lists a
   * 02 reply. Read from the handlers' code, not guessed: scripts/test/refusal-table.test.ts fails
   * and says which entries to change when this and the code disagree.
   */
  refuses?: true;
}

/** Exactly the names of the area's routes: with `satisfies`, a missing or extra name fails the type check. */
export type SchemasOf<R extends AreaRoutes> = { [K in keyof R]: EntryDescription };
