// The public demo at scale on a real engine (`npm run test:docker`, after the smoke): the services of
// docker-compose.yml + docker-compose.public-demo.yml + docker-compose.public-demo-scale.yml, run as
// Compose would (their environment, volumes, network aliases; the images built here, the router an
// nginx built from the Node base image since no registry may be reachable). 40 visitors go through
// web, each logging in to the demo account and adding a goods of its own: both mock replicas hold
// some; each visitor's cart stays its own over 20 calls; stopping one replica restarts only its
// visitors (the 演示数据已过期 notice, the demo cart again), while the others keep their carts.
// One difference from the files: new visitors per address is raised, as all 40 come from here.
// Without an engine it says so in one line and exits 0.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { EndpointName } from '../../contracts/src/index.js';
import { createSeed } from '../../mock-api/src/seed/index.js';
import {
  buildEnvironment,
  callWith,
  check,
  docker,
  engineAnswers,
  NODE_IMAGE,
  repoRoot,
  run,
  step,
  waitHealthy,
} from './engine-tools.js';
import { publicDemoScale } from './public-demo-compose.js';

const VISITORS = 40;
const CALLS = 20;
const MOCKS = ['mock-api', 'mock-api-1'] as const;
const NOTICE = '演示数据已过期，已为您重新开始';
const DEMO = { mobile: '13800138000', password: 'demo1234' };

/** An nginx with the upstream hash module, from the Node base image (Debian's package). */
const ROUTER_DOCKERFILE = `FROM ${NODE_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends nginx && rm -rf /var/lib/apt/lists/*
CMD ["nginx", "-g", "daemon off;"]
`;

interface Run {
  id: string;
  images: Record<'mock' | 'web' | 'router', string>;
  containers: string[];
  volumes: string[];
  network: string | null;
}

const containerOf = (r: Run, service: string): string => `${r.id}-${service}`;

/** A browser: the cookies web gives it, its login, and the goods it put in its cart. */
class Visitor {
  cookies = new Map<string, string>();
  who: { token: string; userId: number } | null = null;
  notices = 0;
  constructor(
    readonly base: string,
    readonly skuId: number,
    readonly goodsId: number,
  ) {}

  async call<T = any>(name: EndpointName, input: Record<string, unknown> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const { envelope, response } = await callWith<T>(
      this.base,
      name,
      input,
      this.who,
      cookie ? { cookie } : {},
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const notice = response.headers.get('x-mock-notice');
    if (notice && decodeURIComponent(notice) === NOTICE) this.notices++;
    return envelope;
  }

  async login(): Promise<void> {
    const reply = await this.call<{ token: string; userId: number }>('mobileAndPasswordToLogin', DEMO);
    check(reply.code === '01', `login: ${reply.code} ${reply.msg}`);
    this.who = { token: reply.result.token, userId: reply.result.userId };
  }

  /** The sku ids in the cart, or null when the call is refused (code in `refused`). */
  async cartSkus(): Promise<{ code: string; skus: number[] }> {
    const reply = await this.call<{ items: Array<{ skuId: number }> }>('getCart');
    return { code: reply.code, skus: reply.code === '01' ? reply.result.items.map((i) => i.skuId) : [] };
  }
}

/** 40 self-operated goods with stock, one sku each, from the seed the compose file names. */
function ownGoods(seedNumber: number): Array<{ goodsId: number; skuId: number }> {
  const picked: Array<{ goodsId: number; skuId: number }> = [];
  for (const goods of createSeed(seedNumber, Date.now()).goods.values()) {
    const sku = goods.shopType === 'self' ? goods.skus.find((s) => s.stock >= 5) : undefined;
    if (sku) picked.push({ goodsId: goods.goodsId, skuId: sku.skuId });
    if (picked.length === VISITORS + 10) break;
  }
  // The demo scenario's own cart lines are not anyone's "own" goods: skip the first few to be clear of them.
  return picked.slice(10);
}

async function buildImages(r: Run): Promise<void> {
  const env = await buildEnvironment();
  for (const [target, image] of [
    ['mock-api', r.images.mock],
    ['web', r.images.web],
  ] as const)
    await step(`build target ${target}`, () =>
      docker(
        ['build', '--target', target, '--build-arg', `NODE_IMAGE=${NODE_IMAGE}`, '-t', image, repoRoot],
        env,
      ),
    );
  await step('build the router (nginx from the Node base image)', () =>
    docker(['build', '-t', r.images.router, '-'], env, ROUTER_DOCKERFILE),
  );
}

/** `docker run` arguments for a Compose service: its environment, volumes and name on the network. */
function runArgs(r: Run, name: string, service: any, overrides: Record<string, string>): string[] {
  const image = String(service.image ?? '');
  const built = image.startsWith('storefront/mock-api')
    ? r.images.mock
    : image.startsWith('storefront/web')
      ? r.images.web
      : r.images.router;
  const env = { ...(service.environment ?? {}), ...overrides };
  const volumes = (service.volumes ?? []).map((v: string) => {
    const [source, ...rest] = v.split(':');
    if (source!.startsWith('./')) return [path.join(repoRoot, source!), ...rest].join(':');
    const volume = `${r.id}-${source}`;
    if (!r.volumes.includes(volume)) r.volumes.push(volume);
    return [volume, ...rest].join(':');
  });
  return [
    'run', '-d', '--name', containerOf(r, name), '--network', r.network!, '--network-alias', name,
    ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${String(v)}`]),
    ...volumes.flatMap((v: string) => ['-v', v]),
    ...(name === 'web' ? ['-p', `127.0.0.1::${env.PORT}`] : []),
    built,
  ]; // prettier-ignore
}

async function startServices(r: Run, compose: any): Promise<string> {
  const start = async (name: string, overrides: Record<string, string> = {}) => {
    r.containers.push(containerOf(r, name));
    await docker(runArgs(r, name, compose.services[name], overrides));
  };
  await step('start two mock-api replicas, the router and web (public demo), all answering', async () => {
    r.network = r.id;
    await docker(['network', 'create', r.network]);
    for (const mock of MOCKS) await start(mock);
    await Promise.all(MOCKS.map((mock) => waitHealthy(containerOf(r, mock))));
    await start('mock-router');
    await start('web', { PUBLIC_DEMO_VISITORS_PER_MINUTE: String(VISITORS * 2) });
    await waitHealthy(containerOf(r, 'web'));
  });
  const published = await docker([
    'port',
    containerOf(r, 'web'),
    `${compose.services.web.environment.PORT}/tcp`,
  ]);
  const base = `http://${published.split('\n')[0]!.trim()}`;
  for (let i = 0; (await fetch(`${base}/readyz`)).status !== 200; i++) {
    check(i < 60, 'web never became ready through the router');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return base;
}

/** How many sandboxes a mock replica holds (its /__mock/health, open with MOCK_ADMIN=off). */
async function sandboxesOn(r: Run, mock: string): Promise<number> {
  const script =
    "fetch('http://127.0.0.1:'+process.env.MOCK_API_PORT+'/__mock/health').then(r=>r.json()).then(b=>console.log(b.result.sandboxes))";
  return Number(await docker(['exec', containerOf(r, mock), 'node', '-e', script]));
}

async function visit(base: string, goods: Array<{ goodsId: number; skuId: number }>): Promise<Visitor[]> {
  return step(`${VISITORS} visitors log in through web and each add a goods of their own`, async () => {
    const visitors = goods.map((g) => new Visitor(base, g.skuId, g.goodsId));
    for (const v of visitors) {
      await v.login();
      const added = await v.call('addCart', { goodsId: v.goodsId, skuId: v.skuId, quantity: 1 });
      check(added.code === '01', `addCart: ${added.code} ${added.msg}`);
    }
    return visitors;
  });
}

async function checkOwnCarts(visitors: Visitor[]): Promise<void> {
  await step(`each visitor's cart stays its own over ${CALLS} calls`, async () => {
    const everyone = new Set(visitors.map((v) => v.skuId));
    for (let round = 0; round < CALLS; round++)
      for (const v of visitors) {
        const { code, skus } = await v.cartSkus();
        check(code === '01', `getCart: ${code}`);
        check(skus.includes(v.skuId), `call ${round + 1}: sku ${v.skuId} missing from its own cart`);
        const foreign = skus.filter((s) => s !== v.skuId && everyone.has(s));
        check(
          foreign.length === 0,
          `call ${round + 1}: another visitor's goods ${foreign.join(',')} in a cart`,
        );
      }
    check(
      visitors.every((v) => v.notices === 0),
      'a notice before any replica stopped',
    );
  });
}

async function stopOne(r: Run, visitors: Visitor[], held: number[]): Promise<void> {
  await step(
    `stop ${MOCKS[1]}: only its visitors start afresh, with the notice; the others keep their carts`,
    async () => {
      await docker(['stop', '-t', '5', containerOf(r, MOCKS[1])]);
      const outcome = { kept: 0, restarted: 0 };
      for (const v of visitors) {
        const { code, skus } = await v.cartSkus();
        if (code === '01' && skus.includes(v.skuId)) {
          check(v.notices === 0, 'a visitor who kept the cart was told it expired');
          outcome.kept++;
          continue;
        }
        // Its sandbox was on the stopped replica: a fresh one elsewhere, so its login is gone too.
        check(code === '52', `a moved visitor's getCart answered ${code}`);
        check(v.notices === 1, `a moved visitor got ${v.notices} notices`);
        await v.login();
        const again = await v.cartSkus();
        check(
          again.code === '01' && !again.skus.includes(v.skuId),
          'a restarted visitor still has the old cart',
        );
        outcome.restarted++;
      }
      console.log(`    kept their carts: ${outcome.kept}, restarted with the notice: ${outcome.restarted}`);
      check(outcome.kept === held[0] && outcome.restarted === held[1], `expected ${held.join(' / ')}`);
      check((await sandboxesOn(r, MOCKS[0])) === VISITORS, `${MOCKS[0]} does not hold every visitor now`);
    },
  );
}

async function cleanUp(r: Run): Promise<void> {
  if (r.containers.length) await run(['rm', '-f', '-v', ...r.containers]);
  if (r.network) await run(['network', 'rm', r.network]);
  if (r.volumes.length) await run(['volume', 'rm', ...r.volumes]);
  await run(['image', 'rm', ...Object.values(r.images)]);
  console.log('  ✔ removed its containers, network, volumes and images');
}

async function main(): Promise<void> {
  const skipped = await engineAnswers();
  if (skipped) {
    console.log(`test:docker: public demo replicas skipped: ${skipped}`);
    return;
  }
  const id = `sf-replicas-${randomBytes(4).toString('hex')}`;
  const r: Run = {
    id,
    images: {
      mock: `storefront-replicas/mock-api:${id}`,
      web: `storefront-replicas/web:${id}`,
      router: `storefront-replicas/router:${id}`,
    },
    containers: [],
    volumes: [],
    network: null,
  };
  const compose = publicDemoScale(repoRoot);
  console.log(`test:docker: public demo with ${MOCKS.length} mock-api replicas behind the router (${id})`);
  const started = Date.now();
  try {
    await buildImages(r);
    const base = await startServices(r, compose);
    const visitors = await visit(base, ownGoods(Number(compose.services['mock-api'].environment.MOCK_SEED)));
    const held = await Promise.all(MOCKS.map((mock) => sandboxesOn(r, mock)));
    console.log(`    sandboxes held: ${MOCKS.map((m, i) => `${m} ${held[i]}`).join(', ')}`);
    check(
      held.every((n) => n > 0) && held[0]! + held[1]! === VISITORS,
      'the visitors are not spread over both replicas',
    );
    await checkOwnCarts(visitors);
    await stopOne(r, visitors, held);
    console.log(`test:docker: public demo replicas passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  } finally {
    await cleanUp(r);
  }
}

main().catch((err: unknown) => {
  console.error(
    `✖ test:docker: public demo replicas failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
});
