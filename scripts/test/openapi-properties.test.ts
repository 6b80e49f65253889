// The published OpenAPI document holds to the code, for every operation: requests generated from
// the document's own request schemas (fast-check) are sent to a running mock-api. None the document
// calls valid may be answered 03 (in any list form it allows, logged in or as a visitor where its
// security allows `{}`); every one it calls invalid (a required field left out, a wrong type, a
// value past a bound, no header where the header is required) must be refused: 03, or 52 for the
// header. Fixed seed in CI; elsewhere a random one, which fast-check prints on failure
// (OPENAPI_PROPERTY_SEED=<seed> replays it; OPENAPI_PROPERTY_ONLY=name,name narrows the operations).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { encodeCustomHeader, newReqId, UPLOAD_FILE_FIELD } from '@storefront/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { buildOpenApiDocument } from '../../contracts/src/openapi.js';
import { createApp } from '../../mock-api/src/http/app.js';
import { arbitraryOf, type FilePart, type Schema } from './openapi-properties/arbitrary-of-schema.js';
import { mutationsOf } from './openapi-properties/mutations.js';
import { asJson, sendRequest, type ListStyle, type Operation } from './openapi-properties/wire-request.js';

jest.setTimeout(600_000);

const CI_SEED = 20_261_128;
const seed = Number(process.env.OPENAPI_PROPERTY_SEED ?? (process.env.CI ? CI_SEED : Date.now() % 2 ** 31));
/** Valid requests per operation (each sent logged in and, in a second run, without the header). */
const VALID_RUNS = Number(process.env.OPENAPI_PROPERTY_RUNS ?? 12);
/** Valid requests per operation whose invalid variants are all sent. */
const MUTATED_RUNS = 2;

const PNG = readFileSync(resolve(process.cwd(), 'client/src/core/api/pact/fixtures/pixel.png'));
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FILES: FilePart[] = [
  { bytes: new Uint8Array(PNG), type: 'image/png' },
  { bytes: new Uint8Array(GIF), type: 'image/gif' },
];
const DEMO = { mobile: '13800138000', password: 'demo1234' };
const LIST_STYLES: ListStyle[] = ['indices', 'brackets', 'repeat'];

type Document = ReturnType<typeof buildOpenApiDocument>;
interface RawOperation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** Every operation of the document, its request as one schema. */
function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of ['get', 'post'] as const) {
      const raw = (item as Record<string, RawOperation | undefined>)[method];
      if (!raw) continue;
      const security = raw.security ?? document.security ?? [];
      const base = {
        name: raw.operationId,
        method,
        path,
        visitorsAllowed: security.some((requirement) => Object.keys(requirement).length === 0),
      };
      if (method === 'get') {
        const params = (raw.parameters ?? []).filter((param) => param.in === 'query');
        const schema = {
          type: 'object',
          properties: Object.fromEntries(params.map((param) => [param.name, param.schema])),
          required: params.filter((param) => param.required).map((param) => param.name),
        };
        operations.push({ ...base, mediaType: 'query', schema });
      } else {
        const [mediaType, media] = Object.entries(raw.requestBody!.content)[0]!;
        operations.push({ ...base, mediaType: mediaType as Operation['mediaType'], schema: media.schema });
      }
    }
  return operations;
}

const document = buildOpenApiDocument();
const operations = operationsOf(document);
const ajv = new Ajv2020({ strict: false, validateFormats: false });

let dir: string;
let server: Server;
let base: string;
let loggedIn: string;
const counts = { valid: 0, visitor: 0, invalid: 0 };
const startedAt = Date.now();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'openapi-properties-'));
  const app = createApp({ uploadsDir: join(dir, 'uploads') });
  server = await new Promise<Server>((done) => {
    const listening = app.listen(0, '127.0.0.1', () => done(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = operations.find((op) => op.name === 'mobileAndPasswordToLogin')!;
  const reply = await fetch(`${base}${login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...DEMO, reqId: newReqId() }),
  });
  const { result } = (await reply.json()) as { result: { token: string; userId: number } };
  loggedIn = encodeCustomHeader({ token: result.token, uid: result.userId });
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  rmSync(dir, { recursive: true, force: true });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const total = counts.valid + counts.visitor + counts.invalid;
  console.log(
    `openapi properties: seed ${seed}, ${operations.length} operations, ${total} requests ` +
      `(${counts.valid} valid logged in, ${counts.visitor} valid without the header, ` +
      `${counts.invalid} invalid) in ${seconds} s`,
  );
});

/** A valid request of the operation: generated from its schema and still valid as a whole (oneOf). */
function validRequests(op: Operation): fc.Arbitrary<Record<string, unknown>> {
  const check = ajv.compile(op.schema);
  return (arbitraryOf(op.schema, FILES) as fc.Arbitrary<Record<string, unknown>>).filter((value) =>
    check(asJson(value)),
  );
}

const describeReply = (label: string, values: unknown, reply: { status: number; text: string }) =>
  `${label}\nrequest: ${JSON.stringify(asJson(values))}\nreply: HTTP ${reply.status} ${reply.text.slice(0, 300)}`;

it('reads all 147 operations from the document', () => {
  expect(operations).toHaveLength(147);
});

it('declares every part the mock reads: the upload has its file part, required', () => {
  const upload = operations.find((op) => op.name === 'webUpload')!;
  expect(upload.mediaType).toBe('multipart/form-data');
  expect(upload.schema.required).toContain(UPLOAD_FILE_FIELD);
});

const only = process.env.OPENAPI_PROPERTY_ONLY?.split(',');
const checked = operations.filter((op) => !only || only.includes(op.name));

describe.each(checked.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  it('answers no request the document calls valid with 03, in every list form', async () => {
    await fc.assert(
      fc.asyncProperty(validRequests(op), fc.constantFrom(...LIST_STYLES), async (values, style) => {
        counts.valid += 1;
        const reply = await sendRequest(base, op, values, { style, header: loggedIn });
        if (reply.status !== 200 || reply.code === '03' || reply.code === undefined)
          throw new Error(describeReply(`valid request (${style}) answered ${reply.code}`, values, reply));
      }),
      { seed, numRuns: VALID_RUNS },
    );
  });

  it('without the header: a visitor where the security allows {}, 52 where it requires the header', async () => {
    await fc.assert(
      fc.asyncProperty(validRequests(op), async (values) => {
        counts.visitor += 1;
        const reply = await sendRequest(base, op, values, { style: 'indices', header: null });
        const wrong = op.visitorsAllowed
          ? reply.status !== 200 || reply.code === '03' || reply.code === '52'
          : reply.code !== '52';
        if (wrong)
          throw new Error(
            describeReply(
              `no header (${op.visitorsAllowed ? 'visitors allowed' : 'header required'})`,
              values,
              reply,
            ),
          );
      }),
      { seed, numRuns: Math.ceil(VALID_RUNS / 4) },
    );
  });

  it('answers 03 to every request the document calls invalid', async () => {
    const check = ajv.compile(op.schema);
    await fc.assert(
      fc.asyncProperty(validRequests(op), async (values) => {
        for (const mutation of mutationsOf(op.schema, values)) {
          if (check(asJson(mutation.value))) continue;
          counts.invalid += 1;
          const reply = await sendRequest(base, op, mutation.value, { style: 'indices', header: loggedIn });
          if (reply.code !== '03')
            throw new Error(
              describeReply(`invalid (${mutation.label}) answered ${reply.code}`, mutation.value, reply),
            );
        }
      }),
      { seed, numRuns: MUTATED_RUNS },
    );
  });
});
