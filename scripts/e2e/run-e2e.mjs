#!/usr/bin/env node
// `npm run test:e2e`: starts the stack the README's way (`npm start`, i.e. scripts/start/start.mjs, which
// builds what is stale) on OS-assigned free ports with a fresh MOCK_DATA_FILE, runs the Playwright
// journeys in Debian's Chromium against it, then stops the stack. Arguments are passed to
// `playwright test` (e.g. a file name or `--grep`). Never touches the default ports 8080/4010.
// First: stops an older Node with one line before anything else loads.
import '../check-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Debian's headless shell first: the same Blink without the full browser's compositor and UI, it ran
// the journeys on a third less CPU here (Playwright's own default for headless runs is such a shell).
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium-headless-shell';
if (!existsSync(chromiumPath)) {
  console.error(
    `✖ Chromium not found at ${chromiumPath}: apt-get install chromium-headless-shell fonts-noto-cjk, or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    // All interfaces, the way the servers bind, so a port taken on any address is never chosen.
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const webPort = await freePort();
let mockPort = await freePort();
while (mockPort === webPort) mockPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));

// No UPSTREAM_URL: with it set, start.mjs would start no mock-api. It derives the upstream from
// MOCK_API_PORT instead. Anything inherited from a developer's shell is dropped for the same reason.
const env = {
  ...process.env,
  PORT: String(webPort),
  MOCK_API_PORT: String(mockPort),
  MOCK_DATA_FILE: join(dataDir, 'mock-api.sqlite'),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};
delete env.UPSTREAM_URL;

// `--import die-with-parent.mjs` makes start.mjs stop its children (its own SIGTERM handler) if this
// runner is killed without a chance to clean up, so no server outlives an aborted run.
const stack = spawn(
  process.execPath,
  ['--import', './scripts/e2e/die-with-parent.mjs', 'scripts/start/start.mjs'],
  {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
const stackExited = new Promise((resolve) => stack.once('exit', (code, signal) => resolve({ code, signal })));
let stackLog = '';
let ready = false;
for (const stream of [stack.stdout, stack.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    stackLog += chunk;
    if (process.env.E2E_VERBOSE || !ready) process.stdout.write(chunk.replace(/^(?=.)/gm, '[stack] '));
  });
}

let stopping;
const stopStack = () => {
  stopping ??= (async () => {
    if (stack.exitCode === null && stack.signalCode === null) {
      stack.kill('SIGTERM');
      const killer = setTimeout(() => stack.kill('SIGKILL'), 30_000);
      await stackExited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return stopping;
};
let tests;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    tests?.kill('SIGTERM');
    await stopStack();
    process.exit(130);
  });
}
// Last resort if something below throws: start.mjs also watches for our death (die-with-parent).
process.on('exit', () => stack.exitCode === null && stack.kill('SIGTERM'));

const baseUrl = `http://127.0.0.1:${webPort}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;
// A first client build on a busy 2-core machine can take minutes.
const deadline = Date.now() + 8 * 60_000;
while (!ready && Date.now() < deadline && stack.exitCode === null) {
  try {
    const answers = await Promise.all(
      [`${baseUrl}/home`, `${baseUrl}/readyz`, `${mockUrl}/__mock/health`].map((url) =>
        fetch(url, { signal: AbortSignal.timeout(2000) }),
      ),
    );
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    ready = answers.every((answer) => answer.ok);
  } catch {
    // not listening yet
  }
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!ready) {
  console.error(`✖ The stack did not become ready at ${baseUrl} (mock-api ${mockUrl}) after ${seconds()}.`);
  await stopStack();
  process.exit(1);
}
console.log(`▶ stack ready at ${baseUrl} (mock-api ${mockUrl}) after ${seconds()}`);

const require = createRequire(import.meta.url);
const playwrightCli = require.resolve('@playwright/test/cli');
tests = spawn(
  process.execPath,
  [playwrightCli, 'test', '-c', 'scripts/e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // With arguments only some journeys run, so the axe coverage check after the run is partial.
    env: {
      ...env,
      E2E_BASE_URL: baseUrl,
      E2E_MOCK_URL: mockUrl,
      CHROMIUM_PATH: chromiumPath,
      E2E_PARTIAL: process.argv.length > 2 ? '1' : '0',
    },
  },
);
// A stack that stops under the journeys (a crash, or a signal from outside) makes every later step fail
// on a refused connection: stop the run at once and say why.
void stackExited.then(({ code, signal }) => {
  if (stopping || tests.exitCode !== null) return;
  console.error(`✖ The stack stopped during the run (${signal ?? `exit ${code}`}); stopping the journeys.`);
  tests.kill('SIGTERM');
});
const testsExit = await new Promise((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
const crashed = stack.exitCode !== null;
await stopStack();
if (crashed)
  console.error(`✖ The stack stopped during the run:\n${stackLog.split('\n').slice(-40).join('\n')}`);
console.log(`■ e2e finished in ${seconds()} (exit ${testsExit})`);
process.exit(crashed ? 1 : testsExit);
