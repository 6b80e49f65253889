// A large answer is streamed through, not gathered first: its first bytes reach the client while the
// upstream is still sending it, whether it passes as it is or is compressed on the way.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp, type StorefrontApp } from './app.js';
import {
  listenOnFreePort,
  silentLogger,
  startUpstream,
  testConfig,
  type FakeUpstream,
} from '../test-support/fixtures.js';

/** How long the upstream holds the rest of its answer unless the client has its first bytes. */
const HOLD_MS = 3000;
const half = Buffer.from(JSON.stringify({ list: '商品'.repeat(40_000) }));

interface Streamed {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Whether the client had bytes of the body before the upstream sent its last part. */
  firstBytesBeforeEnd: boolean;
}

describe('a large proxied answer is streamed', () => {
  let upstream: FakeUpstream;
  let app: StorefrontApp;
  let listening: Awaited<ReturnType<typeof listenOnFreePort>>;
  /** Called by the client at its first body bytes; releases the upstream's held second half. */
  let release: () => void = () => {};
  let upstreamEnded = false;

  beforeAll(async () => {
    upstream = await startUpstream((req, res) => {
      const type = req.url!.startsWith('/media/') ? 'application/octet-stream' : 'application/json';
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': half.length * 2 });
      res.write(half);
      const timer = setTimeout(() => release(), HOLD_MS);
      release = () => {
        clearTimeout(timer);
        release = () => {};
        upstreamEnded = true;
        res.end(half);
      };
    });
    app = createApp(testConfig({ upstreamUrl: upstream.url }), silentLogger());
    listening = await listenOnFreePort(app);
  });
  afterAll(async () => {
    app.resources.close();
    await listening.close();
    await upstream.close();
  });

  const fetchStreamed = (path: string, acceptEncoding: string) =>
    new Promise<Streamed>((resolve, reject) => {
      upstreamEnded = false;
      let firstBytesBeforeEnd: boolean | undefined;
      const req = http.request(
        { host: '127.0.0.1', port: listening.port, path, headers: { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (firstBytesBeforeEnd === undefined) {
              firstBytesBeforeEnd = !upstreamEnded;
              release();
            }
          });
          res.on('end', () =>
            resolve({
              headers: res.headers,
              body: Buffer.concat(chunks),
              firstBytesBeforeEnd: !!firstBytesBeforeEnd,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  const whole = Buffer.concat([half, half]);

  it('passes an answer it leaves as it is on as it comes', async () => {
    const reply = await fetchStreamed('/media/big.bin', 'br');
    expect(reply.firstBytesBeforeEnd).toBe(true);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(whole)).toBe(true);
  });

  it('compresses a large JSON answer as it comes, in brotli and in gzip', async () => {
    const br = await fetchStreamed('/api/big', 'br');
    expect(br.firstBytesBeforeEnd).toBe(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(whole)).toBe(true);

    const gzip = await fetchStreamed('/api/big', 'gzip');
    expect(gzip.firstBytesBeforeEnd).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(whole)).toBe(true);
  });
});
