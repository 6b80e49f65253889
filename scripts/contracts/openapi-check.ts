// Pact ⊆ OpenAPI, our own check (the bi-directional contract test PactFlow sells): every interaction
// the client's pact expects must be one the OpenAPI document allows — the path and method exist, the
// request's fields are documented (form bodies included, which @pactflow/swagger-mock-validator
// cannot read) and valid unless the interaction is a deliberate bad-input one (its reply a 03), the
// status is listed and the example reply validates against that status's schema. OpenAPI 3.1 is
// JSON Schema 2020-12: ajv checks it.
import { parseForm } from '@storefront/contracts';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../../contracts/src/openapi.js';
import type { PactInteraction } from './pact-file.js';

type Json = Record<string, unknown>;
const DOC_ID = 'openapi.json';
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Checking {
  doc: { paths: Record<string, Record<string, Json>> };
  /** The compiled validator of a schema in the document, by JSON pointer; requests coerce form strings. */
  validator(kind: 'request' | 'reply', ref: string): ValidateFunction;
}

/**
 * The document without `required`: a pact expects the fields its consumer reads (it leaves out the
 * nullable ones it cannot match), so a reply field the pact does not name is no disagreement; one it
 * names must have the documented type.
 */
function withoutRequired(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRequired);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(key === 'required' && Array.isArray(v)))
      .map(([key, v]) => [key, withoutRequired(v)]),
  );
}

function makeAjv(coerceTypes: boolean, doc: object): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID });
  return ajv;
}

const errorsOf = (fn: ValidateFunction): string[] =>
  (fn.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());

/** The pact request's fields: the query, and a form (string or object) or JSON body; reqId and all. */
function requestFields(request: PactInteraction['request']): Json {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {}))
    for (const v of Array.isArray(value) ? value : [value]) query.append(name, v);
  const body = request.body;
  const fromBody =
    typeof body === 'string'
      ? parseForm(body)
      : typeof body === 'object' && body !== null
        ? (body as Json)
        : {};
  return { ...parseForm(query.toString()), ...fromBody };
}

function checkRequest(
  c: Checking,
  i: PactInteraction,
  op: Json,
  method: string,
  badInput: boolean,
): string[] {
  const fields = requestFields(i.request);
  const content = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const mediaType = content ? Object.keys(content)[0] : undefined;
  const params = (op.parameters as Array<{ name: string; in: string }> | undefined) ?? [];
  const known = new Set(params.filter((p) => p.in === 'query').map((p) => p.name));
  const problems: string[] = [];
  if (content && mediaType) {
    const schema = (content[mediaType] as Json).schema as Json;
    for (const name of Object.keys((schema.properties as Json | undefined) ?? {})) known.add(name);
    const fn = c.validator(
      'request',
      pointer('paths', i.request.path, method, 'requestBody', 'content', mediaType, 'schema'),
    );
    // A multipart body is the file part only in the pact: nothing to validate field by field.
    if (!badInput && mediaType !== 'multipart/form-data' && !fn(structuredClone(fields)))
      problems.push(...errorsOf(fn).map((e) => `request ${e}`));
  } else if (!badInput) {
    params.forEach((p, index) => {
      if (p.in !== 'query' || !(p.name in fields)) return;
      const fn = c.validator(
        'request',
        pointer('paths', i.request.path, method, 'parameters', String(index), 'schema'),
      );
      if (!fn(fields[p.name])) problems.push(...errorsOf(fn).map((e) => `request ${p.name} ${e}`));
    });
  }
  if (mediaType !== 'multipart/form-data')
    for (const name of Object.keys(fields))
      if (!known.has(name)) problems.push(`request field ${name} is not documented`);
  return problems;
}

function checkInteraction(c: Checking, interaction: PactInteraction): string[] {
  const { request, response } = interaction;
  const method = request.method.toLowerCase();
  const op = c.doc.paths[request.path]?.[method];
  if (!op) return [`${request.method} ${request.path} is not in the OpenAPI document`];
  const badInput = (response.body as { code?: unknown } | undefined)?.code === '03';
  const problems = checkRequest(c, interaction, op, method, badInput);
  const status = String(response.status);
  const documented = (op.responses as Json | undefined)?.[status] as Json | undefined;
  if (!documented) return [...problems, `status ${status} is not documented`];
  if (documented.$ref) return problems;
  const fn = c.validator(
    'reply',
    pointer('paths', request.path, method, 'responses', status, 'content', 'application/json', 'schema'),
  );
  if (!fn(response.body)) problems.push(...errorsOf(fn).map((e) => `reply ${e}`));
  return problems;
}

/** A checker over the OpenAPI document the mock serves; `check` lists an interaction's problems. */
export function openApiChecker(): { check(interaction: PactInteraction): string[] } {
  const doc = buildOpenApiDocument() as unknown as Checking['doc'];
  const ajv = { request: makeAjv(true, doc), reply: makeAjv(false, withoutRequired(doc) as object) };
  const compiled = new Map<string, ValidateFunction>();
  const c: Checking = {
    doc,
    validator(kind, ref) {
      let fn = compiled.get(`${kind} ${ref}`);
      if (!fn) compiled.set(`${kind} ${ref}`, (fn = ajv[kind].compile({ $ref: `${DOC_ID}#/${ref}` })));
      return fn;
    },
  };
  return { check: (interaction) => checkInteraction(c, interaction) };
}
