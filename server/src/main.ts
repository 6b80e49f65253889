// Entry point: `node server/dist/main.js` from the repository root (or /app in the image).
import { ConfigError, parseConfig } from './env.js';
import { createLogger } from './logger.js';
import { PortInUseError, startServer } from './serve.js';

const fail = (line: string): never => {
  process.stderr.write(`server: ${line}\n`);
  process.exit(1);
};

let config;
try {
  config = parseConfig(process.env, process.cwd());
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

const logger = createLogger(config!);
try {
  const running = await startServer(config!, logger);
  process.once('SIGTERM', () => void running.shutdown('SIGTERM').then(() => process.exit(0)));
  process.once('SIGINT', () => void running.shutdown('SIGINT').then(() => process.exit(0)));
} catch (err) {
  fail(err instanceof PortInUseError ? err.message : `could not start: ${(err as Error).message}`);
}
