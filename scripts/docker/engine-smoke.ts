// The images on a real Docker engine (`npm run test:docker`, never `npm test`: it builds images and
// starts containers on a shared engine). Builds both targets, runs them on a private network with a
// named volume, waits for their healthchecks, checks /home, a call proxied to mock-api, the non-root
// user, that a user's write survives a restart and a re-creation of the mock-api container, and that
// a root-owned bind mount gets one line saying what to do. Then removes everything it made.
// Without an engine it says so in one line and exits 0.
//
// Env: DOCKER (CLI, default `docker`), DOCKER_SMOKE_NODE_IMAGE (base image, default the Dockerfile's
// NODE_IMAGE), DOCKER_SMOKE_WEB_PORT / DOCKER_SMOKE_MOCK_API_PORT (PORT / MOCK_API_PORT inside the
// containers, default 8081 / 4011: not the image defaults, so the healthchecks must follow them),
// DOCKER_SMOKE_HOST_PORT (host port for web on 127.0.0.1, default: one the engine picks),
// DOCKER_BUILDKIT (default: 0 when the CLI has no buildx).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildEnvironment,
  call,
  check,
  docker,
  DOCKER,
  engineAnswers,
  NODE_IMAGE,
  ok,
  repoRoot,
  run,
  step,
  waitHealthy,
} from './engine-tools.js';

const WEB_PORT = process.env.DOCKER_SMOKE_WEB_PORT || '8081';
const MOCK_API_PORT = process.env.DOCKER_SMOKE_MOCK_API_PORT || '4011';
const HOST_PORT = process.env.DOCKER_SMOKE_HOST_PORT || '';

/** Removes images that were not there before (children before parents, so a few passes). */
async function removeNewImages(before: Set<string>): Promise<void> {
  for (let pass = 0; pass < 10; pass++) {
    const now = (await docker(['images', '-a', '-q', '--no-trunc'])).split('\n').filter(Boolean);
    const fresh = [...new Set(now)].filter((image) => !before.has(image));
    if (!fresh.length) return;
    const removed = await run(['image', 'rm', ...fresh]);
    if (removed.code === 0) return;
    if (!removed.stdout.trim()) return; // nothing could be removed: in use by something else
  }
}

/** What one smoke run makes on the engine, and what of it exists so far (the clean-up reads it). */
interface Smoke {
  id: string;
  images: { web: string; mock: string };
  names: { network: string; volume: string; web: string; mock: string };
  made: { images: string[]; containers: string[]; network: boolean; volume: boolean };
  bindDir: string;
  buildEnv: NodeJS.ProcessEnv;
}

async function newSmoke(): Promise<Smoke> {
  const id = `sf-smoke-${randomBytes(4).toString('hex')}`;
  return {
    id,
    images: { web: `storefront-smoke/web:${id}`, mock: `storefront-smoke/mock-api:${id}` },
    names: { network: id, volume: `${id}-data`, web: `${id}-web`, mock: `${id}-mock-api` },
    made: { images: [], containers: [], network: false, volume: false },
    bindDir: mkdtempSync(path.join(tmpdir(), 'sf-smoke-bind-')),
    buildEnv: await buildEnvironment(),
  };
}

async function announce({ buildEnv }: Smoke): Promise<void> {
  const version = await docker(['version', '--format', '{{.Server.Version}}']);
  console.log(
    `test:docker: real-engine smoke on Docker ${version} (${DOCKER}, base ${NODE_IMAGE}, ` +
      `DOCKER_BUILDKIT=${buildEnv.DOCKER_BUILDKIT ?? 'default'}, PORT=${WEB_PORT}, MOCK_API_PORT=${MOCK_API_PORT})`,
  );
}

async function runMock({ made, names, images }: Smoke): Promise<void> {
  made.containers.push(names.mock);
  await docker([
    'run', '-d', '--name', names.mock, '--network', names.network, '--network-alias', 'mock-api',
    '-e', `MOCK_API_PORT=${MOCK_API_PORT}`, '-v', `${names.volume}:/data`, images.mock,
  ]); // prettier-ignore
}

async function buildImages({ made, images, buildEnv }: Smoke): Promise<void> {
  for (const [target, image] of [
    ['mock-api', images.mock],
    ['web', images.web],
  ] as const) {
    await step(`build target ${target}`, async () => {
      made.images.push(image);
      await docker(
        ['build', '--target', target, '--build-arg', `NODE_IMAGE=${NODE_IMAGE}`, '-t', image, repoRoot],
        buildEnv,
      );
    });
  }
}

/** Starts both containers, waits until they are healthy, and answers web's published base URL. */
async function startStack(smoke: Smoke): Promise<string> {
  const { made, names, images } = smoke;
  await step('start mock-api and web on a private network with a named volume, both healthy', async () => {
    await docker(['network', 'create', names.network]);
    made.network = true;
    await docker(['volume', 'create', names.volume]);
    made.volume = true;
    await runMock(smoke);
    made.containers.push(names.web);
    await docker([
      'run', '-d', '--name', names.web, '--network', names.network,
      '-e', `PORT=${WEB_PORT}`, '-e', `UPSTREAM_URL=http://mock-api:${MOCK_API_PORT}`,
      '-p', `127.0.0.1:${HOST_PORT}:${WEB_PORT}`, images.web,
    ]); // prettier-ignore
    await Promise.all([waitHealthy(names.mock), waitHealthy(names.web)]);
  });
  const published = await docker(['port', names.web, `${WEB_PORT}/tcp`]);
  return `http://${published.split('\n')[0]!.trim()}`;
}

async function checkServes(base: string): Promise<void> {
  await step('GET /home serves the SPA; a call proxied to mock-api answers 01', async () => {
    const home = await fetch(`${base}/home`);
    check(home.status === 200, `/home answered ${home.status}`);
    check((await home.text()).includes('<div id="root"'), '/home is not the SPA');
    const hot = await ok<{ list: unknown[] }>(base, 'getHotGoods', { pageNum: 1, pageSize: 4 });
    check(hot.list.length > 0, 'getHotGoods: empty list');
  });
}

async function checkNonRoot({ names }: Smoke): Promise<void> {
  await step('both containers run as a non-root user', async () => {
    for (const container of [names.web, names.mock]) {
      const uid = await docker(['exec', container, 'id', '-u']);
      check(uid !== '0' && /^\d+$/.test(uid), `${container} runs as uid ${uid}`);
    }
  });
}

/** A user of the smoke run, by their mobile, and the consignee of the address they add. */
interface SmokeUser {
  mobile: string;
  consignee: string;
}

async function registerWithAddress(base: string, { mobile, consignee }: SmokeUser): Promise<void> {
  await step('a new user registers and adds an address through web', async () => {
    const sms = await call(base, 'appSendSMS', { mobile, scene: 'register' });
    const code = /(\d{6})/.exec(sms.msg)?.[1];
    check(code, `appSendSMS gave no code: ${sms.code} ${sms.msg}`);
    const who = await ok<{ token: string; userId: number }>(base, 'registerS', {
      mobile,
      code,
      password: 'abc12345',
    });
    const tree = await ok<{
      provinces: Array<{ code: string }>;
      city: Record<string, Array<{ code: string }>>;
      area: Record<string, Array<{ code: string }>>;
    }>(base, 'getWebArea', {});
    const provinceCode = tree.provinces[0]!.code;
    const cityCode = tree.city[provinceCode]![0]!.code;
    const areaCode = tree.area[cityCode]![0]!.code;
    await ok(
      base,
      'addUserAddress',
      { consignee, mobile, detail: '文一西路969号', provinceCode, cityCode, areaCode },
      who,
    );
  });
}

async function checkAddressKept(base: string, { mobile, consignee }: SmokeUser): Promise<void> {
  const who = await ok<{ token: string; userId: number }>(base, 'mobileAndPasswordToLogin', {
    mobile,
    password: 'abc12345',
  });
  const list = await ok<Array<{ consignee: string }>>(base, 'getAddressList', {}, who);
  check(
    list.some((address) => address.consignee === consignee),
    `the address is gone: ${JSON.stringify(list)}`,
  );
}

async function checkDataSurvives(smoke: Smoke, base: string, user: SmokeUser): Promise<void> {
  const { made, names } = smoke;
  await step('the user and the address survive a restart of mock-api', async () => {
    await docker(['restart', '-t', '10', names.mock]);
    await waitHealthy(names.mock);
    await checkAddressKept(base, user);
  });

  await step('... and a new mock-api container on the same volume', async () => {
    await docker(['rm', '-f', names.mock]);
    made.containers.splice(made.containers.indexOf(names.mock), 1);
    await runMock(smoke);
    await waitHealthy(names.mock);
    await checkAddressKept(base, user);
  });
}

async function checkBindMountRefused({ bindDir, images }: Smoke): Promise<void> {
  await step('a bind-mounted /data the container user cannot write stops with one line', async () => {
    chmodSync(bindDir, 0o755);
    const result = await run(['run', '--rm', '-v', `${bindDir}:/data`, images.mock]);
    const lines = (result.stderr + result.stdout).trim().split('\n');
    check(result.code === 1, `exit ${result.code}: ${lines.join('\n')}`);
    check(lines.length === 1 && /not writable.*chown.*named volume/.test(lines[0]!), lines.join('\n'));
  });
}

/** Removes everything the run made, and every image that was not there before it. */
async function cleanUp({ id, made, names, bindDir }: Smoke, imagesBefore: Set<string>): Promise<void> {
  const cleaning = Date.now();
  if (made.containers.length) await run(['rm', '-f', '-v', ...made.containers]);
  if (made.network) await run(['network', 'rm', names.network]);
  if (made.volume) await run(['volume', 'rm', names.volume]);
  if (made.images.length) await run(['image', 'rm', ...made.images]);
  await removeNewImages(imagesBefore);
  rmSync(bindDir, { recursive: true, force: true });
  const left = await run(['ps', '-a', '--filter', `name=${id}`, '--format', '{{.Names}}']);
  console.log(
    `  ✔ removed containers, network, volume and images (${((Date.now() - cleaning) / 1000).toFixed(1)}s)` +
      (left.stdout.trim() ? `; still there: ${left.stdout.trim()}` : ''),
  );
}

async function main(): Promise<void> {
  const skipped = await engineAnswers();
  if (skipped) {
    console.log(`test:docker: real-engine smoke skipped: ${skipped}`);
    return;
  }
  const smoke = await newSmoke();
  await announce(smoke);
  // Image ids before the builds: the classic builder leaves untagged images of the other stages
  // behind, and the clean-up removes every image that was not here before.
  const imagesBefore = new Set((await docker(['images', '-a', '-q', '--no-trunc'])).split('\n'));
  const started = Date.now();
  try {
    await buildImages(smoke);
    const base = await startStack(smoke);
    await checkServes(base);
    await checkNonRoot(smoke);
    const user = {
      mobile: `139${String(Date.now() % 1e8).padStart(8, '0')}`,
      consignee: `烟测${smoke.id.slice(-4)}`,
    };
    await registerWithAddress(base, user);
    await checkDataSurvives(smoke, base, user);
    if (process.getuid?.() !== 1000) await checkBindMountRefused(smoke);
    console.log(`test:docker: real-engine smoke passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  } finally {
    await cleanUp(smoke, imagesBefore);
  }
}

main().catch((err: unknown) => {
  console.error(
    `✖ test:docker: real-engine smoke failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
});
