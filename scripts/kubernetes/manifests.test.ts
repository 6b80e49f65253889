// deploy/kubernetes checked without a cluster: every YAML file parses, each overlay resolves (a small
// kustomize, ./kustomize.ts), every resource passes the Kubernetes schemas, and the manifests agree
// with the code: image targets, env names and values, ports, probe paths answered by the real apps,
// the image's user, and the sandbox router's pod list.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { envSchema as mockEnvSchema, parseEnv } from '../../mock-api/src/env.js';
import { createApp as createMockApp, type MockApp } from '../../mock-api/src/http/app.js';
import { UPLOAD_LIMIT_BYTES } from '../../mock-api/src/http/api/register.js';
import { SANDBOX_COOKIE, SANDBOX_HEADER } from '../../mock-api/src/test-control/sandboxes.js';
import { createApp as createServerApp, type StorefrontApp } from '../../server/src/app.js';
import { envSchema as serverEnvSchema, parseConfig } from '../../server/src/env.js';
import { makeFakeDist, silentLogger, testConfig, type FakeDist } from '../../server/test-support/fixtures.js';
import { readDockerfile, repoRoot } from '../docker/dockerfile-model.js';
import { agreementProblems, targetOf, type CodeFacts } from './code-agreement.js';
import { kustomize, readDocuments, strategicMerge, type Resource } from './kustomize.js';
import { schemaProblems } from './kubernetes-schemas.js';
import { allowedSources } from './network-policy-agreement.js';

const deployDir = path.join(repoRoot, 'deploy', 'kubernetes');
const OVERLAYS = ['local', 'production', 'sandboxes', 'public-demo'] as const;
/** The overlays whose mock-api pods sit behind the sandbox router, with their pod count. */
const ROUTED: Record<string, number> = { sandboxes: 3, 'public-demo': 3 };
const builds: Record<string, Resource[]> = {
  base: kustomize(path.join(deployDir, 'base')),
  ...Object.fromEntries(OVERLAYS.map((name) => [name, kustomize(path.join(deployDir, 'overlays', name))])),
};

/** The uid of a Dockerfile USER: numeric as is, or the node image's named user. */
const uidOf = (user: string | undefined): number => {
  if (user && /^\d+$/.test(user)) return Number(user);
  const known: Record<string, number> = { node: 1000, root: 0 };
  return known[user ?? 'root'] ?? NaN;
};

const dockerfile = readDockerfile();
let fakeDist: FakeDist;
let server: StorefrontApp;
let mock: MockApp;

const facts: CodeFacts = {
  targets: Object.fromEntries(
    ['web', 'mock-api'].map((name) => {
      const stage = dockerfile.stage(name)!;
      return [name, { env: stage.env, uid: uidOf(stage.user) }];
    }),
  ),
  env: {
    web: {
      names: Object.keys(serverEnvSchema.shape),
      portVariable: 'PORT',
      parse: (env) => void parseConfig(env, repoRoot),
    },
    'mock-api': {
      names: Object.keys(mockEnvSchema.shape),
      portVariable: 'MOCK_API_PORT',
      parse: (env) => void parseEnv(env, repoRoot),
    },
  },
  probe: async (target, probePath) => (await request(target === 'web' ? server : mock).get(probePath)).status,
  bodyLimitBytes: UPLOAD_LIMIT_BYTES,
  sandbox: { header: SANDBOX_HEADER, cookie: SANDBOX_COOKIE },
};

beforeAll(() => {
  fakeDist = makeFakeDist();
  server = createServerApp(testConfig({ clientDist: fakeDist.dir }), silentLogger());
  mock = createMockApp();
});
afterAll(async () => {
  server.resources.close();
  await mock.mock.store.close();
  fakeDist.remove();
});

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? yamlFiles(path.join(dir, entry.name))
      : /\.ya?ml$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );

const find = (resources: Resource[], kind: string, name: string): any =>
  resources.find((r) => r.kind === kind && r.metadata.name === name);

describe('deploy/kubernetes', () => {
  it.each(yamlFiles(deployDir).map((file) => path.relative(deployDir, file)))('%s parses', (file) => {
    expect(readDocuments(path.join(deployDir, file)).length).toBeGreaterThan(0);
  });

  describe.each(Object.keys(builds))('%s', (name) => {
    const resources = builds[name]!;

    it('passes the Kubernetes schemas', () => {
      expect(resources.flatMap(schemaProblems)).toEqual([]);
    });

    it('agrees with the code (targets, env, ports, probes, user, wiring)', async () => {
      expect(await agreementProblems(resources, facts)).toEqual([]);
    });

    it('runs web as at least two replicas, scaled on CPU, with a disruption budget', () => {
      const web = find(resources, 'Deployment', 'web');
      expect(web.spec.replicas).toBeGreaterThanOrEqual(2);
      const hpa = find(resources, 'HorizontalPodAutoscaler', 'web');
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.metrics).toEqual([
        expect.objectContaining({ resource: expect.objectContaining({ name: 'cpu' }) }),
      ]);
      const pdb = find(resources, 'PodDisruptionBudget', 'web');
      expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
      const container = web.spec.template.spec.containers[0];
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      expect(container.resources.requests.cpu).toBeDefined();
      expect(container.resources.limits.memory).toBeDefined();
    });

    it('runs mock-api from images built of this repository, one pod per SQLite file', () => {
      const statefulSet = find(resources, 'StatefulSet', 'mock-api');
      expect(statefulSet.spec.replicas).toBe(ROUTED[name] ?? 1);
      expect(find(resources, 'Service', 'mock-api').spec.clusterIP).toBe('None');
      const images = resources
        .flatMap((r: any) => r.spec?.template?.spec?.containers ?? [])
        .map((c: any) => c.image);
      expect(images.filter((image: string) => targetOf(image)).length).toBeGreaterThanOrEqual(2);
    });
  });

  it('pins registry images in production and uses loaded local images in local', () => {
    const image = (build: string) =>
      find(builds[build]!, 'Deployment', 'web').spec.template.spec.containers[0];
    expect(image('production').image).toBe('registry.example.com/storefront/web:1.0.0');
    expect(image('local')).toMatchObject({ image: 'storefront/web:local', imagePullPolicy: 'Never' });
    for (const build of OVERLAYS)
      for (const resource of builds[build]!)
        if (resource.kind !== 'Namespace') expect(resource.metadata.namespace).toBeDefined();
  });

  it('closes the mock’s admin routes in production and the public demo only', () => {
    const env = (build: string) =>
      find(builds[build]!, 'StatefulSet', 'mock-api').spec.template.spec.containers[0].env;
    for (const build of ['production', 'public-demo'])
      expect(env(build)).toContainEqual({ name: 'MOCK_ADMIN', value: 'off' });
    for (const build of ['local', 'sandboxes'])
      expect(env(build).some((e: any) => e.name === 'MOCK_ADMIN')).toBe(false);
  });

  it('lets only web reach mock-api, and the sandbox router too where there is one', () => {
    for (const build of Object.keys(builds))
      expect({ build, sources: allowedSources(builds[build]!, 'mock-api') }).toEqual({
        build,
        sources: build in ROUTED ? ['mock-router', 'web'] : ['web'],
      });
  });

  it('runs the public demo in production and public-demo only, with a sandbox cap sized for its visitors', () => {
    const container = (build: string, kind: string, name: string) =>
      find(builds[build]!, kind, name).spec.template.spec.containers[0];
    for (const [build, cap] of [
      ['production', '100'],
      ['public-demo', '400'],
    ] as const) {
      const webEnv = container(build, 'Deployment', 'web').env;
      const demo = parseConfig(
        Object.fromEntries(webEnv.filter((e: any) => 'value' in e).map((e: any) => [e.name, e.value])),
        repoRoot,
      ).publicDemo;
      expect(demo).toEqual({ visitorsPerMinute: 20, secret: null, ipv6Prefix: 64 });
      // Every replica signs visitor ids with the one key, from a Secret made outside the repository.
      expect(webEnv).toContainEqual({
        name: 'PUBLIC_DEMO_SECRET',
        valueFrom: { secretKeyRef: { name: 'storefront-public-demo', key: 'secret' } },
      });
      const mockEnv = container(build, 'StatefulSet', 'mock-api').env;
      expect(mockEnv).toContainEqual({ name: 'MOCK_SANDBOX_MAX', value: cap });
      expect(mockEnv).toContainEqual({ name: 'MOCK_SANDBOX_EVICT_IDLE_MS', value: '600000' });
      expect(mockEnv).toContainEqual({ name: 'MOCK_UPLOADS_MAX_BYTES', value: '2147483648' });
    }
    for (const build of ['base', 'local', 'sandboxes'])
      expect(container(build, 'Deployment', 'web').env.some((e: any) => e.name === 'PUBLIC_DEMO')).toBe(
        false,
      );
  });

  it('names the proxy web believes (the Ingress controller’s pod range) in every build', () => {
    for (const build of Object.keys(builds)) {
      const env = find(builds[build]!, 'Deployment', 'web').spec.template.spec.containers[0].env;
      const config = parseConfig(Object.fromEntries(env.map((e: any) => [e.name, e.value])), repoRoot);
      expect({ build, trustProxy: config.trustProxy }).toEqual({ build, trustProxy: ['10.0.0.0/8'] });
    }
  });

  it('keeps the public demo’s mock pods through a drain one at a time, production’s images and host', () => {
    const demo = builds['public-demo']!;
    expect(find(demo, 'PodDisruptionBudget', 'mock-api').spec).toMatchObject({ maxUnavailable: 1 });
    expect(find(demo, 'PodDisruptionBudget', 'web').spec.minAvailable).toBe(2);
    const images = demo
      .flatMap((r: any) => r.spec?.template?.spec?.containers ?? [])
      .map((c: any) => c.image);
    expect(images).toEqual(
      expect.arrayContaining([
        'registry.example.com/storefront/web:1.0.0',
        'registry.example.com/storefront/mock-api:1.0.0',
      ]),
    );
    expect(find(demo, 'Ingress', 'storefront').spec.tls).toEqual(
      find(builds.production!, 'Ingress', 'storefront').spec.tls,
    );
  });

  it('sends web through the sandbox router in the sandboxes and public-demo overlays', () => {
    for (const build of Object.keys(ROUTED)) {
      const web = find(builds[build]!, 'Deployment', 'web').spec.template.spec.containers[0];
      expect(web.env).toContainEqual({ name: 'UPSTREAM_URL', value: 'http://mock-router:4010' });
    }
  });
});

describe('the checks themselves', () => {
  const broken = (build: string, patch: object): Resource[] =>
    builds[build]!.map((resource) =>
      resource.kind === 'Deployment' && resource.metadata.name === 'web'
        ? (strategicMerge(resource, patch) as Resource)
        : resource,
    );
  const webContainer = (fields: object) => ({
    spec: { template: { spec: { containers: [{ name: 'web', ...fields }] } } },
  });

  it('catch a probe path the server does not answer', async () => {
    const resources = broken(
      'base',
      webContainer({ readinessProbe: { httpGet: { path: '/ready', port: 'http' } } }),
    );
    expect(await agreementProblems(resources, facts)).toEqual([
      expect.stringContaining('readinessProbe path /ready is answered 404 by web'),
    ]);
  });

  it('catch an env name the server does not read, and a value it refuses', async () => {
    const resources = broken(
      'base',
      webContainer({
        env: [
          { name: 'UPSTREAM_ULR', value: 'http://mock-api:4010' },
          { name: 'PROXY_TIMEOUT_MS', value: 'soon' },
        ],
      }),
    );
    const problems = await agreementProblems(resources, facts);
    expect(problems).toEqual([
      expect.stringContaining('env UPSTREAM_ULR is not read by web'),
      expect.stringContaining('PROXY_TIMEOUT_MS'),
    ]);
  });

  it('catch a container port that is not the one the env makes the server listen on', async () => {
    const resources = broken('base', webContainer({ env: [{ name: 'PORT', value: '9090' }] }));
    expect(await agreementProblems(resources, facts)).toEqual([
      expect.stringContaining('port http is 8080, but PORT makes it listen on 9090'),
    ]);
  });

  it('catch an image that is no Dockerfile target, and a user that is not the image’s', async () => {
    const resources = broken('base', {
      spec: {
        template: {
          spec: {
            securityContext: { runAsUser: 0 },
            containers: [{ name: 'web', image: 'storefront/webapp' }],
          },
        },
      },
    });
    expect(await agreementProblems(resources, facts)).toEqual([
      expect.stringContaining('image storefront/webapp is no Dockerfile target'),
    ]);
    const root = broken('base', { spec: { template: { spec: { securityContext: { runAsUser: 0 } } } } });
    expect(await agreementProblems(root, facts)).toEqual([
      expect.stringContaining("runs as uid 0, the image's user is uid 1000"),
    ]);
  });

  it('catch a sandbox router whose pod list disagrees with the replicas', async () => {
    const resources = builds.sandboxes!.map((r: any) =>
      r.kind === 'StatefulSet' ? { ...r, spec: { ...r.spec, replicas: 4 } } : r,
    );
    expect(await agreementProblems(resources, facts)).toEqual([
      expect.stringContaining('are not the 4 mock-api pods'),
    ]);
  });

  it('catch a sandbox router whose hash key is empty without a sandbox (nginx would go round-robin)', async () => {
    const resources = builds.sandboxes!.map((r: any) =>
      r.kind === 'ConfigMap' && r.metadata.name === 'mock-router'
        ? {
            ...r,
            data: {
              'nginx.conf': String(r.data['nginx.conf']).replace(
                'hash "sandbox:$mock_sandbox" consistent;',
                'hash $mock_sandbox consistent;',
              ),
            },
          }
        : r,
    );
    expect(await agreementProblems(resources, facts)).toEqual([
      expect.stringContaining('the hash key can be empty'),
    ]);
  });

  it('catch a NetworkPolicy that opens mock-api to every pod or names no real source', async () => {
    const withPolicy = (ingress: object[]): Resource[] =>
      builds.base!.map((r: any) => (r.kind === 'NetworkPolicy' ? { ...r, spec: { ...r.spec, ingress } } : r));
    expect(await agreementProblems(withPolicy([{ ports: [{ port: 'http' }] }]), facts)).toEqual([
      expect.stringContaining('a rule without from lets every pod in'),
    ]);
    const typo = [{ from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'wbe' } } }] }];
    expect(await agreementProblems(withPolicy(typo), facts)).toEqual([
      expect.stringContaining('a source matches no pod template'),
    ]);
    const port = [
      {
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'web' } } }],
        ports: [{ port: 8080 }],
      },
    ];
    expect(await agreementProblems(withPolicy(port), facts)).toEqual([
      expect.stringContaining('port 8080 is not a port of mock-api'),
    ]);
  });

  it('catch a schema violation', () => {
    const resources = broken('base', webContainer({ ports: [{ name: 'http', containerPort: 'eighty' }] }));
    expect(resources.flatMap(schemaProblems)).toEqual([
      expect.stringContaining('containerPort must be integer'),
    ]);
  });
});
