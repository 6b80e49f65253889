// Smoke test of the runtime images without a Docker engine: each runtime stage is rebuilt
// by hand in a temp dir (exactly the files it COPYs, its `npm ci --omit=dev`), started with its
// Dockerfile ENV plus the compose file's environment, and probed with its own HEALTHCHECK command.
// Only what needs a container differs: ports are free ones, hostnames become 127.0.0.1, /data is a
// temp dir, and the image-only tail of each RUN (cache clean, mkdir/chown of /data) is not run here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readCompose, readDockerfile, repoRoot, type Stage } from './dockerfile-model.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const BUILD_STAGE_ROOT = '/app';

/** Copies what the stage COPYs. Build-stage paths map to the repo, where the same build ran. */
const assembleStage = (stage: Stage, dir: string) => {
  for (const copy of stage.copies) {
    const destination = path.join(
      dir,
      path.posix.relative(stage.workdir, path.posix.resolve(stage.workdir, copy.destination)),
    );
    for (const source of copy.sources) {
      const fromRepo = copy.from
        ? path.join(repoRoot, path.posix.relative(BUILD_STAGE_ROOT, source))
        : path.join(repoRoot, source);
      if (!existsSync(fromRepo))
        throw new Error(`${stage.name}: COPY source ${source} does not exist (${fromRepo})`);
      const target = copy.destination.endsWith('/')
        ? path.join(destination, path.basename(source))
        : destination;
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(fromRepo, target, { recursive: true });
    }
  }
};

/** Runs the stage's `npm ci --omit=dev` segment exactly as the Dockerfile does (the lock must satisfy npm ci). */
const installStage = (stage: Stage, dir: string): string => {
  const segment = stage.runs
    .flatMap((run) => run.split('&&').map((part) => part.trim()))
    .find((part) => /^npm ci\b/.test(part) && part.includes('--omit=dev'));
  if (!segment) throw new Error(`${stage.name}: no npm ci --omit=dev`);
  const args = [...segment.split(/\s+/).slice(1), '--prefer-offline'];
  const env = { ...process.env, NODE_ENV: 'production', npm_config_update_notifier: 'false' };
  const ci = spawnSync('npm', args, { cwd: dir, env, encoding: 'utf8', timeout: 180_000 });
  if (ci.status !== 0) throw new Error(`${stage.name}: ${segment} failed:\n${ci.stderr.slice(-2000)}`);
  return segment;
};

const startStage = (stage: Stage, dir: string, env: Record<string, string>): ChildProcess => {
  const [command, ...args] = stage.cmd!;
  const child = spawn(command === 'node' ? process.execPath : command!, args, {
    cwd: dir,
    env: { PATH: process.env.PATH!, HOME: dir, ...stage.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  (child as any).output = () => output;
  return child;
};

/** Runs a healthcheck command (exec form) until it succeeds or the time is up. */
const probe = async (
  command: string[],
  dir: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [bin, ...args] = command;
    const run = spawnSync(bin === 'node' ? process.execPath : bin!, args, {
      cwd: dir,
      env: { PATH: process.env.PATH!, ...env },
      timeout: 5000,
    });
    if (run.status === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
};

const stopChild = async (child: ChildProcess | undefined) => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

describe('runtime stages rebuilt by hand', () => {
  const dockerfile = readDockerfile();
  const compose = readCompose();
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  let mockPort = 0;
  let webPort = 0;
  let mockDir = '';
  let webDir = '';

  beforeAll(() => {
    // The stages copy dist folders from the build stage: make sure this checkout has them.
    const build = spawnSync(process.execPath, ['scripts/start/build.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 240_000,
    });
    if (build.status !== 0)
      throw new Error(`build failed:\n${build.stdout.slice(-2000)}\n${build.stderr.slice(-2000)}`);
  }, 250_000);

  afterAll(async () => {
    for (const child of children) await stopChild(child);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('mock-api: assembles, installs production dependencies only, starts with the compose environment and passes its healthcheck', async () => {
    const stage = dockerfile.stage('mock-api')!;
    mockDir = mkdtempSync(path.join(os.tmpdir(), 'stage-mock-api-'));
    dirs.push(mockDir);
    assembleStage(stage, mockDir);
    installStage(stage, mockDir);
    expect(existsSync(path.join(mockDir, 'node_modules', 'typescript'))).toBe(false);
    expect(existsSync(path.join(mockDir, 'node_modules', 'tsx'))).toBe(false);
    expect(existsSync(path.join(mockDir, 'mock-api', 'src'))).toBe(false);

    mockPort = await freePort();
    const env = {
      ...compose.services['mock-api'].environment,
      MOCK_API_PORT: String(mockPort),
      MOCK_DATA_FILE: path.join(mockDir, 'data', 'mock-api.sqlite'),
      LOG_LEVEL: 'warn',
    };
    const child = startStage(stage, mockDir, env);
    children.push(child);
    const healthy = await probe(stage.healthcheck!.command, mockDir, { ...stage.env, ...env }, 60_000);
    if (!healthy) throw new Error(`mock-api never became healthy:\n${(child as any).output()}`);
    // The compose healthcheck as written: it follows MOCK_API_PORT.
    expect(await probe(compose.services['mock-api'].healthcheck.test.slice(1), mockDir, env, 5000)).toBe(
      true,
    );
  }, 240_000);

  it('web: assembles, installs production dependencies only, serves the SPA and proxies to mock-api', async () => {
    expect(mockPort).toBeGreaterThan(0);
    const stage = dockerfile.stage('web')!;
    webDir = mkdtempSync(path.join(os.tmpdir(), 'stage-web-'));
    dirs.push(webDir);
    assembleStage(stage, webDir);
    installStage(stage, webDir);
    expect(existsSync(path.join(webDir, 'node_modules', 'typescript'))).toBe(false);
    expect(existsSync(path.join(webDir, 'node_modules', 'vite'))).toBe(false);
    expect(existsSync(path.join(webDir, 'server', 'src'))).toBe(false);

    webPort = await freePort();
    const composeEnv = compose.services.web.environment;
    const env = {
      ...composeEnv,
      PORT: String(webPort),
      UPSTREAM_URL: String(composeEnv.UPSTREAM_URL)
        .replace('mock-api', '127.0.0.1')
        .replace(':4010', `:${mockPort}`),
      LOG_LEVEL: 'warn',
    };
    const child = startStage(stage, webDir, env);
    children.push(child);
    const healthy = await probe(stage.healthcheck!.command, webDir, { ...stage.env, ...env }, 30_000);
    if (!healthy) throw new Error(`web never became healthy:\n${(child as any).output()}`);
    expect(await probe(compose.services.web.healthcheck.test.slice(1), webDir, env, 5000)).toBe(true);

    const home = await fetch(`http://127.0.0.1:${webPort}/home`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"');
    const ready = await fetch(`http://127.0.0.1:${webPort}/readyz`);
    expect(ready.status).toBe(200);
    const goods = await fetch(`http://127.0.0.1:${webPort}/api/goods/hot/sale/getHotGoods`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `reqId=${randomUUID()}&pageNum=1&pageSize=4`,
    });
    expect(goods.status).toBe(200);
    expect(((await goods.json()) as { code: string }).code).toBe('01');
  }, 240_000);
});
