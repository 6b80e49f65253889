// Shapes of the endpoint catalogue (see docs/architecture.md, after ts-rest's contracts): plain route data that the
// browser may carry, and beside it zod schemas keyed by the same names.
import type { z } from 'zod';

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

export interface EntrySchemas {
  request: z.ZodType;
  result: z.ZodType;
}

/** Exactly the names of the area's routes: with `satisfies`, a missing or extra name fails the type check. */
export type SchemasOf<R extends AreaRoutes> = { [K in keyof R]: EntrySchemas };
