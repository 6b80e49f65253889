import { EventEmitter } from 'node:events';
import http from 'node:http';
import { PortInUseError, startServer } from './serve.js';
import { silentLogger, startUpstream, testConfig } from '../test-support/fixtures.js';

describe('server lifecycle', () => {
  it('on SIGTERM finishes the request in flight, then stops accepting and closes', async () => {
    let release!: () => void;
    let arrived!: () => void;
    const upstreamGotRequest = new Promise<void>((resolve) => (arrived = resolve));
    const upstream = await startUpstream((_req, res) => {
      arrived();
      release = () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"code":"01","msg":"ok","result":"finished"}');
      };
    });
    const signals = new EventEmitter();
    const running = await startServer(testConfig({ upstreamUrl: upstream.url }), silentLogger(), signals);
    const base = `http://127.0.0.1:${running.port}`;

    // A keep-alive client that is idle must not hold shutdown up.
    const idleAgent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) =>
      http.get(`${base}/healthz`, { agent: idleAgent }, (res) => res.resume().on('end', resolve)),
    );

    const inFlight = fetch(`${base}/api/order/slow`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await upstreamGotRequest;
    let closed = false;
    running.server.once('close', () => (closed = true));
    signals.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false); // still waiting for the request in flight

    // New connections are refused while draining.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    release();
    await expect(inFlight).resolves.toEqual({
      status: 200,
      body: { code: '01', msg: 'ok', result: 'finished' },
    });
    await running.shutdown();
    expect(closed).toBe(true);
    idleAgent.destroy();
    await upstream.close();
  });

  it('cuts requests still running after the grace period', async () => {
    const upstream = await startUpstream(() => undefined);
    const running = await startServer(
      testConfig({ upstreamUrl: upstream.url, shutdownGraceMs: 200, proxyTimeoutMs: 60_000 }),
      silentLogger(),
    );
    const stuck = fetch(`http://127.0.0.1:${running.port}/api/never`).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The upstream never answers and PROXY_TIMEOUT_MS is a minute: only the grace period ends the shutdown.
    await running.shutdown('test');
    await expect(stuck).resolves.toBe('cut');
    await upstream.close();
  });

  it('reports a busy port as a PortInUseError with one clear line', async () => {
    const first = await startServer(testConfig(), silentLogger());
    const attempt = startServer(testConfig({ port: first.port }), silentLogger());
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(new RegExp(`^port ${first.port} is already in use[^\\n]*$`));
    await first.shutdown();
  });
});
