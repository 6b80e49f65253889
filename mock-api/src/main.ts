// Starts the mock-api: reads the environment, opens the store, listens, stops gracefully.
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp, seedFor } from './app.js';
import { loadEnvOrExit } from './env.js';
import { systemClock } from './store/clock.js';
import { createStore } from './store/store.js';

const env = loadEnvOrExit();
const log = pino({ level: env.logLevel, base: { service: 'mock-api' } });
const store = createStore({
  file: env.dataFile,
  clock: systemClock,
  seed: seedFor(env.seed, systemClock.now()),
  log,
});
const app = createApp({
  store,
  logger: log,
  uploadsDir: env.uploadsDir,
  validateResults: false,
});

const server = app.listen(env.port, () => {
  const { port } = server.address() as AddressInfo;
  log.info(
    { port, seed: env.seed, dataFile: env.dataFile },
    `mock-api listening on http://127.0.0.1:${port}`,
  );
});
server.on('error', (err: NodeJS.ErrnoException) => {
  process.stderr.write(
    `mock-api: cannot listen on port ${env.port}: ${err.code === 'EADDRINUSE' ? 'the port is already in use' : err.message}\n`,
  );
  process.exit(1);
});

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
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
