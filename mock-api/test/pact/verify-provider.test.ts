// Provider verification (see docs/testing.md): the pacts the client's consumer tests wrote are replayed
// against the real mock-api app on a free port, with a fresh temp MOCK_DATA_FILE. Provider states
// (mock-api/test/pact/provider-states.ts) build what each interaction needs through the mock's
// own endpoints and store; the request filter puts back what the Pact proxy loses on the way.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  CUSTOM_HEADER,
  decodeCustomHeader,
  encodeCustomHeader,
  encodeForm,
  newReqId,
} from '@storefront/contracts';
import { Verifier } from '@pact-foundation/pact';
import type { NextFunction, Request, Response } from 'express';
import { pino } from 'pino';
import { createApp, DEFAULT_SEED, seedFor } from '../../src/http/app.js';
import { systemClock } from '../../src/shared/clock.js';
import { createStore, type Store } from '../../src/persistence/store.js';
import { ALL_TABLES } from '../../src/domain/tables.js';
import { createStateHandlers, type World } from './provider-states.js';

process.env.PACT_DO_NOT_TRACK = 'true';
const PACT_DIR = process.env.PACT_DIR ?? resolve(process.cwd(), 'contracts', 'pacts');
const PACT_FILE = join(PACT_DIR, 'storefront-client-storefront-mock-api.json');

jest.setTimeout(10 * 60_000);

/**
 * The Pact proxy parses a form body and forwards it JSON-encoded (pact-foundation/pact-js#884), and a
 * non-Buffer body is dropped: the form is written back with qs as a Buffer, with its real length.
 */
function restoreFormBody(req: Request): void {
  if (
    !req.is('application/x-www-form-urlencoded') ||
    !req.body ||
    Buffer.isBuffer(req.body) ||
    typeof req.body !== 'object'
  )
    return;
  const body = Buffer.from(encodeForm(req.body as Record<string, unknown>));
  req.body = body;
  req.headers['content-length'] = String(body.length);
}

/**
 * Pact's multipart body records the file part only; the client sends a reqId field beside
 * it (checked by the consumer test), which the replay gets back here as one more part.
 */
function addMultipartReqId(req: Request): void {
  if (!req.is('multipart/form-data') || !Buffer.isBuffer(req.body)) return;
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(req.get('content-type') ?? '');
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark || req.body.includes('name="reqId"')) return;
  const part = Buffer.from(
    `--${mark}\r\nContent-Disposition: form-data; name="reqId"\r\n\r\n${newReqId()}\r\n`,
  );
  const body = Buffer.concat([part, req.body]);
  req.body = body;
  req.headers['content-length'] = String(body.length);
}

/** The pact carries the consumer's made-up token; a logged-in request gets the live session's. */
function useLiveSession(req: Request, world: World): void {
  const header = decodeCustomHeader(req.get(CUSTOM_HEADER));
  if (!header?.token) return;
  if (!world.session)
    throw new Error(`a logged-in request to ${req.path} without the state "the demo user is logged in"`);
  req.headers[CUSTOM_HEADER] = encodeCustomHeader(
    { token: world.session.token, uid: world.session.uid },
    header.timestamp,
  );
}

/** One line per failed interaction: its description and the first mismatches. */
function summarise(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(text) as {
      errors?: Array<{
        interaction: string;
        mismatch: { mismatches?: Array<{ mismatch: string }>; message?: string };
      }>;
    };
    const lines = (parsed.errors ?? []).map(
      (e) =>
        `- ${e.interaction.replace(/^.* - /, '')}: ${
          (e.mismatch.mismatches ?? [])
            .map((m) => m.mismatch)
            .slice(0, 3)
            .join(' | ') ||
          e.mismatch.message ||
          ''
        }`,
    );
    return `${lines.length} interaction(s) failed verification:\n${lines.join('\n')}`;
  } catch {
    return text.slice(0, 4000);
  }
}

describe('mock-api honours the pacts of the client', () => {
  let dir: string;
  let store: Store;
  let server: Server;
  const world = {} as World;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pact-provider-'));
    const log = pino({ level: 'silent' });
    store = createStore({
      tables: ALL_TABLES,
      file: join(dir, 'mock-api.sqlite'),
      clock: systemClock,
      seed: seedFor(DEFAULT_SEED, systemClock.now()),
      log,
    });
    // The mock checks its own results against the zod schemas too; PACT_PROVIDER_VALIDATE=0 turns that
    // off to see the Pact matchers alone catch a drifting field.
    const validateResults = process.env.PACT_PROVIDER_VALIDATE !== '0';
    const app = createApp({ store, logger: log, uploadsDir: join(dir, 'uploads'), validateResults });
    await new Promise<void>((done, fail) => {
      server = app.listen(0, '127.0.0.1', (error?: Error) => (error ? fail(error) : done()));
    });
    world.app = app;
    world.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    world.session = null;
  });

  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has a state handler for every provider state the pact names', () => {
    expect(existsSync(PACT_FILE)).toBe(true);
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as {
      interactions: Array<{ providerStates?: Array<{ name: string }> }>;
    };
    const named = new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    const handled = Object.keys(createStateHandlers(world));
    expect([...named].filter((name) => !handled.includes(name))).toEqual([]);
  });

  it('verifies every interaction', async () => {
    const verifier = new Verifier({
      provider: 'storefront-mock-api',
      providerBaseUrl: world.baseUrl,
      pactUrls: [PACT_FILE],
      logLevel: 'warn',
      timeout: 9 * 60_000,
      stateHandlers: createStateHandlers(world),
      // Every interaction starts from an empty store (the admin reset re-creates the demo user).
      beforeEach: async () => {
        world.session = null;
        const res = await fetch(`${world.baseUrl}/__mock/reset`, {
          method: 'POST',
          headers: { 'x-mock-admin': '1' },
        });
        if (!res.ok) throw new Error(`reset answered ${res.status}`);
      },
      requestFilter: (req: Request, _res: Response, next: NextFunction) => {
        if (!req.path.startsWith('/_pact')) {
          useLiveSession(req, world);
          restoreFormBody(req);
          addMultipartReqId(req);
        }
        next();
      },
    });
    // On failure the verifier's error is one long JSON document; list one line per mismatch instead.
    const outcome = await verifier.verifyProvider().then(
      () => null,
      (error: unknown) => summarise(error),
    );
    expect(outcome).toBeNull();
  });
});
