#!/usr/bin/env node
// `npm run test:docker`: the Docker checks that need no engine (the same jest files `npm test` runs),
// then the real-engine smoke (engine-smoke.ts) and the public demo on two mock replicas
// (public-demo-replicas.ts), each of which skips itself in one line when no engine answers.
// `npm run test:docker -- --engine-only` runs the real-engine steps alone.
// First: stops an older Node with one line before anything else loads.
import '../check-node.mjs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const steps = [
  ['offline checks', 'npx', ['jest', '--ci', 'scripts/docker']],
  ['real-engine smoke', process.execPath, ['--import', 'tsx', 'scripts/docker/engine-smoke.ts']],
  [
    'public demo on two mock replicas',
    process.execPath,
    ['--import', 'tsx', 'scripts/docker/public-demo-replicas.ts'],
  ],
];
const engineOnly = process.argv.includes('--engine-only');
for (const [name, command, args] of engineOnly ? steps.slice(1) : steps) {
  console.log(`\n▶ ${name}: ${[command === process.execPath ? 'node' : command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
