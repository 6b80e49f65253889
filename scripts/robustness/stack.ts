// The two processes of the stack, in this process: the mock-api on a temp MOCK_DATA_FILE and the
// server proxying to it, each on a free port. Requests go over real sockets through a keep-alive
// agent, so the proxy, its timeouts and its error paths run exactly as in production.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEnvelope, type EndpointName, type Envelope } from '@storefront/contracts';
import { pino, type Logger } from 'pino';
import {
  createApp as createMockApp,
  DEFAULT_SEED,
  seedFor,
  type AppOptions,
  type MockApp,
} from '../../mock-api/src/http/app.js';
import { createStore, type Store } from '../../mock-api/src/persistence/store.js';
import { ALL_TABLES } from '../../mock-api/src/domain/tables.js';
import { wireRequest } from '../../contracts/src/drift/wire-request.js';
import type { ServerConfig } from '../../server/src/env.js';
import { startServer, type RunningServer } from '../../server/src/serve.js';
import { startUpstream, testConfig } from '../../server/test-support/fixtures.js';

export const silent = pino({ level: process.env.ROBUSTNESS_LOG ?? 'silent' });

/** The server's test config with a short shutdown grace (a stack closes after every suite). */
export const serverConfig = (overrides: Partial<ServerConfig>): ServerConfig =>
  testConfig({ shutdownGraceMs: 1000, ...overrides });

export interface Stack {
  mock: MockApp;
  store: Store;
  dataFile: string;
  mockUrl: string;
  server: RunningServer;
  serverUrl: string;
  agent: http.Agent;
  close(): Promise<void>;
}

export interface StackOptions {
  proxyTimeoutMs?: number;
  /** How long the mock holds an `x-mock-fault: timeout` request before dropping it. */
  faultTimeoutMs?: number;
  clientDist?: string;
  now?: () => number;
  /** Check every result against its schema (slow: off unless asked). */
  validateResults?: boolean;
  /** The mock's sandboxes and admin access (MOCK_SANDBOX_MAX, MOCK_ADMIN, …). */
  mock?: Pick<AppOptions, 'sandboxes' | 'admin' | 'uploadsMaxBytes'>;
  /** The server's settings beyond the stack's own (PUBLIC_DEMO, …). */
  server?: Partial<ServerConfig>;
  /** Where both processes log (default: nowhere, or ROBUSTNESS_LOG's level). */
  logger?: Logger;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'robustness-'));
  const dataFile = join(dir, 'mock-api.sqlite');
  const now = options.now ?? Date.now;
  const log = options.logger ?? silent;
  const store = createStore({
    tables: ALL_TABLES,
    file: dataFile,
    clock: { now },
    seed: seedFor(DEFAULT_SEED, now()),
    log,
  });
  const mock = createMockApp({
    store,
    logger: log,
    uploadsDir: join(dir, 'uploads'),
    validateResults: options.validateResults ?? false,
    faultTimeoutMs: options.faultTimeoutMs ?? 1500,
    ...options.mock,
  });
  const mockListening = await startUpstream(mock);
  // The server as main.ts starts it (startServer: its own HTTP server settings and shutdown).
  const server = await startServer(
    serverConfig({
      upstreamUrl: mockListening.url,
      proxyTimeoutMs: options.proxyTimeoutMs ?? 2000,
      clientDist: options.clientDist ?? '/nonexistent-client-dist',
      ...options.server,
    }),
    log,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  return {
    mock,
    store,
    dataFile,
    mockUrl: mockListening.url,
    server,
    serverUrl: `http://127.0.0.1:${server.port}`,
    agent,
    close: async () => {
      agent.destroy();
      server.server.closeAllConnections();
      await server.shutdown('test over');
      await mockListening.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  ms: number;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
}

/** One HTTP exchange over the given agent; a transport failure rejects with the socket error. */
export function send(
  baseUrl: string,
  agent: http.Agent | false,
  req: RawRequest,
  timeoutMs = 10_000,
): Promise<RawReply> {
  const started = Date.now();
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const body =
      req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const headers: Record<string, string | number> = { ...req.headers };
    if (body && headers['content-length'] === undefined) headers['content-length'] = body.length;
    const outgoing = http.request(
      { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: all,
            text: all.toString('utf8'),
            ms: Date.now() - started,
          });
        });
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface Who {
  token: string;
  userId: number;
}

/** A well-formed wire call by catalogue name (the client's way: reqId, domo-custom, qs form body). */
export async function callApi<T = any>(
  baseUrl: string,
  agent: http.Agent | false,
  name: EndpointName,
  input: Record<string, unknown> = {},
  who: Who | null = null,
): Promise<Envelope<T>> {
  const request = wireRequest(
    baseUrl,
    name,
    who ? { token: who.token, uid: String(who.userId) } : null,
    input,
  );
  const { pathname, search } = new URL(request.url);
  const reply = await send(baseUrl, agent, { ...request, path: `${pathname}${search}` });
  const parsed: unknown = JSON.parse(reply.text);
  if (!isEnvelope(parsed)) throw new Error(`${name}: not an envelope: ${reply.text.slice(0, 200)}`);
  return parsed as Envelope<T>;
}

/** What a reply of the wire must never carry: a stack frame, a source path or an error's own text. */
export const LEAK_PATTERNS: RegExp[] = [
  /\bat [\w.<>$]+ \(/,
  /\bat (?:file:\/\/)?\/[\w./-]+:\d+/,
  /\/(?:work|src|node_modules|home|root|tmp)\/[\w.-]+\//,
  /\.(?:ts|js|mjs):\d+:\d+/,
  /\b(?:Type|Range|Syntax|Reference)?Error:/,
];

/** Problems with a reply of the wire, or [] when it is JSON in the envelope without leaks. */
export function wireProblems(reply: RawReply, allowedStatuses: readonly number[] = []): string[] {
  const problems: string[] = [];
  if (reply.status >= 500 && !allowedStatuses.includes(reply.status)) problems.push(`HTTP ${reply.status}`);
  if (!/^application\/json\b/i.test(String(reply.headers['content-type'] ?? '')))
    problems.push(`content-type ${String(reply.headers['content-type'])}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.text);
  } catch {
    problems.push('body is not JSON');
  }
  if (parsed !== undefined && !isEnvelope(parsed))
    problems.push('body is not the {code,msg,result} envelope');
  for (const pattern of LEAK_PATTERNS) if (pattern.test(reply.text)) problems.push(`body leaks ${pattern}`);
  return problems;
}
