// docker-compose.public-demo.yml laid over docker-compose.yml as Compose merges them: valid against
// the Compose Specification's schema, and every value it sets one the services accept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parseEnv } from '../../mock-api/src/env.js';
import { parseConfig } from '../../server/src/env.js';
import { merge, readOverride } from './compose-merge.js';
import { readCompose, repoRoot } from './dockerfile-model.js';

const schema = JSON.parse(readFileSync(path.join(__dirname, 'compose-spec.json'), 'utf8'));

describe('docker-compose.public-demo.yml over docker-compose.yml', () => {
  const base = readCompose();
  const merged = merge(base, readOverride('docker-compose.public-demo.yml'));

  it('validates against the Compose Specification schema once merged', () => {
    const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
    validate(merged);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('turns public demo mode on in web, with a limit of new visitors the server accepts', () => {
    const config = parseConfig(merged.services.web.environment, repoRoot);
    expect(config.publicDemo).toEqual({ visitorsPerMinute: 20, secret: null, ipv6Prefix: 64 });
    expect(config.upstreamUrl).toBe('http://mock-api:4010');
    // No proxy in front of web here: no X-Forwarded-For is believed.
    expect(config.trustProxy).toBe(false);
  });

  it('closes the mock’s admin and steering headers and sizes its sandboxes, keeping its port on loopback', () => {
    const env = parseEnv(merged.services['mock-api'].environment, repoRoot);
    expect(env.admin.enabled).toBe(false);
    expect(env.sandboxMax).toBe(100);
    expect(env.sandboxEvictIdleMs).toBe(600_000);
    expect(merged.services['mock-api'].ports).toEqual(['127.0.0.1:4010:4010']);
    expect(parseConfig(base.services.web.environment, repoRoot).publicDemo).toBeNull();
  });
});
