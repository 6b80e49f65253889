// The `storefront-mock` flags (see mock-api/README.md): parsed with node:util, each mapped to the
// environment variable main.ts reads, so the bin and `npm start` run the same mock on the same rules.
import { parseArgs } from 'node:util';

export const USAGE = `Usage: storefront-mock [options]

Runs the storefront mock upstream (the same mock as the repo's npm start).

Options:
  --port N            port to listen on (default 4010; 0 picks a free one)      MOCK_API_PORT
  --host ADDR         address to listen on (default 127.0.0.1)                   MOCK_API_HOST
  --data FILE         SQLite file of the state users make (default .data/mock-api.sqlite)  MOCK_DATA_FILE
  --scenario NAME     scenario of the default state and of new sandboxes (default demo)  MOCK_SCENARIO
  --scenarios DIR     a folder of your own scenario files, besides the shipped ones  MOCK_SCENARIOS_DIR
  --recordings DIR    where recordings are written and replayed from           MOCK_RECORDINGS_DIR
  -h, --help          this text

Every other MOCK_* variable of the mock's README applies too. Health: GET /__mock/health.`;

const FLAG_ENV = {
  port: 'MOCK_API_PORT',
  host: 'MOCK_API_HOST',
  data: 'MOCK_DATA_FILE',
  scenario: 'MOCK_SCENARIO',
  scenarios: 'MOCK_SCENARIOS_DIR',
  recordings: 'MOCK_RECORDINGS_DIR',
} as const;

/** The flag that sets an environment variable, for messages (`--port`). */
export const flagOf = (name: string): string =>
  `--${Object.entries(FLAG_ENV).find(([, env]) => env === name)?.[0] ?? name}`;

export type CliRequest = { help: true } | { help: false; env: Record<string, string> };

export class CliError extends Error {}

/** The flags as environment variables; a bad flag throws a CliError with one line. */
export function parseCli(argv: string[]): CliRequest {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        ...Object.fromEntries(Object.keys(FLAG_ENV).map((flag) => [flag, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    // node:util's message names the flag ("Unknown option '--prot'"); keep its first line.
    throw new CliError(
      `storefront-mock: ${(err as Error).message.split('\n')[0]} (--help lists the options)`,
    );
  }
  if (values.help) return { help: true };
  const env: Record<string, string> = {};
  for (const [flag, name] of Object.entries(FLAG_ENV)) {
    const value = values[flag];
    if (typeof value !== 'string') continue;
    if (value.trim() === '')
      throw new CliError(`storefront-mock: --${flag} needs a value (--help lists the options)`);
    env[name] = value;
  }
  return { help: false, env };
}
