// Real traffic against the published OpenAPI document, checked by a validator nobody here wrote:
// every catalogue operation is called through Stoplight Prism in proxy mode in front of a running
// mock-api, as a visitor and logged in, plus its failure cases (03 for a refused input and for a
// missing reqId, 52 where a session is required, 413 for an oversized body). Prism validates each
// request and reply against the document and reports what does not match in `sl-violations`.
// The replies to requests that match no operation (404, 405) are checked with ajv against the
// document's HttpErrorReply. One response schema broken on purpose must make Prism complain.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  catalogueEntries,
  CUSTOM_HEADER,
  encodeCustomHeader,
  encodeForm,
  newReqId,
  type EndpointName,
  type RouteEntry,
} from '@storefront/contracts';
import { concreteInput } from '@storefront/contracts/examples';
import { exampleOf } from '@storefront/contracts/schemas';
import { Ajv } from 'ajv';
import { buildOpenApiDocument } from '../../contracts/src/openapi.js';
import { createApp } from '../../mock-api/src/http/app.js';

jest.setTimeout(180_000);

const root = process.cwd();
const PRISM = resolve(root, 'node_modules/.bin/prism');
const PNG = readFileSync(resolve(root, 'client/src/core/api/pact/fixtures/pixel.png'));
const DEMO = { mobile: '13800138000', password: 'demo1234' };

interface Violation {
  location: string[];
  severity: string;
  message: string;
}
interface Reply {
  label: string;
  status: number;
  body: { code?: string };
  violations: Violation[];
}

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

interface Prism {
  url: string;
  child: ChildProcess;
}

/** Starts `prism proxy <document> <upstream>` and waits until it answers. */
async function startPrism(documentFile: string, upstream: string): Promise<Prism> {
  const port = await freePort();
  const child = spawn(
    PRISM,
    ['proxy', documentFile, upstream, '--host', '127.0.0.1', '--port', String(port), '--errors=false'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited: ${stderr}`);
    try {
      await fetch(`${url}/__prism_ready`);
      return { url, child };
    } catch {
      if (Date.now() > deadline) throw new Error(`prism did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const stopPrism = (prism: Prism | undefined): Promise<void> =>
  new Promise((done) => {
    if (!prism || prism.child.exitCode !== null) return done();
    prism.child.once('exit', () => done());
    prism.child.kill('SIGTERM');
  });

interface Identity {
  token: string;
  uid: string;
}

async function send(
  base: string,
  label: string,
  entry: RouteEntry,
  options: { identity?: Identity; input?: Record<string, unknown>; reqId?: boolean; rawBody?: string },
): Promise<Reply> {
  const headers: Record<string, string> = {
    [CUSTOM_HEADER]: encodeCustomHeader(options.identity ?? {}),
  };
  const fields = { ...(options.input ?? {}), ...(options.reqId === false ? {} : { reqId: newReqId() }) };
  let url = `${base}${entry.path}`;
  let body: string | FormData | undefined;
  if (entry.method === 'GET') {
    const query = encodeForm(fields);
    if (query) url += `?${query}`;
  } else if (entry.body === 'multipart' && options.rawBody === undefined) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    body = form;
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.rawBody ?? encodeForm(fields);
  }
  const res = await fetch(url, { method: entry.method, headers, body });
  const text = await res.text();
  const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as Violation[];
  let parsed: Reply['body'] = {};
  try {
    parsed = JSON.parse(text) as Reply['body'];
  } catch {
    parsed = { code: `not JSON: ${text.slice(0, 80)}` };
  }
  return { label, status: res.status, body: parsed, violations };
}

const describeViolations = (replies: Reply[], where: 'request' | 'response') =>
  replies.flatMap((r) =>
    r.violations
      .filter((v) => v.location[0] === where)
      .map((v) => `${r.label} → ${r.status} ${r.body.code}: ${v.location.join('.')} ${v.message}`),
  );

let dir: string;
let mock: Server;
let upstream: string;
let prism: Prism | undefined;
const document = buildOpenApiDocument('/');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'openapi-traffic-'));
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
  const app = createApp({ uploadsDir: join(dir, 'uploads') });
  mock = await new Promise<Server>((done) => {
    const server = app.listen(0, '127.0.0.1', () => done(server));
  });
  upstream = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
  prism = await startPrism(join(dir, 'openapi.json'), upstream);
});

afterAll(async () => {
  await stopPrism(prism);
  await new Promise((done) => mock?.close(done));
  rmSync(dir, { recursive: true, force: true });
});

/** Calls that end or change the demo session go last, so the logged-in sweep stays logged in. */
const SESSION_CHANGING = new Set<EndpointName>(['updatePassword', 'updateMobile', 'resetPasswordS']);
const ordered = (): Array<[EndpointName, RouteEntry]> => {
  const all = catalogueEntries();
  return [...all.filter(([n]) => !SESSION_CHANGING.has(n)), ...all.filter(([n]) => SESSION_CHANGING.has(n))];
};

describe('real traffic through Prism matches the published OpenAPI document', () => {
  it('every operation, as a visitor and logged in, plus each failure case: 0 violations', async () => {
    const base = prism!.url;
    const replies: Reply[] = [];
    const login = catalogueEntries().find(([n]) => n === 'mobileAndPasswordToLogin')![1];
    const session = await send(base, 'login', login, { input: DEMO });
    expect(session.body.code).toBe('01');
    const { userId, token } = (session.body as unknown as { result: { userId: number; token: string } })
      .result;
    const identity = { token, uid: String(userId) };

    for (const [name, entry] of ordered()) {
      const ex = exampleOf(name);
      const input = concreteInput(ex.input ?? {});
      replies.push(
        await send(base, `${name} (visitor)`, entry, {
          input: concreteInput(ex.visitorInput ?? ex.input ?? {}),
        }),
      );
      replies.push(await send(base, `${name} (logged in)`, entry, { identity, input }));
      if (ex.bad) {
        replies.push(
          await send(base, `${name} (invalid ${ex.bad.field})`, entry, {
            identity,
            input: concreteInput(ex.bad.input),
          }),
        );
      }
      replies.push(await send(base, `${name} (no reqId)`, entry, { identity, input, reqId: false }));
      if (entry.method === 'POST' && entry.body !== 'multipart') {
        replies.push(
          await send(base, `${name} (oversized body)`, entry, {
            identity,
            rawBody: `x=${'a'.repeat(1_100_000)}`,
          }),
        );
      }
    }

    const codes = replies.reduce<Record<string, number>>((count, r) => {
      const key = `${r.status} ${r.body.code}`;
      count[key] = (count[key] ?? 0) + 1;
      return count;
    }, {});
    console.log(
      `Prism proxy: ${catalogueEntries().length} operations, ${replies.length} replies ${JSON.stringify(codes)}`,
    );
    // The sweep really exercised every kind of reply the document describes.
    for (const kind of ['200 01', '200 52', '200 03', '200 02', '413 413'])
      expect(codes[kind]).toBeGreaterThan(0);
    expect(describeViolations(replies, 'response')).toEqual([]);
    // Only the deliberately bad requests (invalid field, no reqId, oversized) may break the request schema.
    const meantWell = replies.filter((r) => /\((visitor|logged in)\)$/.test(r.label));
    expect(describeViolations(meantWell, 'request')).toEqual([]);
  });

  it('answers a request that matches no operation (404, 405) in the documented HttpErrorReply shape', async () => {
    const schemas = (document.components as { schemas: Record<string, object> }).schemas;
    const validate = new Ajv({ strict: false }).compile(schemas.HttpErrorReply!);
    const notFound = await fetch(`${upstream}/api/no/such/path`, { method: 'POST' });
    const wrongMethod = await fetch(`${upstream}/api/goods/getGoods`, { method: 'GET' });
    for (const [res, status] of [
      [notFound, 404],
      [wrongMethod, 405],
    ] as const) {
      expect(res.status).toBe(status);
      const body = (await res.json()) as { code: string };
      expect(validate(body)).toBe(true);
      expect(body.code).toBe(String(status));
    }
  });

  it('reports a violation once a response schema is broken on purpose', async () => {
    const broken = structuredClone(document) as unknown as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    // The success reply the 200's discriminator maps code 01 to.
    broken.components.schemas.GetHotGoodsReply!.properties.result = { type: 'string' };
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
    const brokenPrism = await startPrism(join(dir, 'broken.json'), upstream);
    try {
      const entry = catalogueEntries().find(([n]) => n === 'getHotGoods')![1];
      const reply = await send(brokenPrism.url, 'getHotGoods', entry, {
        input: concreteInput(exampleOf('getHotGoods').input ?? {}),
      });
      expect(reply.body.code).toBe('01');
      expect(describeViolations([reply], 'response').length).toBeGreaterThan(0);
    } finally {
      await stopPrism(brokenPrism);
    }
  });
});
