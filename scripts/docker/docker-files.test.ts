// Docker checks without an engine: the compose file against the Compose Specification's schema
// (copied into this folder), the Dockerfile's shape, the build context against .gitignore, and the
// healthcheck commands run against a stand-in server. The real-engine smoke is `npm run test:docker`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import dockerignoreModule from '@balena/dockerignore';
import { Ajv } from 'ajv';
import ignore from 'ignore';
import { NODE_MEMORY_FLAGS } from '../start/node-memory.mjs';
import { readCompose, readDockerfile, repoRoot } from './dockerfile-model.js';

// The package is CommonJS (`module.exports = factory`) while its types declare a default export.
const dockerignore = dockerignoreModule as unknown as typeof dockerignoreModule.default;

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

  it("publishes mock-api on the host's loopback only, so its admin API is reachable from this machine alone", () => {
    expect(compose.services['mock-api'].ports).toEqual(['127.0.0.1:4010:4010']);
  });

  it('keeps MOCK_DATA_FILE on a named volume whose name does not depend on the project name', () => {
    const mock = compose.services['mock-api'];
    const [volume, mountPoint] = String(mock.volumes[0]).split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(compose.volumes[volume!].name).toBe('storefront-mock-data');
    expect(path.posix.dirname(mock.environment.MOCK_DATA_FILE)).toBe(mountPoint);
  });

  it('works with Compose v1 as well as v2: no top-level name (docker-compose 1.29 rejects it)', () => {
    expect(Object.keys(compose).sort()).toEqual(['services', 'volumes']);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readDockerfile();

  it('has a build stage and the web and mock-api targets, all on node:24-bookworm-slim unless NODE_IMAGE says otherwise', () => {
    const names = dockerfile.stages.map((stage) => stage.name);
    expect(names).toEqual(expect.arrayContaining(['build', 'web', 'mock-api']));
    for (const stage of dockerfile.stages) expect(stage.image).toBe('node:24-bookworm-slim');
    expect(dockerfile.globalArgs).toEqual({ NODE_IMAGE: 'node:24-bookworm-slim' });
  });

  it.each(['web', 'mock-api'] as const)(
    '%s runs with the V8 heap settings npm start uses (scripts/start/node-memory.mjs)',
    (name) => {
      const target = name === 'web' ? 'server' : name;
      expect(dockerfile.stage(name)!.env.NODE_OPTIONS).toBe(NODE_MEMORY_FLAGS[target].join(' '));
    },
  );

  it('has no `# syntax=` directive, which would make BuildKit fetch a frontend image first', () => {
    expect(dockerfile.content).not.toMatch(/^#\s*syntax\s*=/im);
  });

  it('lets mock-api listen on every interface of its container (the compose network reaches it there)', () => {
    expect(dockerfile.stage('mock-api')!.env.MOCK_API_HOST).toBe('0.0.0.0');
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
    // Kept as a smoke check of the list itself; the context test below checks it against .gitignore.
    const ignore = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    expect(ignore).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', '**/*.tsbuildinfo', '.git']),
    );
    expect(existsSync(path.join(__dirname, 'compose-spec.json'))).toBe(true);
  });
});

describe('build context', () => {
  const patterns = (file: string) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
  const gitPatterns = patterns('.gitignore');
  const dockerPatterns = patterns('.dockerignore');
  const git = ignore().add(gitPatterns);
  const docker = dockerignore().add(dockerPatterns);

  /** The files Docker sends as the context: every path the .dockerignore does not exclude. */
  const contextFiles = (dir = repoRoot, prefix = ''): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const relative = prefix + entry.name;
      if (docker.ignores(relative)) return [];
      return entry.isDirectory() ? contextFiles(path.join(dir, entry.name), `${relative}/`) : [relative];
    });

  it('has no exceptions (`!`), so an excluded folder is never walked into', () => {
    expect(dockerPatterns.filter((line) => line.startsWith('!'))).toEqual([]);
  });

  it('leaves out whatever git ignores, at any depth git does (e.g. mock-api/.data, client/coverage)', () => {
    // Paths each .gitignore pattern ignores: at the root and, for patterns without an inner slash
    // (which git applies at every depth), inside workspace folders.
    const samples = gitPatterns.flatMap((pattern) => {
      const name = pattern.replace(/\/$/, '').replaceAll('*', 'sample');
      const anyDepth = !name.includes('/');
      const bases = anyDepth ? ['', 'mock-api/', 'client/src/'] : [''];
      return bases.flatMap((base) => [`${base}${name}`, `${base}${name}/inner/file.json`]);
    });
    const gitIgnored = samples.filter((sample) => git.ignores(sample));
    expect(gitIgnored.length).toBeGreaterThan(gitPatterns.length);
    expect(gitIgnored.filter((sample) => !docker.ignores(sample))).toEqual([]);
  });

  it('holds no file of this checkout that git ignores, and every manifest and source the build needs', () => {
    const files = contextFiles();
    expect(files.filter((file) => git.ignores(file))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'package-lock.json',
        'tsconfig.base.json',
        ...['contracts', 'mock-api', 'server', 'client', 'scripts'].map((ws) => `${ws}/package.json`),
        'mock-api/src/main.ts',
        'server/src/main.ts',
      ]),
    );
  });
});

describe('healthcheck commands', () => {
  const dockerfile = readDockerfile();
  const compose = readCompose();
  const portVariable = { web: 'PORT', 'mock-api': 'MOCK_API_PORT' } as const;
  const healthPath = { web: '/healthz', 'mock-api': '/__mock/health' } as const;
  let standIn: http.Server;
  let port = 0;
  const asked: string[] = [];

  beforeAll(async () => {
    // Answers 200 only on the two health paths, so a command asking elsewhere fails.
    standIn = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.statusCode = Object.values(healthPath).includes(req.url as never) ? 200 : 404;
      res.end();
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    port = (standIn.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

  /** Runs an exec-form command asynchronously: the stand-in answers from this same process. */
  const runCheck = (command: string[], env: Record<string, string>) =>
    new Promise<number | null>((resolve) => {
      const [bin, ...args] = command;
      expect(bin).toBe('node');
      const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH, ...env } });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', (code) => (clearTimeout(timer), resolve(code)));
    });

  describe.each(['web', 'mock-api'] as const)('%s', (service) => {
    const variable = portVariable[service];
    const sources = {
      Dockerfile: () => ({
        command: dockerfile.stage(service)!.healthcheck!.command,
        env: dockerfile.stage(service)!.env,
      }),
      'docker-compose.yml': () => ({
        command: compose.services[service].healthcheck.test.slice(1) as string[],
        env: { ...dockerfile.stage(service)!.env, ...compose.services[service].environment },
      }),
    };
    it.each(Object.keys(sources) as Array<keyof typeof sources>)(
      `the %s healthcheck asks the port in ${variable} for ${healthPath[service]}`,
      async (source) => {
        const { command, env } = sources[source]();
        asked.length = 0;
        const status = await runCheck(command, { ...env, [variable]: String(port) });
        expect(asked).toEqual([healthPath[service]]);
        expect(status).toBe(0);
      },
    );
  });
});
