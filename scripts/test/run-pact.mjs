#!/usr/bin/env node
// The Pact step of `npm test` (see docs/testing.md), after jest: the consumer tests write
// contracts/pacts/ (kept out of git), the mock-api verifies them, then the coverage gate checks
// every catalogue entry has a handler, a client use and an interaction. Each runs as its own jest
// project, one test file at a time (one pact file, two shared CPU cores).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

process.env.PACT_DO_NOT_TRACK = 'true';
const pactDir = resolve(process.env.PACT_DIR ?? 'contracts/pacts');
process.env.PACT_DIR = pactDir;

// Pact merges into an existing file: start empty so a removed interaction does not linger.
rmSync(pactDir, { recursive: true, force: true });

const steps = [
  ['pact consumer', 'pact-consumer'],
  ['pact provider verification', 'pact-provider'],
  ['catalogue coverage gate', 'pact-gate'],
];

let failed = [];
for (const [label, project] of steps) {
  console.log(`\n▶ ${label}: jest --selectProjects ${project}`);
  const run = spawnSync('npx', ['jest', '--ci', '--runInBand', '--selectProjects', project], {
    stdio: 'inherit',
    env: process.env,
  });
  if (run.status !== 0) {
    failed.push(label);
    // Without a complete pact file neither verification nor the gate means anything.
    if (project === 'pact-consumer') break;
  }
}
if (failed.length > 0) {
  console.error(`\n✖ pact: ${failed.join(', ')} failed`);
  process.exit(1);
}
console.log('\n✔ pact: consumer, provider verification and coverage gate passed');
