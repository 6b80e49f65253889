// `npm start` end to end: the real script, real builds (only if stale), real child processes.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const collect = (child: ChildProcess) => {
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk) => (out.stdout += chunk));
  child.stderr!.on('data', (chunk) => (out.stderr += chunk));
  return out;
};

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** `npm start` on free ports with a data file of its own. */
async function startScript(dataFile = 'mock.sqlite') {
  const port = await freePort();
  const mockPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
  const child = spawn(process.execPath, ['scripts/start/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_API_PORT: String(mockPort),
      MOCK_DATA_FILE: path.join(dataDir, dataFile),
      LOG_LEVEL: 'warn',
    },
  });
  return { port, mockPort, dataDir, child };
}

describe('npm start (scripts/start/start.mjs)', () => {
  it('refuses a busy port with one clear line and exit code 1', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const busy = (blocker.address() as net.AddressInfo).port;
    const child = spawn(process.execPath, ['scripts/start/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(busy), MOCK_API_PORT: String(await freePort()) },
    });
    const out = collect(child);
    const code = await exited(child);
    blocker.close();
    expect(code).toBe(1);
    const lines = out.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`port ${busy} is already in use`);
    expect(out.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  }, 20_000);

  it('builds what is stale, starts mock-api and server, prints URL and demo account, and stops both on SIGTERM', async () => {
    const { port, mockPort, dataDir, child } = await startScript('mock.json');
    const out = collect(child);
    const done = exited(child);
    try {
      const deadline = Date.now() + 170_000;
      while (
        !out.stdout.includes('Storefront is running') &&
        Date.now() < deadline &&
        child.exitCode === null
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(out.stdout).toContain(`http://localhost:${port}/home`);
      expect(out.stdout).toContain('13800138000 / demo1234');
      // The phone line: this machine's LAN address with a terminal QR code, or a note that it has none.
      expect(out.stdout).toMatch(new RegExp(`http://[\\d.]+:${port}/m +扫码打开|未检测到局域网地址`));

      const home = await fetch(`http://127.0.0.1:${port}/home`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root"');

      const goods = await fetch(`http://127.0.0.1:${port}/api/goods/hot/sale/getHotGoods`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `reqId=${randomUUID()}&pageNum=1&pageSize=4`,
      });
      expect(goods.status).toBe(200);
      expect(((await goods.json()) as { code: string }).code).toBe('01');

      child.kill('SIGTERM');
      expect(await done).toBe(0);
      // Both children are gone: nothing answers on either port any more.
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      await expect(fetch(`http://127.0.0.1:${mockPort}/__mock/health`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('starts a mock-api that died again, with a line saying why, and keeps serving', async () => {
    const { port, dataDir, child } = await startScript();
    const out = collect(child);
    const until = async (done: () => boolean | Promise<boolean>, ms: number) => {
      const deadline = Date.now() + ms;
      while (!(await done()) && Date.now() < deadline && child.exitCode === null)
        await new Promise((resolve) => setTimeout(resolve, 250));
    };
    const goodsCode = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/goods/hot/sale/getHotGoods`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `reqId=${randomUUID()}&pageNum=1&pageSize=4`,
        });
        return ((await res.json()) as { code: string }).code;
      } catch {
        return null;
      }
    };
    try {
      await until(() => out.stdout.includes('Storefront is running'), 170_000);
      expect(await goodsCode()).toBe('01');
      // The mock is whatever listens on its port: found by its command line among our descendants.
      const mockPid = Number(
        execFileSync('pgrep', ['-f', '-P', String(child.pid), 'mock-api/dist/main.js'], { encoding: 'utf8' })
          .trim()
          .split('\n')[0],
      );
      process.kill(mockPid, 'SIGKILL');
      await until(() => out.stderr.includes('restarting'), 10_000);
      expect(out.stderr).toMatch(/↻ mock-api .*restarting \(signal SIGKILL\)/);
      let code: string | null = null;
      await until(async () => (code = await goodsCode()) === '01', 60_000);
      expect(code).toBe('01');
      expect(child.exitCode).toBeNull();
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
