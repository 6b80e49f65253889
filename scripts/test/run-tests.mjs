#!/usr/bin/env node
// `npm test`: every check that needs no browser, in an order where each step can rely on the last:
// static checks, the OpenAPI document and its lint, then jest (unit, HTTP, docker checks, real traffic
// through Prism against the document), the consumer check of the packed mock and kit, then Pact
// consumer before provider verification.
// First: stops an older Node with one line before anything else loads.
import '../check-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

process.env.PACT_DO_NOT_TRACK = 'true';
// Redocly CLI: no telemetry, no update check (CI may have no way out).
process.env.REDOCLY_TELEMETRY = 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE = 'true';

// Each step has a time limit far above its usual length: a test that leaves a process running keeps
// jest from exiting, and CI would otherwise wait silently until its own limit.
const MINUTE = 60_000;
const LIMITS = { jest: 40 * MINUTE, pact: 20 * MINUTE };
const DEFAULT_LIMIT = 10 * MINUTE;

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npx', ['tsc', '-b', 'tsconfig.json']],
  ['typecheck scripts', 'npx', ['tsc', '-p', 'scripts/tsconfig.json']],
  // The published OpenAPI document, written to reports/ (a CI artifact) and linted with the
  // recommended rules (redocly.yaml says which are off and why).
  ['openapi document', 'npx', ['tsx', 'scripts/test/write-openapi.ts', 'reports/openapi.json']],
  ['openapi lint', 'npx', ['redocly', 'lint', 'reports/openapi.json', '--format', 'stylish']],
  ['jest', 'npx', ['jest', '--ci']],
  // The two packages as another team gets them: packed, installed outside the repo, `npx
  // storefront-mock` and a suite written only against @storefront/mock-api/kit (ESM and CommonJS).
  ['consumer', 'node', ['scripts/consumer/consumer-check.mjs']],
];
if (existsSync('scripts/test/run-pact.mjs')) steps.push(['pact', 'node', ['scripts/test/run-pact.mjs']]);

const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const limit = LIMITS[name] ?? DEFAULT_LIMIT;
  const status = await runStep(cmd, args, limit);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status === 'timeout') {
    console.error(
      `✖ ${name} did not finish within ${limit / MINUTE} min: stopped (a test left something running?)`,
    );
    process.exit(1);
  }
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}

/** Runs one step in its own process group, so that a time-out stops everything it started. */
function runStep(cmd, args, limit) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env, detached: true });
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      stopGroup();
      resolve('timeout');
    }, limit);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
    // Ctrl-C on `npm test` stops the step too (it is in its own group now).
    process.once('SIGINT', () => {
      stopGroup();
      process.exit(130);
    });
  });
}
