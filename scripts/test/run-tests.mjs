#!/usr/bin/env node
// `npm test`: every check that needs no browser, in three stages where each can rely on the last:
// 1-2. the static checks (typecheck, format, lint; then the build, the scripts' typecheck, the OpenAPI
//    document and its lint) and the consumer check of the packed mock and kit, as many at once as the
//    machine has cores: each is one single-threaded process; `tsc -b` and the build write the dist/
//    folders the later steps load, and the consumer check packs (rewriting dist/kit) before jest
//    loads it;
// 3. jest (unit, HTTP, docker checks, real traffic through Prism against the document) with one worker
//    per core, and beside it Pact (consumer before provider verification), which runs one test file
//    at a time: on its own after jest it kept a core idle for most of its minute.
// A parallel step's output is printed whole when it ends, so steps never interleave their lines.
// First: stops an older Node with one line before anything else loads.
import '../check-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

process.env.PACT_DO_NOT_TRACK = 'true';
// Redocly CLI: no telemetry, no update check (CI may have no way out).
process.env.REDOCLY_TELEMETRY = 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE = 'true';

// Each step has a time limit far above its usual length: a test that leaves a process running keeps
// jest from exiting, and CI would otherwise wait silently until its own limit.
const MINUTE = 60_000;
const LIMITS = { jest: 40 * MINUTE, pact: 20 * MINUTE };
const DEFAULT_LIMIT = 10 * MINUTE;
const CORES = availableParallelism();
// TypeScript 7, the native compiler (docs/decisions.md, "TypeScript 7 checks and builds; TypeScript 5 stays for the tools").
const TSC = 'node_modules/typescript-native/bin/tsc';

/**
 * A lane is steps run one after the other; the lanes of a stage run side by side, at most CORES at
 * once unless the stage is marked `allAtOnce`.
 */
const allAtOnce = (lanes) => Object.assign(lanes, { allAtOnce: true });
const stages = [
  // All three at once: TypeScript 7 and Prettier each take a second thread at times, so three side by
  // side keep two cores busy, where two lanes (the third waiting) left one idle for a third of the
  // stage. `tsc -b` writes contracts/dist and mock-api/dist, which the scripts' typecheck and the
  // OpenAPI document load.
  allAtOnce([
    [['typecheck', 'node', [TSC, '-b', 'tsconfig.json']]],
    [['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']]],
    [['lint', 'npx', ['eslint', '.', '--max-warnings=0']]],
  ]),
  [
    // Longest first again (the two lanes end together).
    [['typecheck scripts', 'node', [TSC, '-p', 'scripts/tsconfig.json']]],
    // The two packages as another team gets them: packed, installed outside the repo, `npx
    // storefront-mock` and a suite written only against @storefront/mock-api/kit (ESM and CommonJS).
    [['consumer', 'node', ['scripts/consumer/consumer-check.mjs']]],
    // What `npm start` runs (the client's Vite builds), once here: jest's start-up and Docker stage
    // tests would otherwise build it inside the jest step.
    [['build', 'node', ['scripts/start/build.mjs']]],
    [
      // The published OpenAPI document, written to reports/ (a CI artifact) and linted with the
      // recommended rules (redocly.yaml says which are off and why).
      ['openapi document', 'npx', ['tsx', 'scripts/test/write-openapi.ts', 'reports/openapi.json']],
      ['openapi lint', 'npx', ['redocly', 'lint', 'reports/openapi.json', '--format', 'stylish']],
    ],
  ],
  [
    // Jest first in the list: its output streams (it is the longer one).
    [['jest', 'npx', ['jest', '--ci', `--maxWorkers=${CORES}`]]],
    ...(existsSync('scripts/test/run-pact.mjs') ? [[['pact', 'node', ['scripts/test/run-pact.mjs']]]] : []),
  ],
];

const only = process.argv.slice(2);
const running = new Set();
process.once('SIGINT', () => {
  // Ctrl-C on `npm test` stops every running step too (each is in its own process group).
  for (const child of running) stopGroup(child);
  process.exit(130);
});

const started = Date.now();
for (const [index, stage] of stages.entries()) {
  const lanes = stage
    .map((lane) => lane.filter(([name]) => !only.length || only.includes(name)))
    .filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const stageStarted = Date.now();
  const failures = await runLanes(lanes, stage.allAtOnce ? lanes.length : CORES);
  if (failures.length > 0) {
    console.error(`\n✖ npm test: ${failures.join(', ')} failed`);
    process.exit(1);
  }
  console.log(`✔ stage ${index + 1} of ${stages.length} (${seconds(stageStarted)}s)`);
}
console.log(`\n✔ npm test (${seconds(started)}s)`);

/** Runs the lanes, `atOnce` at a time; the first running lane streams, the others are buffered. */
async function runLanes(lanes, atOnce) {
  const failures = [];
  let next = 0;
  let streaming = false;
  const worker = async () => {
    while (next < lanes.length) {
      const lane = lanes[next++];
      const stream = !streaming;
      if (stream) streaming = true;
      for (const [name, cmd, args] of lane) {
        const ok = await runStep(name, cmd, args, stream);
        if (!ok) {
          failures.push(name);
          break;
        }
      }
      if (stream) streaming = false;
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, lanes.length) }, worker));
  return failures;
}

/** Runs one step in its own process group, so that a time-out stops everything it started. */
async function runStep(name, cmd, args, stream) {
  const limit = LIMITS[name] ?? DEFAULT_LIMIT;
  const began = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const { status, output } = await spawnStep(cmd, args, limit, stream);
  if (output) process.stdout.write(`\n── ${name} ──\n${output}`);
  if (status === 'timeout') {
    console.error(
      `✖ ${name} did not finish within ${limit / MINUTE} min: stopped (a test left something running?)`,
    );
    return false;
  }
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds(began)}s`);
    return false;
  }
  console.log(`✔ ${name} (${seconds(began)}s)`);
  return true;
}

function spawnStep(cmd, args, limit, stream) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
      detached: true,
    });
    running.add(child);
    let output = '';
    if (!stream) {
      child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    }
    const timer = setTimeout(() => {
      stopGroup(child);
      resolve({ status: 'timeout', output });
    }, limit);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      const done = () => resolve({ status: code ?? (signal ? 1 : 0), output });
      // The last buffered lines, unless something the step left behind still holds its pipes.
      if (stream) return done();
      const late = setTimeout(done, 2000);
      child.once('close', () => {
        clearTimeout(late);
        done();
      });
    });
  });
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}
