// docker-compose.public-demo-scale.yml laid over docker-compose.yml and docker-compose.public-demo.yml
// as Compose merges them: valid against the Compose schema, two mock-api replicas with the public
// demo's settings and volumes of their own, and a router that hashes every replica by the sandbox.
// The same set-up runs on a real engine in scripts/docker/public-demo-replicas.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parseEnv } from '../../mock-api/src/env.js';
import { parseConfig } from '../../server/src/env.js';
import { publicDemoScale } from './public-demo-compose.js';
import { repoRoot } from './dockerfile-model.js';

const schema = JSON.parse(readFileSync(path.join(__dirname, 'compose-spec.json'), 'utf8'));

describe('docker-compose.public-demo-scale.yml over the public demo', () => {
  const merged = publicDemoScale(repoRoot);
  const mocks = Object.entries<any>(merged.services).filter(
    ([, s]) => s.image === 'storefront/mock-api:latest',
  );
  const router = merged.services['mock-router'];
  const routerConf = readFileSync(path.join(repoRoot, 'deploy', 'compose', 'mock-router.conf'), 'utf8');

  it('validates against the Compose Specification schema once merged', () => {
    const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
    validate(merged);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('runs two mock-api replicas with the public demo’s settings, each on a volume of its own', () => {
    expect(mocks.map(([name]) => name)).toEqual(['mock-api', 'mock-api-1']);
    const envs = mocks.map(([, s]) => parseEnv(s.environment, repoRoot));
    for (const env of envs)
      expect({ admin: env.admin.enabled, max: env.sandboxMax }).toEqual({ admin: false, max: 400 });
    expect(envs[0]!.seed).toBe(envs[1]!.seed);
    const volumes = mocks.map(([, s]) => s.volumes.map((v: string) => v.split(':')[0]));
    expect(new Set(volumes.flat()).size).toBe(2);
    expect(mocks.every(([, s]) => s.ports === undefined)).toBe(true);
  });

  it('routes web through the router, which hashes every replica by the visitor’s sandbox', () => {
    const web = parseConfig(merged.services.web.environment, repoRoot);
    expect(web.upstreamUrl).toBe('http://mock-router:4010');
    expect(web.publicDemo).not.toBeNull();
    expect(web.trustProxy).toBe(false);
    const listed = [...routerConf.matchAll(/^\s*server (\S+):(\d+)\b/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(listed).toEqual(mocks.map(([name, s]) => `${name}:${s.environment.MOCK_API_PORT}`));
    expect(routerConf).toMatch(/hash "sandbox:\$mock_sandbox" consistent;/);
    expect(routerConf).toMatch(/map \$http_x_mock_sandbox \$mock_sandbox/);
    expect(router.volumes).toContain('./deploy/compose/mock-router.conf:/etc/nginx/nginx.conf:ro');
    expect(Object.keys(router.depends_on).sort()).toEqual(mocks.map(([name]) => name).sort());
  });
});
