// Test fixtures of the server's tests (outside src/, so no build ships them): a fake client build in
// a temp folder, a small programmable upstream and a config.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../src/app.js';
import type { ServerConfig } from '../src/env.js';

type App = ReturnType<typeof createApp>;

export const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body><div id="root"></div></body></html>';
export const MOBILE_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>多么商城</title><script type="module" src="/assets/m-Mb456xyz.js"></script></head><body><div id="root"></div></body></html>';
/** A desktop browser's user agent (the server sends phones elsewhere). */
export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const APP_JS = `console.log(${JSON.stringify('商城'.repeat(400))});\n`;

export interface FakeDist {
  dir: string;
  remove: () => void;
}

/**
 * A client/dist lookalike: index.html, the mobile shop's m.html (unless `mobile: false`), one hashed
 * script with .br/.gz beside it, a plain file.
 */
export const makeFakeDist = ({ mobile = true } = {}): FakeDist => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'server-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  if (mobile) writeFileSync(path.join(dir, 'm.html'), MOBILE_HTML);
  const js = path.join(dir, 'assets', 'index-AbC123xy.js');
  writeFileSync(js, APP_JS);
  writeFileSync(`${js}.br`, brotliCompressSync(APP_JS));
  writeFileSync(`${js}.gz`, gzipSync(APP_JS));
  writeFileSync(path.join(dir, 'assets', 'logo-Zz99Yy88.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

export const silentLogger = () => pino({ level: 'silent' });

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  port: 0,
  host: '127.0.0.1',
  upstreamUrl: 'http://127.0.0.1:9',
  proxyTimeoutMs: 2000,
  mobileSiteUrl: '/m',
  logLevel: 'silent',
  behaviourUrl: undefined,
  clientDist: '/nonexistent',
  shutdownGraceMs: 5000,
  publicDemo: null,
  trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
  ...overrides,
});

export interface FakeUpstream {
  url: string;
  port: number;
  server: http.Server;
  close: () => Promise<void>;
}

/** Starts an HTTP server on a free port with the given handler. */
export const startUpstream = async (handler: http.RequestListener): Promise<FakeUpstream> => {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** `listener` (the app) on a port of the OS's choosing; `close` stops it and its connections. */
export const listenOnFreePort = async (
  listener: http.RequestListener,
): Promise<{ port: number; close: () => Promise<void> }> => {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A port nothing listens on: bind one, then release it. */
export const deadPort = async (): Promise<number> => {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

export interface SuiteApp {
  app: App;
  dist: FakeDist;
}

/**
 * The server's app on a fake client build for the calling suite: made before its tests, closed after
 * (read `app` and `dist` inside tests, once beforeAll has run).
 */
export function appOnFakeDist(distOptions: { mobile?: boolean } = {}): SuiteApp {
  const suite = {} as SuiteApp;
  beforeAll(() => {
    suite.dist = makeFakeDist(distOptions);
    suite.app = createApp(testConfig({ clientDist: suite.dist.dir }), silentLogger());
  });
  afterAll(() => {
    suite.app.resources.close();
    suite.dist.remove();
  });
  return suite;
}
