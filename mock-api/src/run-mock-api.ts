// Runs the mock-api on a parsed environment: opens the store, listens, stops gracefully. Shared by
// main.ts (`npm start`, the image) and the `storefront-mock` bin.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { pino, type Logger } from 'pino';
import { createApp, seedFor } from './http/app.js';
import { requireWritableDirsOrExit } from './persistence/data-dir.js';
import type { Env } from './env.js';
import { describeListenAddress } from './listen-address.js';
import { endJournalStreams } from './test-control/journal-stream.js';
import { MockClock } from './test-control/mock-clock.js';
import { createStore, dataFileOf, type Store } from './persistence/store.js';
import { checkDataFileAtStart } from './persistence/start-check.js';
import { ALL_TABLES } from './domain/tables.js';
import { recordingsRoot } from './test-control/recordings/recording-files.js';

export interface RunOptions {
  /** The exit code of a port that is taken or cannot be listened on (the bin's is 2). */
  listenFailureCode: number;
  /** What the user sets the port with, named in that one line (`MOCK_API_PORT`, `--port`). */
  portSetting: string;
}

export async function runMockApi(env: Env, options: RunOptions): Promise<void> {
  requireWritableDirsOrExit([dirname(env.dataFile), env.uploadsDir], [dataFileOf(env.dataFile)]);
  const log = pino({ level: env.logLevel, base: { service: 'mock-api' } });
  // Real time until a test sets or advances it (PUT /__mock/clock, POST /__mock/clock/advance).
  const clock = new MockClock();
  try {
    await checkDataFileAtStart(dataFileOf(env.dataFile), log, clock.now());
  } catch (err) {
    // A damaged file that cannot be moved aside: stop with the one line that says so.
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const store = createStore({
    tables: ALL_TABLES,
    file: env.dataFile,
    clock,
    seed: seedFor(env.seed, clock.now()),
    log,
  });
  const app = createApp({
    store,
    logger: log,
    uploadsDir: env.uploadsDir,
    uploadsMaxBytes: env.uploadsMaxBytes,
    validateResults: false,
    sandboxes: {
      idleMs: env.sandboxIdleMs,
      max: env.sandboxMax,
      evictIdleMs: env.sandboxEvictIdleMs,
      defaultScenario: env.scenario,
    },
    scenario: env.scenario,
    admin: env.admin,
    shopUrl: env.shopUrl,
    record: env.record
      ? { upstream: env.record.upstream, dir: join(recordingsRoot(), env.record.name) }
      : undefined,
  });
  if (env.record)
    log.info(
      { upstream: env.record.upstream, dir: join(recordingsRoot(), env.record.name) },
      'mock-api records every catalogue call from the upstream (MOCK_RECORD_UPSTREAM)',
    );

  // Not app.listen: Express hands a listen error to its callback, which then reads a null address.
  const server = createServer(app);
  server.once('error', (err: NodeJS.ErrnoException) => {
    process.stderr.write(
      err.code === 'EADDRINUSE'
        ? `mock-api: port ${env.port} is already in use (端口 ${env.port} 已被占用): stop the other process or set ${options.portSetting} to a free port\n`
        : `mock-api: cannot listen on ${env.host}:${env.port}: ${err.code ?? err.message}\n`,
    );
    process.exit(options.listenFailureCode);
  });
  server.listen(env.port, env.host, () => {
    const address = server.address() as AddressInfo;
    log.info(
      { address: address.address, port: address.port, seed: env.seed, dataFile: env.dataFile },
      `mock-api listening on ${describeListenAddress(address)}`,
    );
  });

  stopOnSignals(server, store, log);
}

/** SIGTERM/SIGINT: in-flight requests finish, the store commits, exit 0. */
function stopOnSignals(server: Server, store: Store, log: Logger): void {
  let stopping = false;
  function stop(signal: string): void {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'mock-api stopping');
    // In-flight requests finish; idle keep-alive sockets close now; a stuck one is cut after 5 s.
    const force = setTimeout(() => {
      log.warn('mock-api: forcing shutdown');
      server.closeAllConnections();
    }, 5000);
    force.unref();
    server.close(() => {
      store.close().then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'mock-api: final flush failed');
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    // Live journal streams never end by themselves.
    endJournalStreams();
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
