#!/usr/bin/env node
// The consumer check of `npm test` (see docs/use-in-your-ci.md): packs @storefront/contracts and
// @storefront/mock-api, installs both tarballs into an empty project outside the repo, type-checks
// typed calls, starts `npx storefront-mock` there, and runs suite/ (written only against the kit's
// public API) with the kit loaded as ESM and as CommonJS, both runs at the same time on one mock.
// `--drop PATH` leaves PATH (e.g. dist/kit) out of the mock-api tarball: the check must then fail.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { values: flags } = parseArgs({ options: { drop: { type: 'string' }, keep: { type: 'boolean' } } });
const work = mkdtempSync(join(tmpdir(), 'storefront-consumer-'));
if (!relative(repo, work).startsWith('..')) throw new Error(`${work} is inside the repo`);
const project = join(work, 'project');
const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** Both tarballs, built by their prepack; with --drop, the mock-api one without that path. */
function pack() {
  const dir = join(work, 'tarballs');
  mkdirSync(dir);
  const packed = JSON.parse(
    npm(['pack', '-w', 'contracts', '-w', 'mock-api', '--pack-destination', dir, '--json'], repo),
  );
  const files = packed.map((p) => join(dir, p.filename));
  if (flags.drop) {
    const mockApi = files.find((f) => f.includes('mock-api'));
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['xzf', mockApi, '-C', unpacked]);
    rmSync(join(unpacked, 'package', flags.drop), { recursive: true, force: true });
    execFileSync('tar', ['czf', mockApi, '-C', unpacked, 'package']);
    console.log(`(left ${flags.drop} out of ${mockApi})`);
  }
  return files;
}

/** An empty project that installs the tarballs: real folders, no link back into the repo. */
function install(tarballs) {
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], project);
  for (const name of ['contracts', 'mock-api'])
    if (lstatSync(join(project, 'node_modules', '@storefront', name)).isSymbolicLink())
      throw new Error(`@storefront/${name} was installed as a link`);
  cpSync(join(repo, 'scripts', 'consumer', 'suite'), project, { recursive: true });
}

function typecheck() {
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'nodenext', strict: true, noEmit: true, types: [], skipLibCheck: false },
      files: readdirSync(project).filter((f) => /\.(mts|cts)$/.test(f)),
    }),
  );
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', project], {
    stdio: 'inherit',
  });
  console.log('✔ typed calls: tsc accepts the catalogue’s names and bodies and refuses the wrong ones');
}

/** `npx storefront-mock` on a free port; resolves with its URL once health answers `ok`. */
async function startMock() {
  const started = performance.now();
  const child = spawn(
    'npx',
    ['storefront-mock', '--port', '0', '--data', join(project, '.data', 'mock.sqlite')],
    {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront-mock exited ${child.exitCode}:\n${log}`);
    if (performance.now() - started > 60_000) {
      stop();
      throw new Error(`storefront-mock did not answer health within 60 s:\n${log}`);
    }
    const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(log)?.[1];
    const health = port && (await fetch(`http://127.0.0.1:${port}/__mock/health`).catch(() => null));
    if (health?.ok)
      return { url: `http://127.0.0.1:${port}`, stop, ms: Math.round(performance.now() - started) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One Jest run of the suite in the project, its output prefixed; resolves with its exit code. */
function runJest(label, testMatch, env) {
  const config = {
    rootDir: project,
    testEnvironment: require.resolve('jest-environment-node'),
    transform: {},
    testMatch: [`<rootDir>/${testMatch}`],
  };
  const child = spawn(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--ci', '--config', JSON.stringify(config)],
    { cwd: project, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const print = (chunk) => process.stdout.write(String(chunk).replace(/^(?=.)/gm, `[${label}] `));
  child.stdout.on('data', print);
  child.stderr.on('data', print);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

let mock = null;
try {
  install(pack());
  typecheck();
  // Same-run baseline: the bin run by node directly, without npx's lookup (timings on a shared machine are noisy).
  const direct = await startMock(
    [process.execPath, join(project, 'node_modules/@storefront/mock-api/dist/cli/storefront-mock.js')],
    'direct.sqlite',
  );
  direct.stop();
  mock = await startMock(['npx', 'storefront-mock'], 'mock.sqlite');
  console.log(
    `✔ npx storefront-mock answered health in ${mock.ms} ms from spawn (node on the bin directly: ${direct.ms} ms, ×${(mock.ms / direct.ms).toFixed(2)})`,
  );
  const env = { MOCK_URL: mock.url, NODE_OPTIONS: '' };
  const [esm, cjs] = await Promise.all([
    runJest('esm', 'esm.test.mjs', { ...env, NODE_OPTIONS: '--experimental-vm-modules' }),
    runJest('cjs', 'cjs.test.cjs', env),
  ]);
  if (esm !== 0 || cjs !== 0)
    throw new Error(`the consumer suite failed (ESM exit ${esm}, CommonJS exit ${cjs})`);
  console.log('✔ the consumer suite passed as ESM and as CommonJS, both at once on one mock');
} catch (err) {
  console.error(`✖ consumer check: ${err.message}`);
  process.exitCode = 1;
} finally {
  mock?.stop();
  if (flags.keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
