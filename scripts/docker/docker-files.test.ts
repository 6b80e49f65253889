// Docker checks without an engine (see docs/architecture.md): the compose file against the Compose Specification's
// schema (copied into this folder), and the Dockerfile's shape.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { readCompose, readDockerfile, repoRoot } from './dockerfile-model.js';

const schema = JSON.parse(readFileSync(path.join(__dirname, 'compose-spec.json'), 'utf8'));

describe('docker-compose.yml', () => {
  const compose = readCompose();

  it('validates against the Compose Specification schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
    const validate = ajv.compile(schema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check catches a broken file', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
    const validate = ajv.compile(schema);
    expect(
      validate({
        ...compose,
        services: { web: { ...compose.services.web, depends_on: { 'mock-api': { condition: 'whenever' } } } },
      }),
    ).toBe(false);
  });

  it('runs web and mock-api from the Dockerfile targets of the same name', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['mock-api', 'web']);
    expect(compose.services.web.build).toMatchObject({ context: '.', target: 'web' });
    expect(compose.services['mock-api'].build).toMatchObject({ context: '.', target: 'mock-api' });
  });

  it('starts web only once mock-api is healthy, and gives both a healthcheck', () => {
    expect(compose.services.web.depends_on).toEqual({ 'mock-api': { condition: 'service_healthy' } });
    for (const service of Object.values<any>(compose.services)) {
      expect(service.healthcheck.test[0]).toBe('CMD');
      expect(service.healthcheck.interval).toBeDefined();
    }
  });

  it('publishes port 8080 and points the server at the mock-api service', () => {
    expect(compose.services.web.ports).toContain('8080:8080');
    expect(compose.services.web.environment.UPSTREAM_URL).toBe('http://mock-api:4010');
  });

  it('keeps MOCK_DATA_FILE on a named volume', () => {
    const mock = compose.services['mock-api'];
    const [volume, mountPoint] = String(mock.volumes[0]).split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(path.posix.dirname(mock.environment.MOCK_DATA_FILE)).toBe(mountPoint);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readDockerfile();

  it('has a build stage and the web and mock-api targets, all on node:24-bookworm-slim', () => {
    const names = dockerfile.stages.map((stage) => stage.name);
    expect(names).toEqual(expect.arrayContaining(['build', 'web', 'mock-api']));
    for (const stage of dockerfile.stages) expect(stage.image).toBe('node:24-bookworm-slim');
  });

  it('builds with a full npm ci and npm run build', () => {
    const build = dockerfile.stage('build')!;
    expect(build.runs.some((run) => /^npm ci\b/.test(run) && !run.includes('--omit'))).toBe(true);
    expect(build.runs).toContain('npm run build');
  });

  it.each(['web', 'mock-api'])('runs %s as a non-root user with production dependencies only', (name) => {
    const stage = dockerfile.stage(name)!;
    expect(stage.user).toBeDefined();
    expect(['root', '0']).not.toContain(stage.user);
    expect(stage.env.NODE_ENV).toBe('production');
    expect(stage.runs.some((run) => /npm ci\b.*--omit=dev/.test(run))).toBe(true);
    expect(stage.runs.some((run) => /--omit=optional/.test(run))).toBe(false);
  });

  it.each(['web', 'mock-api'])(
    '%s copies compiled output only (dist folders) from the build stage',
    (name) => {
      const stage = dockerfile.stage(name)!;
      const fromBuild = stage.copies.filter((copy) => copy.from === 'build');
      expect(fromBuild.length).toBeGreaterThan(0);
      for (const copy of fromBuild) for (const source of copy.sources) expect(source).toMatch(/\/dist$/);
      expect(stage.copies.some((copy) => copy.sources.some((source) => /src|\.ts$/.test(source)))).toBe(
        false,
      );
      expect(stage.cmd?.[0]).toBe('node');
      expect(stage.cmd?.[1]).toMatch(/dist\/main\.js$/);
    },
  );

  it.each(['web', 'mock-api'])('%s has a HEALTHCHECK that uses node fetch', (name) => {
    const check = dockerfile.stage(name)!.healthcheck!;
    expect(check.command.slice(0, 2)).toEqual(['node', '-e']);
    expect(check.command[2]).toContain('fetch(');
    expect(check.flags.interval).toBeDefined();
  });

  it('has a .dockerignore that keeps installs and build output out of the context', () => {
    const ignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    expect(ignore).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', '**/*.tsbuildinfo', '.git']),
    );
    expect(existsSync(path.join(__dirname, 'compose-spec.json'))).toBe(true);
  });
});
