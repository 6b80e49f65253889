// Listening and graceful shutdown, apart from main.ts so tests can drive them with their own signals.
// On SIGTERM/SIGINT: stop accepting, close idle keep-alive sockets at once, let in-flight requests
// finish (each then closes its socket), cut whatever is left after the grace period.
import type { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { answerClientError } from './client-error.js';
import type { ServerConfig } from './env.js';

export interface RunningServer {
  server: http.Server;
  port: number;
  /** Resolves once every connection is closed and upstream sockets are released. */
  shutdown: (reason?: string) => Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `port ${port} is already in use (端口 ${port} 已被占用): stop the other process or set PORT to a free port`,
    );
  }
}

/** How often, while shutting down, connections that became idle are closed. */
const IDLE_SWEEP_MS = 50;

export const startServer = async (
  config: ServerConfig,
  logger: Logger,
  signals?: Pick<EventEmitter, 'once'>,
): Promise<RunningServer> => {
  const app = createApp(config, logger);
  let closing: Promise<void> | undefined;
  const server = http.createServer((req, res) => {
    // A request answered during shutdown must not keep its socket open for another one.
    if (closing) res.setHeader('Connection', 'close');
    app(req, res);
  });
  server.on('clientError', answerClientError);
  // Slightly longer than a typical load balancer's idle timeout, so the balancer closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      app.resources.close();
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(config.port) : err);
    };
    server.once('error', onError);
    server.listen(config.port, config.host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  logger.info(
    { port, upstream: config.upstreamUrl, clientDist: config.clientDist },
    `server listening on http://localhost:${port}`,
  );

  const shutdown = (reason = 'shutdown'): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      logger.info({ reason }, 'shutting down: finishing in-flight requests');
      const force = setTimeout(() => {
        logger.warn('grace period over: closing remaining connections');
        server.closeAllConnections();
      }, config.shutdownGraceMs);
      force.unref();
      // A keep-alive connection whose request was in flight turns idle once answered; close it then
      // rather than wait for the client to (Node closes idle connections only when asked).
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      server.close(() => {
        clearTimeout(force);
        clearInterval(sweep);
        app.resources.close();
        logger.info('server stopped');
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  signals?.once('SIGTERM', () => void shutdown('SIGTERM'));
  signals?.once('SIGINT', () => void shutdown('SIGINT'));
  return { server, port, shutdown };
};
