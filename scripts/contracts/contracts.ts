// `npm run contracts [-- --pact FILE] [--upstream URL] [--only a,b] [--json FILE]`: one answer to "may
// this consumer ship?" (docs/testing.md). Per catalogue operation: the client's consumer pact tests,
// provider verification of that pact against the mock, pact ⊆ OpenAPI (our own check, which reads form
// bodies: scripts/contracts/openapi-check.ts) and, with --upstream, drift of the real upstream. Exit 0
// every operation agrees, 1 a disagreement, 2 the report could not be made.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { endpointNames, type EndpointName } from '@storefront/contracts';
import {
  operationNames,
  requireReachable,
  runDrift,
  UpstreamUnusable,
} from '../../contracts/src/drift/run-drift.js';
import { runConsumer, runProvider, StepCannotRun, type StepResult } from './jest-steps.js';
import { openApiChecker } from './openapi-check.js';
import { PACT_FILE_NAME, readPact, type PactInteraction } from './pact-file.js';
import { formatReport, rowVerdict, type Cell, type ContractReport, type ContractRow } from './report.js';

const USAGE = 'usage: npm run contracts -- [--pact FILE] [--upstream URL] [--only a,b] [--json FILE]';

class UsageError extends Error {}

interface Options {
  pact?: string;
  upstream?: string;
  only?: EndpointName[];
  json?: string;
}

function options(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      pact: { type: 'string' },
      upstream: { type: 'string' },
      only: { type: 'string' },
      json: { type: 'string' },
    },
    strict: true,
  });
  if (
    values.upstream !== undefined &&
    !(URL.canParse(values.upstream) && /^https?:$/.test(new URL(values.upstream).protocol))
  )
    throw new UsageError(`--upstream must be an http(s) URL, got ${values.upstream}`);
  return {
    pact: values.pact,
    upstream: values.upstream,
    only: values.only === undefined ? undefined : operationNames(values.only, '--only'),
    json: values.json,
  };
}

/** Where `npm test` and the docs keep the pact (what `--pact` then reads). */
export const KEPT_PACT_DIR = resolve('contracts', 'pacts');

/**
 * The pact file to report on: the given one (copied where the provider test reads it), or a fresh
 * run's, also kept in contracts/pacts/ as docs/testing.md says.
 */
function pactDirFor(opts: Options, work: string): { dir: string; consumer: StepResult | null } {
  const dir = join(work, 'pacts');
  mkdirSync(dir, { recursive: true });
  if (opts.pact) {
    copyFileSync(resolve(opts.pact), join(dir, PACT_FILE_NAME));
    return { dir, consumer: null };
  }
  const consumer = runConsumer(dir, work);
  if (existsSync(join(dir, PACT_FILE_NAME))) {
    mkdirSync(KEPT_PACT_DIR, { recursive: true });
    copyFileSync(join(dir, PACT_FILE_NAME), join(KEPT_PACT_DIR, PACT_FILE_NAME));
  }
  return { dir, consumer };
}

function openApiCells(interactions: PactInteraction[]) {
  const checker = openApiChecker();
  const problems = new Map<EndpointName, string[]>();
  for (const i of interactions) {
    if (!i.operation) continue;
    const found = checker.check(i).map((p) => `openapi: ${i.description.replace(/^[^:]*: /, '')}: ${p}`);
    problems.set(i.operation, [...(problems.get(i.operation) ?? []), ...found]);
  }
  return problems;
}

async function driftCells(upstream: string | undefined, only: EndpointName[] | undefined) {
  if (!upstream) return null;
  const report = await runDrift({ upstream, only });
  return new Map(report.operations.map((op) => [op.name, op]));
}

async function build(opts: Options, work: string): Promise<ContractReport> {
  // A dead upstream is known in seconds: before the minutes of consumer and provider runs.
  if (opts.upstream) await requireReachable(opts.upstream);
  const { dir, consumer } = pactDirFor(opts, work);
  const pactFile = join(dir, PACT_FILE_NAME);
  const interactions = readPact(pactFile);
  const operations = opts.only ?? [...endpointNames];
  const inPact = [...new Set(interactions.flatMap((i) => (i.operation ? [i.operation] : [])))];
  const provider = runProvider(dir, work, inPact);
  const openapi = openApiCells(interactions);
  const drift = await driftCells(opts.upstream, opts.only);
  const rows = operations.map((operation): ContractRow => {
    const count = interactions.filter((i) => i.operation === operation).length;
    const reasons: string[] = [];
    const cell = (step: StepResult | null, label: string): Cell => {
      if (count === 0) return 'none';
      const outcome = step ? (step.byOperation.get(operation) ?? 'pass') : 'pass';
      if (outcome === 'fail') reasons.push(`${label}: ${step?.reasons.get(operation) ?? 'failed'}`);
      return outcome;
    };
    const consumerCell = opts.pact && count > 0 ? 'skipped' : cell(consumer, 'consumer');
    const providerCell = cell(provider, 'provider');
    const oaProblems = openapi.get(operation) ?? [];
    reasons.push(...oaProblems.slice(0, 2));
    const openapiCell: Cell = count === 0 ? 'none' : oaProblems.length ? 'fail' : 'pass';
    const seen = drift?.get(operation);
    const driftCell: Cell = !seen ? 'skipped' : seen.verdict === 'same' ? 'pass' : 'fail';
    if (seen && seen.verdict !== 'same') reasons.push(`drift: ${seen.verdict} ${seen.detail}`.trim());
    if (count === 0) reasons.push('the pact has no interaction for it');
    const row = {
      operation,
      consumer: consumerCell,
      provider: providerCell,
      openapi: openapiCell,
      drift: driftCell,
      interactions: count,
      reasons,
    };
    return { ...row, agrees: rowVerdict(row) };
  });
  const general = [...(consumer?.general ?? []), ...provider.general];
  return {
    generatedAt: new Date().toISOString(),
    pactFile: opts.pact ? resolve(opts.pact) : join(KEPT_PACT_DIR, PACT_FILE_NAME),
    upstream: opts.upstream ?? null,
    rows,
    general,
    agree: general.length === 0 && rows.every((r) => r.agrees),
  };
}

async function main(): Promise<number> {
  let opts: Options;
  try {
    opts = options(process.argv.slice(2));
  } catch (err) {
    console.error(`contracts: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const work = mkdtempSync(join(tmpdir(), 'contracts-'));
  let report: ContractReport;
  try {
    report = await build(opts, work);
  } catch (err) {
    const known = err instanceof StepCannotRun || err instanceof UpstreamUnusable || err instanceof Error;
    console.error(`contracts: the report could not be made: ${known ? (err as Error).message : String(err)}`);
    return 2;
  }
  console.log(formatReport(report));
  if (opts.json) {
    mkdirSync(dirname(resolve(opts.json)), { recursive: true });
    writeFileSync(resolve(opts.json), `${JSON.stringify(report, null, 2)}\n`);
  }
  return report.agree ? 0 : 1;
}

process.exitCode = await main();
