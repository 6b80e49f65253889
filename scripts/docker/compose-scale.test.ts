// docker-compose.scale.yml laid over docker-compose.yml as Compose merges them, checked against the
// Compose Specification's schema like the main file, and against the web service it fronts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { UPLOAD_LIMIT_BYTES } from '../../mock-api/src/http/api/register.js';
import { parseConfig } from '../../server/src/env.js';
import { merge, readOverride } from './compose-merge.js';
import { readCompose, repoRoot } from './dockerfile-model.js';

const schema = JSON.parse(readFileSync(path.join(__dirname, 'compose-spec.json'), 'utf8'));
describe('docker-compose.scale.yml over docker-compose.yml', () => {
  const base = readCompose();
  const merged = merge(base, readOverride('docker-compose.scale.yml'));
  const proxyConf = readFileSync(path.join(repoRoot, 'deploy', 'compose', 'web-proxy.conf'), 'utf8');

  it('validates against the Compose Specification schema once merged', () => {
    const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
    validate(merged);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('publishes no host port on web, so it can run as several replicas, and port 8080 on the proxy only', () => {
    expect(merged.services.web.ports).toBeUndefined();
    expect(merged.services.proxy.ports).toEqual(['8080:8080']);
    expect(base.services.web.ports).toContain('8080:8080');
    const published = Object.entries<any>(merged.services).filter(([, s]) =>
      s.ports?.some((p: string) => p.endsWith(':8080')),
    );
    expect(published.map(([name]) => name)).toEqual(['proxy']);
  });

  it('keeps mock-api a single container that owns the data volume', () => {
    expect(merged.services['mock-api'].deploy?.replicas ?? 1).toBe(1);
    expect(merged.services['mock-api'].volumes).toEqual(base.services['mock-api'].volumes);
  });

  it('points the proxy at every web replica on the port web listens on, re-resolved as replicas change', () => {
    expect(proxyConf).toMatch(new RegExp(`server web:${merged.services.web.environment.PORT} resolve;`));
    expect(proxyConf).toMatch(/resolver 127\.0\.0\.11\b/);
    expect(merged.services.proxy.volumes).toContain(
      './deploy/compose/web-proxy.conf:/etc/nginx/conf.d/default.conf:ro',
    );
    expect(merged.services.proxy.depends_on).toEqual({ web: { condition: 'service_healthy' } });
  });

  it('makes web believe X-Forwarded-* from the proxy’s fixed address only', () => {
    const address = merged.services.proxy.networks.default.ipv4_address;
    expect(parseConfig(merged.services.web.environment, repoRoot).trustProxy).toEqual([address]);
    const [subnet] = merged.networks.default.ipam.config.map((c: { subnet: string }) => c.subnet);
    const prefix = subnet.replace(/\.0\/24$/, '.');
    expect(subnet).toMatch(/\.0\/24$/);
    expect(address.startsWith(prefix)).toBe(true);
  });

  it('lets the largest upload through the proxy', () => {
    const size = /client_max_body_size (\d+)m;/.exec(proxyConf)?.[1];
    expect(Number(size) * 1024 * 1024).toBeGreaterThanOrEqual(UPLOAD_LIMIT_BYTES);
  });
});
