// The pact file the client's consumer tests write (contracts/pacts/, Pact specification 3), read as
// plain JSON: each interaction with the catalogue operation its description names (`name: …`).
import { existsSync, readFileSync } from 'node:fs';
import { catalogue, type EndpointName } from '@storefront/contracts';

export const PACT_FILE_NAME = 'storefront-client-storefront-mock-api.json';

export interface PactInteraction {
  description: string;
  operation: EndpointName | null;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[] | string>;
    headers?: Record<string, string | string[]>;
    body?: unknown;
  };
  response: { status: number; headers?: Record<string, string | string[]>; body?: unknown };
}

/** The operation an interaction's description names (`addCart: adds a line…`), or a test's title. */
export function operationOf(description: string): EndpointName | null {
  const name = /^\s*([A-Za-z0-9_]+)\s*:/.exec(description)?.[1];
  return name && Object.hasOwn(catalogue, name) ? (name as EndpointName) : null;
}

export function readPact(file: string): PactInteraction[] {
  if (!existsSync(file)) throw new Error(`no pact file at ${file}`);
  const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions?: unknown };
  if (!Array.isArray(pact.interactions)) throw new Error(`${file} has no interactions`);
  return (pact.interactions as Array<Omit<PactInteraction, 'operation'>>).map((i) => ({
    ...i,
    operation: operationOf(i.description),
  }));
}
