// The Pact steps of the contract report, run as the jest projects `npm test` runs (scripts/test/
// run-pact.mjs): the consumer tests write the pact file, the provider verification replays it
// against the mock. Their outcome per operation is read from jest's JSON report (test titles and
// failure messages name the interactions as `operation: …`), never from pact-js internals.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { EndpointName } from '@storefront/contracts';
import { operationOf } from './pact-file.js';

export type StepOutcome = 'pass' | 'fail';

export interface StepResult {
  /** The outcome of each operation the step saw. */
  byOperation: Map<EndpointName, StepOutcome>;
  /** Failures not tied to one operation (e.g. a provider state without a handler). */
  general: string[];
  /** A failure reason per operation, for the report. */
  reasons: Map<EndpointName, string>;
}

interface JestReport {
  testResults: Array<{
    message?: string;
    assertionResults: Array<{ title: string; status: string; failureMessages: string[] }>;
  }>;
}

export class StepCannotRun extends Error {}

function runProject(project: string, pactDir: string, outDir: string): JestReport {
  const output = join(outDir, `${project}.json`);
  rmSync(output, { force: true });
  const run = spawnSync(
    'npx',
    ['jest', '--ci', '--runInBand', '--selectProjects', project, '--json', `--outputFile=${output}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PACT_DIR: pactDir, PACT_DO_NOT_TRACK: 'true' },
    },
  );
  if (!existsSync(output))
    throw new StepCannotRun(
      `jest --selectProjects ${project} wrote no report (exit ${run.status}): ${String(run.stderr).slice(-500)}`,
    );
  return JSON.parse(readFileSync(output, 'utf8')) as JestReport;
}

const firstLine = (text: string): string =>
  stripVTControlCharacters(text).trim().split('\n')[0]!.slice(0, 200);

/** The consumer tests: one test per interaction, titled with its description. */
export function runConsumer(pactDir: string, outDir: string): StepResult {
  const report = runProject('pact-consumer', pactDir, outDir);
  const result: StepResult = { byOperation: new Map(), general: [], reasons: new Map() };
  for (const file of report.testResults) {
    if (file.assertionResults.length === 0 && file.message) result.general.push(firstLine(file.message));
    for (const test of file.assertionResults) {
      const op = operationOf(test.title);
      if (!op) continue;
      if (test.status === 'failed') {
        result.byOperation.set(op, 'fail');
        result.reasons.set(op, firstLine(test.failureMessages.join('\n')));
      } else if (!result.byOperation.has(op)) result.byOperation.set(op, 'pass');
    }
  }
  return result;
}

/**
 * Provider verification: one test replays every interaction; its failure lists one line per failed
 * interaction (`- addCart: …: mismatch`), see mock-api/test/pact/verify-provider.test.ts.
 */
export function runProvider(pactDir: string, outDir: string, operations: EndpointName[]): StepResult {
  const report = runProject('pact-provider', pactDir, outDir);
  const result: StepResult = { byOperation: new Map(), general: [], reasons: new Map() };
  for (const op of operations) result.byOperation.set(op, 'pass');
  const tests = report.testResults.flatMap((f) => f.assertionResults);
  if (tests.length === 0)
    result.general.push(firstLine(report.testResults[0]?.message ?? 'no provider test ran'));
  for (const test of tests.filter((t) => t.status === 'failed')) {
    // The list may arrive inside a quoted string with its line breaks escaped.
    const text = stripVTControlCharacters(test.failureMessages.join('\n')).replace(/\\n/g, '\n');
    const lines = [...text.matchAll(/^\s*- ([A-Za-z0-9_]+): (.*)$/gm)];
    const named = lines.filter((m) => operationOf(`${m[1]}:`));
    if (named.length === 0) result.general.push(`${test.title}: ${firstLine(text)}`);
    for (const m of named) {
      const op = m[1] as EndpointName;
      result.byOperation.set(op, 'fail');
      if (!result.reasons.has(op)) result.reasons.set(op, m[2]!.slice(0, 200));
    }
  }
  return result;
}
