// `npm run drift -- --upstream URL [--json FILE] [--only a,b] [--login MOBILE:PASSWORD]
// [--include-writes a,b] [--concurrency 4] [--rate 10] [--timeout-ms 10000]`: checks a real upstream
// against the catalogue (docs/testing.md). Exit 0: every reply matches; 1: drift; 2: the check could
// not run (upstream unreachable, login refused, bad arguments), with one line saying why.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  operationNames,
  runDrift,
  UpstreamUnusable,
  type DriftOptions,
} from '../../contracts/src/drift/run-drift.js';
import { DEFAULT_LIMITS } from '../../contracts/src/drift/send.js';
import { formatTable } from './drift-table.js';

const USAGE =
  'usage: npm run drift -- --upstream URL [--json FILE] [--only a,b] [--login MOBILE:PASSWORD] [--include-writes a,b] [--concurrency N] [--rate N] [--timeout-ms N]';

class UsageError extends Error {}

function positive(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} must be a positive number, got ${value}`);
  return n;
}

function options(argv: string[]): { drift: DriftOptions; json?: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      upstream: { type: 'string' },
      json: { type: 'string' },
      only: { type: 'string' },
      login: { type: 'string' },
      'include-writes': { type: 'string' },
      concurrency: { type: 'string' },
      rate: { type: 'string' },
      'timeout-ms': { type: 'string' },
    },
    strict: true,
  });
  if (!values.upstream) throw new UsageError('--upstream URL is required');
  if (!URL.canParse(values.upstream) || !/^https?:$/.test(new URL(values.upstream).protocol))
    throw new UsageError(`--upstream must be an http(s) URL, got ${values.upstream}`);
  let login: DriftOptions['login'];
  if (values.login !== undefined) {
    const at = values.login.indexOf(':');
    if (at <= 0 || at === values.login.length - 1) throw new UsageError('--login must be MOBILE:PASSWORD');
    login = { mobile: values.login.slice(0, at), password: values.login.slice(at + 1) };
  }
  return {
    json: values.json,
    drift: {
      upstream: values.upstream,
      only: values.only === undefined ? undefined : operationNames(values.only, '--only'),
      includeWrites:
        values['include-writes'] === undefined
          ? undefined
          : operationNames(values['include-writes'], '--include-writes'),
      login,
      politeness: {
        concurrency: Math.floor(positive(values.concurrency, '--concurrency', 4)),
        perSecond: positive(values.rate, '--rate', 10),
      },
      limits: {
        ...DEFAULT_LIMITS,
        timeoutMs: positive(values['timeout-ms'], '--timeout-ms', DEFAULT_LIMITS.timeoutMs),
      },
    },
  };
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof options>;
  try {
    parsed = options(process.argv.slice(2));
  } catch (err) {
    console.error(`drift: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  try {
    const report = await runDrift(parsed.drift);
    console.log(formatTable(report));
    if (parsed.json) {
      const file = resolve(parsed.json);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`report written to ${file}`);
    }
    return report.drifted === 0 ? 0 : 1;
  } catch (err) {
    if (err instanceof UpstreamUnusable || err instanceof RangeError) {
      console.error(`drift: ${err.message}`);
      return 2;
    }
    throw err;
  }
}

process.exitCode = await main();
