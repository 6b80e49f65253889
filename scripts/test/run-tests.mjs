#!/usr/bin/env node
// `npm test`: every check that needs no browser, in an order where each step can rely on the last:
// static checks, the OpenAPI document and its lint, then jest (unit, HTTP, docker checks, real traffic
// through Prism against the document), then Pact consumer before provider verification.
// First: stops an older Node with one line before anything else loads.
import '../check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

process.env.PACT_DO_NOT_TRACK = 'true';
// Redocly CLI: no telemetry, no update check (CI may have no way out).
process.env.REDOCLY_TELEMETRY = 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE = 'true';

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
];
if (existsSync('scripts/test/run-pact.mjs')) steps.push(['pact', 'node', ['scripts/test/run-pact.mjs']]);

const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(run.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
